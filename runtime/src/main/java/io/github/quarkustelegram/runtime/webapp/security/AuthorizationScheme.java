package io.github.quarkustelegram.runtime.webapp.security;

import java.util.Collections;
import java.util.Set;

import org.jspecify.annotations.Nullable;

import io.quarkus.security.identity.IdentityProviderManager;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.AuthenticationRequest;
import io.quarkus.vertx.http.runtime.security.ChallengeData;
import io.quarkus.vertx.http.runtime.security.HttpAuthenticationMechanism;
import io.quarkus.vertx.http.runtime.security.HttpCredentialTransport;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.smallrye.mutiny.Uni;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;

/**
 * A mechanism reading one scheme of {@code Authorization} ({@code Authorization: <scheme> <credentials>}): a request
 * with another scheme, or none, is left to the other mechanisms (anonymous if none takes it); one with this scheme is
 * authenticated by the identity provider of its request type, or refused with 401 and {@code WWW-Authenticate}.
 */
abstract class AuthorizationScheme implements HttpAuthenticationMechanism {

    private final String scheme;
    private final Class<? extends AuthenticationRequest> requestType;

    AuthorizationScheme(String scheme, Class<? extends AuthenticationRequest> requestType) {
        this.scheme = scheme;
        this.requestType = requestType;
    }

    /** @return the request the provider checks */
    abstract AuthenticationRequest request(String credentials);

    @Override
    public Uni<SecurityIdentity> authenticate(RoutingContext context, IdentityProviderManager identityProviderManager) {
        String credentials = credentials(context.request().getHeader(HttpHeaders.AUTHORIZATION), scheme);
        if (credentials == null) {
            return Uni.createFrom().nullItem();
        }
        return identityProviderManager
                .authenticate(HttpSecurityUtils.setRoutingContextAttribute(request(credentials), context));
    }

    @Override
    public Uni<ChallengeData> getChallenge(RoutingContext context) {
        return Uni.createFrom().item(new ChallengeData(401, "WWW-Authenticate", scheme));
    }

    @Override
    public Set<Class<? extends AuthenticationRequest>> getCredentialTypes() {
        return Collections.singleton(requestType);
    }

    @Override
    public Uni<HttpCredentialTransport> getCredentialTransport(RoutingContext context) {
        return Uni.createFrom().item(new HttpCredentialTransport(HttpCredentialTransport.Type.AUTHORIZATION, scheme));
    }

    /** @return what follows {@code <scheme> } in the header (the scheme in any case), or null for another scheme */
    static @Nullable String credentials(@Nullable String authorization, String scheme) {
        if (authorization == null || authorization.length() <= scheme.length() + 1
                || !authorization.regionMatches(true, 0, scheme, 0, scheme.length())
                || authorization.charAt(scheme.length()) != ' ') {
            return null;
        }
        return authorization.substring(scheme.length() + 1).strip();
    }
}
