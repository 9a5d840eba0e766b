package io.github.quarkustelegram.it.updates;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.github.quarkustelegram.testing.telegram.FakeTelegram;
import io.quarkus.test.junit.TestProfile;
import io.quarkus.test.junit.main.LaunchResult;
import io.quarkus.test.junit.main.QuarkusMainLauncher;
import io.quarkus.test.junit.main.QuarkusMainTest;

/**
 * Stopping the application while it polls loses no update: the whole application runs twice (two launches, each a
 * full start and stop of Quarkus) against one fake Telegram that keeps updates until an offset confirms them.
 *
 * <p>
 * Run 1 handles updates 1 and 2; update 3 stops the application while it is being handled and outlasts the drain,
 * so its handling is cancelled and it is not confirmed; 4 and 5, fetched in the same batch and handed over with it,
 * may have been handled alongside, but the offset does not pass the unfinished 3. Run 2 must then handle 3, 4, 5
 * (again, at least once) and the new 6. Every handled update is answered with a message naming the run, which the
 * fake records, outside both applications.
 */
@QuarkusMainTest
@TestProfile(RestartProfile.class)
@Timeout(120)
class PollingRestartTest {

    static FakeTelegram telegram;

    @BeforeAll
    static void telegram() {
        telegram = FakeTelegramResource.startTelegram();
        System.setProperty("quarkus.telegram.bot.token", FakeTelegramResource.TOKEN);
        System.setProperty("quarkus.telegram.api.base-url", telegram.baseUrl());
    }

    @AfterAll
    static void stopTelegram() {
        System.clearProperty("quarkus.telegram.bot.token");
        System.clearProperty("quarkus.telegram.api.base-url");
        System.clearProperty(ReplyingSink.RUN_PROPERTY);
        if (telegram != null) {
            telegram.close();
        }
    }

    @Test
    void everyUpdateIsHandledAtLeastOnceAcrossARestart(QuarkusMainLauncher launcher) {
        // update ids 1 to 5
        telegram.user(101, "A").sends("a");
        telegram.user(102, "B").sends("b");
        telegram.user(103, "C").sends("stop");
        telegram.user(104, "D").sends("c");
        telegram.user(105, "E").sends("d");

        System.setProperty(ReplyingSink.RUN_PROPERTY, "1");
        LaunchResult first = launcher.launch();
        assertThat(first.exitCode()).as(first.getOutput()).isZero();
        List<String> run1 = replies();
        assertThat(run1).contains("run1 handled 1", "run1 handled 2").doesNotContain("run1 handled 3")
                .isSubsetOf("run1 handled 1", "run1 handled 2", "run1 handled 4", "run1 handled 5");
        assertThat(telegram.pendingUpdates()).as("confirmed at shutdown: 1 and 2, not 3 nor after it").isEqualTo(3);

        assertThat(telegram.user(106, "F").sends("last").updateId()).isEqualTo(6);
        System.setProperty(ReplyingSink.RUN_PROPERTY, "2");
        LaunchResult second = launcher.launch();
        assertThat(second.exitCode()).as(second.getOutput()).isZero();

        List<String> all = replies();
        assertThat(all.subList(0, run1.size())).isEqualTo(run1);
        assertThat(all.subList(run1.size(), all.size())).as("the batch is handed over at once: any order")
                .containsExactlyInAnyOrder("run2 handled 3", "run2 handled 4", "run2 handled 5", "run2 handled 6");
        assertThat(telegram.pendingUpdates()).isZero();
    }

    private static List<String> replies() {
        return telegram.server().requests("sendMessage").stream().map(RecordedRequest::json).map(j -> j.get("text").asText())
                .toList();
    }
}
