/**
 * Broadcasts and scheduled messages: one message sent to many chats ({@link io.github.quarkustelegram.broadcasts.Broadcasts}),
 * or to one chat later ({@link io.github.quarkustelegram.broadcasts.ScheduledMessages}), as durable jobs. Their state is
 * kept in a {@link io.github.quarkustelegram.broadcasts.BroadcastStore}: in memory by default, on Redis with
 * {@code quarkus.telegram.state.store=redis} (a restart resumes them, one instance of a fleet sends at a time). See
 * {@code docs/modules/ROOT/pages/broadcasts.adoc}.
 */
@NullMarked
package io.github.quarkustelegram.broadcasts;

import org.jspecify.annotations.NullMarked;
