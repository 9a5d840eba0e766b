package io.github.quarkustelegram.runtime.broadcasts;

import java.time.Duration;

/**
 * How the broadcasts' engine sends, as {@code quarkus.telegram.broadcasts.*} says.
 *
 * @param perSecond the free rate while users are chatting
 * @param idlePerSecond the free rate while none is
 * @param quietAfter how long after the last update nobody counts as chatting
 * @param paidPerSecond the rate of paid broadcasts
 * @param inFlight how many recipients one broadcast sends to at once (the most that may be sent twice after a crash)
 * @param resendAfterFault whether a send that failed in a way that leaves open whether Telegram sent it (a 5xx, a
 *        connection lost mid-request) is sent again (the recipient may get it twice) rather than recorded as failed
 * @param maxFaults how many such faults one recipient's send survives
 * @param faultBackoff the wait before the first send again after a fault (or a request that never left), doubled
 *        each time up to 30 s; a second by default, Telegram's limit of a message a second in a chat (sent sooner, the
 *        message would only wait in flood control, holding the other sends up)
 * @param check how often the instance that sends looks for new broadcasts and due scheduled messages
 * @param prepareTimeout how long a broadcast may be preparing before it counts as failed (its instance died while
 *        storing its recipients)
 * @param keepEnded how long an ended broadcast is kept (its progress, its unreached recipients) before the sending
 *        instance forgets it: the store is read whole at every check
 */
public record BroadcastSettings(int perSecond, int idlePerSecond, Duration quietAfter, int paidPerSecond, int inFlight,
        boolean resendAfterFault, int maxFaults, Duration faultBackoff, Duration check, Duration prepareTimeout,
        Duration keepEnded) {

    /** How long an ended broadcast is kept unless said otherwise: a week. */
    public static final Duration KEEP_ENDED = Duration.ofDays(7);

    /** The defaults: 20 of 30 a second while users chat, 30 when none does, 1,000 paid, one in flight. */
    public static final BroadcastSettings DEFAULTS = new BroadcastSettings(20, 30, Duration.ofSeconds(10), 1000, 1,
            true, 5, Duration.ofSeconds(1), Duration.ofSeconds(1), Duration.ofHours(1), KEEP_ENDED);

    /** The settings with ended broadcasts kept {@link #KEEP_ENDED}. */
    public BroadcastSettings(int perSecond, int idlePerSecond, Duration quietAfter, int paidPerSecond, int inFlight,
            boolean resendAfterFault, int maxFaults, Duration faultBackoff, Duration check, Duration prepareTimeout) {
        this(perSecond, idlePerSecond, quietAfter, paidPerSecond, inFlight, resendAfterFault, maxFaults, faultBackoff,
                check, prepareTimeout, KEEP_ENDED);
    }

    /** Checks the values. */
    public BroadcastSettings {
        if (perSecond < 1 || idlePerSecond < 1 || paidPerSecond < 1 || inFlight < 1 || maxFaults < 0) {
            throw new IllegalArgumentException("quarkus.telegram.broadcasts: rates and in-flight must be at least 1, "
                    + "max-faults at least 0");
        }
    }
}
