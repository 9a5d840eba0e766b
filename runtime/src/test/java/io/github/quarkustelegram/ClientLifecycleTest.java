package io.github.quarkustelegram;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.FakeReply;

/**
 * A JVM that used {@link TelegramClient} outside Quarkus exits once main returns after {@code close()}: the client
 * leaves no thread behind that would keep it alive (Mutiny's default scheduler did, after any retry, flood wait or
 * call deadline).
 */
@Timeout(120)
class ClientLifecycleTest {

    private static final String ME = "{\"id\":4242,\"is_bot\":true,\"first_name\":\"Bot\"}";
    private static final String MESSAGE = "{\"message_id\":1,\"date\":0,\"chat\":{\"id\":42,\"type\":\"private\"}}";

    @Test
    void theJvmExitsAfterTheClientIsClosed() throws Exception {
        try (FakeBotApiServer api = FakeBotApiServer.start()) {
            api.handle("getMe", request -> FakeReply.ok(ME));
            api.handle("getChat", request -> FakeReply.error(500, "Internal Server Error"));
            api.handle("sendMessage", request -> FakeReply.ok(MESSAGE).after(Duration.ofSeconds(3)));

            Process child = new ProcessBuilder(command(api.baseUrl())).redirectErrorStream(true).start();
            boolean exited = child.waitFor(90, TimeUnit.SECONDS);
            String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!exited) {
                child.destroyForcibly();
            }

            assertThat(exited).as("the child JVM ended:\n%s", output).isTrue();
            assertThat(output).contains("closed REST_CLIENT", "closed FAST");
            assertThat(child.exitValue()).as("exit status (3: threads kept the JVM alive):\n%s", output).isZero();
        }
    }

    private static List<String> command(String baseUrl) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx256m");
        // the fast transport's Chronicle needs these (as surefire gives them to this JVM)
        command.add("--add-opens=java.base/java.lang.reflect=ALL-UNNAMED");
        command.add("--add-exports=java.base/sun.nio.ch=ALL-UNNAMED");
        command.add("--add-exports=java.base/jdk.internal.ref=ALL-UNNAMED");
        command.add("--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED");
        command.add("-Dchronicle.analytics.disable=true");
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(ClientLifecycleMain.class.getName());
        command.add(baseUrl);
        return command;
    }
}
