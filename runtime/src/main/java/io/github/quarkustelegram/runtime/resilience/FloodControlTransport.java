package io.github.quarkustelegram.runtime.resilience;

import java.util.Locale;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.method.ChatTargeted;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.runtime.transport.BlockingCall;
import io.github.quarkustelegram.transport.ForwardingTransport;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.smallrye.mutiny.Uni;

/**
 * Keeps the requests that send messages within Telegram's rate limits ({@link FloodControlLimits}): a request over
 * a limit waits until it may go; none is ever dropped.
 *
 * <ul>
 * <li>Only the methods that {@link FloodControlLimits#counts count} are held; every other call passes through at
 * once.</li>
 * <li>The chat is the request's {@code chat_id} ({@link ChatTargeted}): a numeric id, or a {@code @username}
 * (compared ignoring case). Negative ids (groups, supergroups, channels) and usernames (public channels and
 * supergroups) are also held to the per-group limit.</li>
 * <li>A request without a chat (an edit addressed by {@code inline_message_id}, a request whose optional
 * {@code chat_id} is not set, a method whose {@code chat_id} is a plain integer) is held to the global limit
 * only.</li>
 * <li>Requests to one chat go in the order they were made (FIFO); chats take turns for the global budget, so a burst
 * to one chat does not hold the others back.</li>
 * <li>Smooth: a per-second limit is kept as a minimum spacing (the global 30 a second is one send every 33.4 ms, not
 * 30 at once), so that no sliding window of a second ever holds more than the limit, even after the sends are
 * delayed a little on their way; the per-minute limit of a group holds in any sliding minute.</li>
 * <li>The budget is counted in memory, or shared by the instances of a bot on Redis
 * ({@code quarkus.telegram.state.store=redis}): see {@link FloodBudget}.</li>
 * <li>A permit is taken when the request is subscribed; waiting is a timer, not a thread. Cancelling the returned
 * {@link Uni} while it waits gives its place to the next request.</li>
 * <li>A request that waited {@link FloodControlLimits#maxWait()} without its turn fails with a
 * {@link io.github.quarkustelegram.resilience.FloodControlWaitException}, and leaves its place.</li>
 * </ul>
 *
 * Put it inside {@link RetryingTransport} (retry wraps flood control) so that every attempt, the repeated ones
 * included, is paced.
 */
public class FloodControlTransport extends ForwardingTransport {

    private final FloodControlLimits limits;
    private final FloodLimiter limiter;
    /** Told of each wait (metrics, tracing, Dev UI); carries the call's context across it. */
    private final CallEvents events;

    /**
     * @param delegate the transport that sends the requests
     * @param limits the rates to keep to
     * @param scheduler the clock and the timers the waiting requests wait on
     */
    public FloodControlTransport(TelegramTransport delegate, FloodControlLimits limits, ResilienceScheduler scheduler) {
        this(delegate, limits, scheduler, CallEvents.NONE);
    }

    /**
     * @param delegate the transport that sends the requests
     * @param limits the rates to keep to
     * @param scheduler the clock and the timers the waiting requests wait on
     * @param events told of each wait
     */
    public FloodControlTransport(TelegramTransport delegate, FloodControlLimits limits, ResilienceScheduler scheduler,
            CallEvents events) {
        this(delegate, limits, scheduler, events, new LocalFloodBudget(limits));
    }

    /**
     * @param delegate the transport that sends the requests
     * @param limits the rates to keep to
     * @param scheduler the clock and the timers the waiting requests wait on
     * @param events told of each wait
     * @param budget where the sends are counted: in memory ({@link LocalFloodBudget}), or shared by the bot's
     *        instances
     */
    public FloodControlTransport(TelegramTransport delegate, FloodControlLimits limits, ResilienceScheduler scheduler,
            CallEvents events, FloodBudget budget) {
        super(delegate);
        this.events = Objects.requireNonNull(events, "events");
        this.limits = Objects.requireNonNull(limits, "limits");
        this.limiter = new FloodLimiter(limits, Objects.requireNonNull(scheduler, "scheduler"),
                Objects.requireNonNull(budget, "budget"));
    }

