package io.github.quarkustelegram.runtime.config;

import java.time.Duration;

import io.smallrye.config.WithDefault;

/**
 * Streamed answers ({@code quarkus.telegram.streaming.*}): a handler returning a {@code Multi<String>} or a
 * {@code Multi<FormattedText>} shows its answer while it grows, as a draft in a private chat, else as a message
 * edited, and sends it whole at the end.
 */
public interface StreamingConfig {

    /**
     * Whether a private chat sees the answer as a rich draft ({@code sendRichMessageDraft}, with a "thinking" block
     * until the first piece and a stop button), then the final rich message. {@code false}: a message edited as the
     * answer grows, as in groups. A {@code Multi<FormattedText>} always streams as an edited message.
     */
    @WithDefault("true")
    boolean drafts();

    /**
     * The shortest time between two edits of a streamed message (groups, channels, or without drafts). Pieces that
     * come faster are shown together at the next edit; edits also pass through flood control as any call does.
     */
    @WithDefault("1s")
    Duration interval();

    /**
     * The shortest time between two drafts of a streamed answer in a private chat. Drafts are not counted against
     * Telegram's sending limits, so they may come more often than edits.
     */
    @WithDefault("500ms")
    Duration draftInterval();

    /**
     * How long a draft may stay unchanged before it is sent again: Telegram shows a draft for 30 seconds only, and a
     * slow model must not let it disappear.
     */
    @WithDefault("20s")
    Duration draftRefresh();

    /**
     * How long a streamed answer may run at most. Then its upstream is cancelled and what was written is kept, as
     * when the user stops it. Instead of {@code quarkus.telegram.dispatch.handler-timeout}, which counts again from
     * here, for the last messages.
     */
    @WithDefault("5m")
    Duration maxDuration();

    /** What ends an answer whose upstream failed, after the text written so far, on a line of its own. */
    @WithDefault("⚠️ The answer was interrupted by an error.")
    String failureNote();
}
