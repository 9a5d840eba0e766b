/**
 * Streamed answers: a handler's {@code Multi<String>} or {@code Multi<FormattedText>} shown while it grows and sent
 * whole at its end. {@link AnswerStreams} is the face (the delivery of such a result, and the stops the dispatcher
 * hands over before it queues them); {@link AnswerStream} is one answer's engine, paced by {@link RenderPacing},
 * shown through a {@link StreamOutput} (a rich draft in a private chat, else a message edited), its text turned into
 * messages by an {@link AnswerRenderer}; {@link RunningStreams} knows the drafts running on this instance, for the
 * user's stop button.
 */
@NullMarked
package io.github.quarkustelegram.runtime.streaming;

import org.jspecify.annotations.NullMarked;
