package io.github.quarkustelegram.deployment;

import java.nio.charset.StandardCharsets;

import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.FakeBotApiServerClient;
import io.github.quarkustelegram.testing.server.FakeReply;

/**
 * The fake Bot API of the extension tests that configure a token and a URL themselves (so no Dev Services): a
 * {@link FakeBotApiServer} answering getMe with a bot, a download of {@value #FILE_PATH} with its content, and any
 * other method with a message.
 *
 * <p>
 * A {@code QuarkusUnitTest} class is loaded twice (by JUnit, then by the application's class loader), so the
 * server is started once per JVM, its URL kept in a system property, and the tests read what it received over HTTP
 * with {@link FakeBotApiServerClient}, whatever class loader they run in.
 */
public final class UnitTestBotApi {

    static final String MESSAGE = "{\"message_id\":8,\"date\":0,\"chat\":{\"id\":42,\"type\":\"private\"},"
            + "\"text\":\"from quarkus\"}";
    static final String ME = "{\"id\":31415,\"is_bot\":true,\"first_name\":\"Bot\"}";
    static final String FILE_PATH = "documents/file_1.txt";
    static final String FILE_CONTENT = "file content";

    private static final String URL_KEY = "quarkus-telegram.test.unit-test-bot-api.url";

    private UnitTestBotApi() {
    }

    /** @return the server's URL, starting it if this JVM has none yet */
    public static synchronized String baseUrl() {
        String url = System.getProperty(URL_KEY);
        if (url == null) {
            url = start();
            System.setProperty(URL_KEY, url);
        }
        return url;
    }

    /** @return what the server received, read over HTTP */
    public static FakeBotApiServerClient requests() {
        return FakeBotApiServerClient.connect(baseUrl());
    }

    private static String start() {
        FakeBotApiServer server = FakeBotApiServer.builder()
                .defaultResponder(request -> FakeReply.ok(MESSAGE))
                .start();
        server.stub("getMe", FakeReply.ok(ME));
        server.stubFile(FILE_PATH, FILE_CONTENT.getBytes(StandardCharsets.UTF_8));
        Runtime.getRuntime().addShutdownHook(new Thread(server::close, "unit-test-bot-api-stop"));
        return server.baseUrl();
    }
}
