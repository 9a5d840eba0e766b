package io.github.quarkustelegram.deployment.devservices;

import java.util.Map;

import org.jboss.logging.Logger;

import io.github.quarkustelegram.runtime.config.TelegramClientConfigurer;
import io.github.quarkustelegram.testing.telegram.FakeTelegram;
import io.quarkus.deployment.IsDevServicesSupportedByLaunchMode;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.builditem.CuratedApplicationShutdownBuildItem;
import io.quarkus.deployment.builditem.DevServicesResultBuildItem;
import io.quarkus.deployment.builditem.DevServicesResultBuildItem.RunningDevService;
import io.quarkus.deployment.builditem.LaunchModeBuildItem;
import io.quarkus.deployment.dev.devservices.DevServicesConfig;
import io.quarkus.runtime.configuration.ConfigUtils;

/**
 * Dev Services for Telegram: in dev and test mode, with no token configured, the application gets a fake Telegram
 * (the fake-bot-api module's {@code FakeTelegram}, in this JVM) and the configuration that points the bot at it:
 * {@value #TOKEN_KEY} and {@value #BASE_URL_KEY}.
 *
 * <p>
 * The fake outlives live reloads (a conversation in the Dev UI survives a code change) while its settings stay the
 * same, and stops with the application. It is kept here rather than handed to Quarkus as an "owned" Dev Service
 * ({@code DevServicesResultBuildItem.owned()}), because that needs the {@code io.quarkus:quarkus-devservices} runtime
 * dependency in every application, for a server that is a few classes of ours.
 */
class TelegramDevServicesProcessor {

    private static final Logger LOG = Logger.getLogger(TelegramDevServicesProcessor.class);

    static final String SERVICE_NAME = "fake-telegram";
    /** The keys the fake gives the application, those of runtime's {@code TelegramConfig}. */
    static final String TOKEN_KEY = TelegramClientConfigurer.TOKEN_KEY;
    static final String TOKEN_ENV = TelegramClientConfigurer.TOKEN_ENV;
    static final String BASE_URL_KEY = "quarkus.telegram.api.base-url";

    /** The running fake, kept across the re-builds of live reload; guarded by the class. */
    private static RunningDevService running;
    private static FakeTelegramSettings runningSettings;

    @BuildStep(onlyIf = { IsDevServicesSupportedByLaunchMode.class, DevServicesConfig.Enabled.class })
    DevServicesResultBuildItem fakeTelegram(TelegramDevServicesConfig config, LaunchModeBuildItem launchMode,
            CuratedApplicationShutdownBuildItem shutdown, BuildProducer<FakeTelegramBuildItem> fake) {
        if (!config.enabled()) {
            LOG.debug("Telegram Dev Services are disabled (quarkus.telegram.devservices.enabled=false)");
            stop();
            return null;
        }
        if (ConfigUtils.isPropertyNonEmpty(TOKEN_KEY)) {
            LOG.debugf("Telegram Dev Services do not start: %s is configured, the bot talks to the Bot API", TOKEN_KEY);
            stop();
            return null;
        }
        if (ConfigUtils.isPropertyNonEmpty(BASE_URL_KEY)) {
            LOG.debugf("Telegram Dev Services do not start: %s is configured", BASE_URL_KEY);
            stop();
            return null;
        }
        RunningDevService service = start(FakeTelegramSettings.of(config, launchMode.getLaunchMode()), shutdown);
        fake.produce(new FakeTelegramBuildItem(service.getConfig().get(BASE_URL_KEY), config.botUsername()));
        return service.toBuildItem();
    }

    private static synchronized RunningDevService start(FakeTelegramSettings settings,
            CuratedApplicationShutdownBuildItem shutdown) {
        if (running != null && settings.equals(runningSettings)) {
            return running; // a live reload: same fake, same conversation
        }
        stop();
        FakeTelegram telegram = startFake(settings);
        LOG.info(startedMessage(telegram));
        if (settings.chaos().isActive()) {
            LOG.warnf("Telegram Dev Services: the fake Telegram fails some of the bot's calls on purpose "
                    + "(quarkus.telegram.devservices.chaos.*): %s", settings.chaos());
        }
        running = new RunningDevService(SERVICE_NAME, null, telegram::close,
                Map.of(TOKEN_KEY, telegram.token(), BASE_URL_KEY, telegram.baseUrl()));
        runningSettings = settings;
        shutdown.addCloseTask(TelegramDevServicesProcessor::stop, true);
        return running;
    }

    /** @return the fake, on the settings' port, or on a free one when that port is taken and may be given up */
    static FakeTelegram startFake(FakeTelegramSettings settings) {
        FakeTelegramPort port = settings.port();
        try {
            return startFake(settings, port.port());
        } catch (IllegalStateException e) {
            if (!port.freeIfTaken()) {
                throw e;
            }
            LOG.warnf("Telegram Dev Services: port %d is taken, so the fake Telegram listens on a free port (its URL "
                    + "is logged below); set quarkus.telegram.devservices.port to choose another: %s", port.port(),
                    e.getCause() == null ? e.getMessage() : e.getCause().getMessage());
            return startFake(settings, 0);
        }
    }

    private static FakeTelegram startFake(FakeTelegramSettings settings, int port) {
        return FakeTelegram.builder()
                .port(port)
                .botUsername(settings.botUsername())
                .botFirstName(settings.botFirstName())
                .transcriptLimit(settings.transcriptLimit())
                .chaos(settings.chaos())
                .start();
    }

    /** @return the one line that tells a developer the bot talks to a fake, and how to talk to Telegram instead */
    static String startedMessage(FakeTelegram telegram) {
        return "Telegram Dev Services: no bot token is configured, so the bot talks to a fake Telegram at "
                + telegram.baseUrl() + " (bot @" + telegram.botUsername() + "; chat with it in the Dev UI, or drive it "
                + "from tests with FakeTelegramClient). Set " + TOKEN_KEY + " (or the environment variable " + TOKEN_ENV
                + ") to talk to the real Telegram.";
    }

    private static synchronized void stop() {
        RunningDevService service = running;
        running = null;
        runningSettings = null;
        if (service != null) {
            try {
                service.close();
            } catch (java.io.IOException | RuntimeException e) {
                LOG.warn("The fake Telegram of Dev Services did not stop cleanly", e);
            }
        }
    }
}
