package io.github.quarkustelegram.runtime.broadcasts;

import java.time.Clock;
import java.time.Instant;
import java.util.concurrent.Executor;

import io.github.quarkustelegram.broadcasts.BroadcastStore;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.transport.TelegramTransport;

/**
 * What every broadcast and scheduled message sent here uses.
 *
 * @param store where they are kept
 * @param sender this instance's name, as the store's senders' lock holds it
 * @param transport the bot's client (its flood control, retry and logging included)
 * @param payloads the stored messages read back
 * @param settings rates and limits
 * @param pace the rate every broadcast sent here shares
 * @param events what the application is told
 * @param scheduler the timers (pace, backoff) and the clock the pace counts on
 * @param clock the wall clock, for what is stored
 * @param worker where the application's code runs (its message beans, its observers)
 */
record SendingParts(BroadcastStore store, String sender, TelegramTransport transport, BroadcastPayloads payloads,
        BroadcastSettings settings, BroadcastPace pace, BroadcastEvents events, ResilienceScheduler scheduler,
        Clock clock, Executor worker) {

    Instant now() {
        return clock.instant();
    }
}
