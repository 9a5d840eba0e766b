package io.github.quarkustelegram.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.logging.LogRecord;
import java.util.logging.SimpleFormatter;

import jakarta.enterprise.inject.spi.BeanManager;
import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.TransportKind;
import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.runtime.chain.DecoratedTransport;
import io.github.quarkustelegram.runtime.multipart.UploadSpooling;
import io.github.quarkustelegram.testing.server.FakeBotApiServerClient;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.quarkus.test.QuarkusUnitTest;

/**
 * An application with {@code quarkus.telegram.transport=fast} (the JVM options it needs are in this module's
 * surefire argLine): it starts, warms Chronicle up on a worker thread, the client carries its calls on the fast
 * transport under the same single {@code TelegramTransport} bean, and uploads still go multipart.
 */
class TelegramFastTransportTest {

    static final String TOKEN = "27182:fast-TEST";
    static final String WARM_UP_LOGGER = "io.github.quarkustelegram.runtime.fast.startup.ChronicleWarmUp";

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(UnitTestBotApi.class))
            .overrideConfigKey("quarkus.telegram.bot.token", TOKEN)
            .overrideConfigKey("quarkus.telegram.api.base-url", UnitTestBotApi.baseUrl())
            .overrideConfigKey("quarkus.telegram.retry.max-attempts", "1")
            .overrideConfigKey("quarkus.log.category.\"" + WARM_UP_LOGGER + "\".level", "DEBUG")
            .setLogRecordPredicate(r -> r.getLoggerName().equals(WARM_UP_LOGGER))
            .assertLogRecords(TelegramFastTransportTest::warmedUpOnAWorkerThread)
            // tag::enable[]
            .overrideConfigKey("quarkus.telegram.transport", "fast");
    // end::enable[]

    /** Chronicle was warmed up at start-up, once, on a worker thread: not on an event loop, not holding start-up. */
    static void warmedUpOnAWorkerThread(List<LogRecord> records) {
        assertThat(records).singleElement().satisfies(record -> {
            String message = new SimpleFormatter().formatMessage(record);
            assertThat(message).startsWith("Chronicle warmed up in ");
            String thread = message.substring(message.lastIndexOf(" on ") + 4);
            assertThat(thread).doesNotContain("eventloop").isNotEqualTo("main");
        });
    }

    @Inject
    TelegramClient client;
    @Inject
    TelegramBot bot;
    @Inject
    ReactiveTelegramBot reactiveBot;
    @Inject
    TelegramTransport transport;
    @Inject
    BeanManager beans;

    FakeBotApiServerClient api;

    @BeforeEach
    void forgetEarlierRequests() {
        api = UnitTestBotApi.requests();
        api.forgetRequests();
    }

    @Test
    void callsGoThroughTheFastTransport() throws Exception {
        assertThat(client.transportKind()).isEqualTo(TransportKind.FAST);

        Message sent = reactiveBot.sendMessage(ChatId.of(42), "fast 🚀").await().atMost(Duration.ofSeconds(10));

        assertThat(sent.messageId()).isEqualTo(8);
        RecordedRequest request = api.takeRequest("sendMessage");
        assertThat(request.path()).isEqualTo("/bot" + TOKEN + "/sendMessage");
        assertThat(request.contentType()).startsWith("application/json");
        assertThat(TelegramJson.mapper().readTree(request.body())).isEqualTo(
                TelegramJson.mapper().readTree("{\"chat_id\":42,\"text\":\"fast 🚀\"}"));
        assertThat(client.toString()).contains("fast").doesNotContain(TOKEN);
    }

    @Test
    void thereIsOneTransportBeanTheDecoratedChain() {
        assertThat(beans.getBeans(TelegramTransport.class)).hasSize(1);
        assertThat(transport).isInstanceOf(DecoratedTransport.class).isSameAs(client.transport());
        assertThat(transport.toString()).as("the upload spooling outermost")
                .startsWith("DecoratedTransport[" + UploadSpooling.class.getName());
        assertThat(bot.transport()).isSameAs(transport);
    }

    @Test
    void anUploadStillGoesMultipart() throws Exception {
        bot.sendDocument(ChatId.of(42), InputFile.upload(new byte[] { 'T', 'X', 'T' }, "a.txt"));

        RecordedRequest request = api.takeRequest("sendDocument");
        assertThat(request.path()).endsWith("/sendDocument");
        assertThat(request.contentType()).startsWith("multipart/form-data; boundary=");
        assertThat(request.bodyText()).contains("filename=\"a.txt\"").contains("TXT");
    }
}
