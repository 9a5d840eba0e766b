/**
 * The engine of typed callback data: a record's fields as compact tokens ({@link FieldCodecs}), escaped and split
 * ({@link DataTokens}), a record type's codec ({@link RecordCodec}), the prefixes known to the application
 * ({@link CallbackDataRegistry}) and the default store ({@link InMemoryCallbackDataStore}). Internal: applications use
 * {@code io.github.quarkustelegram.callbacks}.
 */
@NullMarked
package io.github.quarkustelegram.runtime.callbacks;

import org.jspecify.annotations.NullMarked;
