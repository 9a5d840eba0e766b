package io.github.quarkustelegram.webapp;

import java.security.Principal;
import java.util.Objects;
import java.util.Optional;

import org.jspecify.annotations.Nullable;

import io.quarkus.security.identity.SecurityIdentity;

/**
 * The Telegram user a request was authenticated as by the Mini App ({@code Authorization: tma <initData>}) or Login
 * Widget ({@code Authorization: tglogin <fields>}) mechanism: the principal of its {@link SecurityIdentity}. Its name
 * is the user's id; the data it was authenticated with is here, typed.
 *
 * @param userId the user's id
 * @param initData the Mini App's launch data, when authenticated by the Mini App mechanism
 * @param loginWidget the Login Widget's data, when authenticated by the Login Widget mechanism
 */
public record TelegramPrincipal(long userId, @Nullable InitData initData,
        @Nullable LoginWidgetData loginWidget) implements Principal {

    /** The {@link SecurityIdentity} attribute holding the {@link InitData} (Mini App mechanism). */
    public static final String INIT_DATA = "io.github.quarkustelegram.webapp.init-data";
    /** The {@link SecurityIdentity} attribute holding the {@link LoginWidgetData} (Login Widget mechanism). */
    public static final String LOGIN_WIDGET = "io.github.quarkustelegram.webapp.login-widget";

    /**
     * @throws WebAppAuthException NO_USER when the data names no user
     * @return the user of a Mini App's launch data
     */
    public static TelegramPrincipal of(InitData initData) {
        WebAppUser user = initData.user();
        if (user == null) {
            throw new WebAppAuthException(WebAppAuthException.Reason.NO_USER, "initData names no user");
        }
        return new TelegramPrincipal(user.id(), initData, null);
    }

    /** @return the user a Login Widget authorised */
    public static TelegramPrincipal of(LoginWidgetData loginWidget) {
        Objects.requireNonNull(loginWidget, "loginWidget");
        return new TelegramPrincipal(loginWidget.id(), null, loginWidget);
    }

    /** @return the Telegram user of that identity, or empty when it was not authenticated as one */
    public static Optional<TelegramPrincipal> of(SecurityIdentity identity) {
        return identity.getPrincipal() instanceof TelegramPrincipal telegram ? Optional.of(telegram)
                : Optional.empty();
    }

    /** @return the user's id, in decimal */
    @Override
    public String getName() {
        return Long.toString(userId);
    }
}
