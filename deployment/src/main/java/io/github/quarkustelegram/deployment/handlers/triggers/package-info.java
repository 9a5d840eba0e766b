/**
 * The handler annotations the extension reads, one class each. A new annotation is a new
 * {@link io.github.quarkustelegram.deployment.handlers.HandlerTrigger} here and one line producing its
 * {@link io.github.quarkustelegram.deployment.handlers.HandlerTriggerBuildItem} in {@code TelegramHandlersProcessor}.
 */
package io.github.quarkustelegram.deployment.handlers.triggers;
