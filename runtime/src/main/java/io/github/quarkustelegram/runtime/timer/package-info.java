/**
 * The JVM's one timer, {@link io.github.quarkustelegram.runtime.timer.TimerWheel}: the calls' deadlines, the
 * handlers' and the webhook's, and the default {@code ResilienceScheduler} of a standalone client.
 */
@NullMarked
package io.github.quarkustelegram.runtime.timer;

import org.jspecify.annotations.NullMarked;
