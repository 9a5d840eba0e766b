/**
 * Answering users in their language: {@link io.github.quarkustelegram.i18n.UserLocales} picks a user's locale from
 * their choice and their Telegram app's language, and gives the application's Qute message bundles in it. See
 * {@code docs/modules/ROOT/pages/i18n.adoc}.
 */
@NullMarked
package io.github.quarkustelegram.i18n;

import org.jspecify.annotations.NullMarked;
