package io.github.quarkustelegram.deployment.streaming;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Predicate;

import jakarta.inject.Singleton;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.dispatch.HandlerErrorHook;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.keyboards.InlineButtons;
import io.github.quarkustelegram.keyboards.InlineKeyboard;
import io.github.quarkustelegram.model.MessageGenerationStopped;
import io.github.quarkustelegram.testing.telegram.Chaos;
import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.RateLimits;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.github.quarkustelegram.text.Fmt;
import io.github.quarkustelegram.text.FormattedText;
import io.quarkus.test.QuarkusUnitTest;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;

/**
 * Streamed answers on the fake Telegram of Dev Services: a rich draft then a rich message in a private chat, a message
 * edited in a group, renders no more often than the interval, the user's stop cancelling the upstream and keeping the
 * text, a failure keeping the text with the note, an empty stream sending nothing, and the handlers' deadline not
 * cutting a stream that runs longer (its own maximum does).
 */
class StreamedAnswersTest {

    /** Each test's group chat: its own, so that the transcripts of the tests do not mix. */
    private static final long STORY_GROUP = -1001000000771L;
    private static final long FAST_GROUP = -1001000000772L;
    private static final long EMPTY_GROUP = -1001000000773L;
    private static final long ENDLESS_GROUP = -1001000000774L;
    private static final long LONG_GROUP = -1001000000775L;
    private static final long PLAN_GROUP = -1001000000776L;
    private static final long PACE_GROUP = -1001000000777L;
    private static final long RATED_GROUP = -1001000000778L;
    private static final long LIMITED_GROUP = -1001000000779L;

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(Answers.class, Failures.class))
            .overrideConfigKey("quarkus.http.test-port", "0")
            .overrideConfigKey("quarkus.telegram.flood-control.enabled", "false")
            .overrideConfigKey("quarkus.telegram.streaming.interval", "200ms")
            .overrideConfigKey("quarkus.telegram.streaming.draft-interval", "100ms")
            .overrideConfigKey("quarkus.telegram.streaming.failure-note", "(interrupted)")
            .overrideConfigKey("quarkus.telegram.streaming.max-duration", "4s")
            .overrideConfigKey("quarkus.telegram.dispatch.handler-timeout", "1s");

    static final List<String> CANCELLED = new CopyOnWriteArrayList<>();
    static final List<MessageGenerationStopped> STOPS = new CopyOnWriteArrayList<>();
    static final List<Throwable> FAILURES = new CopyOnWriteArrayList<>();

    public static class Answers {

        // tag::stream[]
        @OnCommand("story")
        Multi<String> story() { // a model's Markdown, piece by piece: shown while it grows, then sent whole
            return pieces(Duration.ofMillis(300), "Once upon a time", " there was", " a bot.");
        }
        // end::stream[]

        @OnCommand("formatted")
        Multi<FormattedText> formatted() {
            return Multi.createFrom().items(Fmt.bold("Bold"), FormattedText.of(" and plain"));
        }

        @OnCommand("fast")
        Multi<String> fast() { // 100 pieces in 2 s: ten times faster than the edits may go
            return Multi.createFrom().ticks().every(Duration.ofMillis(20)).select().first(100).map(tick -> "x");
        }

        @OnCommand("endless")
        Multi<String> endless() {
            return Multi.createFrom().ticks().every(Duration.ofMillis(200)).map(tick -> "word" + tick + " ")
                    .onCancellation().invoke(() -> CANCELLED.add("endless"));
        }

        @OnCommand("broken")
        Multi<String> broken() {
            return Multi.createBy().concatenating().streams(Multi.createFrom().item("Half an answer"),
                    Multi.createFrom().failure(new IllegalStateException("the model went away")));
        }

        @OnCommand("empty")
        Multi<String> empty() {
            return Multi.createFrom().empty();
        }

        @OnCommand("slow")
        Multi<String> slow() { // longer than the handlers' deadline (1 s), shorter than the streams' maximum (4 s)
            return pieces(Duration.ofMillis(900), "Slowly,", " surely.");
        }

        @OnCommand("long")
        Multi<String> longAnswer() { // 40,000 characters: more than one message of either kind
            return Multi.createFrom().range(0, 4).map(i -> String.valueOf((char) ('a' + i)).repeat(9_998) + "\n\n");
        }

        @OnCommand("plan")
        Multi<String> plan() { // a model's Markdown, cut mid-construct between pieces
            return pieces(Duration.ofMillis(150), "# Pl", "an\n\nIt costs $5 and $10 **to", "day**\n\n- one\n- two");
        }

        // tag::replies[]
        @OnCommand("rated")
        Multi<Reply.Send> rated() { // text replies, appended; the last one's buttons go on the final message
            return Multi.createFrom().items(Reply.text("The answer is").quote(), Reply.text(Fmt.bold(" 42")),
                    Reply.text(".").keyboard(InlineKeyboard.builder()
                            .row(InlineButtons.callback("👍", "rate:up"), InlineButtons.callback("👎", "rate:down"))
                            .build()))
                    .onItem().call(piece -> Uni.createFrom().voidItem().onItem().delayIt().by(Duration.ofMillis(150)));
        }
        // end::replies[]

        @OnCommand("misrated")
        Multi<Reply> misrated() {
            return Multi.createFrom().<Reply> items(Reply.text("Half"), Reply.html("<b>not appendable</b>"));
        }

        @OnCommand("ping")
        String ping() {
            return "pong";
        }

        @OnUpdate(UpdateKind.STOPPED_MESSAGE_GENERATION)
        void stopped(MessageGenerationStopped stop) { // the application sees the stop too, once the stream ended
            STOPS.add(stop);
        }

        private static Multi<String> pieces(Duration apart, String... pieces) {
            return Multi.createFrom().items(pieces)
                    .onItem().call(piece -> Uni.createFrom().voidItem().onItem().delayIt().by(apart));
        }
    }

    /** Records what reaches the error hook: a stream cut by the handlers' deadline would. */
    @Singleton
    public static class Failures implements HandlerErrorHook {
        @Override
        public Uni<Void> onError(UpdateContext update, Throwable failure) {
            FAILURES.add(failure);
            return Uni.createFrom().voidItem();
        }
    }

    @ConfigProperty(name = "quarkus.telegram.api.base-url")
    String telegramUrl;

    FakeTelegramClient telegram;

    @BeforeEach
    void connect() {
        telegram = FakeTelegramClient.connect(telegramUrl);
        for (long group : List.of(STORY_GROUP, FAST_GROUP, EMPTY_GROUP, ENDLESS_GROUP, LONG_GROUP, PLAN_GROUP,
                PACE_GROUP, RATED_GROUP, LIMITED_GROUP)) {
            telegram.group(group, "Readers");
        }
    }

    @Test
    void aPrivateChatSeesAThinkingDraftItsUpdatesThenTheRichMessage() {
        FakeUser ada = telegram.user(301, "Ada");
        TranscriptEntry answer = ada.sends("/story").reply();

        assertThat(answer.kind()).isEqualTo("sendRichMessage");
        assertThat(answer.text()).isEqualTo("Once upon a time there was a bot.");
        List<TranscriptEntry> drafts = bot(301).stream().filter(e -> e.kind().equals("sendRichMessageDraft")).toList();
        assertThat(drafts.get(0).json()).as("thinking until the first piece").contains("\"type\":\"thinking\"")
                .contains("\"can_stop\":true");
        assertThat(drafts).as("the text so far, as it grows").extracting(TranscriptEntry::json)
                .anySatisfy(json -> assertThat(json).contains("Once upon a time").doesNotContain("a bot."));
        assertThat(bot(301)).as("nothing after the message").last().isEqualTo(answer);
        assertThat(ada.sends("/ping").reply().text()).isEqualTo("pong");
        assertThat(bot(301)).extracting(TranscriptEntry::kind).filteredOn("sendRichMessage"::equals).hasSize(1);
    }

    @Test
    void theModelsMarkdownIsShownAsItMeantIt() {
        TranscriptEntry answer = telegram.user(312, "Ada").sends("/plan").reply();
        assertThat(answer.kind()).isEqualTo("sendRichMessage");
        assertThat(answer.json()).as("a heading, a paragraph whose prices stay text, a list")
                .contains("\"type\":\"heading\"", "\"type\":\"list\"", "It costs $5 and $10 ", "\"type\":\"bold\"")
                .doesNotContain("**", "mathematical");

        FakeUser grace = telegram.user(313, "Grace").isMemberOf(PLAN_GROUP);
        grace.sendsIn(PLAN_GROUP, "/plan");
        TranscriptEntry edited = awaitBot(PLAN_GROUP, e -> e.text().contains("two"));
        assertThat(edited.text()).contains("Plan", "It costs $5 and $10 today", "one").doesNotContain("**", "#");
        assertThat(edited.entities()).extracting(entity -> entity.type()).contains("bold");
    }

    @Test
    void textRepliesStreamAsOneEditedMessageWhoseFinalFormGetsTheLastButtons() {
        FakeUser grace = telegram.user(317, "Grace").isMemberOf(RATED_GROUP);
        grace.sendsIn(RATED_GROUP, "/rated");

        TranscriptEntry last = awaitBot(RATED_GROUP, e -> !e.buttons().isEmpty());
        List<TranscriptEntry> messages = bot(RATED_GROUP);
        assertThat(messages.get(0).kind()).isEqualTo("sendMessage");
        assertThat(messages.get(0).json()).as("the first reply's options: a quote of /rated").contains("reply_to_message")
                .doesNotContain("inline_keyboard");
        assertThat(messages.subList(1, messages.size())).as("the buttons alone when a render already showed the end")
                .extracting(TranscriptEntry::kind).isSubsetOf("editMessageText", "editMessageReplyMarkup");
        assertThat(last.text()).isEqualTo("The answer is 42.");
        assertThat(last.entities()).singleElement().satisfies(e -> assertThat(e.type()).isEqualTo("bold"));
        assertThat(last.buttons()).containsExactly("👍", "👎");
        assertThat(messages.subList(0, messages.size() - 1)).as("no buttons before the end")
                .allSatisfy(e -> assertThat(e.buttons()).isEmpty());
    }

    @Test
    void aReplyThatCannotBeAppendedEndsTheStreamWithTheNote() {
        TranscriptEntry answer = telegram.user(318, "Alan").sends("/misrated").reply();
        TranscriptEntry last = awaitBot(318, e -> e.text().endsWith("(interrupted)"));
        assertThat(answer.kind()).isEqualTo("sendMessage");
        assertThat(last.text()).isEqualTo("Half\n\n(interrupted)");
    }

    /**
     * Telegram refusing edits that come too fast (the fake counting edits in its rate limits, one a second in a chat):
     * a refused render is not queued, the next shows the text again, and the answer still ends whole.
     */
    @Test
    void editsRefusedWithTooManyRequestsStillEndInTheWholeAnswer() {
        telegram.chaos(Chaos.builder(7).rateLimits(new RateLimits(30, 1, 20, List.of("send*", "edit*"),
                RateLimits.DEFAULT_EXCLUDED_METHODS)).build());
        try {
            FakeUser barbara = telegram.user(319, "Barbara").isMemberOf(LIMITED_GROUP);
            barbara.sendsIn(LIMITED_GROUP, "/fast"); // 100 pieces in 2 s, a render every 200 ms

            awaitBot(LIMITED_GROUP, e -> e.text().equals("x".repeat(100)));
            assertThat(telegram.chaosReport().rateLimited()).as("edits Telegram refused").isPositive();
            assertThat(gaps(bot(LIMITED_GROUP))).as("the edits carried out: at most one a second")
                    .allSatisfy(gap -> assertThat(gap).isGreaterThanOrEqualTo(Duration.ofMillis(900)));
        } finally {
            telegram.chaos(Chaos.NONE);
        }
    }

    @Test
    void aGroupSeesOneMessageEditedAsTheTextGrows() {
        FakeUser grace = telegram.user(302, "Grace").isMemberOf(STORY_GROUP);
        grace.sendsIn(STORY_GROUP, "/story");

        TranscriptEntry last = awaitBot(STORY_GROUP, e -> e.text().equals("Once upon a time there was a bot."));
        List<TranscriptEntry> messages = bot(STORY_GROUP);
        assertThat(messages.get(0).kind()).isEqualTo("sendMessage");
        assertThat(messages.get(0).text()).isEqualTo("Once upon a time");
        assertThat(messages.subList(1, messages.size())).extracting(TranscriptEntry::kind).containsOnly("editMessageText");
        assertThat(messages).extracting(TranscriptEntry::messageId).containsOnly(messages.get(0).messageId());
        assertThat(last.kind()).isEqualTo("editMessageText");
    }

    @Test
    void aLongAnswerIsSentAsSeveralMessagesOfEitherKind() {
        List<TranscriptEntry> rich = telegram.user(311, "Ada").sends("/long").replies(2);
        assertThat(rich).extracting(TranscriptEntry::kind).containsOnly("sendRichMessage");
        assertThat(rich.get(0).text()).as("cut between paragraphs, within 32,768 characters")
                .isEqualTo("a".repeat(9_998) + "\n" + "b".repeat(9_998) + "\n" + "c".repeat(9_998));
        assertThat(rich.get(1).text()).isEqualTo("d".repeat(9_998));

        FakeUser grace = telegram.user(312, "Grace").isMemberOf(LONG_GROUP);
        grace.sendsIn(LONG_GROUP, "/long");
        awaitBot(LONG_GROUP, e -> e.text().endsWith("dddd"));
        List<TranscriptEntry> sent = bot(LONG_GROUP).stream().filter(e -> e.kind().equals("sendMessage")).toList();
        assertThat(sent).as("continued in new messages of at most 4,096 characters").hasSizeGreaterThanOrEqualTo(10)
                .allSatisfy(e -> assertThat(e.text()).hasSizeLessThanOrEqualTo(4_096));
    }

    @Test
    void formattedPiecesStreamAsAnEditedMessageWithTheirEntities() {
        TranscriptEntry answer = telegram.user(303, "Linus").sends("/formatted").reply();
        TranscriptEntry last = awaitBot(303, e -> e.text().equals("Bold and plain"));
        assertThat(answer.kind()).isEqualTo("sendMessage");
        assertThat(last.entities()).singleElement().satisfies(e -> assertThat(e.type()).isEqualTo("bold"));
    }

    @Test
    void piecesFasterThanTheIntervalAreShownTogether() {
        FakeUser barbara = telegram.user(304, "Barbara").isMemberOf(FAST_GROUP);
        long start = System.nanoTime();
        barbara.sendsIn(FAST_GROUP, "/fast");
        awaitBot(FAST_GROUP, e -> e.text().equals("x".repeat(100)));
        Duration took = Duration.ofNanos(System.nanoTime() - start);

        long renders = bot(FAST_GROUP).stream().filter(e -> e.text().startsWith("x")).count();
        assertThat(renders).as("100 pieces in %s, at most one render per 200 ms", took)
                .isLessThanOrEqualTo(took.toMillis() / 200 + 2).isLessThan(100);
    }

    /**
     * Measured where Telegram would count them: by the fake's clock, when each request arrived. The stream paces a
     * render from the previous one's answer, so a request held up on its way (a busy machine) cannot shorten the gap.
     */
    @Test
    void noRenderReachesTelegramSoonerThanItsIntervalNorAfterTheStop() {
        FakeUser barbara = telegram.user(314, "Barbara").isMemberOf(PACE_GROUP);
        barbara.sendsIn(PACE_GROUP, "/fast"); // 100 pieces in 2 s
        awaitBot(PACE_GROUP, e -> e.text().equals("x".repeat(100)));
        assertThat(gaps(bot(PACE_GROUP))).as("between the message and its edits, by the fake's clock")
                .allSatisfy(gap -> assertThat(gap).isGreaterThanOrEqualTo(Duration.ofMillis(200)));

        assertThat(telegram.user(315, "Barbara").sends("/fast").reply().text()).isEqualTo("x".repeat(100));
        List<TranscriptEntry> drafts = drafts(315);
        assertThat(drafts).hasSizeGreaterThan(2);
        assertThat(gaps(drafts)).as("between drafts, by the fake's clock")
                .allSatisfy(gap -> assertThat(gap).isGreaterThanOrEqualTo(Duration.ofMillis(100)));

        FakeUser margaret = telegram.user(316, "Margaret");
        var asked = margaret.sends("/endless");
        awaitDraft(316, json -> json.contains("word1"));
        margaret.stopsGeneration();
        TranscriptEntry kept = asked.reply();
        TranscriptEntry stop = telegram.transcript().stream().filter(e -> e.chatId() == 316
                && e.kind().equals("stopped_message_generation")).findFirst().orElseThrow();
        List<TranscriptEntry> late = bot(316).stream().filter(e -> e.sequence() > stop.sequence()
                && e.kind().equals("sendRichMessageDraft")).toList();
        assertThat(late).as("drafts the stop met on their way (it is fetched within 100 ms); none after the answer")
                .hasSizeLessThanOrEqualTo(1).allSatisfy(d -> assertThat(d.sequence()).isLessThan(kept.sequence()));
    }

    @Test
    void theUsersStopCancelsTheUpstreamAndKeepsTheText() {
        CANCELLED.clear();
        FakeUser margaret = telegram.user(305, "Margaret");
        var asked = margaret.sends("/endless");
        awaitDraft(305, json -> json.contains("word1"));

        long stoppedAt = System.nanoTime();
        margaret.stopsGeneration();

        TranscriptEntry kept = asked.reply();
        assertThat(Duration.ofNanos(System.nanoTime() - stoppedAt)).as("cut by the stop, not by its maximum (4 s)")
                .isLessThan(Duration.ofSeconds(2));
        assertThat(kept.kind()).isEqualTo("sendRichMessage");
        assertThat(kept.text()).startsWith("word0 word1");
        assertThat(CANCELLED).as("the model stopped").contains("endless");
        assertThat(margaret.sends("/ping").reply().text()).isEqualTo("pong");
        assertThat(STOPS).as("then dispatched to the application").anySatisfy(stop -> assertThat(stop.chat().id())
                .isEqualTo(305));
    }

    @Test
    void aFailingUpstreamKeepsTheTextAndAddsTheNote() {
        FAILURES.clear();
        TranscriptEntry answer = telegram.user(306, "Alan").sends("/broken").reply();
        assertThat(answer.text()).isEqualTo("Half an answer\n(interrupted)");
        assertThat(FAILURES).as("the stream's failure is its own: the note").isEmpty();
    }

    @Test
    void anEmptyStreamSendsNothing() {
        FakeUser flora = telegram.user(307, "Flora").isMemberOf(EMPTY_GROUP);
        flora.sendsIn(EMPTY_GROUP, "/empty");
        assertThat(flora.sendsIn(EMPTY_GROUP, "/ping").reply().text()).isEqualTo("pong");
        assertThat(bot(EMPTY_GROUP)).extracting(TranscriptEntry::text).containsExactly("pong");

        FakeUser alone = telegram.user(308, "Alone");
        alone.sends("/empty");
        assertThat(alone.sends("/ping").reply().text()).isEqualTo("pong");
        assertThat(bot(308)).extracting(TranscriptEntry::kind).doesNotContain("sendRichMessage");
    }

    @Test
    void aStreamLongerThanTheHandlersDeadlineCompletes() {
        FAILURES.clear();
        TranscriptEntry answer = telegram.user(309, "Kenji").sends("/slow").reply();
        assertThat(answer.text()).isEqualTo("Slowly, surely.");
        assertThat(FAILURES).isEmpty();
    }

    @Test
    void aStreamPastItsMaximumIsCancelledAndKept() {
        CANCELLED.clear();
        FakeUser edsger = telegram.user(310, "Edsger").isMemberOf(ENDLESS_GROUP);
        edsger.sendsIn(ENDLESS_GROUP, "/endless");
        TranscriptEntry kept = awaitBot(ENDLESS_GROUP, e -> CANCELLED.contains("endless") && e.text().contains("word"));
        assertThat(kept.text()).startsWith("word0 word1");
        assertThat(FAILURES).isEmpty();
    }

    private List<TranscriptEntry> drafts(long chatId) {
        return bot(chatId).stream().filter(e -> e.kind().equals("sendRichMessageDraft")).toList();
    }

    /** @return the time between each entry and the next, by the fake's clock */
    private static List<Duration> gaps(List<TranscriptEntry> entries) {
        List<Duration> gaps = new ArrayList<>();
        for (int i = 1; i < entries.size(); i++) {
            gaps.add(Duration.between(entries.get(i - 1).at(), entries.get(i).at()));
        }
        return gaps;
    }

    /** @return what the bot sent in a chat since the test began, drafts included, in order */
    private List<TranscriptEntry> bot(long chatId) {
        return telegram.transcript().stream().filter(e -> e.chatId() == chatId && e.from() == TranscriptEntry.From.BOT)
                .toList();
    }

    /** Waits for the bot's message in the chat that satisfies the condition; returns it. */
    private TranscriptEntry awaitBot(long chatId, Predicate<TranscriptEntry> condition) {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (System.nanoTime() < deadline) {
            List<TranscriptEntry> sent = bot(chatId);
            for (int i = sent.size() - 1; i >= 0; i--) {
                if (sent.get(i).isBotMessage() && condition.test(sent.get(i))) {
                    return sent.get(i);
                }
            }
            LockSupport.parkNanos(Duration.ofMillis(50).toNanos()); // polls the fake's transcript
        }
        throw new AssertionError("No message of the bot in chat " + chatId + " as expected: " + bot(chatId));
    }

    private void awaitDraft(long chatId, Predicate<String> json) {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (System.nanoTime() < deadline) {
            if (bot(chatId).stream().anyMatch(e -> e.kind().equals("sendRichMessageDraft") && json.test(e.json()))) {
                return;
            }
            LockSupport.parkNanos(Duration.ofMillis(50).toNanos()); // polls the fake's transcript
        }
        throw new AssertionError("No such draft in chat " + chatId + ": " + bot(chatId));
    }
}
