package io.github.quarkustelegram.testing.telegram;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The fake's rate limits: a send that would put more in a sliding window than Telegram allows is answered 429 with
 * {@code retry_after}, as Telegram answers, not carried out, and counted.
 */
@Timeout(30)
@WithFakeTelegram(eachTest = true)
class FakeTelegramRateLimitsTest {

    private FakeTelegram telegram;
    private BotApiCaller bot;

    @BeforeEach
    void start() {
        for (int user = 1; user <= 10; user++) {
            telegram.user(user, "User " + user);
        }
        telegram.group(-100, "The group");
    }

    private static String hello(long chat, String text) {
        return "{\"chat_id\":" + chat + ",\"text\":\"" + text + "\"}";
    }

    @Test
    void aSecondMessageToAChatWithinASecondIs429WithRetryAfter() throws InterruptedException {
        telegram.chaos(Chaos.builder(1).telegramRateLimits().build());

        assertThat(bot.call("sendMessage", hello(1, "first")).status()).isEqualTo(200);
        BotApiCaller.Answer second = bot.call("sendMessage", hello(1, "second"));

        assertThat(second.status()).isEqualTo(429);
        assertThat(second.body().path("parameters").path("retry_after").asInt()).isEqualTo(1);
        assertThat(second.description()).isEqualTo("Too Many Requests: retry after 1");
        assertThat(messagesTo(1)).containsExactly("first");
        assertThat(telegram.chaosReport().rateLimited()).isEqualTo(1);
        assertThat(telegram.chaosReport().tooManyRequests()).as("not a random 429").isZero();
        assertThat(telegram.rateLimited()).singleElement().satisfies(call -> {
            assertThat(call.method()).isEqualTo("sendMessage");
            assertThat(call.chat()).isEqualTo("1");
            assertThat(call.limit()).isEqualTo("chat");
            assertThat(call.retryAfter()).isEqualTo(1);
        });
        // another chat is not held by this one's limit
        assertThat(bot.call("sendMessage", hello(2, "other")).status()).isEqualTo(200);

        Thread.sleep(1050);
        assertThat(bot.call("sendMessage", hello(1, "later")).status()).isEqualTo(200);
        assertThat(messagesTo(1)).containsExactly("first", "later");
    }

    @Test
    void theOverallLimitHoldsInAnySlidingSecond() {
        telegram.chaos(Chaos.builder(1).rateLimits(RateLimits.of(5, 0, 0)).build());

        List<Integer> statuses = new java.util.ArrayList<>();
        for (int user = 1; user <= 8; user++) {
            statuses.add(bot.call("sendMessage", hello(user, "m" + user)).status());
        }

        assertThat(statuses).containsExactly(200, 200, 200, 200, 200, 429, 429, 429);
        assertThat(telegram.rateLimited()).extracting(RateLimitedCall::limit).containsOnly("overall");
        assertThat(telegram.chaosReport().rateLimited()).isEqualTo(3);
        // refused calls did nothing
        assertThat(messagesTo(6)).isEmpty();
    }

    @Test
    void aGroupGetsItsLimitAMinuteAndRetryAfterSaysWhenItHasRoom() {
        telegram.chaos(Chaos.builder(1).rateLimits(RateLimits.of(0, 0, 3)).build());

        for (int i = 0; i < 3; i++) {
            assertThat(bot.call("sendMessage", hello(-100, "g" + i)).status()).isEqualTo(200);
        }
        BotApiCaller.Answer fourth = bot.call("sendMessage", hello(-100, "g3"));

        assertThat(fourth.status()).isEqualTo(429);
        int retryAfter = fourth.body().path("parameters").path("retry_after").asInt();
        assertThat(retryAfter).isBetween(59, 60);
        assertThat(telegram.rateLimited()).singleElement().extracting(RateLimitedCall::limit).isEqualTo("group");
    }

    @Test
    void onlyTheMethodsThatSendMessagesCount() {
        telegram.chaos(Chaos.builder(1).rateLimits(RateLimits.of(1, 1, 0)).build());

        assertThat(bot.call("sendMessage", hello(1, "one")).status()).isEqualTo(200);
        assertThat(bot.call("sendChatAction", "{\"chat_id\":1,\"action\":\"typing\"}").status()).isEqualTo(200);
        assertThat(bot.call("getMe", "{}").status()).isEqualTo(200);
        assertThat(telegram.chaosReport().rateLimited()).isZero();
    }

    @Test
    void offUnlessAskedAndCarriedOverTheControlApi() {
        for (int i = 0; i < 3; i++) {
            assertThat(bot.call("sendMessage", hello(1, "free" + i)).status()).isEqualTo(200);
        }
        assertThat(telegram.chaosReport().rateLimited()).isZero();

        Chaos plan = Chaos.builder(7).telegramRateLimits().build();
        assertThat(plan.isActive()).isTrue();
        assertThat(ChaosJson.plan(ChaosJson.plan(plan))).isEqualTo(plan);
        assertThat(ChaosJson.plan(ChaosJson.plan(Chaos.NONE)).rateLimits()).isEqualTo(RateLimits.NONE);
        ChaosReport report = new ChaosReport(5, 0, 0, 0, 0, 0, 0, 2);
        assertThat(ChaosJson.report(ChaosJson.report(report))).isEqualTo(report);
        assertThat(report.faults()).isEqualTo(2);
    }

    @Test
    void aRefusedCallDoesNotCountAgainstTheLimits() throws InterruptedException {
        telegram.chaos(Chaos.builder(1).rateLimits(RateLimits.of(0, 1, 0)).build());

        assertThat(bot.call("sendMessage", hello(1, "sent")).status()).isEqualTo(200);
        Thread.sleep(500);
        assertThat(bot.call("sendMessage", hello(1, "refused")).status()).isEqualTo(429);
        Thread.sleep(600);
        // a second after the one sent, half a second after the one refused: only the one sent counted
        assertThat(bot.call("sendMessage", hello(1, "sent again")).status()).isEqualTo(200);
        assertThat(messagesTo(1)).containsExactly("sent", "sent again");
    }

    private List<String> messagesTo(long chat) {
        return telegram.transcript(chat).stream().filter(e -> e.from() == TranscriptEntry.From.BOT)
                .map(TranscriptEntry::text).toList();
    }
}
