/** The engine of {@code i18n}: the locale chain and the Qute bundle lookup. */
@NullMarked
package io.github.quarkustelegram.runtime.i18n;

import org.jspecify.annotations.NullMarked;
