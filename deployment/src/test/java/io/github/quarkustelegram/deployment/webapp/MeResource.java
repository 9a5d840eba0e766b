package io.github.quarkustelegram.deployment.webapp;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;

import io.github.quarkustelegram.webapp.InitData;
import io.github.quarkustelegram.webapp.TelegramPrincipal;
import io.quarkus.security.Authenticated;
import io.quarkus.security.identity.SecurityIdentity;

/** A Mini App's backend: who is calling, as the Mini App mechanism says. */
// tag::resource[]
@Path("/me")
public class MeResource {

    @Inject
    SecurityIdentity identity;

    @GET
    @Authenticated
    public String me() {
        TelegramPrincipal user = TelegramPrincipal.of(identity).orElseThrow();
        InitData initData = identity.getAttribute(TelegramPrincipal.INIT_DATA); // null after a Login Widget login
        return identity.getPrincipal().getName() + " "
                + (initData != null ? initData.user().firstName() : user.loginWidget().firstName());
    }
    // end::resource[]

    @GET
    @Path("/public")
    public String everyone() {
        return "hello " + (identity.isAnonymous() ? "anonymous" : identity.getPrincipal().getName());
    }
}
