package io.github.quarkustelegram.runtime.resilience;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.time.Duration;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.error.ForbiddenException;
import io.github.quarkustelegram.error.TelegramNetworkException;
import io.github.quarkustelegram.method.GetMe;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.runtime.chain.DecoratedTransport;
import io.github.quarkustelegram.testing.logging.LogCapture;
import io.github.quarkustelegram.transport.TelegramTransport;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.helpers.test.UniAssertSubscriber;

/** One DEBUG line per call: method, duration, outcome; never the request's content. */
class LoggingTransportTest {

    /** The category the client guide names. */
    private static final String CATEGORY = "io.github.quarkustelegram.runtime.transport.LoggingTransport";
    private static final SendMessage SECRET_TEXT = SendMessage.builder(ChatId.of(42), "the user's private words")
            .build();

    @Test
    void logsMethodDurationAndOutcomeAtDebug() {
        User me = User.builder(1L, true, "Bot").build();
        TelegramTransport answers = new TelegramTransport() {
            @Override
            @SuppressWarnings("unchecked")
            public <R> Uni<R> execute(io.github.quarkustelegram.method.TelegramRequest<R> request) {
                if (request instanceof GetMe) {
                    return Uni.createFrom().item((R) me).onItem().delayIt().by(Duration.ofMillis(30));
                }
                if (request instanceof SendMessage) {
                    return Uni.createFrom().failure(new ForbiddenException("sendMessage",
                            "Forbidden: bot was blocked by the user"));
                }
                return Uni.createFrom().failure(new TelegramNetworkException(request.methodName(), "x", true, true,
                        null));
            }
        };
        TelegramTransport logging = DecoratedTransport.of(answers, new LoggingDecorator());
        List<String> lines;
        try (var capture = LogCapture.start()) {
            assertThat(logging.execute(new GetMe()).await().atMost(Duration.ofSeconds(5))).isSameAs(me);
            assertThat(catchThrowable(() -> logging.execute(SECRET_TEXT).await().atMost(Duration.ofSeconds(5))))
                    .isInstanceOf(ForbiddenException.class);
            catchThrowable(() -> logging.execute(new io.github.quarkustelegram.method.LogOut()).await()
                    .atMost(Duration.ofSeconds(5)));
            lines = capture.messages(CATEGORY);
        }

        assertThat(lines).hasSize(3);
        assertThat(lines.get(0)).matches("getMe ok in \\d+ ms");
        assertThat(Long.parseLong(lines.get(0).replaceAll("\\D", ""))).isGreaterThanOrEqualTo(30);
        assertThat(lines.get(1)).matches(
                "sendMessage failed in \\d+ ms: 403 ForbiddenException: Forbidden: bot was blocked by the user");
        assertThat(lines.get(2)).matches("logOut failed in \\d+ ms: network failure, timeout \\(may have reached "
                + "Telegram\\)");
        assertThat(String.join("\n", lines)).doesNotContain("private words");
    }

    @Test
    void logsACancelledCall() {
        TelegramTransport logging = DecoratedTransport.of(new TelegramTransport() {
            @Override
            public <R> Uni<R> execute(io.github.quarkustelegram.method.TelegramRequest<R> request) {
                return Uni.createFrom().nothing();
            }
        }, new LoggingDecorator());
        List<String> lines;
        try (var capture = LogCapture.start()) {
            UniAssertSubscriber<User> subscriber = logging.execute(new GetMe()).subscribe()
                    .withSubscriber(UniAssertSubscriber.create());
            subscriber.cancel();
            lines = capture.messages(CATEGORY);
        }
        assertThat(lines).singleElement().asString().matches("getMe cancelled after \\d+ ms");
    }

    @Test
    void logsNothingWithDebugOff() {
        Logger category = Logger.getLogger(CATEGORY);
        List<String> lines;
        try (var capture = LogCapture.start()) {
            category.setLevel(Level.INFO);
            DecoratedTransport.of(new TelegramTransport() {
                @Override
                @SuppressWarnings("unchecked")
                public <R> Uni<R> execute(io.github.quarkustelegram.method.TelegramRequest<R> request) {
                    return Uni.createFrom().item((R) Boolean.TRUE);
                }
            }, new LoggingDecorator()).execute(new io.github.quarkustelegram.method.Close()).await()
                    .atMost(Duration.ofSeconds(5));
            lines = capture.messages(CATEGORY);
        } finally {
            category.setLevel(null);
        }
        assertThat(lines).isEmpty();
    }
}
