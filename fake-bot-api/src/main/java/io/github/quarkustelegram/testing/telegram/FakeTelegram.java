package io.github.quarkustelegram.testing.telegram;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.github.quarkustelegram.testing.telegram.actions.Action;
import io.github.quarkustelegram.testing.telegram.actions.QueuedUpdate;
import io.github.quarkustelegram.testing.telegram.api.BotApiError;
import io.github.quarkustelegram.testing.telegram.api.CallParams;
import io.github.quarkustelegram.testing.telegram.control.ControlApi;
import io.github.quarkustelegram.testing.telegram.control.LocalUserActions;
import io.github.quarkustelegram.testing.telegram.methods.BotMethods;
import io.github.quarkustelegram.testing.telegram.world.ConversationWaits;
import io.github.quarkustelegram.testing.telegram.world.FakeWorld;
import io.github.quarkustelegram.testing.telegram.world.InlineKeyboard;
import io.github.quarkustelegram.testing.telegram.world.Step;
import io.github.quarkustelegram.testing.telegram.world.Transcript;
import io.github.quarkustelegram.testing.telegram.world.UpdateQueue;
import io.github.quarkustelegram.testing.telegram.world.WebhookDelivery;
import io.vertx.core.Vertx;

/**
 * A fake Telegram for one bot: a {@link FakeBotApiServer} that keeps state and answers the Bot API as Telegram does,
 * so that a bot runs and is tested with no network.
 *
 * <ul>
 * <li>The bot: {@code getMe} answers its identity; only its token is accepted (401 otherwise).</li>
 * <li>Users act through {@link #user(long)}: their messages, button presses and inline queries become updates.</li>
 * <li>Updates are handed out by {@code getUpdates} with Telegram's long polling (timeout, offset, limit,
 * allowed_updates; 409 to the older of two polls), or POSTed to the webhook {@code setWebhook} set (secret header;
 * a chat's updates one at a time and in order, chats in parallel up to {@code max_connections}; sent again until a
 * 2xx, after the answer's {@code Retry-After} or a growing delay; {@code getUpdates} then answers 409).
 * {@code getWebhookInfo} tells the state.</li>
 * <li>{@code sendMessage}, the other common {@code send*} (media, media groups, polls, ...), {@code edit*}, {@code delete*},
 * {@code forwardMessage},
 * {@code copyMessage}, {@code answerCallbackQuery}, {@code answerInlineQuery}, {@code set/get/deleteMyCommands},
 * {@code getChat}, {@code getFile} (uploads can be downloaded) answer realistic results, and fail with Telegram's
 * descriptions (chat not found, message is too long, message to edit not found, message is not modified, ...).
 * Methods the fake does not model answer 404 "Not Found", like an unknown method; script them with
 * {@code server().stub(...)}.</li>
 * <li>Bot API 10.3: a send with {@code ephemeral_message_parameters} in a group makes an ephemeral message for one user
 * ({@code message_id} 0, its own {@code ephemeral_message_id}; {@code editEphemeralMessageText/Caption/ReplyMarkup},
 * {@code deleteEphemeralMessage}; {@link FakeUser#pressesEphemeral}); the 10.2 top-level {@code receiver_user_id} is
 * refused. Inline keyboards may have disabled buttons. {@code sendMessageDraft} with {@code can_stop} offers the user a
 * stop button: {@link FakeUser#stopsGeneration()} makes the {@code stopped_message_generation} update.</li>
 * <li>{@link #transcript()} tells the conversation; {@link #awaitReply(long)} waits for the bot's answer.</li>
 * <li>{@link #chaos(Chaos)} makes it fail the bot's calls at random, as Telegram and the network do in production
 * (429 with {@code retry_after}, 5xx, connection resets, slow answers, a 409 from a competing poller, webhook answers
 * lost), before it acts on them; {@link #chaosReport()} counts what it did. Opt-in in a plan, Telegram's rate limits
 * ({@link Chaos.Builder#telegramRateLimits()}, or {@link RateLimits} of one's own): a send that would put more in a
 * sliding window than allowed (30 a second overall, 1 a second in a chat, 20 a minute in a group) is answered 429 with
 * {@code parameters.retry_after} and not carried out, as by Telegram; {@link ChaosReport#rateLimited()} counts those
 * and {@link #rateLimited()} lists them, so that a test asserts that a bot keeps to the limits.</li>
 * <li>A control API under {@value #CONTROL_PATH} lets another class loader or process do the same over HTTP:
 * {@link FakeTelegramClient}.</li>
 * </ul>
 *
 * <pre>{@code
 * try (FakeTelegram telegram = FakeTelegram.start()) {
 *     // the bot under test: token telegram.token(), Bot API URL telegram.baseUrl()
 *     telegram.user(42).sends("/start");
 *     assertThat(telegram.awaitReply(42).text()).startsWith("Welcome");
 * }
 * }</pre>
 *
 * <p>
 * Thread-safe.
 */
