package io.github.quarkustelegram.runtime.config;

import java.time.Duration;

import io.smallrye.config.WithDefault;

/**
 * Broadcasts and scheduled messages ({@code quarkus.telegram.broadcasts.*}): one message to many chats, or a message
 * later, kept where the bot keeps its state and sent at a share of the flood budget.
 */
public interface BroadcastsConfig {

    /**
     * Whether this instance sends broadcasts and scheduled messages (resuming at start-up those a stopped instance
     * left). {@code false} on instances that must never send them (then another must); the engine costs a look at
     * the store every {@link #check()} on the instance that sends, and a lock renewal on the others.
     */
    @WithDefault("true")
    boolean enabled();

    /**
     * The most broadcast messages a second while users are chatting with the bot (an update arrived within
     * {@link #quietAfter()}): a share of Telegram's 30, so that replies to users never wait behind a broadcast.
     */
    @WithDefault("20")
    int perSecond();

    /** The most broadcast messages a second while nobody is chatting: all of Telegram's 30 by default. */
    @WithDefault("30")
    int idlePerSecond();

    /** How long after the last update nobody counts as chatting any more. */
    @WithDefault("10s")
    Duration quietAfter();

    /**
     * The most messages a second of a paid broadcast ({@code allow_paid_broadcast}, 0.1 Star a message): Telegram
     * allows up to 1,000, outside the free limits.
     */
    @WithDefault("1000")
    int paidPerSecond();

    /**
     * How many recipients of a broadcast are sent to at once. Each is a message that may be sent twice when the
     * instance dies while it is on its way (Telegram has no idempotency key): 1 keeps that to one message an instance.
     * A higher value lets a paid broadcast reach its rate over a slow link (a send takes a round trip).
     */
    @WithDefault("1")
    int inFlight();

    /**
     * Whether a send that failed in a way that leaves open whether Telegram sent it (a 5xx, a connection lost
     * mid-request) is sent again, so that the recipient does not miss it; it may then get it twice. {@code false}
     * records it as failed.
     */
    @WithDefault("true")
    boolean resendAfterFault();

    /** How many such faults one recipient's send survives before it is recorded as failed. */
    @WithDefault("5")
    int maxFaults();

    /**
     * The wait before a send goes again after a fault, doubled each time up to 30 s: at least Telegram's second
     * between two messages to a chat.
     */
    @WithDefault("1s")
    Duration faultBackoff();

    /**
     * How often the instance that sends looks for new broadcasts and scheduled messages that are due: the accuracy of
     * a scheduled message's time.
     */
    @WithDefault("1s")
    Duration check();

    /**
     * How long a broadcast may be preparing (its recipients being stored) before it counts as failed: its instance
     * died while storing them.
     */
    @WithDefault("1h")
    Duration prepareTimeout();

    /**
     * How long an ended broadcast is kept (its progress, its recipients not reached) before it is forgotten: the
     * instance that sends reads every kept broadcast at each {@link #check()}.
     */
    @WithDefault("7d")
    Duration keepEnded();
}
