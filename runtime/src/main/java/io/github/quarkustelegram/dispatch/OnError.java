package io.github.quarkustelegram.dispatch;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a method that handles the failures of the handlers of its class, before the application's
 * {@link HandlerErrorHook}, as a Quarkus REST resource's {@code @ServerExceptionMapper} or a WebSockets Next
 * endpoint's {@code @OnError} do.
 *
 * <pre>
 * &#64;OnError
 * Reply notFound(NoSuchElementException e) { // the most specific type wins
 *     return Reply.text("I know no such thing.");
 * }
 *
 * &#64;OnError
 * Reply anythingElse(Exception e, Chat chat) {
 *     return Reply.text("Sorry, that went wrong.");
 * }
 * </pre>
 *
 * <p>
 * Its parameter of a {@link Throwable} type is the failure, and says which failures it handles: of that type and its
 * subtypes, the method with the most specific type winning (a checked exception a blocking handler threw is matched
 * itself, not its wrapper); without one, it handles any failure. Its other parameters are given as a handler's are, and
 * must be given for every handler of the class ({@code Message} only if all of them handle messages). It returns what a
 * handler returns, sent in answer to the update, on the thread rules of a handler. It sees every failure of an update
 * once one of the class's handlers (or conversation steps) was chosen for it: the handler's, its result's, the
 * middleware's around it, its deadline's (a {@link HandlerTimeoutException}). Failures before a handler was chosen
 * (a filter, the conversation store) go to the hook.
 *
 * <p>
 * Once it completes, the update counts as handled. When it fails, or no method of the class matches, the failure goes
 * to the {@link HandlerErrorHook} (its own failure with the handler's attached).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface OnError {
}