public final class FakeTelegram implements FakeTelegramDriver, AutoCloseable {

    /** The token of the fake's bot unless another is given: a well-formed token that Telegram never issued. */
    public static final String DEFAULT_TOKEN = "1000000001:FAKE-quarkus-telegram-not-a-real-token";
    /** The bot's username unless another is given. */
    public static final String DEFAULT_BOT_USERNAME = "fake_quarkus_bot";
    /** Where the control API starts ({@link FakeTelegramClient}). */
    public static final String CONTROL_PATH = ControlApi.CONTROL_PATH;

    private final FakeBotApiServer server;
    private final String token;
    private final FakeWorld world;
    private final Transcript transcript;
    private final UpdateQueue queue;
    private final BotMethods methods;
    private final WebhookDelivery webhook;
    private final LocalUserActions actions;
    private final FaultInjector faults = new FaultInjector();
    /** The fake's own answer to each Bot API method it models, to give a method back after a script. */
    private final Map<String, Function<RecordedRequest, FakeReply>> own = new HashMap<>();

    private FakeTelegram(Builder builder) {
        this.token = builder.token;
        this.transcript = new Transcript(builder.transcriptLimit);
        this.faults.plan(builder.chaos);
        long botId = botId(builder.token);
        this.world = new FakeWorld(botId, builder.botFirstName, builder.botUsername);
        FakeBotApiServer.Builder serverBuilder = FakeBotApiServer.builder().host(builder.host).port(builder.port)
                .requireToken(builder.token);
        if (builder.vertx != null) {
            serverBuilder.vertx(builder.vertx);
        }
        this.server = serverBuilder.start();
        try {
            this.queue = new UpdateQueue(server.vertx(), builder.firstUpdateId);
            this.methods = new BotMethods(world, transcript, queue);
            this.webhook = new WebhookDelivery(server.vertx(), queue, builder.webhookRetryDelay,
                    call -> methods.call(call.get("method").asText(), CallParams.of(call)), faults::loseWebhookAnswer);
            this.actions = new LocalUserActions(world, transcript, queue);
            world.serveFilesWith(server::stubFile);
            for (String method : methods.names()) {
                own.put(method, request -> methods.call(method, CallParams.of(request)));
            }
            own.put("getUpdates", request -> refusals(() -> queue.getUpdates(CallParams.of(request),
                    request.clientDisconnected())));
            own.put("setWebhook", request -> refusals(() -> queue.setWebhook(CallParams.of(request))));
            own.put("deleteWebhook", request -> refusals(() -> queue.deleteWebhook(CallParams.of(request),
                    "Webhook was deleted")));
            own.put("getWebhookInfo", request -> FakeReply.ok(queue.webhookInfo()));
            // the chaos plan, if any, comes first: a faulted call is not acted on
            own.replaceAll((method, answer) -> request -> faults.answer(method,
                    () -> CallParams.of(request).text("chat_id").orElse(null), () -> answer.apply(request)));
            own.forEach(server::handle);
            server.handlePath(CONTROL_PATH, new ControlApi(new ControlledTelegram(this), world, transcript,
                    server.vertx()));
        } catch (RuntimeException e) {
            server.close();
            throw e;
        }
    }

    private static FakeReply refusals(java.util.function.Supplier<FakeReply> call) {
        try {
            return call.get();
        } catch (BotApiError e) {
            return e.reply();
        }
    }

    /** @return a fake Telegram on 127.0.0.1, on a free port, with the {@link #DEFAULT_TOKEN}, started */
    public static FakeTelegram start() {
        return builder().start();
    }

    /** @return a builder, to choose the token, the bot's names, the port or the Vert.x */
    public static Builder builder() {
        return new Builder();
    }

    // ----------------------------------------------------------------------------------------------------- where

    /** @return the Bot API URL to give the bot in place of {@code https://api.telegram.org} */
    public String baseUrl() {
        return server.baseUrl();
    }

    /** @return the port the fake listens on */
    public int port() {
        return server.port();
    }

    /** @return the bot's token: the only one the fake accepts */
    public String token() {
        return token;
    }

    /** @return the bot's user id (the digits before the token's colon) */
    public long botId() {
        return world.botId();
    }

