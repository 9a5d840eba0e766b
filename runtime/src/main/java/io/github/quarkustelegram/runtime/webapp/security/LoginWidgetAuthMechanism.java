package io.github.quarkustelegram.runtime.webapp.security;

import io.quarkus.security.identity.request.AuthenticationRequest;

/**
 * {@code Authorization: tglogin <fields>}: the Login Widget's fields ({@code id}, {@code first_name}, ...,
 * {@code hash}) as a query string, as {@code new URLSearchParams(user)} gives them from the widget's callback. A bean
 * only with {@code quarkus.telegram.mini-app.login-widget.enabled}.
 */
public class LoginWidgetAuthMechanism extends AuthorizationScheme {

    /** The scheme of {@code Authorization}. */
    public static final String SCHEME = "tglogin";

    public LoginWidgetAuthMechanism() {
        super(SCHEME, LoginWidgetAuthenticationRequest.class);
    }

    /** Below the Mini App mechanism's, so that a 401 with both enabled challenges with {@code tma}. */
    @Override
    public int getPriority() {
        return DEFAULT_PRIORITY - 1;
    }

    @Override
    AuthenticationRequest request(String credentials) {
        return new LoginWidgetAuthenticationRequest(credentials);
    }
}
