package io.github.quarkustelegram.runtime.receivers;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import jakarta.annotation.Priority;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import jakarta.interceptor.Interceptor;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.error.TelegramException;
import io.github.quarkustelegram.method.DeleteWebhook;
import io.github.quarkustelegram.method.GetUpdates;
import io.github.quarkustelegram.method.SetWebhook;
import io.github.quarkustelegram.model.UpdateType;
import io.github.quarkustelegram.resilience.ResilienceScheduler;
import io.github.quarkustelegram.runtime.config.StateConfig;
import io.github.quarkustelegram.runtime.config.TelegramBuildTimeConfig;
import io.github.quarkustelegram.runtime.config.TelegramClientConfigurer;
import io.github.quarkustelegram.runtime.config.TelegramConfig;
import io.github.quarkustelegram.runtime.config.TelegramConfig.UpdatesMode;
import io.github.quarkustelegram.runtime.hooks.WebhookRefusals;
import io.github.quarkustelegram.runtime.state.SharedState;
import io.github.quarkustelegram.state.UpdateLedger;
import io.github.quarkustelegram.updates.HandledUpdateKinds;
import io.github.quarkustelegram.updates.LongPoller;
import io.github.quarkustelegram.updates.PollerLock;
import io.github.quarkustelegram.updates.PollingOptions;
import io.github.quarkustelegram.updates.UpdateSink;
import io.github.quarkustelegram.updates.WebhookHandler;
import io.github.quarkustelegram.updates.WebhookOptions;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;

/**
 * Starts and stops the receiving of updates with the application, as {@code quarkus.telegram.updates.*} says.
 *
 * <ul>
 * <li>At start-up (after the application's own start-up observers): checks the configuration and that an
 * {@link UpdateSink} bean exists (failing the start-up with a message naming what to set otherwise); in webhook mode
 * creates the {@link WebhookHandler} behind the route and calls setWebhook when a public URL is configured; in polling
 * mode starts a {@link LongPoller}, which never blocks the start-up.</li>
 * <li>At shutdown (in Quarkus's graceful shutdown phase, before the HTTP server closes and before any
 * {@code ShutdownEvent} observer): the webhook answers 503 to new deliveries and
 * waits for the updates in flight; the poller cancels its long poll, waits for the update being handled, and confirms
 * the offset to Telegram with one last getUpdates (with a shared state, only while this instance holds the poller lock,
 * which it then releases, so that another instance takes polling over at once).</li>
 * </ul>
 */
@Singleton
public class UpdateReceivers {

    private static final Logger LOG = Logger.getLogger(UpdateReceivers.class);
    /** How long the last getUpdates, confirming the offset at shutdown, may take. */
    static final Duration CONFIRM_TIMEOUT = Duration.ofSeconds(5);

    private final TelegramConfig config;
    private final TelegramBuildTimeConfig buildConfig;
    private final HandledUpdateKinds handled;
    private final Instance<UpdateSink> sinks;
    private final Instance<TelegramBot> bots;
    private final UpdatesMode mode;
    /** The application's client, whose getUpdates the poller makes, unretried (the poller is their retry layer). */
    private final Instance<TelegramClient> clients;
    /** The updates handled and being handled: in memory, or shared by the instances (quarkus.telegram.state). */
    private final UpdateLedger ledger;
    /** Told of refused webhook requests (the metrics); null when nobody listens. */
    private final @Nullable WebhookRefusals refusals;
    /** setWebhook succeeded at start-up (only tried when webhook.url is set). */
    private volatile boolean webhookRegistered;

    private volatile @Nullable WebhookHandler webhook;
    private volatile boolean started;
    private boolean stopped;
    private volatile @Nullable LongPoller poller;
    private @Nullable TelegramClient pollingClient;
    private @Nullable PollingOptions pollingOptions;
    /** Which instance polls, when the state is shared (quarkus.telegram.state.store=redis); null: this one alone. */
    private volatile @Nullable PollerLock pollerLock;
    private final Instance<SharedState> shared;

    @Inject
    UpdateReceivers(TelegramConfig config, TelegramBuildTimeConfig buildConfig, HandledUpdateKinds handled,
            Instance<UpdateSink> sinks, Instance<TelegramBot> bots,
            Instance<TelegramClient> clients, Instance<WebhookRefusals> refusals,
            UpdateLedger ledger, Instance<SharedState> shared) {
        this.clients = clients;
        this.shared = shared;
        this.ledger = ledger;
        this.refusals = refusals.isResolvable() ? refusals.get() : null;
        this.config = config;
        this.buildConfig = buildConfig;
        this.handled = handled;
        this.sinks = sinks;
        this.bots = bots;
        this.mode = ReceiverSettings.mode(config, handled.any());
    }

    /** @return the mode in force: the configured one, or the default */
    public UpdatesMode mode() {
        return mode;
    }

    /** @return the webhook handler, in webhook mode once started */
    public @Nullable WebhookHandler webhook() {
        return webhook;
    }

