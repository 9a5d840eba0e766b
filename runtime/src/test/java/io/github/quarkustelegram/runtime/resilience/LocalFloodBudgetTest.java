package io.github.quarkustelegram.runtime.resilience;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.resilience.FloodBudget;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.FloodDecision;

/** The in-memory budget on virtual time: the contract, then its share of the rates (its fallback role). */
class LocalFloodBudgetTest extends AbstractFloodBudgetTest {

    /** Virtual: {@link FloodBudget#take} is given this time, and sleeping only moves it. */
    private final TestTime time = new TestTime() {
        private long now = 1_000_000_000L;

        @Override
        public long now() {
            return now;
        }

        @Override
        public void sleep(long nanos) {
            now += nanos;
        }
    };

    @Override
    protected FloodBudget budget(FloodControlLimits limits) {
        return new LocalFloodBudget(limits);
    }

    @Override
    protected TestTime time() {
        return time;
    }

    @Override
    protected Duration propertyRun() {
        return Duration.ofMinutes(3);
    }

    @Test
    void aShareOfTheRatesMakesAChatWaitAsManyTimesLonger() {
        LocalFloodBudget budget = new LocalFloodBudget(
                FloodControlLimits.builder().globalPerSecond(0).perChatPerSecond(1).perGroupPerMinute(0).build());
        budget.share(2);
        assertThat(budget.instances()).isEqualTo(2);
        FloodBudget.Cells seven = budget.cells(7L, false);
        assertThat(budget.decide(seven, 0)).isEqualTo(FloodDecision.GO);
        long wait = budget.decide(seven, 0).chatWaitNanos();
        assertThat(wait).as("one send every 2 s").isGreaterThan(FloodWindows.SECOND)
                .isLessThanOrEqualTo(2 * FloodWindows.SECOND + 1);
    }
}
