package io.github.quarkustelegram.runtime.webapp.security;

import jakarta.inject.Inject;

import io.github.quarkustelegram.runtime.config.MiniAppConfig;
import io.github.quarkustelegram.runtime.config.TelegramConfig;
import io.github.quarkustelegram.webapp.InitData;
import io.github.quarkustelegram.webapp.InitDataValidator;
import io.github.quarkustelegram.webapp.ReplayGuard;
import io.github.quarkustelegram.webapp.TelegramPrincipal;
import io.github.quarkustelegram.webapp.TelegramPublicKeys;
import io.github.quarkustelegram.webapp.WebAppAuthException;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.smallrye.mutiny.Uni;

/**
 * Checks a Mini App's {@code initData} with the bot's token (or Telegram's key, for a third party) and makes its user
 * the principal; the {@link InitData} is also the identity's attribute {@link TelegramPrincipal#INIT_DATA}. The check
 * is a few microseconds of hashing, done on the calling thread.
 */
public class MiniAppIdentityProvider implements IdentityProvider<MiniAppAuthenticationRequest> {

    private final InitDataValidator validator;
    private final RefusalLog refusals = new RefusalLog("Mini App initData");

    @Inject
    public MiniAppIdentityProvider(MiniAppConfig config, TelegramConfig telegram) {
        this.validator = validator(config, telegram);
    }

    static InitDataValidator validator(MiniAppConfig config, TelegramConfig telegram) {
        MiniAppConfig.Auth auth = config.auth();
        InitDataValidator validator;
        if (auth.thirdPartyBotId().isPresent()) {
            validator = InitDataValidator.thirdParty(auth.thirdPartyBotId().get(),
                    telegram.api().testEnvironment() ? TelegramPublicKeys.TEST : TelegramPublicKeys.PRODUCTION);
        } else {
            validator = InitDataValidator.withBotToken(telegram.bot().token().orElseThrow(
                    () -> new IllegalStateException("quarkus.telegram.mini-app.auth.enabled needs the bot's token to "
                            + "check initData: set quarkus.telegram.bot.token (QUARKUS_TELEGRAM_BOT_TOKEN), or "
                            + "quarkus.telegram.mini-app.auth.third-party-bot-id to check Telegram's signature")));
        }
        validator = validator.withMaxAge(auth.maxAge()).withClockSkew(auth.clockSkew());
        return auth.replayGuard() ? validator.withReplayGuard(ReplayGuard.inMemory(config.replayCapacity())) : validator;
    }

    @Override
    public Class<MiniAppAuthenticationRequest> getRequestType() {
        return MiniAppAuthenticationRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(MiniAppAuthenticationRequest request,
            AuthenticationRequestContext context) {
        try {
            InitData data = validator.validate(request.initData());
            return Uni.createFrom().item(QuarkusSecurityIdentity.builder().setPrincipal(TelegramPrincipal.of(data))
                    .addAttribute(TelegramPrincipal.INIT_DATA, data).build());
        } catch (WebAppAuthException e) {
            refusals.refused(e);
            return Uni.createFrom().failure(new AuthenticationFailedException(e.getMessage()));
        }
    }
}