    /** @return whether receiving was started (the start-up observer ran) */
    public boolean started() {
        return started;
    }

    /** @return whether {@code stop()} ran: the application is shutting down */
    public synchronized boolean stopped() {
        return stopped;
    }

    /** @return whether setWebhook was called with success at start-up ({@code webhook.url} set) */
    public boolean webhookRegistered() {
        return webhookRegistered;
    }

    /** @return whether {@code webhook.url} is set, so that this application registers the webhook */
    public boolean registersWebhook() {
        return config.updates().webhook().url().isPresent();
    }

    /** @return the poller, when polling */
    public @Nullable LongPoller poller() {
        return poller;
    }

    /** @return the lock deciding which instance polls, when polling with a shared state; null when polling alone */
    public @Nullable PollerLock pollerLock() {
        return pollerLock;
    }

    void onStart(@Observes @Priority(Interceptor.Priority.LIBRARY_AFTER + 500) StartupEvent event) {
        start();
    }

    /** A second chance only: the drain happens earlier, in {@link ReceiversShutdownListener}. */
    void onStop(@Observes @Priority(Interceptor.Priority.LIBRARY_BEFORE) ShutdownEvent event) {
        stop();
    }

    /** Starts receiving, as configured. */
    synchronized void start() {
        if (started) {
            return;
        }
        started = true;
        if (mode == UpdatesMode.NONE) {
            LOG.debugf("Updates are not received (%s=none%s)", ReceiverSettings.MODE_KEY,
                    config.updates().mode().isEmpty() ? ", the default without handlers" : "");
            return;
        }
        if (config.bot().token().filter(t -> !t.isBlank()).isEmpty() && config.updates().mode().isEmpty()) {
            LOG.warnf("The application has handlers but no bot token is configured: updates are not received. Set %s"
                    + " (or %s), or %s=none to silence this warning.", TelegramClientConfigurer.TOKEN_KEY,
                    TelegramClientConfigurer.TOKEN_ENV, ReceiverSettings.MODE_KEY);
            return;
        }
        UpdateSink sink = sink();
        List<UpdateType> allowed = ReceiverSettings.allowedUpdates(config, handled.kinds());
        if (mode == UpdatesMode.WEBHOOK) {
            startWebhook(sink, allowed);
        } else {
            startPolling(sink, allowed);
        }
    }

    private UpdateSink sink() {
        if (sinks.isUnsatisfied()) {
            throw new IllegalStateException("Updates are received (" + ReceiverSettings.MODE_KEY + "=" + label(mode)
                    + (config.updates().mode().isEmpty() ? ", the default with handlers" : "")
                    + ") but the application has no " + UpdateSink.class.getName() + " bean to hand them to: add "
                    + "handlers (the dispatcher is that bean) or an UpdateSink bean, or set " + ReceiverSettings.MODE_KEY
                    + "=none");
        }
        if (sinks.isAmbiguous()) {
            throw new IllegalStateException("Updates are received (" + ReceiverSettings.MODE_KEY + "=" + label(mode)
                    + ") but the application has several " + UpdateSink.class.getName() + " beans: keep one, or mark "
                    + "the one to use @Alternative @Priority(...)");
        }
        return sinks.get();
    }

    // ---------------------------------------------------------------------------------------------------- webhook

    private void startWebhook(UpdateSink sink, List<UpdateType> allowed) {
        TelegramConfig.Webhook settings = config.updates().webhook();
        WebhookOptions options = ReceiverSettings.webhookOptions(settings);
        SetWebhook setWebhook = ReceiverSettings.setWebhook(settings, options, allowed);
        webhook = new WebhookHandler(sink, options, ledger);
        String path = buildConfig.updates().webhook().path();
        if (setWebhook == null) {
            LOG.infof("Receiving updates by webhook on %s (%s not set: the webhook is not registered with Telegram"
                    + " by this application)", path, ReceiverSettings.URL_KEY);
            return;
        }
        try {
            bots.get().setWebhook(setWebhook);
        } catch (TelegramException e) {
            // the exception's message never shows the token; the URL may contain it, so it is not repeated
            throw new IllegalStateException("setWebhook failed at start-up, so Telegram would not deliver updates to "
                    + "this application: " + e.getMessage() + ". Check " + ReceiverSettings.URL_KEY + " (it must be a "
                    + "public HTTPS URL reaching " + path + ") and the bot token.", e);
        }
        webhookRegistered = true;
        LOG.infof("Receiving updates by webhook on %s; setWebhook done (allowed updates: %s)", path,
                allowed.isEmpty() ? "Telegram's default" : allowed);
    }

