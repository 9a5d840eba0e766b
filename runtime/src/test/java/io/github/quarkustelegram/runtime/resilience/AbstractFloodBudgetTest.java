package io.github.quarkustelegram.runtime.resilience;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.github.quarkustelegram.resilience.FloodBudget;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.FloodDecision;

/**
 * The contract every {@link FloodBudget} passes, through its own interface: a chat's limits hold that chat only, the
 * whole budget every chat, a send is counted against all its cells or none, the wait it says is enough, its cells are
 * idle once their sends are old, and, whatever the traffic, no sliding window holds more sends than a limit allows
 * ({@link FloodWindows}). One small subclass a budget ({@code LocalFloodBudgetTest} on virtual time,
 * {@code RedisFloodBudgetTest} on a real Redis and its clock), with what only that budget does.
 */
public abstract class AbstractFloodBudgetTest {

    private static final long MILLI = Duration.ofMillis(1).toNanos();

    /** The time the test and the budget go by. */
    protected interface TestTime {
        /** @return now, as {@link FloodBudget#take} is given it */
        long now();

        /** Lets {@code nanos} pass. */
        void sleep(long nanos) throws InterruptedException;
    }

    /** @return a budget with nothing counted, on its own keys */
    protected abstract FloodBudget budget(FloodControlLimits limits);

    /** @return virtual time for a budget that counts on the time it is given, real time for one on a server's clock */
    protected abstract TestTime time();

    /** @return how long each run of the property check lasts (virtual time is free, real time is not) */
    protected abstract Duration propertyRun();

    private static FloodControlLimits limits(int global, int perChat, int perGroup) {
        return FloodControlLimits.builder().globalPerSecond(global).perChatPerSecond(perChat)
                .perGroupPerMinute(perGroup).build();
    }

    /** Takes a send now and waits for the decision, checking that a budget that answers at once did. */
    private FloodDecision take(FloodBudget budget, FloodBudget.Cells cells) throws Exception {
        CompletionStage<FloodDecision> decision = budget.take(cells, time().now());
        if (budget.answersAtOnce()) {
            assertThat(decision.toCompletableFuture()).as("answers at once, as it says").isDone();
        }
        return decision.toCompletableFuture().get(5, TimeUnit.SECONDS);
    }

    @Test
    void aChatsOwnLimitHoldsThatChatOnlyAndForAsLongAsItSays() throws Exception {
        FloodBudget budget = budget(limits(0, 1, 0));
        FloodBudget.Cells seven = budget.cells(7L, false);
        assertThat(take(budget, seven)).isEqualTo(FloodDecision.GO);
        FloodDecision again = take(budget, seven);
        assertThat(again.go()).isFalse();
        assertThat(again.chatWaitNanos()).isPositive().isLessThanOrEqualTo(FloodWindows.SECOND);
        assertThat(again.allWaitNanos()).isZero();
        assertThat(take(budget, budget.cells(8L, false))).as("another chat").isEqualTo(FloodDecision.GO);

        time().sleep(again.chatWaitNanos() + MILLI);
        assertThat(take(budget, seven)).as("after the wait it said").isEqualTo(FloodDecision.GO);
    }

    @Test
    void theWholeBudgetHoldsEveryChat() throws Exception {
        FloodBudget budget = budget(limits(2, 0, 0));
        assertThat(take(budget, budget.cells(7L, false))).isEqualTo(FloodDecision.GO);
        FloodDecision other = take(budget, budget.cells(8L, false));
        assertThat(other.go()).isFalse();
        assertThat(other.allWaitNanos()).isPositive().isLessThanOrEqualTo(FloodWindows.SECOND / 2);
        assertThat(other.chatWaitNanos()).isZero();
        assertThat(take(budget, budget.cells(null, false)).allWaitNanos()).as("a request without a chat").isPositive();
    }

    @Test
    void aSendIsCountedAgainstAllItsCellsOrNone() throws Exception {
        FloodBudget budget = budget(limits(2, 1, 0)); // the whole budget: one send every 500 ms
        FloodBudget.Cells seven = budget.cells(7L, false);
        assertThat(take(budget, seven)).isEqualTo(FloodDecision.GO);
        time().sleep(600 * MILLI);
        FloodDecision refused = take(budget, seven);
        assertThat(refused.chatWaitNanos()).as("the chat's second").isPositive();
        assertThat(refused.allWaitNanos()).as("the whole budget has room").isZero();
        assertThat(take(budget, budget.cells(8L, false))).as("the refused send was not counted in the whole budget")
                .isEqualTo(FloodDecision.GO);
    }

