package io.github.quarkustelegram.deployment;

import io.github.quarkustelegram.runtime.FastPathStartup;
import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.deployment.annotations.BuildStep;

/**
 * The fast path's build steps. Whether it is used is run-time configuration ({@code quarkus.telegram.transport}), so
 * all that is decided here is that its start-up check runs: {@link FastPathStartup} checks the JVM options Chronicle
 * needs and warms Chronicle up on a worker thread when the fast transport is chosen, and does nothing otherwise. The
 * fast transport itself is no bean: it sits under the one {@code TelegramTransport} bean of the client producer.
 */
class TelegramFastPathProcessor {

    @BuildStep
    AdditionalBeanBuildItem fastPathStartup() {
        return AdditionalBeanBuildItem.unremovableOf(FastPathStartup.class);
    }
}
