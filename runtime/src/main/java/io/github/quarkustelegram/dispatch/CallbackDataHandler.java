package io.github.quarkustelegram.dispatch;

import io.smallrye.mutiny.Uni;

/**
 * Handles a pressed button whose callback data is a {@code @CallbackData} record, registered through
 * {@link TelegramRouter#onCallbackData(Class, CallbackDataHandler)}.
 *
 * @param <T> the record type
 */
@FunctionalInterface
public interface CallbackDataHandler<T extends Record> {

    /**
     * @param update the update and what routing found
     * @param data the record the button carries
     * @return completes when the update has been handled
     */
    Uni<Void> handle(UpdateContext update, T data);
}
