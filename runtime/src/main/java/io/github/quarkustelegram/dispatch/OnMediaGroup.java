package io.github.quarkustelegram.dispatch;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a handler of albums: the messages of one {@code media_group_id}, which Telegram delivers as one update each,
 * collected and handed over once, as a {@code List<Message>} in message order.
 *
 * <p>
 * The parts of an album are collected until none came for {@code quarkus.telegram.dispatch.album-window} (or ten,
 * Telegram's largest album, came); then the album is handled in its chat's order. A redelivered part is recognised by
 * its {@code update_id} (the receivers' ledger) and never starts a second album. An album that no
 * {@code @OnMediaGroup} handler takes (its filter or chat type says no) is handled part by part, as if there were no
 * album handler. A bot without {@code @OnMediaGroup} handlers collects nothing: each part is an update like any other.
 *
 * <p>
 * The method belongs to a CDI bean. Its parameters are given by type: {@code List<Message>} (the album),
 * {@link io.github.quarkustelegram.model.Update} and {@link io.github.quarkustelegram.model.Message} (the first part),
 * {@link UpdateContext}, {@link io.github.quarkustelegram.model.Chat}, {@link io.github.quarkustelegram.model.User}
 * (the sender), {@link io.github.quarkustelegram.TelegramBot}, {@link io.github.quarkustelegram.ReactiveTelegramBot}.
 * It returns its reply (see {@link Reply}), as the other handlers do.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface OnMediaGroup {

    /**
     * The kinds of update whose albums are collected; all must carry a {@code Message}.
     *
     * @return the kinds, by default new messages only
     */
    UpdateKind[] kinds() default UpdateKind.MESSAGE;

    /**
     * Chat types the handler is restricted to, as Telegram writes them: {@code private}, {@code group},
     * {@code supergroup}, {@code channel}. Empty: any chat.
     *
     * @return the chat types
     */
    String[] chatType() default {};

    /**
     * Filters the album's first update must pass as well, all of them. Each class is used as a CDI bean when it is
     * one, else built with its public no-argument constructor (checked at build time).
     *
     * @return the filter classes
     */
    Class<? extends UpdateFilter>[] filter() default {};
}
