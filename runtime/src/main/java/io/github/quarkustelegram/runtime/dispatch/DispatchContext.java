package io.github.quarkustelegram.runtime.dispatch;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.regex.MatchResult;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.ConversationState;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.hooks.UpdateObserver;
import io.github.quarkustelegram.hooks.UpdateOutcome;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.runtime.callbacks.pressed.PressedButton;
import io.github.quarkustelegram.runtime.commands.CommandHolder;
import io.github.quarkustelegram.runtime.commands.CommandParser;
import io.github.quarkustelegram.runtime.dispatch.albums.Album;
import io.github.quarkustelegram.runtime.replies.LaterReplies;
import io.github.quarkustelegram.runtime.replies.ReplyTarget;
import io.github.quarkustelegram.runtime.replies.Replying;
import io.github.quarkustelegram.runtime.replies.ResultDelivery;
import io.github.quarkustelegram.runtime.sessions.HandlerSessions;
import io.github.quarkustelegram.runtime.updates.UpdateParts;
import io.github.quarkustelegram.text.FormattedText;
import io.smallrye.mutiny.Uni;

/**
 * The {@link UpdateContext} of one update. The parts of the update are read once; the route's findings are set by the
 * dispatcher when it chose a handler (one update is routed by one thread at a time, and the scheduler's hand-offs
 * publish the fields).
 */
public final class DispatchContext implements UpdateContext, CommandHolder<CommandArguments>, Replying {

    private final Update update;
    private final @Nullable UpdateKind kind;
    private final @Nullable Message message;
    private final Services services;
    /**
     * What only some updates have (an album, loaded sessions, a streamed result), apart: a context is made for every
     * update. Volatile: the handlers' watchdog reads a stream's maximum from its own thread.
     */
    private volatile @Nullable Extras extras;
    private @Nullable String botUsername;
    private boolean commandParsed;
    private @Nullable CommandArguments parsedCommand;
    private @Nullable CommandArguments command;
    private @Nullable MatchResult match;
    private @Nullable ConversationState conversation;
    private String handlerName = "";
    /** The listeners' observer of this update, null when none. */
    private @Nullable UpdateObserver observer;
    /** How the handling went so far; and the failure that decided it. */
    private UpdateOutcome outcome = UpdateOutcome.OK;
    private @Nullable Throwable problem;
    /** Whether a blocking handler runs the update on its thread now, and since when. */
    private volatile boolean invoking;
    private long invokedAt;

    /**
     * What a handler's context gives from outside the update, shared by the contexts of one dispatcher: the bots it may
     * call, and who says which language its sender is answered in (the i18n part: the dispatcher does not know how).
     */
    record Services(Supplier<TelegramBot> bot, Supplier<ReactiveTelegramBot> reactiveBot,
            Supplier<SenderLocale> locales, Supplier<LaterReplies> later) {
    }

    DispatchContext(Update update, Supplier<TelegramBot> bot, Supplier<ReactiveTelegramBot> reactiveBot) {
        this(update, new Services(bot, reactiveBot, () -> {
            throw new IllegalStateException("No SenderLocale given to the dispatcher");
        }, () -> {
            throw new IllegalStateException("No ScheduledMessages given to the dispatcher: Reply.later(...) cannot be"
                    + " scheduled");
        }));
    }

    /** The chat and the sender are read from the update when asked: every update is routed, few need them. */
    DispatchContext(Update update, Services services) {
        this.update = update;
        this.kind = UpdateKind.of(update);
        this.message = messageOf(update, kind);
        this.services = services;
    }

    private static @Nullable Message messageOf(Update update, @Nullable UpdateKind kind) {
        if (kind == null) {
            return null;
        }
        if (kind == UpdateKind.CALLBACK_QUERY) {
            return update.callbackQuery().message() instanceof Message accessible ? accessible : null;
        }
        return UpdateParts.payload(update, kind) instanceof Message message ? message : null;
    }

    /** @return the payload of the update, null for a kind newer than the model */
    public @Nullable Object payload() {
        return kind == null ? null : UpdateParts.payload(update, kind);
    }

    /**
     * The payload as an annotated handler's argument: its invoker casts it to the parameter's type, which the build
     * made the payload type of the handler's kind. A type variable rather than {@code Object}, as ArC accepts an
     * argument transformer returning any type only in that form.
     *
     * @param <T> the parameter's type
     * @return {@link #payload()}
     */
    @SuppressWarnings("unchecked")
    public <T> @Nullable T typedPayload() {
        return (T) payload();
    }

