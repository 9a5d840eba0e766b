/**
 * The JSON mapping of the Bot API model: {@link io.github.quarkustelegram.json.TelegramJson} gives a configured
 * mapper, or the module to add to an application's own.
 */
@NullMarked
package io.github.quarkustelegram.json;

import org.jspecify.annotations.NullMarked;
