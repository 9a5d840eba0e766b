package io.github.quarkustelegram.dispatch;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a handler of a command: {@code /start}, {@code /start arguments}, {@code /start@ThisBot} (never
 * {@code /start@OtherBot}), in a message's text or in a media caption. Matched ignoring case.
 *
 * <p>
 * The method belongs to a CDI bean. Its parameters are given by type: {@link io.github.quarkustelegram.model.Update},
 * the payload of the update (e.g. {@link io.github.quarkustelegram.model.Message}), {@link UpdateContext},
 * {@link io.github.quarkustelegram.model.Chat}, {@link io.github.quarkustelegram.model.User} (the sender),
 * {@link io.github.quarkustelegram.TelegramBot}, {@link io.github.quarkustelegram.ReactiveTelegramBot},
 * {@link CommandArguments}.
 * It returns its reply (see {@link Reply}): a {@code String}, a {@code FormattedText}, a {@link Reply}, a request
 * ({@code TelegramRequest}: made as it is), a {@code List} of one of these, or a {@code Uni} of any; {@code void} or
 * {@code null} for none. A method returning a {@code Uni} runs on the routing thread and must not block; any other runs
 * on a worker thread (annotate it {@code @NonBlocking} to keep it on the routing thread). Anything else is a build
 * error naming the method, and so are two handlers with the same trigger and the same filters.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface OnCommand {

    /**
     * The command, with or without its slash: {@code start} or {@code /start}.
     *
     * @return the command
     */
    String value();

    /**
     * The kinds of update whose message is looked at; all must carry a {@code Message}.
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
     * Filters the update must pass as well, all of them. Each class is used as a CDI bean when it is one, else built
     * with its public no-argument constructor (checked at build time).
     *
     * @return the filter classes
     */
    Class<? extends UpdateFilter>[] filter() default {};
}
