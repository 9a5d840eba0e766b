package io.github.quarkustelegram.deployment.telemetry;

import java.util.List;
import java.util.Optional;

import org.jboss.jandex.DotName;

import io.github.quarkustelegram.hooks.UpdateListener;
import io.github.quarkustelegram.runtime.config.StateConfig;
import io.github.quarkustelegram.runtime.config.TelegramBuildTimeConfig;
import io.github.quarkustelegram.runtime.devui.DevUiBroadcasts;
import io.github.quarkustelegram.runtime.devui.DevUiFloodQueues;
import io.github.quarkustelegram.runtime.devui.DevUiUpdates;
import io.github.quarkustelegram.runtime.devui.TelegramOperationsJsonRpcService;
import io.github.quarkustelegram.runtime.health.DispatcherLivenessCheck;
import io.github.quarkustelegram.runtime.health.PollerLivenessCheck;
import io.github.quarkustelegram.runtime.health.ReceiverReadinessCheck;
import io.github.quarkustelegram.runtime.telemetry.BroadcastMeterBinder;
import io.github.quarkustelegram.runtime.telemetry.MdcUpdateListener;
import io.github.quarkustelegram.runtime.telemetry.MetricsDecorator;
import io.github.quarkustelegram.runtime.telemetry.MetricsUpdateListener;
import io.github.quarkustelegram.runtime.telemetry.SharedStateMeterBinder;
import io.github.quarkustelegram.runtime.telemetry.TelegramMeterBinder;
import io.github.quarkustelegram.runtime.telemetry.TracingDecorator;
import io.github.quarkustelegram.runtime.telemetry.TracingUpdateListener;
import io.github.quarkustelegram.runtime.telemetry.UpdateVertxContext;
import io.github.quarkustelegram.runtime.telemetry.WebhookMetrics;
import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.deployment.Capabilities;
import io.quarkus.deployment.Capability;
import io.quarkus.deployment.IsLocalDevelopment;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.builditem.CombinedIndexBuildItem;
import io.quarkus.deployment.builditem.LogConsoleFormatBuildItem;
import io.quarkus.deployment.metrics.MetricsCapabilityBuildItem;
import io.quarkus.devui.spi.JsonRPCProvidersBuildItem;
import io.quarkus.runtime.metrics.MetricsFactory;

/**
 * Telemetry by capability, as Quarkus's own extensions do it: the metrics beans only when the application has
 * {@code quarkus-micrometer}, the tracing beans only with {@code quarkus-opentelemetry}, the health checks only with
 * {@code quarkus-smallrye-health}. Without them none of those classes is a bean or even loaded, and a call or an
 * update costs what it costs without this processor. The beans are hook beans ({@code TransportDecorator},
 * {@code UpdateListener}), placed by their {@code @Priority} like an application's.
 */
class TelegramTelemetryProcessor {

    private static final DotName UPDATE_LISTENER = DotName.createSimple(UpdateListener.class);

    @BuildStep
    void metrics(Optional<MetricsCapabilityBuildItem> metrics, TelegramTelemetryConfig config,
            TelegramBuildTimeConfig buildConfig, BuildProducer<AdditionalBeanBuildItem> beans) {
        if (config.metrics().enabled() && metrics.isPresent()
                && metrics.get().metricsSupported(MetricsFactory.MICROMETER)) {
            beans.produce(singletons(MetricsDecorator.class, MetricsUpdateListener.class, TelegramMeterBinder.class,
                    WebhookMetrics.class, BroadcastMeterBinder.class));
            if (buildConfig.state().store() == StateConfig.Store.REDIS) {
                beans.produce(singletons(SharedStateMeterBinder.class));
            }
        }
    }

    @BuildStep
    void tracing(Capabilities capabilities, TelegramTelemetryConfig config,
            BuildProducer<AdditionalBeanBuildItem> beans) {
        if (tracingOn(capabilities, config)) {
            beans.produce(singletons(TracingDecorator.class, TracingUpdateListener.class));
        }
    }

    private static boolean tracingOn(Capabilities capabilities, TelegramTelemetryConfig config) {
        return config.tracing().enabled() && capabilities.isPresent(Capability.OPENTELEMETRY_TRACER);
    }

    /** The MDC: asked for, or by default with a log format or a tracer that shows it. */
    @BuildStep
    void mdc(Capabilities capabilities, List<LogConsoleFormatBuildItem> consoleFormats, TelegramTelemetryConfig config,
            BuildProducer<AdditionalBeanBuildItem> beans) {
        if (mdcOn(capabilities, consoleFormats, config)) {
            beans.produce(singletons(MdcUpdateListener.class));
        }
    }

    private static boolean mdcOn(Capabilities capabilities, List<LogConsoleFormatBuildItem> consoleFormats,
            TelegramTelemetryConfig config) {
        // a console format of an extension's (quarkus-logging-json's) shows the MDC as fields
        boolean shown = capabilities.isPresent(Capability.OPENTELEMETRY_TRACER) || !consoleFormats.isEmpty();
        return config.mdc().orElse(shown);
    }

    /**
     * A Vert.x duplicated context per update, where Quarkus keeps the MDC and the current span: for the tracing, the
     * MDC, and any listener of the application's (which may use either).
     */
    @BuildStep
    void updateContext(Capabilities capabilities, List<LogConsoleFormatBuildItem> consoleFormats,
            TelegramTelemetryConfig config, CombinedIndexBuildItem index, BuildProducer<AdditionalBeanBuildItem> beans) {
        boolean applicationListeners = index.getIndex().getAllKnownImplementors(UPDATE_LISTENER).stream()
                .anyMatch(listener -> !listener.name().toString().startsWith("io.github.quarkustelegram.runtime."));
        if (tracingOn(capabilities, config) || mdcOn(capabilities, consoleFormats, config) || applicationListeners) {
            beans.produce(singletons(UpdateVertxContext.class));
        }
    }

    @BuildStep
    void health(Capabilities capabilities, TelegramTelemetryConfig config,
            BuildProducer<AdditionalBeanBuildItem> beans) {
        if (config.health().enabled() && capabilities.isPresent(Capability.SMALLRYE_HEALTH)) {
            beans.produce(singletons(ReceiverReadinessCheck.class, PollerLivenessCheck.class,
                    DispatcherLivenessCheck.class));
        }
    }

    /** What the Dev UI's operations pages read: in dev mode only. */
    @BuildStep(onlyIf = IsLocalDevelopment.class)
    AdditionalBeanBuildItem devUi() {
        return singletons(DevUiUpdates.class, DevUiFloodQueues.class, DevUiBroadcasts.class);
    }

    /** The JSON-RPC service of the Dev UI's operations pages; produced in every launch mode, as Dev UI asks. */
    @BuildStep
    JsonRPCProvidersBuildItem operationsJsonRpc() {
        return new JsonRPCProvidersBuildItem(TelegramOperationsJsonRpcService.class);
    }

    private static AdditionalBeanBuildItem singletons(Class<?>... classes) {
        return AdditionalBeanBuildItem.builder().addBeanClasses(classes).setUnremovable()
                .setDefaultScope(io.quarkus.arc.processor.DotNames.SINGLETON).build();
    }
}
