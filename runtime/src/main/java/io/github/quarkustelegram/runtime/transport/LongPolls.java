package io.github.quarkustelegram.runtime.transport;

import java.time.Duration;

import io.github.quarkustelegram.method.GetUpdates;
import io.github.quarkustelegram.method.TelegramRequest;

/** What every transport's call deadline must allow for on top of the read timeout: a getUpdates long poll. */
public final class LongPolls {

    private LongPolls() {
    }

    /**
     * @param request a request
     * @return how long Telegram may hold its answer back: the {@code timeout} of a getUpdates, zero for anything else
     */
    public static Duration wait(TelegramRequest<?> request) {
        if (request instanceof GetUpdates updates && updates.timeout() != null && updates.timeout() > 0) {
            return Duration.ofSeconds(updates.timeout());
        }
        return Duration.ZERO;
    }
}
