package io.github.quarkustelegram.runtime.updates.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.updates.RecentUpdates;
import io.smallrye.mutiny.Uni;
import io.vertx.core.Future;

/** A request's one timer: the read deadline, then the handling deadline, on a manual clock. */
class RequestDeadlineTest {

    static final long SECOND = Duration.ofSeconds(1).toNanos();

    final ManualTimer timer = new ManualTimer();
    final List<String> events = new ArrayList<>();
    final InFlightGate gate = new InFlightGate();

    /** A delivery whose handling never ends, answering into {@link #events}. */
    Delivery delivery(RequestDeadline deadline, Duration handlingTimeout) {
        Delivery.Rules rules = new Delivery.Rules(u -> Uni.createFrom().nothing(), u -> {
        },
                new RecentUpdates(4), false, handlingTimeout, gate);
        return new Delivery(rules, 1, (status, message) -> {
            events.add(status + " at " + timer.nanoTime() / SECOND + " s");
            return Future.succeededFuture();
        }, deadline);
    }

    RequestDeadline deadline() {
        return new RequestDeadline(timer, () -> events.add("read deadline at " + timer.nanoTime() / SECOND + " s"));
    }

    @Test
    void aBodyNotReadInTimeIsToldOnce() {
        RequestDeadline deadline = deadline();
        deadline.startReading(10 * SECOND);
        timer.advance(10 * SECOND - 1);
        assertThat(events).isEmpty();
        timer.advance(1);
        timer.advance(60 * SECOND);
        assertThat(events).containsExactly("read deadline at 10 s");
    }

    @Test
    void aHandlingDeadlineAfterTheReadDeadlineKeepsTheOneTimeoutAndArmsItAgainWhenItFires() {
        RequestDeadline deadline = deadline();
        deadline.startReading(10 * SECOND);
        timer.advance(2 * SECOND);
        delivery(deadline, Duration.ofSeconds(30)).start(Update.builder(1).build());
        assertThat(timer.armed).as("one timeout so far").hasSize(1);

        timer.advance(8 * SECOND); // the read deadline's time: armed again for what is left
        assertThat(events).isEmpty();
        assertThat(timer.armed).hasSize(2);
        timer.advance(22 * SECOND - 1);
        assertThat(events).isEmpty();
        timer.advance(1);
        assertThat(events).containsExactly("500 at 32 s");
    }

    @Test
    void aHandlingDeadlineBeforeTheReadDeadlineReplacesIt() {
        RequestDeadline deadline = deadline();
        deadline.startReading(10 * SECOND);
        delivery(deadline, Duration.ofSeconds(1)).start(Update.builder(1).build());
        assertThat(timer.armed).hasSize(2);
        assertThat(timer.armed.get(0).isCancelled()).isTrue();
        timer.advance(SECOND);
        timer.advance(20 * SECOND);
        assertThat(events).containsExactly("500 at 1 s");
    }

    @Test
    void aReadDeadlineThatFiredAsTheBodyEndedIsArmedAgainForTheHandling() {
        List<RequestDeadline> holder = new ArrayList<>();
        RequestDeadline deadline = new RequestDeadline(timer, () -> {
            // the body ends just as the timer fires: the delivery starts before the 408 could be written
            events.add("read deadline");
            delivery(holder.get(0), Duration.ofSeconds(5))
                    .start(Update.builder(1).build());
        });
        holder.add(deadline);
        deadline.startReading(10 * SECOND);
        timer.advance(10 * SECOND);
        assertThat(events).containsExactly("read deadline");
        timer.advance(5 * SECOND);
        assertThat(events).containsExactly("read deadline", "500 at 15 s");
    }

    @Test
    void aCancelledDeadlineNeverFires() {
        RequestDeadline deadline = deadline();
        deadline.startReading(10 * SECOND);
        deadline.cancel();
        timer.advance(60 * SECOND);
        assertThat(events).isEmpty();
        assertThat(timer.live()).isZero();
    }
}
