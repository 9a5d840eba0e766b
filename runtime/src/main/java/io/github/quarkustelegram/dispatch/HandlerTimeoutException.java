package io.github.quarkustelegram.dispatch;

import java.time.Duration;

/**
 * What the error hook is told when a handler did not complete an update within
 * {@code quarkus.telegram.dispatch.handler-timeout}: the handler's {@code Uni} was cancelled, and its chat's next
 * updates go on. Like any failure the hook gets, the update counts as handled when the hook completes.
 */
public final class HandlerTimeoutException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String handlerName;
    private final long updateId;
    private final Duration timeout;

    /**
     * @param handlerName the handler that ran too long
     * @param updateId the update it was handling
     * @param timeout the deadline it missed
     */
    public HandlerTimeoutException(String handlerName, long updateId, Duration timeout) {
        super("Handler " + handlerName + " did not complete update " + updateId + " within " + timeout.toMillis()
                + " ms; it was cancelled");
        this.handlerName = handlerName;
        this.updateId = updateId;
        this.timeout = timeout;
    }

    /** @return the handler that ran too long */
    public String handlerName() {
        return handlerName;
    }

    /** @return the update it was handling */
    public long updateId() {
        return updateId;
    }

    /** @return the deadline it missed */
    public Duration timeout() {
        return timeout;
    }
}
