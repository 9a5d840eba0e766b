package io.github.quarkustelegram.runtime.dispatch;

import io.github.quarkustelegram.runtime.replies.ResultType;

/**
 * An {@code @OnError} method as the build found and checked it, recorded into the application; its invoker is a
 * parameter of the handlers' synthetic bean ({@link HandlersRecorder}).
 *
 * @param name {@code Class#method}
 * @param handlerClass the class whose handlers' failures it handles
 * @param failure the name of the {@code Throwable} class it handles (with its subclasses)
 * @param parameters how many parameters the method has: its invoker makes each from the update's context
 * @param blocking whether the method runs on a worker thread
 * @param result what its return type makes of its result
 */
public record ErrorHandlerDefinition(String name, String handlerClass, String failure, int parameters,
        boolean blocking, ResultType result) {
}
