package io.github.quarkustelegram.deployment.devui;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.function.Consumer;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.runtime.broadcasts.BroadcastBeans;
import io.github.quarkustelegram.runtime.devui.DevUiBroadcasts;
import io.github.quarkustelegram.runtime.devui.TelegramOperationsJsonRpcService;
import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.builder.BuildChainBuilder;
import io.quarkus.builder.BuildContext;
import io.quarkus.builder.BuildStep;
import io.quarkus.test.QuarkusUnitTest;

/**
 * On an instance that does not send broadcasts ({@code quarkus.telegram.broadcasts.enabled=false}), the Dev UI's
 * broadcasts page shows none and acts on none, without making the broadcasts engine (which would start asking the
 * store for broadcasts and scheduled messages).
 */
class DevUiBroadcastsUnusedTest {

    static final Duration WAIT = Duration.ofSeconds(15);

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .overrideConfigKey("quarkus.http.test-port", "0")
            .overrideConfigKey("quarkus.telegram.broadcasts.enabled", "false")
            .addBuildChainCustomizer(devUiBeans());

    /** As {@link DevUiBroadcastsTest#devUiBeans()}: a class of this test's, which the application loads again. */
    static Consumer<BuildChainBuilder> devUiBeans() {
        return new Consumer<>() {
            @Override
            public void accept(BuildChainBuilder chain) {
                chain.addBuildStep(new BuildStep() {
                    @Override
                    public void execute(BuildContext context) {
                        context.produce(AdditionalBeanBuildItem.builder()
                                .addBeanClasses(TelegramOperationsJsonRpcService.class, DevUiBroadcasts.class)
                                .setUnremovable().setDefaultScope(io.quarkus.arc.processor.DotNames.SINGLETON)
                                .build());
                    }
                }).produces(AdditionalBeanBuildItem.class).build();
            }
        };
    }

    @Inject
    TelegramOperationsJsonRpcService service;
    @Inject
    BroadcastBeans beans;

    @Test
    void thePageShowsNothingAndStartsNoEngine() {
        assertThat(beans.counts()).as("no engine at start-up").isNull();

        assertThat(service.broadcasts().await().atMost(WAIT)).isEmpty();
        assertThat(service.scheduledMessages().await().atMost(WAIT)).isEmpty();
        assertThat(service.pauseBroadcast("b-1").await().atMost(WAIT)).isFalse();
        assertThat(service.cancelScheduled("s-1").await().atMost(WAIT)).isFalse();

        assertThat(beans.counts()).as("still no engine").isNull();
    }
}
