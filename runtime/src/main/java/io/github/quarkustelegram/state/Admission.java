package io.github.quarkustelegram.state;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CompletionStage;

/** What an {@link UpdateLedger} says of an update just received. */
public sealed interface Admission {

    /** Handle it now, then {@link UpdateLedger#settle} it. */
    Handle HANDLE = new Handle();
    /** It was handled lately: acknowledge it, do not handle it again. */
    Handled HANDLED = new Handled();

    /** Handle it now, then {@link UpdateLedger#settle} it. */
    record Handle() implements Admission {
    }

    /** It was handled lately: acknowledge it, do not handle it again. */
    record Handled() implements Admission {
    }

    /**
     * It is being handled by this instance: its outcome completes with whether it was handled.
     *
     * @param outcome completes with true when handled, false when its handling failed
     */
    record InFlight(CompletionStage<Boolean> outcome) implements Admission {
        /** Checks the outcome is there. */
        public InFlight {
            Objects.requireNonNull(outcome, "outcome");
        }
    }

    /**
     * It is being handled by another instance, or the ledger cannot be read now (a shared store unreachable): do not
     * handle it here, and let it come again (a webhook answers 503 with {@code Retry-After}, so that Telegram
     * delivers it again; a poller tries it again after the delay).
     *
     * @param retryAfter when to try again
     * @param reason why, for the log
     */
    record Busy(Duration retryAfter, String reason) implements Admission {
        /** Checks the components. */
        public Busy {
            Objects.requireNonNull(retryAfter, "retryAfter");
            Objects.requireNonNull(reason, "reason");
        }
    }

    /**
     * A shared ledger's answer that takes a while (a round trip, or waiting for the chat's turn): the decision, when
     * it comes, is never {@code Later} itself.
     *
     * @param decision completes with the decision
     */
    record Later(CompletionStage<Admission> decision) implements Admission {
        /** Checks the decision is there. */
        public Later {
            Objects.requireNonNull(decision, "decision");
        }
    }
}