    /** @return the bot's username, without {@code @} */
    public String botUsername() {
        return world.botUsername();
    }

    /**
     * @return the HTTP server underneath: every request it received, and scripts that take over a method from the
     *         fake ({@code server().stub("sendMessage", FakeReply.tooManyRequests(3))}); {@code forget(method)} or
     *         {@code reset()} on it forget the fake's own answers too
     */
    public FakeBotApiServer server() {
        return server;
    }

    /**
     * Gives a method back to the fake after {@code server().stub(...)} or {@code server().handle(...)} took it over,
     * e.g. once a test has made a few {@code getUpdates} fail. Its recorded requests are kept.
     *
     * @param method a method the fake answers itself (any case)
     * @throws IllegalArgumentException for a method the fake does not model
     */
    public void restore(String method) {
        Objects.requireNonNull(method, "method");
        own.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(method)).findFirst()
                .ifPresentOrElse(e -> server.handle(e.getKey(), e.getValue()), () -> {
                    throw new IllegalArgumentException("The fake Telegram does not answer " + method
                            + " itself; nothing to restore");
                });
    }

    // ----------------------------------------------------------------------------------------------------- chaos

    /**
     * Fails the bot's calls from now on as the plan says ({@link Chaos#NONE} to stop), its draws starting from its
     * seed and its counts from zero.
     *
     * @param plan the fault plan
     * @return what the previous plan did
     */
    public ChaosReport chaos(Chaos plan) {
        return faults.plan(Objects.requireNonNull(plan, "plan"));
    }

    /** @return the fault plan in force ({@link Chaos#NONE} unless one was given) */
    public Chaos chaos() {
        return faults.plan();
    }

    /** @return what the plan in force did so far */
    public ChaosReport chaosReport() {
        return faults.report();
    }

    /**
     * @return the calls answered 429 since the plan in force was set because they would have gone over its
     *         {@link Chaos#rateLimits() rate limits}, in the order refused
     */
    public List<RateLimitedCall> rateLimited() {
        return faults.rateLimited();
    }

    // ----------------------------------------------------------------------------------------------------- users

    @Override
    public FakeUser user(long userId, String firstName) {
        world.meetUser(userId, firstName);
        ReplyWaits waits = this::repliesAfter;
        return new FakeUser(action -> perform(action).stream().map(queued -> UserAction.of(queued, waits)).toList(),
                userId, firstName);
    }

    @Override
    public void group(long chatId, String title) {
        world.meetGroup(chatId, Objects.requireNonNull(title, "title"));
    }

    @Override
    public long injectUpdate(String kind, String payloadJson) {
        Objects.requireNonNull(kind, "kind");
        com.fasterxml.jackson.databind.JsonNode payload = FakeJson.parse(payloadJson);
        transcript.add(Step.From.USER, kind, payload.path("chat").path("id").asLong(),
                payload.path("message_id").asLong(), "", List.of(), payload.toString());
        return queue.add(kind, payload);
    }

    /**
     * Carries a user's action out in this fake, for its users and its control API.
     *
     * @return the updates it queued
     */
    List<QueuedUpdate> perform(Action action) {
        return actions.perform(Objects.requireNonNull(action, "action"));
    }

    /** @return the kinds of action the fake knows how to carry out */
    Set<Class<? extends Action>> knownActions() {
        return actions.known();
    }

    // ----------------------------------------------------------------------------------------------------- watch

    @Override
    public List<TranscriptEntry> transcript() {
        return entries(transcript.all());
    }

    /**
     * @param chatId a chat
     * @return the conversation in that chat so far, in order
     */
    public List<TranscriptEntry> transcript(long chatId) {
        return transcript().stream().filter(e -> e.chatId() == chatId).toList();
    }

    @Override
    public List<List<String>> replyKeyboard(long chatId) {
        return world.replyKeyboard(chatId).map(InlineKeyboard::replyButtonTexts).orElse(List.of());
    }

    @Override
    public List<TranscriptEntry> awaitReplies(long chatId, int count, Duration timeout) {
        return entries(ConversationWaits.await(transcript, ConversationWaits.replies(transcript, chatId, count),
                timeout, count + " message(s) of the bot in chat " + chatId));
    }

    /** The replies to a user's action of this fake: the bot's messages in the chat after the action's own step. */
    private List<TranscriptEntry> repliesAfter(long step, long chatId, int count, Duration timeout) {
        return entries(ConversationWaits.await(transcript, ConversationWaits.repliesAfter(transcript, chatId, step,
                count), timeout, count + " message(s) of the bot in chat " + chatId + " after step #" + step));
    }

    @Override
    public TranscriptEntry awaitCall(String method, Duration timeout) {
        return TranscriptEntry.of(ConversationWaits.await(transcript, ConversationWaits.call(transcript, method),
                timeout, "a " + method + " call of the bot"));
    }

    private static List<TranscriptEntry> entries(List<Step> steps) {
        return steps.stream().map(TranscriptEntry::of).toList();
    }

    @Override
    public RecordedRequest takeRequest(String method, Duration timeout) {
        return server.takeRequest(method, timeout);
    }

    /** @return the webhook's URL, when one is set */
    public Optional<String> webhookUrl() {
        return Optional.ofNullable(queue.webhookUrl());
    }

    /** @return how many updates wait for the bot to take them */
    public int pendingUpdates() {
        return queue.pendingCount();
    }

    @Override
    public void reset() {
        queue.clear();
        world.clear();
        transcript.clear();
    }

    // ----------------------------------------------------------------------------------------------------- life

    @Override
    public void close() {
        try {
            webhook.close();
        } finally {
            queue.clear();
            server.close();
        }
    }

    @Override
    public String toString() {
        return "FakeTelegram[" + baseUrl() + ", bot @" + botUsername() + "]";
    }

    private static long botId(String token) {
        int colon = token.indexOf(':');
        if (colon <= 0 || colon == token.length() - 1) {
            throw new IllegalArgumentException("A bot token looks like <bot id>:<secret>; the one given does not");
        }
        try {
            return Long.parseLong(token.substring(0, colon));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("A bot token starts with the bot's numeric id; the one given does not");
        }
    }

    /** Configures a {@link FakeTelegram}. */
    public static final class Builder {
        private String token = DEFAULT_TOKEN;
        private String botUsername = DEFAULT_BOT_USERNAME;
        private String botFirstName = "Fake Bot";
        private String host = "127.0.0.1";
        private int port;
        private Vertx vertx;
        private Duration webhookRetryDelay = Duration.ofMillis(500);
        private long firstUpdateId = 100_000_001L;
        private Chaos chaos = Chaos.NONE;
        private int transcriptLimit = Transcript.DEFAULT_LIMIT;

        private Builder() {
        }

        /** @param token the bot's token ({@code <bot id>:<secret>}), the only one accepted @return this builder */
        public Builder token(String token) {
            this.token = Objects.requireNonNull(token, "token");
            return this;
        }

        /** @param username the bot's username, without {@code @} @return this builder */
        public Builder botUsername(String username) {
            this.botUsername = Objects.requireNonNull(username, "username");
            return this;
        }

        /** @param firstName the bot's name @return this builder */
        public Builder botFirstName(String firstName) {
            this.botFirstName = Objects.requireNonNull(firstName, "firstName");
            return this;
        }

        /** @param host the address to listen on; 127.0.0.1 by default @return this builder */
        public Builder host(String host) {
            this.host = Objects.requireNonNull(host, "host");
            return this;
        }

        /** @param port the port to listen on; 0 (the default) picks a free one @return this builder */
        public Builder port(int port) {
            this.port = port;
            return this;
        }

        /** @param vertx a Vert.x to run on, not closed by the fake; by default the fake has its own @return this builder */
        public Builder vertx(Vertx vertx) {
            this.vertx = vertx;
            return this;
        }

        /**
         * @param delay the wait before an update the webhook refused (without a {@code Retry-After}) is sent again,
         *        doubled on each further refusal of that update, up to 30 s; 500 ms by default
         * @return this builder
         */
        public Builder webhookRetryDelay(Duration delay) {
            this.webhookRetryDelay = Objects.requireNonNull(delay, "delay");
            return this;
        }

        /** @param updateId the first update's {@code update_id} @return this builder */
        public Builder firstUpdateId(long updateId) {
            this.firstUpdateId = updateId;
            return this;
        }

        /** @param plan how the fake fails the bot's calls ({@link Chaos}); none by default @return this builder */
        public Builder chaos(Chaos plan) {
            this.chaos = Objects.requireNonNull(plan, "plan");
            return this;
        }

        /**
         * @param entries how many entries {@link FakeTelegram#transcript()} keeps at most, the latest;
         *        5,000 by default
         * @return this builder
         */
        public Builder transcriptLimit(int entries) {
            if (entries < 1) {
                throw new IllegalArgumentException("A transcript keeps at least one entry, not " + entries);
            }
            this.transcriptLimit = entries;
            return this;
        }

        /** @return the fake, listening */
        public FakeTelegram start() {
            botId(token);
            return new FakeTelegram(this);
        }
    }
}
