package io.github.quarkustelegram.it.updates;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.github.quarkustelegram.it.updates.ReplyingSink;
import io.github.quarkustelegram.testing.FakeBotApiServer;
import io.github.quarkustelegram.testing.FakeReply;
import io.github.quarkustelegram.testing.RecordedRequest;
import io.quarkus.test.junit.TestProfile;
import io.quarkus.test.junit.main.LaunchResult;
import io.quarkus.test.junit.main.QuarkusMainLauncher;
import io.quarkus.test.junit.main.QuarkusMainTest;

/**
 * Stopping the application while it polls loses no update: the whole application runs twice (two launches, each a
 * full start and stop of Quarkus) against one fake Telegram that keeps updates until an offset confirms them.
 *
 * <p>Run 1 handles updates 1 and 2; update 3 stops the application while it is being handled and outlasts the drain,
 * so its handling is cancelled and it is not confirmed; 4 and 5, fetched in the same batch, were never handled. Run 2
 * must then handle 3, 4, 5 and the new 6. Every handled update is answered with a message naming the run, which the
 * fake records, outside both applications.
 */
@QuarkusMainTest
@TestProfile(RestartProfile.class)
@Timeout(120)
class PollingRestartTest {

    static FakeBotApiServer api;
    static UpdateQueue queue;

    @BeforeAll
    static void telegram() {
        api = FakeBotApiServer.builder().requireToken(FakeTelegramResource.TOKEN).start();
        api.stub("sendMessage", FakeReply.ok("{\"message_id\":1,\"date\":1700000000,\"chat\":{\"id\":1,"
                + "\"type\":\"private\"}}"));
        queue = new UpdateQueue().install(api);
        System.setProperty("quarkus.telegram.bot.token", FakeTelegramResource.TOKEN);
        System.setProperty("quarkus.telegram.api.base-url", api.baseUrl());
    }

    @AfterAll
    static void stopTelegram() {
        System.clearProperty("quarkus.telegram.bot.token");
        System.clearProperty("quarkus.telegram.api.base-url");
        System.clearProperty(ReplyingSink.RUN_PROPERTY);
        if (api != null) {
            api.close();
        }
    }

    @Test
    void everyUpdateIsHandledAtLeastOnceAcrossARestart(QuarkusMainLauncher launcher) {
        queue.addMessage(1, 101, "a").addMessage(2, 102, "b").addMessage(3, 103, "stop")
                .addMessage(4, 104, "c").addMessage(5, 105, "d");

        System.setProperty(ReplyingSink.RUN_PROPERTY, "1");
        LaunchResult first = launcher.launch();
        assertThat(first.exitCode()).as(first.getOutput()).isZero();
        List<String> run1 = replies();
        assertThat(run1).containsExactly("run1 handled 1", "run1 handled 2");
        assertThat(queue.confirmedOffset()).as("confirmed at shutdown: 1 and 2, not 3").isEqualTo(3);

        queue.addMessage(6, 106, "last");
        System.setProperty(ReplyingSink.RUN_PROPERTY, "2");
        LaunchResult second = launcher.launch();
        assertThat(second.exitCode()).as(second.getOutput()).isZero();

        assertThat(replies()).containsExactly("run1 handled 1", "run1 handled 2", "run2 handled 3", "run2 handled 4",
                "run2 handled 5", "run2 handled 6");
        assertThat(queue.confirmedOffset()).isEqualTo(7);
    }

    private static List<String> replies() {
        return api.requests("sendMessage").stream().map(RecordedRequest::json).map(j -> j.get("text").asText())
                .toList();
    }
}
