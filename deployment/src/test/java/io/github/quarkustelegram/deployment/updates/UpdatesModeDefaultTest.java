package io.github.quarkustelegram.deployment.updates;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.runtime.config.TelegramConfig.UpdatesMode;
import io.github.quarkustelegram.runtime.receivers.UpdateReceivers;
import io.github.quarkustelegram.updates.HandledUpdateKinds;
import io.github.quarkustelegram.updates.WebhookHandler;
import io.quarkus.test.QuarkusUnitTest;
import io.quarkus.test.common.http.TestHTTPResource;

/**
 * An application with no handler and no {@code quarkus.telegram.updates.mode}: nothing is received, and the webhook
 * route, registered at build time on its default path, does not answer updates.
 */
class UpdatesModeDefaultTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            // a random port: on a machine running several builds, another application may hold 8081
            .overrideConfigKey("quarkus.http.test-port", "0")
            .withApplicationRoot(jar -> jar.addClasses(RecordingSink.class));

    @Inject
    UpdateReceivers receivers;
    @Inject
    HandledUpdateKinds kinds;
    @Inject
    RecordingSink sink;

    @TestHTTPResource("/telegram/webhook")
    URI webhook;

    @Test
    void withoutHandlersNothingIsReceived() throws Exception {
        assertThat(kinds.kinds()).isEmpty();
        assertThat(receivers.mode()).isEqualTo(UpdatesMode.NONE);
        assertThat(receivers.poller()).isNull();

        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(webhook)
                .header(WebhookHandler.SECRET_HEADER, "anything")
                .POST(HttpRequest.BodyPublishers.ofString("{\"update_id\":1}")).build(),
                HttpResponse.BodyHandlers.ofString());

        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(sink.received).isEmpty();
    }
}
