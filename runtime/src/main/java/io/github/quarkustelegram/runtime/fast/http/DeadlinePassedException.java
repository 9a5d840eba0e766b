package io.github.quarkustelegram.runtime.fast.http;

import java.io.IOException;

/** A blocking exchange's deadline passed: its connection was closed under it. */
public final class DeadlinePassedException extends IOException {

    private static final long serialVersionUID = 1L;

    private final boolean maybeSent;

    DeadlinePassedException(boolean maybeSent) {
        super(maybeSent ? "no answer in time" : "no connection free in time");
        this.maybeSent = maybeSent;
    }

    /** @return false when the request certainly never left (no connection was free in time) */
    public boolean maybeSent() {
        return maybeSent;
    }
}