    /**
     * Waits on the timers of {@link ResilienceScheduler#system()}.
     *
     * @param delegate the transport that sends the requests
     * @param limits the rates to keep to
     */
    public FloodControlTransport(TelegramTransport delegate, FloodControlLimits limits) {
        this(delegate, limits, ResilienceScheduler.system());
    }

    /** @return the rates this transport keeps to */
    public FloodControlLimits limits() {
        return limits;
    }

    /** @return how many requests wait for their turn now */
    public int waiting() {
        return limiter.waiting();
    }

    @Override
    public <R> Uni<R> execute(TelegramRequest<R> request) {
        Objects.requireNonNull(request, "request");
        if (!limits.counts(request.methodName())) {
            return delegate.execute(request);
        }
        return Uni.createFrom().deferred(() -> permitNow(request) ? delegate.execute(request) : waitThenSend(request));
    }

    /** The slow path: waits for the permit, telling the events, then sends in the context the call was made in. */
    private <R> Uni<R> waitThenSend(TelegramRequest<R> request) {
        CallEvents.FloodWait told = events.floodWait(request, chatKey(request));
        Object context = events.capture();
        Uni<Void> permit = permit(request);
        if (told != null) {
            permit = permit.onItemOrFailure().invoke((ok, failure) -> told.ended(failure == null))
                    .onCancellation().invoke(() -> told.ended(false));
        }
        return permit.onItem().transformToUni(ignored -> {
            try (CallEvents.Restored restored = events.restore(context)) {
                return delegate.execute(request);
            }
        });
    }

    /** @return the request's chat as the Dev UI shows it: its id, its lower-case username, or null */
    private static @Nullable Object chatKey(TelegramRequest<?> request) {
        ChatId chat = request instanceof ChatTargeted targeted ? targeted.chatId() : null;
        if (chat instanceof ChatId.Numeric numeric) {
            return numeric.id();
        }
        return chat instanceof ChatId.Username username ? username.username().toLowerCase(Locale.ROOT) : null;
    }

    /** The blocking call: waits on this thread for the permit, then makes the call. */
    @Override
    public <R> R call(TelegramRequest<R> request) {
        Objects.requireNonNull(request, "request");
        if (!limits.counts(request.methodName())) {
            return delegate.call(request);
        }
        if (!permitNow(request)) {
            CallEvents.FloodWait told = events.floodWait(request, chatKey(request));
            boolean granted = false;
            try {
                BlockingCall.await(permit(request), request.methodName());
                granted = true;
            } finally {
                if (told != null) {
                    told.ended(granted);
                }
            }
        }
        return delegate.call(request);
    }

    /** @return whether the request's permit was free and is taken: no waiting, no {@code Uni} */
    private boolean permitNow(TelegramRequest<?> request) {
        ChatId chat = request instanceof ChatTargeted targeted ? targeted.chatId() : null;
        if (chat instanceof ChatId.Numeric numeric) {
            return limiter.tryAcquireNow(numeric.id(), numeric.id() < 0);
        }
        if (chat instanceof ChatId.Username username) {
            return limiter.tryAcquireNow(username.username().toLowerCase(Locale.ROOT), true);
        }
        return limiter.tryAcquireNow(FloodLimiter.NO_CHAT, false);
    }

    /** The permit to send the request: in its chat's lane, or the lane of requests without a chat. */
    private Uni<Void> permit(TelegramRequest<?> request) {
        ChatId chat = request instanceof ChatTargeted targeted ? targeted.chatId() : null;
        if (chat instanceof ChatId.Numeric numeric) {
            return limiter.acquire(numeric.id(), numeric.id() < 0, request.methodName());
        }
        if (chat instanceof ChatId.Username username) {
            return limiter.acquire(username.username().toLowerCase(Locale.ROOT), true, request.methodName());
        }
        return limiter.acquire(FloodLimiter.NO_CHAT, false, request.methodName());
    }

    /** For tests: the lanes the limiter holds in memory. */
    int trackedChats() {
        return limiter.trackedLanes();
    }
}
