/**
 * Typed callback data: a record annotated {@link io.github.quarkustelegram.callbacks.CallbackData} is written into a
 * button's {@code callback_data} and read back by {@link io.github.quarkustelegram.callbacks.CallbackDataCodec}, into
 * an {@code @OnCallbackData} handler's parameter or a router's handler; data that can never fit Telegram's 64 bytes
 * goes to a {@link io.github.quarkustelegram.callbacks.CallbackDataStore}. See
 * {@code docs/modules/ROOT/pages/keyboards.adoc}.
 */
@NullMarked
package io.github.quarkustelegram.callbacks;

import org.jspecify.annotations.NullMarked;
