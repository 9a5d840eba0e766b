package io.github.quarkustelegram.runtime.receivers;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.method.SetWebhook;
import io.github.quarkustelegram.model.UpdateType;
import io.github.quarkustelegram.runtime.config.TelegramConfig;
import io.github.quarkustelegram.runtime.config.TelegramConfig.UpdatesMode;
import io.github.quarkustelegram.updates.PollingOptions;
import io.github.quarkustelegram.updates.WebhookOptions;

/**
 * {@code quarkus.telegram.updates.*} turned into the receivers' options, checked: every problem is an
 * {@link IllegalStateException} naming the key to fix (never repeating a secret).
 */
public final class ReceiverSettings {

    /** The key of the mode. */
    public static final String MODE_KEY = "quarkus.telegram.updates.mode";
    /** The key of the webhook's secret. */
    public static final String SECRET_KEY = "quarkus.telegram.updates.webhook.secret-token";
    /** The environment variable of the webhook's secret. */
    public static final String SECRET_ENV = "QUARKUS_TELEGRAM_UPDATES_WEBHOOK_SECRET_TOKEN";
    /** The key that turns the secret off. */
    public static final String REQUIRE_SECRET_KEY = "quarkus.telegram.updates.webhook.require-secret";
    /** The key of the public URL given to setWebhook. */
    public static final String URL_KEY = "quarkus.telegram.updates.webhook.url";
    /** The key of the allowed updates. */
    public static final String ALLOWED_UPDATES_KEY = "quarkus.telegram.updates.allowed-updates";

    private ReceiverSettings() {
    }

    /**
     * @param config the configuration
     * @param hasHandlers whether the application has handlers found at build time
     * @return the mode configured, or the default: polling with handlers, none without
     */
    public static UpdatesMode mode(TelegramConfig config, boolean hasHandlers) {
        return config.updates().mode().orElse(hasHandlers ? UpdatesMode.POLLING : UpdatesMode.NONE);
    }

    /**
     * @param config the configuration
     * @param handledKinds the update kinds the handlers handle (wire names), found at build time
     * @return the {@code allowed_updates} to send: the configured list, else the handled kinds; an empty list asks for
     *         Telegram's default (every kind but chat_member, message_reaction and message_reaction_count)
     */
    public static List<UpdateType> allowedUpdates(TelegramConfig config, List<String> handledKinds) {
        List<String> names = config.updates().allowedUpdates().orElse(handledKinds);
        List<UpdateType> types = new ArrayList<>(names.size());
        for (String name : names) {
            String trimmed = name.trim();
            if (trimmed.isEmpty()) {
                continue;
            }
            if (!UpdateType.knownValues().contains(UpdateType.of(trimmed))) {
                // an open enum: a newer kind is sent as given, but a typo would silently receive nothing
                throw new IllegalStateException(ALLOWED_UPDATES_KEY + " names an update kind this version does not know: '"
                        + trimmed + "' (known: " + UpdateType.knownValues() + ")");
            }
            types.add(UpdateType.of(trimmed));
        }
        return List.copyOf(types);
    }

    /**
     * @param webhook the {@code quarkus.telegram.updates.webhook.*} group
     * @return the webhook handler's options
     * @throws IllegalStateException naming {@value #SECRET_KEY} when the secret is missing (and required) or invalid,
     *         or the key of another invalid value
     */
    public static WebhookOptions webhookOptions(TelegramConfig.Webhook webhook) {
        Optional<String> secret = webhook.secretToken().filter(s -> !s.isEmpty());
        WebhookOptions options;
        if (secret.isPresent()) {
            try {
                options = WebhookOptions.withSecret(secret.get());
            } catch (IllegalArgumentException e) {
                throw new IllegalStateException(SECRET_KEY + " is invalid: " + e.getMessage(), e);
            }
        } else if (webhook.requireSecret()) {
            throw new IllegalStateException("The webhook needs a secret: set " + SECRET_KEY + " (or the environment "
                    + "variable " + SECRET_ENV + ") to 1 to 256 characters of A-Z, a-z, 0-9, _ and -. Telegram sends it "
                    + "with every update, so nobody else can post updates to the bot. To accept updates without one "
                    + "(only when nobody but Telegram can reach the route), set " + REQUIRE_SECRET_KEY + "=false.");
        } else {
            options = WebhookOptions.withoutSecret();
        }
        long maxBody = webhook.maxBodySize().asLongValue();
        if (maxBody < 1 || maxBody > Integer.MAX_VALUE) {
            throw new IllegalStateException("quarkus.telegram.updates.webhook.max-body-size must be between 1 byte and 2 GiB: "
                    + maxBody);
        }
        try {
            return options.withMaxBodyBytes((int) maxBody)
                    .withAnswerMode(webhook.answer())
                    .withHandlingTimeout(webhook.handlingTimeout())
                    .withReadTimeout(webhook.readTimeout())
                    .withMaxInFlight(webhook.maxInFlight());
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("quarkus.telegram.updates.webhook.*: " + e.getMessage(), e);
        }
    }

    /**
     * @param webhook the {@code quarkus.telegram.updates.webhook.*} group
     * @param options the webhook's options (for the secret)
     * @param allowedUpdates the update kinds to ask for
     * @return the setWebhook to call at start-up, or null when no public URL is configured
     */
    public static @Nullable SetWebhook setWebhook(TelegramConfig.Webhook webhook, WebhookOptions options,
            List<UpdateType> allowedUpdates) {
        Optional<String> url = webhook.url().filter(u -> !u.isBlank());
        if (url.isEmpty()) {
            return null;
        }
        if (!url.get().startsWith("https://") && !url.get().startsWith("http://")) {
            throw new IllegalStateException(URL_KEY + " must be an absolute URL (https://...)");
        }
        Integer maxConnections = webhook.maxConnections().orElse(null);
        if (maxConnections != null && (maxConnections < 1 || maxConnections > 100)) {
            throw new IllegalStateException("quarkus.telegram.updates.webhook.max-connections must be 1 to 100: "
                    + maxConnections);
        }
        return SetWebhook.builder(url.get())
                .secretToken(options.secretToken())
                .allowedUpdates(allowedUpdates)
                .dropPendingUpdates(webhook.dropPendingUpdates())
                .maxConnections(maxConnections)
                .build();
    }

    /**
     * @param polling the {@code quarkus.telegram.updates.polling.*} group
     * @param allowedUpdates the update kinds to ask for
     * @return the long poller's options
     * @throws IllegalStateException naming the group when a value is out of range
     */
    public static PollingOptions pollingOptions(TelegramConfig.Polling polling, List<UpdateType> allowedUpdates) {
        try {
            return PollingOptions.defaults()
                    .withTimeout(polling.timeout())
                    .withLimit(polling.limit())
                    .withAllowedUpdates(allowedUpdates)
                    .withBackoff(polling.initialBackoff(), polling.maxBackoff())
                    .withMaxHandlingAttempts(polling.maxHandlingAttempts())
                    .withDrainTimeout(polling.drainTimeout())
                    .withDeleteWebhook(polling.deleteWebhook());
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("quarkus.telegram.updates.polling.*: " + e.getMessage(), e);
        }
    }
}
