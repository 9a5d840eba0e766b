package io.github.quarkustelegram.deployment;

import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

import jakarta.inject.Singleton;

import io.github.quarkustelegram.runtime.config.TelegramBuildTimeConfig;
import io.github.quarkustelegram.runtime.receivers.UpdateReceivers;
import io.github.quarkustelegram.runtime.receivers.UpdatesRecorder;
import io.github.quarkustelegram.updates.HandledUpdateKinds;
import io.github.quarkustelegram.updates.UpdateSink;
import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.arc.deployment.SyntheticBeanBuildItem;
import io.quarkus.arc.deployment.SyntheticBeansRuntimeInitBuildItem;
import io.quarkus.arc.deployment.UnremovableBeanBuildItem;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.annotations.Consume;
import io.quarkus.deployment.annotations.ExecutionTime;
import io.quarkus.deployment.annotations.Record;
import io.quarkus.deployment.builditem.RuntimeConfigSetupCompleteBuildItem;
import io.quarkus.deployment.builditem.ShutdownListenerBuildItem;
import io.quarkus.vertx.http.deployment.RouteBuildItem;

/**
 * Receiving updates: the lifecycle bean that starts and stops the webhook or the poller, the kinds the handlers
 * handle (for {@code allowed_updates}), and the webhook route, registered here at build time on
 * {@code quarkus.telegram.updates.webhook.path}.
 */
class TelegramUpdatesProcessor {

    /** The bean that starts and stops the receivers with the application. */
    @BuildStep
    AdditionalBeanBuildItem receiverBeans() {
        return AdditionalBeanBuildItem.unremovableOf(UpdateReceivers.class);
    }

    /** The sink is looked up at start-up, not injected: keep the application's sink even if nothing injects it. */
    @BuildStep
    UnremovableBeanBuildItem keepUpdateSink() {
        return UnremovableBeanBuildItem.beanTypes(UpdateSink.class);
    }

    /** The kinds handler discovery found, sorted so that every build records the same list. */
    @BuildStep
    @Record(ExecutionTime.STATIC_INIT)
    SyntheticBeanBuildItem handledKinds(List<HandledUpdateKindBuildItem> kinds, UpdatesRecorder recorder) {
        return SyntheticBeanBuildItem.configure(HandledUpdateKinds.class)
                .scope(Singleton.class)
                .unremovable()
                .supplier(recorder.handledKinds(List.copyOf(sortedKinds(kinds))))
                .done();
    }

    static SortedSet<String> sortedKinds(List<HandledUpdateKindBuildItem> kinds) {
        SortedSet<String> sorted = new TreeSet<>();
        for (HandledUpdateKindBuildItem kind : kinds) {
            sorted.add(kind.kind());
        }
        return sorted;
    }

    /**
     * The webhook route. {@code route(path)}, not a POST-only route, so that other methods get the handler's 405; no
     * body handler in front, the handler reads and caps the body itself. It answers only in webhook mode (a run-time
     * choice); otherwise requests fall through to what follows (a 404). Recorded once the run-time configuration and
     * the synthetic beans are ready, as the route's handler resolves the receivers when it is created.
     */
    @BuildStep
    @Record(ExecutionTime.RUNTIME_INIT)
    @Consume(RuntimeConfigSetupCompleteBuildItem.class)
    @Consume(SyntheticBeansRuntimeInitBuildItem.class)
    RouteBuildItem webhookRoute(TelegramBuildTimeConfig config, UpdatesRecorder recorder) {
        return RouteBuildItem.builder()
                .route(config.updates().webhook().path())
                .handler(recorder.webhookRoute())
                .build();
    }

    /** Drains the receivers when the application begins to stop, while the HTTP server still serves. */
    @BuildStep
    @Record(ExecutionTime.RUNTIME_INIT)
    ShutdownListenerBuildItem drainOnShutdown(UpdatesRecorder recorder) {
        return new ShutdownListenerBuildItem(recorder.shutdownListener());
    }
}
