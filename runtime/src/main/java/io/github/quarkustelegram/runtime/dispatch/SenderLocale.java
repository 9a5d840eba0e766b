package io.github.quarkustelegram.runtime.dispatch;

import java.util.Locale;

/**
 * Says which language an update's sender is answered in, for an annotated handler's {@code Locale} parameter
 * ({@link DispatchContext#locale()}). The i18n part implements it; the dispatcher only passes it on, so that it does
 * not depend on how locales are chosen.
 */
@FunctionalInterface
public interface SenderLocale {

    /**
     * @param context the update's context, with the sessions its handler loaded (the sender's choice among them)
     * @return the locale its sender is answered in
     */
    Locale of(DispatchContext context);
}
