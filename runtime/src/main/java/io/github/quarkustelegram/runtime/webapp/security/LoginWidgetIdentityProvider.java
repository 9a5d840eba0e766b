package io.github.quarkustelegram.runtime.webapp.security;

import jakarta.inject.Inject;

import io.github.quarkustelegram.runtime.config.MiniAppConfig;
import io.github.quarkustelegram.runtime.config.TelegramConfig;
import io.github.quarkustelegram.webapp.LoginWidgetData;
import io.github.quarkustelegram.webapp.LoginWidgetValidator;
import io.github.quarkustelegram.webapp.ReplayGuard;
import io.github.quarkustelegram.webapp.TelegramPrincipal;
import io.github.quarkustelegram.webapp.WebAppAuthException;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.smallrye.mutiny.Uni;

/**
 * Checks a Login Widget's data with the bot's token and makes its user the principal; the {@link LoginWidgetData} is
 * also the identity's attribute {@link TelegramPrincipal#LOGIN_WIDGET}.
 */
public class LoginWidgetIdentityProvider implements IdentityProvider<LoginWidgetAuthenticationRequest> {

    private final LoginWidgetValidator validator;
    private final RefusalLog refusals = new RefusalLog("Login Widget data");

    @Inject
    public LoginWidgetIdentityProvider(MiniAppConfig config, TelegramConfig telegram) {
        MiniAppConfig.LoginWidget widget = config.loginWidget();
        LoginWidgetValidator checked = LoginWidgetValidator.withBotToken(telegram.bot().token().orElseThrow(
                () -> new IllegalStateException("quarkus.telegram.mini-app.login-widget.enabled needs the bot's "
                        + "token to check the widget's data: set quarkus.telegram.bot.token (QUARKUS_TELEGRAM_BOT_TOKEN)")))
                .withMaxAge(widget.maxAge()).withClockSkew(widget.clockSkew());
        this.validator = widget.replayGuard() ? checked.withReplayGuard(ReplayGuard.inMemory(config.replayCapacity()))
                : checked;
    }

    @Override
    public Class<LoginWidgetAuthenticationRequest> getRequestType() {
        return LoginWidgetAuthenticationRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(LoginWidgetAuthenticationRequest request,
            AuthenticationRequestContext context) {
        try {
            LoginWidgetData data = validator.validate(request.fields());
            return Uni.createFrom().item(QuarkusSecurityIdentity.builder().setPrincipal(TelegramPrincipal.of(data))
                    .addAttribute(TelegramPrincipal.LOGIN_WIDGET, data).build());
        } catch (WebAppAuthException e) {
            refusals.refused(e);
            return Uni.createFrom().failure(new AuthenticationFailedException(e.getMessage()));
        }
    }
}
