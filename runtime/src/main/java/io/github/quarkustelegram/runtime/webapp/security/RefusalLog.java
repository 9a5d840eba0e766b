package io.github.quarkustelegram.runtime.webapp.security;

import java.util.EnumSet;
import java.util.Set;

import org.jboss.logging.Logger;

import io.github.quarkustelegram.webapp.WebAppAuthException;

/**
 * Says why signed data was refused: at INFO the first time each reason occurs (an operator learns that, say, expired
 * data arrives), then at DEBUG, so that a client sending bad data cannot flood the log. Never the data nor the token:
 * the exception's message holds neither.
 */
final class RefusalLog {

    private static final Logger LOG = Logger.getLogger("io.github.quarkustelegram.webapp");

    private final String what;
    private final Set<WebAppAuthException.Reason> seen = EnumSet.noneOf(WebAppAuthException.Reason.class);

    RefusalLog(String what) {
        this.what = what;
    }

    void refused(WebAppAuthException e) {
        boolean first;
        synchronized (seen) {
            first = seen.add(e.reason());
        }
        if (first) {
            LOG.infof("%s refused (401): %s (further refusals for this reason are logged at DEBUG)", what,
                    e.getMessage());
        } else {
            LOG.debugf("%s refused (401): %s", what, e.getMessage());
        }
    }
}
