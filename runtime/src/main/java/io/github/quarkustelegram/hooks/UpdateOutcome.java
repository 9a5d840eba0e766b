package io.github.quarkustelegram.hooks;

/** How the handling of an update ended ({@link UpdateObserver#ended}); also the metrics' {@code outcome} tag. */
public enum UpdateOutcome {

    /** The handler completed. */
    OK("ok"),
    /** The handler (or a middleware, or routing) failed; the error hook was told. */
    FAILED("failed"),
    /** The handler did not complete within {@code quarkus.telegram.dispatch.handler-timeout} and was cancelled. */
    TIMED_OUT("timed-out"),
    /** No handler takes the update: it is ignored, and counts as handled. */
    UNHANDLED("unhandled"),
    /** Its caller (the receiver) went away before its turn came: it was not handled. */
    WITHDRAWN("withdrawn");

    private final String tag;

    UpdateOutcome(String tag) {
        this.tag = tag;
    }

    /** @return the lower-case name used in metrics and spans: {@code ok}, {@code failed}, {@code timed-out}... */
    public String tag() {
        return tag;
    }
}
