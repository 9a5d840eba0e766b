package io.github.quarkustelegram.runtime.updates.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** How much of a refused body is discarded before the sender is cut off. */
class DiscardBudgetTest {

    @Test
    void upToOneMebibyteIsDiscardedThenTheConnectionIsClosed() {
        DiscardBudget budget = new DiscardBudget();
        assertThat(budget.exhaustedBy(512 * 1024)).isFalse();
        assertThat(budget.exhaustedBy(512 * 1024)).as("exactly the budget").isFalse();
        assertThat(budget.exhaustedBy(1)).isTrue();
        assertThat(DiscardBudget.MAX_DISCARDED_BYTES).isEqualTo(1024 * 1024);
    }

    @Test
    void aLingerBoundsTheWaitForTheRestOfTheBody() {
        assertThat(EarlyAnswer.LINGER_MILLIS).isEqualTo(2_000);
    }
}
