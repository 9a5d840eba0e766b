package io.github.quarkustelegram.runtime.webapp.security;

import io.quarkus.security.identity.request.BaseAuthenticationRequest;

/** A Mini App's {@code initData}, as the {@code tma} scheme of {@code Authorization} carried it. */
public final class MiniAppAuthenticationRequest extends BaseAuthenticationRequest {

    private final String initData;

    public MiniAppAuthenticationRequest(String initData) {
        this.initData = initData;
    }

    public String initData() {
        return initData;
    }

    @Override
    public String toString() {
        return "MiniAppAuthenticationRequest[" + initData.length() + " chars]";
    }
}
