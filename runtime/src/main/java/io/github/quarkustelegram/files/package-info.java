/**
 * Downloading the files a bot receives: {@link io.github.quarkustelegram.files.TelegramFiles}, injected or from
 * {@code TelegramClient.files()}.
 */
@NullMarked
package io.github.quarkustelegram.files;

import org.jspecify.annotations.NullMarked;
