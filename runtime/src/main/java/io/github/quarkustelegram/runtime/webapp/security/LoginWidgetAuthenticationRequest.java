package io.github.quarkustelegram.runtime.webapp.security;

import io.quarkus.security.identity.request.BaseAuthenticationRequest;

/** A Login Widget's fields as a query string, as the {@code tglogin} scheme of {@code Authorization} carried them. */
public final class LoginWidgetAuthenticationRequest extends BaseAuthenticationRequest {

    private final String fields;

    public LoginWidgetAuthenticationRequest(String fields) {
        this.fields = fields;
    }

    public String fields() {
        return fields;
    }

    @Override
    public String toString() {
        return "LoginWidgetAuthenticationRequest[" + fields.length() + " chars]";
    }
}
