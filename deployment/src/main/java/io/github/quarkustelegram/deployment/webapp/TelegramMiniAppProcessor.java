package io.github.quarkustelegram.deployment.webapp;

import io.github.quarkustelegram.runtime.config.MiniAppBuildTimeConfig;
import io.github.quarkustelegram.runtime.webapp.security.LoginWidgetAuthMechanism;
import io.github.quarkustelegram.runtime.webapp.security.LoginWidgetIdentityProvider;
import io.github.quarkustelegram.runtime.webapp.security.MiniAppAuthMechanism;
import io.github.quarkustelegram.runtime.webapp.security.MiniAppIdentityProvider;
import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.arc.processor.DotNames;
import io.quarkus.deployment.Capabilities;
import io.quarkus.deployment.Capability;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;

/**
 * The Quarkus Security mechanisms of a Mini App's backend, each a bean only when enabled
 * ({@code quarkus.telegram.mini-app.auth.enabled}, {@code ...login-widget.enabled}): an application that enables
 * neither sees no mechanism, no provider and no change in how its requests are authenticated.
 */
class TelegramMiniAppProcessor {

    static final String NEEDS_SECURITY = "quarkus.telegram.mini-app.auth.enabled and "
            + "quarkus.telegram.mini-app.login-widget.enabled need Quarkus Security: add the dependency "
            + "io.quarkus:quarkus-security (or an extension that brings it)";

    @BuildStep
    void mechanisms(MiniAppBuildTimeConfig config, Capabilities capabilities,
            BuildProducer<AdditionalBeanBuildItem> beans) {
        if (!config.auth().enabled() && !config.loginWidget().enabled()) {
            return;
        }
        if (!capabilities.isPresent(Capability.SECURITY)) {
            throw new IllegalStateException(NEEDS_SECURITY);
        }
        if (config.auth().enabled()) {
            beans.produce(singletons(MiniAppAuthMechanism.class, MiniAppIdentityProvider.class));
        }
        if (config.loginWidget().enabled()) {
            beans.produce(singletons(LoginWidgetAuthMechanism.class, LoginWidgetIdentityProvider.class));
        }
    }

    private static AdditionalBeanBuildItem singletons(Class<?>... classes) {
        return AdditionalBeanBuildItem.builder().addBeanClasses(classes).setUnremovable()
                .setDefaultScope(DotNames.SINGLETON).build();
    }
}
