/**
 * The kinds of handler parameter the extension gives, one class each (handlers.adoc lists them). A new kind is a new
 * {@link io.github.quarkustelegram.deployment.handlers.HandlerArgument} here and one line producing its
 * {@link io.github.quarkustelegram.deployment.handlers.HandlerArgumentBuildItem} in {@code TelegramHandlersProcessor}.
 */
package io.github.quarkustelegram.deployment.handlers.arguments;
