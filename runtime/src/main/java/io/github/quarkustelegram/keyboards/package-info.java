/**
 * Keyboards without hand-built nested lists: {@link io.github.quarkustelegram.keyboards.InlineKeyboard} and
 * {@link io.github.quarkustelegram.keyboards.ReplyKeyboard} build the generated model's markup from
 * {@link io.github.quarkustelegram.keyboards.InlineButtons} and {@link io.github.quarkustelegram.keyboards.ReplyButtons},
 * row by row or laid out in columns; {@link io.github.quarkustelegram.keyboards.Pages} cuts a list into pages with
 * previous/next buttons carrying typed callback data. See {@code docs/modules/ROOT/pages/keyboards.adoc}.
 */
@NullMarked
package io.github.quarkustelegram.keyboards;

import org.jspecify.annotations.NullMarked;
