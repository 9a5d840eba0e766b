package io.github.quarkustelegram.dispatch;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Makes a class of handlers a group with rules of its own, as grammY's {@code Composer} and aiogram's {@code Router}
 * do: the chat types, filters and middleware it names apply to each of its handlers, and its {@link OnError} methods
 * handle their failures.
 *
 * <pre>
 * &#64;Router(chatType = { "group", "supergroup" }, filter = FromAdmins.class, middleware = AuditLog.class)
 * public class Moderation {
 *     &#64;OnCommand("ban") Reply ban(Message message) { ... }         // admins, in groups, audited
 *     &#64;OnCommand(value = "purge", chatType = "supergroup") ...     // narrower still: supergroups only
 *     &#64;OnError Reply failed(ForbiddenException e) { return Reply.text("I need to be an administrator."); }
 * }
 * </pre>
 *
 * A handler's own {@code chatType} narrows the class's (naming a type the class excludes is a build error); its own
 * filters apply after the class's. The middleware run around the class's handlers only, in the order named, inside the
 * application's global {@link UpdateMiddleware} beans (a class named here is not also a global middleware); they do
 * not run around the class's conversation steps. The annotation applies to the class it is on, not to subclasses.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Router {

    /**
     * Chat types every handler of the class is restricted to, as Telegram writes them: {@code private},
     * {@code group}, {@code supergroup}, {@code channel}. Empty: any chat.
     *
     * @return the chat types
     */
    String[] chatType() default {};

    /**
     * Filters every update must pass before any handler of the class is tried (each a CDI bean when it is one, else
     * built with its public no-argument constructor), before the handler's own.
     *
     * @return the filter classes
     */
    Class<? extends UpdateFilter>[] filter() default {};

    /**
     * Middleware run around each handler of the class, the first named outermost (each a CDI bean when it is one,
     * else built with its public no-argument constructor).
     *
     * @return the middleware classes
     */
    Class<? extends UpdateMiddleware>[] middleware() default {};
}
