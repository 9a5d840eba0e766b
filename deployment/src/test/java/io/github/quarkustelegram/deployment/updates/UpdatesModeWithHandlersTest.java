package io.github.quarkustelegram.deployment.updates;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.Consumer;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.deployment.HandledUpdateKindBuildItem;
import io.github.quarkustelegram.runtime.config.TelegramConfig.UpdatesMode;
import io.github.quarkustelegram.runtime.receivers.UpdateReceivers;
import io.github.quarkustelegram.updates.HandledUpdateKinds;
import io.quarkus.builder.BuildChainBuilder;
import io.quarkus.builder.BuildContext;
import io.quarkus.builder.BuildStep;
import io.quarkus.test.QuarkusUnitTest;

/**
 * Handlers found at build time (here: build items as handler discovery produces them) make polling the default mode,
 * and their kinds reach run time sorted; with no token, the application still starts and polls nothing.
 */
class UpdatesModeWithHandlersTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            // a random port: on a machine running several builds, another application may hold 8081
            .overrideConfigKey("quarkus.http.test-port", "0")
            // no token and no fake Telegram either (Dev Services would give the app one)
            .overrideConfigKey("quarkus.telegram.devservices.enabled", "false")
            .withApplicationRoot(jar -> jar.addClasses(RecordingSink.class))
            .addBuildChainCustomizer(handlerDiscovery());

    /**
     * Stands in for handler discovery. An anonymous class, not a lambda: the test class is loaded again by the
     * application's class loader, where a lambda producing a deployment build item fails verification.
     */
    static Consumer<BuildChainBuilder> handlerDiscovery() {
        return new Consumer<>() {
            @Override
            public void accept(BuildChainBuilder chain) {
                chain.addBuildStep(new BuildStep() {
                    @Override
                    public void execute(BuildContext context) {
                        context.produce(new HandledUpdateKindBuildItem("message"));
                        context.produce(new HandledUpdateKindBuildItem("chat_member"));
                        context.produce(new HandledUpdateKindBuildItem("message"));
                    }
                }).produces(HandledUpdateKindBuildItem.class).build();
            }
        };
    }

    @Inject
    UpdateReceivers receivers;
    @Inject
    HandledUpdateKinds kinds;

    @Test
    void pollingIsTheDefaultButNeedsAToken() {
        assertThat(kinds.kinds()).containsExactly("chat_member", "message");
        assertThat(receivers.mode()).isEqualTo(UpdatesMode.POLLING);
        assertThat(receivers.poller()).as("no token: a warning, no poller").isNull();
    }
}
