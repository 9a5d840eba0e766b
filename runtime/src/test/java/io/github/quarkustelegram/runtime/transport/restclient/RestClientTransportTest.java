package io.github.quarkustelegram.runtime.transport.restclient;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.method.GetMe;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.runtime.transport.BotApiEndpoint;
import io.github.quarkustelegram.runtime.transport.HttpOptions;
import io.github.quarkustelegram.runtime.transport.TransportContractTest;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.transport.TelegramTransport;

/**
 * The REST client transport against a real HTTP server on 127.0.0.1, in a plain JVM (no Quarkus): the transport
 * contract ({@link TransportContractTest}), and what only this transport does.
 */
class RestClientTransportTest extends TransportContractTest {

    static final String TOKEN = "246813579:AAF-transport_TEST-token";

    static FakeBotApiServer api;
    static RestClientTransport transport;
    /** Gives up waiting for an answer after 300 ms. */
    static RestClientTransport impatient;

    @BeforeAll
    static void start() {
        api = FakeBotApiServer.start();
        transport = new RestClientTransport(new BotApiEndpoint(api.baseUrl(), TOKEN, false),
                new HttpOptions(Duration.ofSeconds(5), Duration.ofSeconds(10), 8));
        impatient = new RestClientTransport(new BotApiEndpoint(api.baseUrl(), TOKEN, false),
                new HttpOptions(Duration.ofSeconds(5), Duration.ofMillis(300), 8));
    }

    @AfterAll
    static void stop() {
        transport.close();
        impatient.close();
        api.close();
    }

    @Override
    protected FakeBotApiServer api() {
        return api;
    }

    @Override
    protected String token() {
        return TOKEN;
    }

    @Override
    protected TelegramTransport transport() {
        return transport;
    }

    @Override
    protected TelegramTransport impatient() {
        return impatient;
    }

    @Override
    protected Opened open(BotApiEndpoint endpoint, Duration readTimeout) {
        RestClientTransport opened = new RestClientTransport(endpoint,
                new HttpOptions(HttpOptions.DEFAULT_CONNECT_TIMEOUT, readTimeout, HttpOptions.DEFAULT_MAX_CONNECTIONS));
        return new Opened(opened, opened::close);
    }

    @BeforeEach
    void answerOk() {
        api.reset();
        api.stub("sendMessage", FakeReply.ok(MESSAGE));
    }

    @Test
    void aMethodWithoutParametersSendsAnEmptyObject() {
        api.stub("getMe", FakeReply.ok("{\"id\":1,\"is_bot\":true,\"first_name\":\"Bot\",\"username\":\"the_bot\"}"));

        User me = transport.execute(new GetMe()).await().atMost(WAIT);

        assertThat(me.username()).isEqualTo("the_bot");
        assertThat(api.takeRequest("getMe").bodyText()).isEqualTo("{}");
    }
}
