package io.github.quarkustelegram.runtime.webapp.security;

import io.quarkus.security.identity.request.AuthenticationRequest;

/**
 * {@code Authorization: tma <initData>}: the convention Mini App backends use, the Mini App sending
 * {@code Telegram.WebApp.initData} as it is. A bean only with {@code quarkus.telegram.mini-app.auth.enabled}.
 */
public class MiniAppAuthMechanism extends AuthorizationScheme {

    /** The scheme of {@code Authorization}. */
    public static final String SCHEME = "tma";

    public MiniAppAuthMechanism() {
        super(SCHEME, MiniAppAuthenticationRequest.class);
    }

    @Override
    AuthenticationRequest request(String credentials) {
        return new MiniAppAuthenticationRequest(credentials);
    }
}
