package io.github.quarkustelegram.broadcasts;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

import io.github.quarkustelegram.method.TelegramRequest;
import io.smallrye.mutiny.Uni;

/**
 * Sends a request later: a reminder in two hours, a message at 9:00. A bean; inject it. The request is stored (in
 * memory by default, on Redis with {@code quarkus.telegram.state.store=redis}) and sent once at its time by the
 * instance that sends broadcasts, within {@code quarkus.telegram.broadcasts.scheduled-check} (a second) of it; one due
 * while every instance was down is sent as soon as one starts. Recurring jobs are Quarkus's scheduler's business: a
 * {@code @Scheduled} method that starts a broadcast (see the guide).
 *
 * <pre>
 * &#64;OnCommand("remind")
 * Uni&lt;String&gt; remind(Chat chat) {
 *     return scheduled.in(Duration.ofHours(2), SendMessage.builder(ChatId.of(chat.id()), "Time to stretch!").build())
 *             .map(id -&gt; "I'll remind you in two hours");
 * }
 * </pre>
 */
public interface ScheduledMessages {

    /**
     * @param at when to send it (a time past sends it at the next check)
     * @param request what to send, to the chat it names; no upload (a file by {@code file_id} or URL)
     * @return the message's id, once stored
     */
    Uni<String> at(Instant at, TelegramRequest<?> request);

    /**
     * @param delay how long from now
     * @param request what to send
     * @return the message's id, once stored
     */
    Uni<String> in(Duration delay, TelegramRequest<?> request);

    /**
     * @param id a message's id
     * @return whether it was waiting and will now never be sent (false: unknown, or sent or being sent already)
     */
    Uni<Boolean> cancel(String id);

    /** @return the messages waiting for their time, earliest first */
    Uni<List<Scheduled>> list();

    /**
     * A message waiting for its time.
     *
     * @param id its id
     * @param at when it is to be sent
     * @param method the Bot API method it calls
     * @param chat the chat it goes to, as its {@code chat_id} says (empty when it names none)
     * @param scheduledAt when it was scheduled
     */
    record Scheduled(String id, Instant at, String method, String chat, Instant scheduledAt) {
    }
}