    /**
     * The pressed button's {@code @CallbackData} record, as an annotated handler's argument (found by the data's
     * prefix, which the handler's route matched). A type variable, as for {@link #typedPayload()}.
     *
     * @param <T> the parameter's type
     * @return the record
     * @throws io.github.quarkustelegram.callbacks.CallbackDataException when the data cannot be read (the user was
     *         answered why)
     */
    @SuppressWarnings("unchecked")
    public <T> T typedCallbackData() {
        return (T) PressedButton.read(update, reactiveBot()::answerCallbackQuery, null);
    }

    @Override
    public Update update() {
        return update;
    }

    @Override
    public @Nullable UpdateKind kind() {
        return kind;
    }

    @Override
    public @Nullable Chat chat() {
        return UpdateParts.chat(update);
    }

    @Override
    public @Nullable User sender() {
        return UpdateParts.sender(update);
    }

    @Override
    public @Nullable Message message() {
        return message;
    }

    @Override
    public @Nullable String text() {
        if (message == null) {
            return null;
        }
        return message.text() != null ? message.text() : message.caption();
    }

    @Override
    public @Nullable CommandArguments command() {
        return command;
    }

    @Override
    public @Nullable MatchResult match() {
        return match;
    }

    @Override
    public @Nullable ConversationState conversation() {
        return conversation;
    }

    @Override
    public String handlerName() {
        return handlerName;
    }

    @Override
    public TelegramBot bot() {
        return services.bot().get();
    }

    @Override
    public ReactiveTelegramBot reactiveBot() {
        return services.reactiveBot().get();
    }

    @Override
    public LaterReplies laterReplies() {
        return services.later().get();
    }

    @Override
    public ReplyTarget replyTarget() {
        // read from the update when the first reply is made, and kept apart: a context is made for every update
        Extras e = extras();
        ReplyTarget target = e.replyTarget;
        if (target == null) {
            target = ReplyTarget.of(kind, payload(), chat());
            e.replyTarget = target;
        }
        return target;
    }

    @Override
    public Uni<Message> reply(String text) {
        return reply(Reply.text(text));
    }

    @Override
    public Uni<Message> reply(FormattedText text) {
        return reply(Reply.text(text));
    }

    @Override
    public Uni<Message> reply(Reply.Send message) {
        return Uni.createFrom().deferred(() -> reactiveBot().execute(ResultDelivery.request(message, this)))
                .map(sent -> sent instanceof Message m ? m : null);
    }

    @Override
    public Uni<Void> edit(String text) {
        return send(Reply.edit(text));
    }

    @Override
    public Uni<Void> edit(Reply.Edit edit) {
        return send(edit);
    }

    @Override
    public Uni<Void> answer(String toast) {
        return send(Reply.toast(toast));
    }

    @Override
    public Uni<Void> react(String emoji) {
        return send(Reply.react(emoji));
    }

    @Override
    public Uni<Void> send(Reply reply) {
        return Uni.createFrom().deferred(() -> ResultDelivery.send(reply, this));
    }

    @Override
    public @Nullable List<Message> album() {
        Album a = collectedAlbum();
        return a == null ? null : a.messages();
    }

    /** @return the album this context stands for (its first part is the update), null for a single update */
    @Nullable
    Album collectedAlbum() {
        Extras e = extras;
        return e == null ? null : e.album;
    }

    void album(Album album) {
        extras().album = album;
    }

    private Extras extras() {
        Extras e = extras;
        if (e == null) {
            e = new Extras();
            extras = e;
        }
        return e;
    }

    /**
     * The failure an {@code @OnError} method handles, as its argument: its invoker casts it to the parameter's type,
     * which the build checked is the failure's type or a supertype (the method was chosen for it).
     *
     * @param <T> the parameter's type
     * @return the failure being handled
     */
    @SuppressWarnings("unchecked")
    public <T> T typedFailure() {
        Extras e = extras;
        return (T) Objects.requireNonNull(e == null ? null : e.failure, "no failure is being handled");
    }

