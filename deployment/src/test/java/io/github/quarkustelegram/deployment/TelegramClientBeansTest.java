package io.github.quarkustelegram.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.files.TelegramFiles;
import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.runtime.chain.DecoratedTransport;
import io.github.quarkustelegram.runtime.multipart.UploadSpooling;
import io.github.quarkustelegram.testing.server.FakeBotApiServerClient;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.quarkus.jackson.ObjectMapperCustomizer;
import io.quarkus.test.QuarkusUnitTest;

/**
 * An application with the extension and a token: the client beans inject, and their calls reach the fake Bot API,
 * encoded by the model's own mapping whatever the application did to its ObjectMapper.
 */
class TelegramClientBeansTest {

    static final String TOKEN = "31415:beans-TEST";

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(UnitTestBotApi.class, UpperCamelCaseMapper.class))
            .overrideConfigKey("quarkus.telegram.bot.token", TOKEN)
            .overrideConfigKey("quarkus.telegram.api.base-url", UnitTestBotApi.baseUrl())
            .overrideConfigKey("quarkus.telegram.retry.max-attempts", "1");

    /** The application's own ObjectMapper, customized in a way that would break the Bot API's JSON. */
    @Singleton
    public static class UpperCamelCaseMapper implements ObjectMapperCustomizer {
        @Override
        public void customize(ObjectMapper mapper) {
            mapper.setPropertyNamingStrategy(PropertyNamingStrategies.UPPER_CAMEL_CASE);
        }
    }

    // tag::inject[]
    @Inject
    TelegramBot bot; // blocking calls
    @Inject
    ReactiveTelegramBot reactiveBot; // Uni calls
    @Inject
    TelegramTransport transport; // execute(request): the decorated transport under both
    @Inject
    TelegramFiles files; // downloads
    // end::inject[]
    @Inject
    TelegramClient client;
    @Inject
    ObjectMapper applicationMapper;

    FakeBotApiServerClient api;

    @BeforeEach
    void forgetEarlierRequests() {
        api = UnitTestBotApi.requests();
        api.forgetRequests();
    }

    @Test
    void theBlockingBotCallsTheConfiguredServerWithTheModelsJson() throws Exception {
        Message sent = bot.sendMessage(SendMessage.builder(ChatId.of(42), "from quarkus").disableNotification(true)
                .build());

        assertThat(sent.messageId()).isEqualTo(8);
        RecordedRequest request = api.takeRequest("sendMessage");
        assertThat(request.path()).isEqualTo("/bot" + TOKEN + "/sendMessage");
        assertThat(request.contentType()).startsWith("application/json");
        ObjectMapper json = TelegramJson.mapper();
        assertThat(json.readTree(request.body())).isEqualTo(
                json.readTree("{\"chat_id\":42,\"text\":\"from quarkus\",\"disable_notification\":true}"));
        // the application's mapper is customized indeed, and did not leak into the client
        assertThat(applicationMapper.getPropertyNamingStrategy()).isSameAs(PropertyNamingStrategies.UPPER_CAMEL_CASE);
    }

    @Test
    void theReactiveBotAndTheTransportAreTheSameClient() throws Exception {
        User me = reactiveBot.getMe().await().atMost(Duration.ofSeconds(10));

        assertThat(me.id()).isEqualTo(31415L);
        assertThat(api.takeRequest("getMe").path()).isEqualTo("/bot" + TOKEN + "/getMe");
        assertThat(transport).isInstanceOf(DecoratedTransport.class).isSameAs(client.transport());
        assertThat(transport.toString()).as("the upload spooling outermost")
                .startsWith("DecoratedTransport[" + UploadSpooling.class.getName());
        assertThat(bot.transport()).isSameAs(transport);
        assertThat(reactiveBot.transport()).isSameAs(transport);
        assertThat(client.toString()).doesNotContain(TOKEN);
    }

    @Test
    void anUploadIsSentAsMultipartInsideQuarkus() throws Exception {
        bot.sendPhoto(ChatId.of(42), InputFile.upload(new byte[] { 'P', 'N', 'G' }, "tiny.png"));

        RecordedRequest request = api.takeRequest("sendPhoto");
        assertThat(request.path()).endsWith("/sendPhoto");
        assertThat(request.contentType()).startsWith("multipart/form-data; boundary=");
        assertThat(request.bodyText()).contains("name=\"chat_id\"").contains("name=\"photo\"")
                .contains("filename=\"tiny.png\"").contains("PNG");
    }

    @Test
    void filesDownloadFromTheConfiguredServer(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path target = files.download(UnitTestBotApi.FILE_PATH, dir.resolve("f.txt")).await().atMost(Duration.ofSeconds(10));

        assertThat(Files.readString(target)).isEqualTo(UnitTestBotApi.FILE_CONTENT);
        assertThat(api.takeDownload(UnitTestBotApi.FILE_PATH).path())
                .isEqualTo("/file/bot" + TOKEN + "/documents/file_1.txt");
    }
}
