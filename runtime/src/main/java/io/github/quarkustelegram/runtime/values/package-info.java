/**
 * The application's own values as JSON (session values, conversation data): one mapper of the extension's, so that
 * the application's {@code ObjectMapper} settings never change what is stored. Depends on Jackson only.
 */
@NullMarked
package io.github.quarkustelegram.runtime.values;

import org.jspecify.annotations.NullMarked;