    /**
     * The conversation's data as the record of the bot's own it holds, as an annotated step's argument: its invoker
     * casts it to the parameter's type (the record's class, stored with it); null before a step stored one.
     *
     * @param <T> the parameter's type
     * @return the record, or null
     * @throws IllegalStateException when its class is gone or cannot read it any more
     */
    @SuppressWarnings("unchecked")
    public <T> @Nullable T typedConversationData() {
        ConversationState state = conversation;
        String type = state == null ? null : state.data().recordType();
        if (type == null) {
            return null;
        }
        try {
            Class<?> recordClass = Class.forName(type, false, Thread.currentThread().getContextClassLoader());
            return (T) state.data().as(recordClass.asSubclass(Record.class));
        } catch (ClassNotFoundException | ClassCastException e) {
            throw new IllegalStateException("Conversation " + state.conversation() + " holds a " + type
                    + ", which is no record of this application any more", e);
        }
    }

    void failureBeingHandled(Throwable failure) {
        extras().failure = failure;
    }

    /** @return this bot's user name when routing needed it, else null */
    @Nullable
    String botUsername() {
        return botUsername;
    }

    void botUsername(@Nullable String username) {
        this.botUsername = username;
        this.commandParsed = false;
    }

    /** @return the command the message starts with (for this bot), parsed once; null when none */
    @Override
    public @Nullable CommandArguments parsedCommand() {
        if (!commandParsed) {
            parsedCommand = CommandParser.parse(text(), botUsername, CommandArguments::new);
            commandParsed = true;
        }
        return parsedCommand;
    }

    /** @param loaded the sessions the running handler loaded, for what reads them from the context */
    void loadedSessions(HandlerSessions.Loaded loaded) {
        extras().sessions = loaded;
    }

    /**
     * @param type a session type
     * @param <T> the type
     * @return its value as the running annotated handler loaded it (a parameter's, or the language choice a
     *         {@code Locale} parameter loads); null when absent or not loaded
     */
    public <T> @Nullable T loadedSession(Class<T> type) {
        Extras e = extras;
        HandlerSessions.Loaded loaded = e == null ? null : e.sessions;
        return loaded == null ? null : loaded.value(type);
    }

    /**
     * The value of an annotated handler's {@code Locale} parameter: the language its sender is answered in, with the
     * choice the handler loaded for it.
     *
     * @return the locale
     */
    public Locale locale() {
        return services.locales().get().of(this);
    }

    /** @return the listeners' observer of this update, null when none */
    public @Nullable UpdateObserver observer() {
        return observer;
    }

    void observer(@Nullable UpdateObserver observer) {
        this.observer = observer;
    }

    /** @return how the handling went so far: {@link UpdateOutcome#OK} until something else happened */
    UpdateOutcome outcome() {
        return outcome;
    }

    /** @return the failure that decided {@link #outcome()}, or null */
    @Nullable
    Throwable problem() {
        return problem;
    }

    /** Records how the handling went (a timeout is not overwritten by the failure it causes); returns this. */
    DispatchContext outcome(UpdateOutcome outcome, @Nullable Throwable problem) {
        if (this.outcome != UpdateOutcome.TIMED_OUT) {
            this.outcome = outcome;
            this.problem = problem;
        }
        return this;
    }

    /** @return whether a blocking handler runs this update on its thread now */
    boolean invoking() {
        return invoking;
    }

    /** @return since when ({@link System#nanoTime()}) the blocking handler runs */
    long invokedAt() {
        return invokedAt;
    }

    @Override
    public void streamsFor(Duration maxDuration) {
        long until = System.nanoTime() + maxDuration.toNanos();
        extras().streamingUntil = until == 0 ? 1 : until;
    }

    /** @return until when ({@link System#nanoTime()}) its result may stream; 0 when it does not stream */
    long streamingUntil() {
        Extras e = extras;
        return e == null ? 0 : e.streamingUntil;
    }

    void invoking(boolean invoking) {
        if (invoking) {
            this.invokedAt = System.nanoTime();
        }
        this.invoking = invoking;
    }

    void chosen(String name, @Nullable CommandArguments command, @Nullable MatchResult match,
            @Nullable ConversationState conversation) {
        this.handlerName = name;
        this.command = command;
        this.match = match;
        this.conversation = conversation;
    }

    @Override
    public String toString() {
        return "update " + update.updateId() + " (" + (kind == null ? "unknown kind" : kind.wireName()) + ")";
    }

    /**
     * An album, an annotated handler's sessions, a failure being handled, where replies go: for the updates that have
     * them.
     */
    private static final class Extras {
        @Nullable
        Album album;
        HandlerSessions.@Nullable Loaded sessions;
        @Nullable
        Throwable failure;
        @Nullable
        ReplyTarget replyTarget;
        /** Until when ({@link System#nanoTime()}) the handler's result may stream; 0 when it does not stream. */
        volatile long streamingUntil;
    }
}
