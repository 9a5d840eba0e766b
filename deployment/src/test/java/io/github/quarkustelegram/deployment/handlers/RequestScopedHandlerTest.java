package io.github.quarkustelegram.deployment.handlers;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.quarkus.test.QuarkusUnitTest;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;

/**
 * A {@code @RequestScoped} bean in a handler (a quarkus-langchain4j AI service is one by default): each handler call
 * has a request context of its own, whatever thread it runs on, and its beans are destroyed when the call's result is
 * over: at once for a text, after the last piece for a streamed answer.
 */
class RequestScopedHandlerTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(Scratch.class, Handlers.class))
            .overrideConfigKey("quarkus.http.test-port", "0")
            .overrideConfigKey("quarkus.telegram.streaming.draft-interval", "100ms");

    static final List<String> EVENTS = new CopyOnWriteArrayList<>();

    /** One per handler call. */
    @RequestScoped
    public static class Scratch {
        private static final AtomicInteger MADE = new AtomicInteger();
        private final int id = MADE.incrementAndGet();

        String tag() {
            return "scratch" + id;
        }

        @PreDestroy
        void gone() {
            EVENTS.add("destroyed scratch" + id);
        }
    }

    public static class Handlers {
        @Inject
        Scratch scratch;

        @OnCommand("plain")
        String plain() {
            return scratch.tag();
        }

        @OnCommand("later")
        Uni<String> later() {
            return Uni.createFrom().item(scratch.tag()).onItem().delayIt().by(Duration.ofMillis(50));
        }

        @OnCommand("stream")
        Multi<String> stream() {
            return Multi.createFrom().items(scratch.tag(), " streamed")
                    .onItem().call(piece -> Uni.createFrom().voidItem().onItem().delayIt().by(Duration.ofMillis(150)))
                    .onItem().invoke(piece -> EVENTS.add("piece" + piece));
        }
    }

    @ConfigProperty(name = "quarkus.telegram.api.base-url")
    String telegramUrl;

    @Test
    void eachCallHasItsOwnRequestScopedBeansDestroyedWhenItsResultIsOver() {
        FakeTelegramClient telegram = FakeTelegramClient.connect(telegramUrl);
        FakeUser ada = telegram.user(401, "Ada");

        String first = ada.sends("/plain").reply().text();
        String second = ada.sends("/plain").reply().text();
        String later = ada.sends("/later").reply().text();
        assertThat(List.of(first, second, later)).as("a bean of its own for each call").doesNotHaveDuplicates()
                .allSatisfy(tag -> assertThat(tag).startsWith("scratch"));
        assertThat(EVENTS).contains("destroyed " + first, "destroyed " + second);

        String streamed = ada.sends("/stream").reply().text();
        assertThat(streamed).endsWith(" streamed");
        String own = streamed.substring(0, streamed.indexOf(' '));
        assertThat(EVENTS).as("destroyed after the last piece, not when the method returned")
                .containsSubsequence("piece streamed", "destroyed " + own)
                .doesNotContainSubsequence("destroyed " + own, "piece streamed");
    }
}
