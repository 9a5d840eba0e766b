package io.github.quarkustelegram.runtime.resilience;

import java.util.Objects;

import io.github.quarkustelegram.method.AllowsPaidBroadcast;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.resilience.FloodBudget;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.transport.CallListener;
import io.github.quarkustelegram.transport.TransportDecorator;
import io.smallrye.mutiny.Uni;

/**
 * Keeps the requests that send messages within Telegram's rate limits ({@link FloodControlLimits}): a request over
 * a limit waits until it may go; none is ever dropped.
 *
 * <ul>
 * <li>Only the methods that {@link FloodControlLimits#counts count} are held; every other call passes through at
 * once.</li>
 * <li>The chat is the request's {@code chat_id} ({@link io.github.quarkustelegram.method.ChatTargeted}): a numeric id, or a
 * {@code @username}
 * (compared ignoring case). Negative ids (groups, supergroups, channels) and usernames (public channels and
 * supergroups) are also held to the per-group limit.</li>
 * <li>A paid broadcast's send ({@code allow_paid_broadcast}, {@link AllowsPaidBroadcast}) passes at once: it does
 * not count against the free limits (Telegram's own limit for it is 1,000 a second; the broadcasts' engine keeps
 * paid broadcasts to {@code quarkus.telegram.broadcasts.paid-per-second}).</li>
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
 * Put it inside {@link RetryDecorator} (retry wraps flood control) so that every attempt, the repeated ones
 * included, is paced.
 */
public final class FloodControlDecorator implements TransportDecorator {

    private final FloodControlLimits limits;
    private final FloodLimiter limiter;
    /** Told of each wait (metrics, tracing, Dev UI); carries the call's context across it. */
    private final CallListener events;

    /**
     * Counts in memory.
     *
     * @param limits the rates to keep to
     * @param scheduler the clock and the timers the waiting requests wait on
     */
    public FloodControlDecorator(FloodControlLimits limits, ResilienceScheduler scheduler) {
        this(limits, scheduler, CallListener.NONE, new LocalFloodBudget(limits));
    }

    /**
     * @param limits the rates to keep to
     * @param scheduler the clock and the timers the waiting requests wait on
     * @param events told of each wait
     * @param budget where the sends are counted: in memory ({@link LocalFloodBudget}), or shared by the bot's
     *        instances
     */
    public FloodControlDecorator(FloodControlLimits limits, ResilienceScheduler scheduler, CallListener events,
            FloodBudget budget) {
        this.events = Objects.requireNonNull(events, "events");
        this.limits = Objects.requireNonNull(limits, "limits");
        this.limiter = new FloodLimiter(limits, Objects.requireNonNull(scheduler, "scheduler"),
                Objects.requireNonNull(budget, "budget"));
    }

    /** @return the rates this decorator keeps to */
    public FloodControlLimits limits() {
        return limits;
    }

    /** @return how many requests wait for their turn now */
    public int waiting() {
        return limiter.waiting();
    }

    @Override
    public <R> Uni<R> intercept(TelegramRequest<R> request, Chain chain) {
        if (!limits.counts(request.methodName()) || paid(request)) {
            return chain.proceed(request);
        }
        ChatLane lane = ChatLane.of(request);
        return limiter.tryAcquireNow(lane.key(), lane.group()) ? chain.proceed(request)
                : waitThenSend(request, lane, chain);
    }

    /**
     * A paid broadcast's send does not count against the free limits, which is what it pays for (up to 1,000 a
     * second); the broadcasts' engine keeps paid broadcasts to their own rate.
     */
    private static boolean paid(TelegramRequest<?> request) {
        return request instanceof AllowsPaidBroadcast paid && Boolean.TRUE.equals(paid.allowPaidBroadcast());
    }

    /** The slow path: waits for the permit, telling the events, then sends in the context the call was made in. */
    private <R> Uni<R> waitThenSend(TelegramRequest<R> request, ChatLane lane, Chain chain) {
        CallListener.FloodWait told = events.floodWait(request, lane.shown());
        Object context = events.capture();
        Uni<Void> permit = limiter.acquire(lane.key(), lane.group(), request.methodName());
        if (told != null) {
            permit = permit.onItemOrFailure().invoke((ok, failure) -> told.ended(failure == null))
                    .onCancellation().invoke(() -> told.ended(false));
        }
        return permit.onItem().transformToUni(ignored -> {
            try (CallListener.Restored restored = events.restore(context)) {
                return chain.proceed(request);
            }
        });
    }

    /** For tests: the lanes the limiter holds in memory. */
    int trackedChats() {
        return limiter.trackedLanes();
    }
}
