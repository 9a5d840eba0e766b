package io.github.quarkustelegram.perf;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.commonmark.Extension;
import org.commonmark.ext.autolink.AutolinkExtension;
import org.commonmark.ext.gfm.strikethrough.StrikethroughExtension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.Node;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.method.EditMessageText;
import io.github.quarkustelegram.method.SendRichMessageDraft;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.ChatType;
import io.github.quarkustelegram.model.InputRichBlock;
import io.github.quarkustelegram.model.InputRichMessage;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.MessageOrTrue;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.runtime.config.StreamingConfig;
import io.github.quarkustelegram.runtime.replies.ReplyTarget;
import io.github.quarkustelegram.runtime.replies.Replying;
import io.github.quarkustelegram.runtime.streaming.AnswerStreams;
import io.github.quarkustelegram.runtime.streaming.ModelMarkdownRenderer;
import io.github.quarkustelegram.runtime.streaming.StopRelay;
import io.github.quarkustelegram.text.FormattedText;
import io.github.quarkustelegram.text.ModelMarkdown;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.operators.multi.processors.UnicastProcessor;
import io.smallrye.mutiny.subscription.Cancellable;

/**
 * What streaming a language model's answer costs a bot, for a 4 KB answer in Markdown ({@link #ANSWER}: a heading,
 * paragraphs with bold and code, prices with {@code $}, a bulleted and a numbered list, a fenced code block with its
 * language, a GFM table, a quote, a link).
 *
 * <p>
 * Rendering it once, whole: {@code richMessages} to rich blocks split into messages ({@link ModelMarkdown}, what a
 * draft and the final rich message show), {@code richBlocks} the same without the split, {@code formattedText} to
 * text and entities ({@link FormattedText#fromMarkdown}, what an edited message shows). The yardstick is
 * {@code commonmarkHtml}: commonmark-java's own {@link Parser} and {@link HtmlRenderer} with the same extensions on
 * the same text, the floor for any renderer of Markdown on the JVM (every renderer here parses with commonmark-java
 * first); {@code commonmarkParse} is its parse alone. Read the renders as ratios to {@code commonmarkHtml}.
 *
 * <p>
 * Streaming it ({@code stream}): the answer cut into {@value #PIECES} pieces of about 20 characters, pushed one by one
 * through the public {@link AnswerStreams} as a handler's {@code Multi<String>} is, on the benchmark's own clock (the
 * stream's {@link io.github.quarkustelegram.resilience.ResilienceScheduler}, moved between pieces; its timers run
 * when due, on the benchmark's thread) and a bot whose transport answers every request at once without sending
 * anything: what is measured is the stream's own work (appending, the pacing, the renders of the answer so far, the
 * requests built), not a network. One invocation is a whole answer, from the first draft to the final send; the time
 * is per piece ({@code @OperationsPerInvocation}). {@code piecesPerRender=1}: the pieces come one interval apart (a
 * model slower than the interval), so the answer so far is rendered at every piece, 200 renders of a growing text
 * plus the final one; {@code 25}: 25 pieces per interval (a model faster than the interval), coalesced, 8 renders
 * plus the final one. {@code output=draft}: a private chat's rich draft (the default there), {@code edited}: a
 * group's message edited (text and entities).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = { JulAtInfo.FLAG, JulAtInfo.VERTX_ON_JUL })
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class StreamingBenchmark {

    /** How many pieces the streamed answer comes in. */
    public static final int PIECES = 200;

    /** A model's answer as one writes it: about 4 KB of Markdown (UTF-16 units), every construct a model uses. */
    public static final String ANSWER = """
            ## Caching HTTP responses in a Quarkus service

            Short answer: **cache at the edge of your service**, not inside every method. Quarkus ships \
            `quarkus-cache`, which keeps a method's result in a cache keyed by its arguments, and for most read-heavy \
            endpoints that is all you need. If your data changes rarely, a cache can cut a request from 40 ms to \
            under 1 ms.

            It also saves money: at $0.09 per GB of egress and $4.50 per million calls to the upstream API, a hit \
            rate of 80 % on 10 million calls a month saves about $36 in calls alone. Your figures will differ, so \
            **measure before and after**.

            ### What to cache

            - Responses that are **the same for every user**: catalogues, exchange rates, configuration.
            - Results of expensive computations whose inputs repeat, such as a price list rendered to PDF.
            - Lookups against slow services (a partner's REST API that answers in 300-800 ms).
            - Not: anything personal, anything with a `Set-Cookie` header, or data that must never be stale.

            ### Steps

            1. Add the extension: `./mvnw quarkus:add-extension -Dextensions="cache"`.
            2. Annotate the method whose result you want to keep with `@CacheResult` and name the cache.
            3. Set an expiry in `application.properties`, otherwise entries live until the JVM stops.
            4. Invalidate on writes with `@CacheInvalidate` or `@CacheInvalidateAll`.
            5. Watch the hit rate in the metrics (`cache_gets_total` with `result="hit"`) and tune the size.

            Here is a small example:

            ```java
            @ApplicationScoped
            public class RateService {

                @Inject
                @RestClient
                RatesClient client;

                @CacheResult(cacheName = "rates")
                public BigDecimal rate(String from, String to) {
                    // one call to the partner per pair and per expiry period
                    return client.latest(from, to).rate();
                }

                @CacheInvalidateAll(cacheName = "rates")
                public void refresh() {
                    // called by a scheduled job every morning
                }
            }
            ```

            And the configuration:

            ```properties
            quarkus.cache.caffeine."rates".expire-after-write=10M
            quarkus.cache.caffeine."rates".maximum-size=1000
            ```

            ### Choosing a backend

            | Backend | Shared between instances | Typical latency | Good for |
            |---|---|---|---|
            | Caffeine (default) | no | < 1 µs | one instance, hot data |
            | Redis | yes | 0.2-1 ms | several instances |
            | Infinispan | yes | 0.5-2 ms | large, clustered data |

            With several instances behind a load balancer, each keeps its own Caffeine cache: a user may see a new \
            rate on one request and the old one on the next, for up to the expiry time. If that matters, use the \
            Redis backend (`quarkus-redis-cache`) so that all instances read the same entries.

            > A cache hides latency; it does not fix it. If the upstream call is slow because of a missing index, the \
            first request after every expiry is still slow, and under load many requests may miss at once.

            To avoid that stampede, keep the expiry longer than the refresh period and refresh in the background, or \
            use `@CacheResult(lockTimeout = 500)` so that only one caller computes a missing value while the others \
            wait briefly.

            ### Measuring the effect

            Run the same load test before and after, for example 200 requests per second for ten minutes, and \
            compare the 50th and 99th percentiles rather than the mean. A cache usually improves the median a lot and \
            the 99th percentile less, because misses still pay the full price. Expect the first minute after a deploy \
            to look like the old figures while the cache fills.

            A few more tips:

            - Make cache keys explicit with `@CacheKey` when some parameters should not be part of the key.
            - Keep cached values **immutable**: a caller changing a cached `List` changes it for everyone.
            - Count misses for the first days in production; a hit rate under 50 % usually means the key is too \
            specific.

            For the details, see the [Quarkus cache guide](https://quarkus.io/guides/cache) and the \
            `quarkus-redis-cache` reference. If you tell me which endpoints are slow and how often their data \
            changes, I can suggest an expiry for each.
            """;

    /** The model's Markdown as the extension reads it (its {@code MarkdownSyntax}): the baseline parses the same. */
    private static final List<Extension> EXTENSIONS = List.of(TablesExtension.create(),
            StrikethroughExtension.builder().requireTwoTildes(true).build(), AutolinkExtension.create());

    private final Parser parser = Parser.builder().extensions(EXTENSIONS).build();
    private final HtmlRenderer html = HtmlRenderer.builder().extensions(EXTENSIONS).build();

    @Benchmark
    public List<InputRichMessage> richMessages() {
        return ModelMarkdown.toRichMessages(ANSWER);
    }

    @Benchmark
    public List<InputRichBlock> richBlocks() {
        return ModelMarkdown.toBlocks(ANSWER);
    }

    @Benchmark
    public FormattedText formattedText() {
        return FormattedText.fromMarkdown(ANSWER);
    }

    @Benchmark
    public String commonmarkHtml() {
        return html.render(parser.parse(ANSWER));
    }

    @Benchmark
    public Node commonmarkParse() {
        return parser.parse(ANSWER);
    }

    /**
     * Streams the whole answer; JMH divides the time by the pieces. A longer warm-up: an invocation is a whole answer
     * (up to 201 renders), so three iterations of 2 s were a few hundred invocations, and the renders were still being
     * compiled (the time per piece still falling by half from one iteration to the next).
     */
    @Benchmark
    @OperationsPerInvocation(PIECES)
    @Warmup(iterations = 10, time = 2)
    public int stream(Stream stream) {
        return stream.run();
    }

    /**
     * @param text an answer
     * @param count how many pieces
     * @return the answer cut into {@code count} pieces of (nearly) equal length, anywhere (inside a {@code **} or a
     *         code fence too), as a model's tokens come
     */
    public static String[] pieces(String text, int count) {
        String[] pieces = new String[count];
        for (int i = 0; i < count; i++) {
            pieces[i] = text.substring(i * text.length() / count, (i + 1) * text.length() / count);
        }
        return pieces;
    }

    /** One stream's setting, and what it needs: the streams, the clock, an update to answer. */
    @State(Scope.Thread)
    public static class Stream {

        /** {@code draft}: a private chat's rich draft; {@code edited}: a group's message, edited. */
        @Param({ "draft", "edited" })
        public String output;

        /** 1: a render at every piece (the model slower than the interval); 25: a render every 25 pieces. */
        @Param({ "1", "25" })
        public int piecesPerRender;

        final VirtualClock clock = new VirtualClock();
        /** How many requests the bot was asked to make (drafts, sends, edits), for the test. */
        int requests;
        private final String[] pieces = pieces(ANSWER, PIECES);
        private AnswerStreams streams;
        private Replying replying;
        /** The time between two pieces, in nanoseconds. */
        private long gap;
        /** The output's interval: the last render may wait that long for its turn. */
        private long pace;
        private boolean sent;

        @Setup(Level.Trial)
        public void setup() throws Exception {
            Duration interval = Duration.ofSeconds(1);
            Duration draftInterval = Duration.ofMillis(500);
            StreamingConfig config = new Settings(true, interval, draftInterval, Duration.ofSeconds(20),
                    Duration.ofMinutes(5), "(interrupted)");
            streams = new AnswerStreams(config, clock, new ModelMarkdownRenderer(), StopRelay.LOCAL);
            boolean draft = switch (output) {
                case "draft" -> true;
                case "edited" -> false;
                default -> throw new IllegalArgumentException("output: " + output);
            };
            pace = (draft ? draftInterval : interval).toNanos();
            gap = pace / piecesPerRender;
            Chat chat = draft ? Chat.builder(42, ChatType.PRIVATE).build()
                    : Chat.builder(-1001234567890L, ChatType.SUPERGROUP).build();
            Message sentMessage = TelegramJson.mapper().readValue("{\"message_id\":8,\"date\":1,\"chat\":{\"id\":"
                    + chat.id() + ",\"type\":\"" + (draft ? "private" : "supergroup") + "\"},\"text\":\"x\"}",
                    Message.class);
            // each request's result at once: a draft's true, an edit's message, a send's message (its id is read)
            Uni<Object> drafted = Uni.createFrom().item(Boolean.TRUE);
            Uni<Object> edited = Uni.createFrom().item(MessageOrTrue.of(sentMessage));
            Uni<Object> sent = Uni.createFrom().item(sentMessage);
            ReactiveTelegramBot bot = new ReactiveTelegramBot(new TelegramTransport() {
                @Override
                @SuppressWarnings("unchecked")
                public <R> Uni<R> execute(TelegramRequest<R> request) {
                    requests++;
                    return (Uni<R>) (request instanceof SendRichMessageDraft ? drafted
                            : request instanceof EditMessageText ? edited : sent);
                }
            });
            ReplyTarget target = new ReplyTarget(UpdateKind.MESSAGE, chat, null, null, null, 7, null, null, null);
            replying = new Replying() {
                @Override
                public ReplyTarget replyTarget() {
                    return target;
                }

                @Override
                public ReactiveTelegramBot reactiveBot() {
                    return bot;
                }

                @Override
                public String handlerName() {
                    return "Assistant#answer";
                }
            };
        }

        /** @return the requests made for the whole answer */
        int run() {
            int before = requests;
            sent = false;
            UnicastProcessor<String> model = UnicastProcessor.create();
            streams.stream(model, false, replying).subscribe().with(ignored -> sent = true, failure -> {
                throw new IllegalStateException(failure);
            });
            for (String piece : pieces) {
                clock.advance(gap);
                model.onNext(piece);
            }
            model.onComplete();
            clock.advance(pace); // the last render keeps the pace too
            if (!sent) {
                throw new IllegalStateException("The answer was not sent");
            }
            return requests - before;
        }
    }

    /** {@code quarkus.telegram.streaming.*}: a record's accessors are the mapping's methods. */
    private record Settings(boolean drafts, Duration interval, Duration draftInterval, Duration draftRefresh,
            Duration maxDuration, String failureNote) implements StreamingConfig {
    }

    /**
     * The streams' clock and timers, moved by the benchmark: {@link #advance} runs the timers that fall due, each at its
     * time, on the caller's thread. A stream has two at most (its maximum duration, its next render).
     */
    static final class VirtualClock implements ResilienceScheduler {

        private final List<Timer> timers = new ArrayList<>();
        private long now;

        @Override
        public long nanoTime() {
            return now;
        }

        @Override
        public Cancellable schedule(Duration delay, Runnable task) {
            Timer timer = new Timer(now + Math.max(1, delay.toNanos()), task);
            timers.add(timer);
            return () -> timers.remove(timer);
        }

        void advance(long nanos) {
            long target = now + nanos;
            for (Timer due = due(target); due != null; due = due(target)) {
                timers.remove(due);
                now = Math.max(now, due.due);
                due.task.run();
            }
            now = target;
        }

        /** @return the earliest timer due by {@code time}, null for none */
        private Timer due(long time) {
            Timer earliest = null;
            for (Timer timer : timers) {
                if (timer.due <= time && (earliest == null || timer.due < earliest.due)) {
                    earliest = timer;
                }
            }
            return earliest;
        }

        /** A timer, equal only to itself (two may fall due together). */
        private static final class Timer {
            final long due;
            final Runnable task;

            Timer(long due, Runnable task) {
                this.due = due;
                this.task = task;
            }
        }
    }
}
