package io.github.quarkustelegram.runtime.streaming;

/**
 * When a stream shows its answer next, a pure decision on the time given (no timer, no thread): never sooner than
 * {@code interval} after the previous render was answered, never while one is in flight, only when the text changed, or,
 * with a refresh, when the same text was shown {@code refresh} ago (a draft disappears after 30 s). Pieces that come
 * faster are thereby shown together: there is never a backlog, only the latest text.
 */
final class RenderPacing {

    /** Nothing to render: no change, and no refresh due. */
    static final long NOTHING = Long.MAX_VALUE;

    private final long interval;
    private final long refresh;
    /**
     * When the previous render was answered (or began, while it is in flight), a nano time. From the answer, not the
     * start: Telegram counts a render when it arrives, somewhere between the two, and a request held up on its way
     * (a busy event loop) would otherwise reach it sooner than the interval after the previous one.
     */
    private long renderedAt;
    private boolean rendered;

    /**
     * @param intervalNanos the shortest time between two renders
     * @param refreshNanos how long the same text may be shown before it is rendered again; 0 for never
     */
    RenderPacing(long intervalNanos, long refreshNanos) {
        this.interval = intervalNanos;
        this.refresh = refreshNanos;
    }

    /**
     * @param now a nano time
     * @param changed whether the text changed since the previous render
     * @return how long to wait before rendering: 0 now, {@link #NOTHING} while there is nothing to render
     */
    long delay(long now, boolean changed) {
        if (!rendered) {
            return changed ? 0 : NOTHING;
        }
        long since = now - renderedAt;
        if (changed) {
            return Math.max(0, interval - since);
        }
        if (refresh == 0) {
            return NOTHING;
        }
        return Math.max(0, Math.max(interval, refresh) - since);
    }

    /** @param now when a render began, a nano time */
    void rendering(long now) {
        renderedAt = now;
        rendered = true;
    }

    /** @param now when the render in flight was answered (done or failed), a nano time */
    void answered(long now) {
        renderedAt = now;
    }
}