    @Test
    void aGroupKeepsToItsLimitInAnyMinuteAndAPrivateChatHasNone() throws Exception {
        FloodBudget budget = budget(limits(0, 0, 3));
        FloodBudget.Cells group = budget.cells(-100L, true);
        for (int i = 0; i < 3; i++) {
            assertThat(take(budget, group)).as("send %d", i).isEqualTo(FloodDecision.GO);
        }
        FloodDecision fourth = take(budget, group);
        assertThat(fourth.chatWaitNanos()).as("until the first is a minute old")
                .isGreaterThan(FloodWindows.MINUTE - 10 * FloodWindows.SECOND)
                .isLessThanOrEqualTo(FloodWindows.MINUTE);
        FloodBudget.Cells person = budget.cells(5L, false);
        for (int i = 0; i < 4; i++) {
            assertThat(take(budget, person)).as("private send %d", i).isEqualTo(FloodDecision.GO);
        }
    }

    @Test
    void cellsAreIdleUntilASendAndAgainOnceItIsOld() throws Exception {
        FloodBudget budget = budget(limits(30, 1, 20));
        FloodBudget.Cells group = budget.cells(-100L, true);
        assertThat(group.idle(time().now())).isTrue();
        assertThat(take(budget, group)).isEqualTo(FloodDecision.GO);
        assertThat(group.idle(time().now())).isFalse();
        assertThat(group.idle(time().now() + FloodWindows.MINUTE + FloodWindows.SECOND)).isTrue();
    }

    /**
     * Random sends over private chats, groups, a public username and no chat, each taken when the test decides (not
     * when the budget said): whatever the traffic, the sends that went keep to every limit in every sliding window.
     * Odd seeds use the default limits, even ones odd limits that do not divide a second evenly.
     */
    @ParameterizedTest
    @ValueSource(longs = { 1, 2, 3, 4 })
    void noSlidingWindowEverHoldsMoreThanALimit(long seed) throws Exception {
        Random random = new Random(seed);
        FloodControlLimits limits = seed % 2 == 1 ? FloodControlLimits.defaults()
                : limits(7 + random.nextInt(40), 1 + random.nextInt(3), 3 + random.nextInt(25));
        FloodBudget budget = budget(limits);
        Map<String, FloodBudget.Cells> cells = new HashMap<>(); // kept per chat, as the limiter keeps them
        List<FloodWindows.Send> sent = new ArrayList<>();
        int refused = 0;
        long slack = 0;
        long end = time().now() + propertyRun().toNanos();
        while (time().now() - end < 0) {
            Chat chat = Chat.random(random);
            FloodBudget.Cells chatCells = cells.computeIfAbsent(chat.name(),
                    name -> budget.cells(chat.id(), chat.group()));
            long asked = time().now();
            FloodDecision decision = take(budget, chatCells);
            long answered = time().now();
            if (decision.go()) {
                sent.add(new FloodWindows.Send(chat.id() == null ? null : chat.name(), chat.group(), answered));
                slack = Math.max(slack, answered - asked);
            } else {
                refused++;
                assertThat(Math.max(decision.allWaitNanos(), decision.chatWaitNanos())).isPositive();
            }
            // mostly close together, so that the whole budget is reached too; now and then a pause
            time().sleep(random.nextInt(100) == 0 ? random.nextInt(300) * MILLI : random.nextInt(4 * (int) MILLI));
        }

        FloodWindows.Most most = FloodWindows.assertWithin(sent, limits, slack);
        System.out.printf("flood-budget property seed %d: %d sends, %d refused, max %d/s overall (limit %d), max %d/s"
                + " in a chat (limit %d), max %d/min in a group (limit %d)%n", seed, sent.size(), refused,
                most.overall(), limits.globalPerSecond(), most.chat(), limits.perChatPerSecond(), most.group(),
                limits.perGroupPerMinute());
        assertThat(sent).isNotEmpty();
        assertThat(refused).as("the limits were reached").isPositive();
    }

    /** A chat the property check sends to: its id as the limiter gives it, and its name in the check. */
    private record Chat(@Nullable Object id, String name, boolean group) {

        static Chat random(Random random) {
            int kind = random.nextInt(10);
            if (kind < 5) {
                long id = 1 + random.nextInt(200);
                return new Chat(id, Long.toString(id), false); // private chats
            }
            if (kind < 8) {
                long id = -100 - random.nextInt(8);
                return new Chat(id, Long.toString(id), true); // groups
            }
            if (kind < 9) {
                return new Chat("news", "@news", true); // a public username, lower-cased as the limiter does
            }
            return new Chat(null, "none", false); // no chat: the whole budget only
        }
    }
}