    /** Serves one request of the webhook route. */
    void serveWebhook(RoutingContext context) {
        WebhookHandler handler = webhook;
        if (handler != null) {
            WebhookRefusals told = refusals;
            if (told != null) {
                context.addEndHandler(ended -> {
                    String reason = WebhookRefusals.reason(context.response().getStatusCode());
                    if (reason != null) {
                        told.refused(reason);
                    }
                });
            }
            handler.handle(context);
        } else if (mode == UpdatesMode.WEBHOOK) {
            // the HTTP server listens before the start-up observers ran: Telegram delivers again later
            context.response().setStatusCode(503).putHeader(HttpHeaders.RETRY_AFTER, "5").end("Starting");
        } else {
            context.next(); // not receiving by webhook: this route does not exist as far as callers can tell
        }
    }

    // ---------------------------------------------------------------------------------------------------- polling

    private void startPolling(UpdateSink sink, List<UpdateType> allowed) {
        PollingOptions options = ReceiverSettings.pollingOptions(config.updates().polling(), allowed);
        // the application's client: its decorators and the telemetry see the poller's calls too; the poller is the
        // retry layer of its getUpdates (backoff, logging once, 401/409 stop), which the client's retry leaves alone
        TelegramClient client = clients.get();
        // several instances share the state: only the holder of the poller lock polls (Telegram's 409 otherwise)
        PollerLock lock = buildConfig.state().store() == StateConfig.Store.REDIS ? shared.get().pollerLock() : null;
        LongPoller longPoller = lock == null
                ? new LongPoller(client.reactiveBot(), sink, options, ResilienceScheduler.system(), ledger)
                : new LongPoller(client.reactiveBot(), sink, options, ResilienceScheduler.system(), ledger, lock);
        pollerLock = lock;
        pollingClient = client;
        pollingOptions = options;
        poller = longPoller;
        if (config.updates().polling().deleteWebhook()) {
            client.reactiveBot().deleteWebhook(DeleteWebhook.builder().dropPendingUpdates(false).build())
                    .subscribe().with(ok -> {
                        LOG.info("Webhook deleted before polling (quarkus.telegram.updates.polling.delete-webhook)");
                        longPoller.start();
                    }, failure -> {
                        LOG.errorf("deleteWebhook failed before polling (%s); polling anyway", failure.toString());
                        longPoller.start();
                    });
        } else {
            longPoller.start();
        }
    }

    // ---------------------------------------------------------------------------------------------------- shutdown

    /** Stops receiving: drains the webhook or the poller. Idempotent. */
    synchronized void stop() {
        if (stopped) {
            return;
        }
        stopped = true;
        WebhookHandler handler = webhook;
        if (handler != null) {
            Duration timeout = config.updates().webhook().drainTimeout();
            try {
                handler.drain(timeout).await().atMost(timeout.plusSeconds(1));
                LOG.debug("Webhook drained");
            } catch (RuntimeException e) {
                LOG.warnf("Webhook drain: %s", e.getMessage());
            } finally {
                handler.close();
            }
        }
        LongPoller p = poller;
        if (p != null) {
            stopPolling(p);
        }
    }

    private void stopPolling(LongPoller p) {
        TelegramClient client = pollingClient;
        PollingOptions options = pollingOptions;
        boolean wasRunning = p.state() == LongPoller.State.RUNNING || p.state() == LongPoller.State.STOPPING;
        try {
            p.stop().toCompletableFuture().get(options.drainTimeout().toMillis() + 5_000, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            LOG.warnf("Long polling did not stop cleanly: %s", e.toString());
        }
        Integer offset = p.offset();
        PollerLock lock = pollerLock;
        // only the holder confirms: another instance's getUpdates may be running (a 409 to one of the two)
        if (wasRunning && offset != null && client != null && (lock == null || lock.held())) {
            confirm(client, offset, options);
        }
        if (lock != null) {
            release(lock);
        }
    }

    /** Lets the poller lock go after the last getUpdates, so that another instance takes over at once. */
    private static void release(PollerLock lock) {
        try {
            lock.release().toCompletableFuture().get(CONFIRM_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            LOG.debugf("Releasing the poller lock: %s (it expires by itself)", e.toString());
        }
    }

    /**
     * Tells Telegram which updates were handled: a getUpdates with the offset confirms every update below it. Without
     * it, the updates handled since the last poll would be delivered again to the next run (at least once, but
     * needlessly twice). It returns at most one update, which stays unconfirmed.
     */
    private static void confirm(TelegramClient client, int offset, PollingOptions options) {
        GetUpdates confirm = GetUpdates.builder().offset(offset).limit(1).timeout(0)
                .allowedUpdates(options.allowedUpdates()).build();
        try {
            client.reactiveBot().getUpdates(confirm).await().atMost(CONFIRM_TIMEOUT);
            LOG.debugf("Offset %d confirmed to Telegram", offset);
        } catch (RuntimeException e) {
            LOG.warnf("Could not confirm the offset %d to Telegram at shutdown (%s): the updates handled since the last"
                    + " poll will be delivered again", offset, e.toString());
        }
    }

    private static String label(UpdatesMode mode) {
        return mode.name().toLowerCase(java.util.Locale.ROOT);
    }
}
