package io.github.quarkustelegram.runtime.resilience;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.smallrye.mutiny.helpers.test.UniAssertSubscriber;

/**
 * Random bursts over many chats through the limiter, on the virtual clock: whatever the traffic, no sliding window
 * ever holds more sends than a limit allows ({@link FloodWindows}, the check every budget passes too), each chat's
 * requests go in the order they were made, and none is lost.
 */
class FloodSlidingWindowPropertyTest {

    @ParameterizedTest
    @ValueSource(longs = { 1, 2, 3, 4, 5, 6, 7, 8 })
    void noSlidingWindowEverHoldsMoreThanALimit(long seed) {
        Random random = new Random(seed);
        // the defaults, and odd limits that do not divide a second evenly
        FloodControlLimits limits = seed % 2 == 1 ? FloodControlLimits.builder().maxWait(Duration.ZERO).build()
                : FloodControlLimits.builder().globalPerSecond(7 + random.nextInt(40))
                        .perChatPerSecond(1 + random.nextInt(3)).perGroupPerMinute(3 + random.nextInt(25))
                        .maxWait(Duration.ZERO).build();
        VirtualScheduler time = new VirtualScheduler();
        ScriptedTransport telegram = new ScriptedTransport(time);
        FloodControlChain flood = new FloodControlChain(telegram, limits, time);
        List<UniAssertSubscriber<String>> results = new ArrayList<>();
        Map<String, List<Integer>> madeOrder = new HashMap<>();

        int sent = 0;
        for (int burst = 0; burst < 40; burst++) {
            int size = 1 + random.nextInt(random.nextInt(10) == 0 ? 120 : 15);
            for (int i = 0; i < size; i++) {
                TestRequest request = request(random, sent++);
                madeOrder.computeIfAbsent(chatOf(request), c -> new ArrayList<>()).add(sequence(request));
                results.add(flood.execute(request).subscribe().withSubscriber(UniAssertSubscriber.create()));
            }
            // bursts close together, or after a pause long enough for windows to empty
            time.advance(Duration.ofMillis(random.nextInt(4) == 0 ? random.nextInt(3000) : random.nextInt(200)));
        }
        time.runUntilIdle(Duration.ofHours(2));

        assertThat(results).allSatisfy(r -> r.assertCompleted());
        List<ScriptedTransport.Call> calls = telegram.calls();
        assertThat(calls).hasSize(sent);

        List<FloodWindows.Send> sends = new ArrayList<>();
        Map<String, List<Integer>> sentOrder = new HashMap<>();
        for (ScriptedTransport.Call call : calls) {
            TestRequest request = (TestRequest) call.request();
            String chat = chatOf(request);
            sentOrder.computeIfAbsent(chat, c -> new ArrayList<>()).add(sequence(request));
            sends.add(new FloodWindows.Send(chat.equals("none") ? null : chat, chat.startsWith("-") || chat.startsWith("@"),
                    call.atNanos()));
        }
        FloodWindows.Most most = FloodWindows.assertWithin(sends, limits, 0);
        System.out.printf("flood-property seed %d: %d sends, max %d/s overall (limit %d), max %d/s in a chat (limit %d)%n",
                seed, sent, most.overall(), limits.globalPerSecond(), most.chat(), limits.perChatPerSecond());
        assertThat(sentOrder).as("each chat's requests in the order they were made").isEqualTo(madeOrder);
        assertThat(flood.waiting()).isZero();
    }

    private static TestRequest request(Random random, int sequence) {
        String label = Integer.toString(sequence);
        int kind = random.nextInt(10);
        if (kind < 5) {
            return TestRequest.send(1 + random.nextInt(60), label); // private chats
        }
        if (kind < 8) {
            return TestRequest.send(-100 - random.nextInt(8), label); // groups
        }
        if (kind < 9) {
            return TestRequest.send(random.nextBoolean() ? "@News" : "@news", label);
        }
        return new TestRequest("copyMessage", null, label); // no chat: the global limit only
    }

    private static String chatOf(TestRequest request) {
        ChatId chat = request.chatId();
        if (chat instanceof ChatId.Numeric numeric) {
            return Long.toString(numeric.id());
        }
        return chat instanceof ChatId.Username username ? "@" + username.username().toLowerCase() : "none";
    }

    private static int sequence(TestRequest request) {
        return Integer.parseInt(request.label());
    }
}
