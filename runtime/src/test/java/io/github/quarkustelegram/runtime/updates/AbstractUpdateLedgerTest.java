package io.github.quarkustelegram.runtime.updates;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.state.Admission;
import io.github.quarkustelegram.state.UpdateLedger;

/**
 * The contract every {@link UpdateLedger} passes, on one instance of a bot: a new update is handled, a redelivery
 * while it is handled waits for its outcome, a handled one is acknowledged, a failed one is handled again, other chats
 * and updates without a chat are not held. One small subclass a ledger ({@code RecentUpdatesTest},
 * {@code RedisUpdateLedgerTest} on a real Redis), with what only that ledger does.
 */
public abstract class AbstractUpdateLedgerTest {

    /** How long a shared ledger may take to decide, or to learn of a settlement. */
    protected static final Duration WAIT = Duration.ofSeconds(5);

    /** @return a ledger with nothing in it */
    protected abstract UpdateLedger ledger();

    @Test
    void anUpdateIsNewThenInFlightThenHandled() throws Exception {
        UpdateLedger ledger = ledger();
        Update update = update(1, 7);
        assertThat(decided(ledger.admit(update))).isEqualTo(Admission.HANDLE);
        Admission again = ledger.admit(update);
        assertThat(again).isInstanceOf(Admission.InFlight.class);
        CompletableFuture<Boolean> outcome = ((Admission.InFlight) again).outcome().toCompletableFuture();
        assertThat(outcome).isNotDone();

        ledger.settle(update, true);

        assertThat(outcome).isCompletedWithValue(true);
        assertThat(eventually(() -> ledger.admit(update))).isEqualTo(Admission.HANDLED);
    }

    @Test
    void aFailedUpdateIsForgottenSoThatItsNextDeliveryIsHandled() throws Exception {
        UpdateLedger ledger = ledger();
        Update update = update(2, 7);
        assertThat(decided(ledger.admit(update))).isEqualTo(Admission.HANDLE);
        Admission.InFlight waiting = (Admission.InFlight) ledger.admit(update);

        ledger.settle(update, false);

        assertThat(waiting.outcome().toCompletableFuture()).isCompletedWithValue(false);
        assertThat(eventually(() -> ledger.admit(update))).isEqualTo(Admission.HANDLE);
    }

    @Test
    void anotherChatIsNotHeldWhileAnUpdateIsHandled() throws Exception {
        UpdateLedger ledger = ledger();
        assertThat(decided(ledger.admit(update(10, 7)))).isEqualTo(Admission.HANDLE);
        assertThat(decided(ledger.admit(update(13, 8)))).as("another chat is not held").isEqualTo(Admission.HANDLE);
    }

    @Test
    void updatesWithoutAChatOrSenderAreHandledAtOnceAndRemembered() throws Exception {
        UpdateLedger ledger = ledger();
        Update bare = Update.builder(50).build();
        assertThat(decided(ledger.admit(bare))).isEqualTo(Admission.HANDLE);
        assertThat(decided(ledger.admit(Update.builder(51).build()))).isEqualTo(Admission.HANDLE);
        ledger.settle(bare, true);
        assertThat(eventually(() -> ledger.admit(bare))).isEqualTo(Admission.HANDLED);
    }

    /** @return a text message in a private chat */
    protected static Update update(int id, long chat) throws Exception {
        return TelegramJson.mapper().readValue("{\"update_id\":" + id + ",\"message\":{\"message_id\":" + id
                + ",\"date\":1,\"chat\":{\"id\":" + chat + ",\"type\":\"private\"},\"text\":\"hi\"}}", Update.class);
    }

    /** @return the admission, or what a {@link Admission.Later} decided within {@link #WAIT} */
    protected static Admission decided(Admission admission) throws Exception {
        if (admission instanceof Admission.Later later) {
            return later.decision().toCompletableFuture().get(WAIT.toMillis(), TimeUnit.MILLISECONDS);
        }
        return admission;
    }

    /**
     * Asks until the answer is no longer "busy" (a shared ledger's settlement is asynchronous: until it reached the
     * store, the update is still claimed), at most {@link #WAIT}.
     */
    protected static Admission eventually(Supplier<Admission> ask) throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        Admission answer = decided(ask.get());
        while (answer instanceof Admission.Busy && System.nanoTime() < deadline) {
            Thread.sleep(10);
            answer = decided(ask.get());
        }
        return answer;
    }
}
