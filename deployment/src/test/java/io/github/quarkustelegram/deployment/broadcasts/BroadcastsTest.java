package io.github.quarkustelegram.deployment.broadcasts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.broadcasts.BroadcastEnded;
import io.github.quarkustelegram.broadcasts.BroadcastMessage;
import io.github.quarkustelegram.broadcasts.Broadcasts;
import io.github.quarkustelegram.broadcasts.RecipientUnreachable;
import io.github.quarkustelegram.broadcasts.ScheduledMessages;
import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.quarkus.test.QuarkusUnitTest;
import io.smallrye.mutiny.Uni;

/**
 * Broadcasts and scheduled messages in a Quarkus application on the Dev Services fake: an admin's command starts a
 * broadcast to the subscribers, a bean personalises one, a blocked subscriber is reported as a CDI event, the end is
 * a CDI event, and a reminder scheduled from a handler comes at its time.
 */
class BroadcastsTest {

    static final long ADMIN = 900;
    static final List<Long> SUBSCRIBERS = List.of(901L, 902L, 903L, 904L);
    static final long BLOCKER = 903;

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(Newsroom.class, Greeting.class, Subscribers.class))
            .overrideConfigKey("quarkus.http.test-port", "0")
            .overrideConfigKey("quarkus.telegram.broadcasts.check", "100ms");

    // tag::newsroom[]
    public static class Newsroom {

        @Inject
        Broadcasts broadcasts;

        @Inject
        ScheduledMessages scheduled;

        @OnCommand("broadcast")
        Uni<String> broadcast(CommandArguments text) {
            return broadcasts.start("news", SUBSCRIBERS, Reply.text(text.arguments()))
                    .map(broadcast -> "Sending to " + SUBSCRIBERS.size() + " subscribers (" + broadcast.id() + ")");
        }

        @OnCommand("greet")
        Uni<String> greet() {
            return broadcasts.start("greeting", SUBSCRIBERS, Greeting.class).map(broadcast -> "Greeting everyone");
        }

        // tag::remind[]
        @OnCommand("remind")
        Uni<String> remind(Chat chat) {
            return scheduled.in(Duration.ofMillis(600), SendMessage.builder(ChatId.of(chat.id()), "Stretch!").build())
                    .map(id -> "I'll remind you");
        }
        // end::remind[]

        // tag::later[]
        @OnCommand("later")
        Reply.Later later() {
            return Reply.text("Did you stretch?").quote().later(Duration.ofMillis(500));
        }
        // end::later[]
    }

    @ApplicationScoped
    public static class Greeting implements BroadcastMessage {
        @Override
        public Reply.Send message(long chatId) {
            return Reply.text("Hello, subscriber " + chatId + "!");
        }
    }

    @ApplicationScoped
    public static class Subscribers {
        static final List<Long> INACTIVE = new CopyOnWriteArrayList<>();
        static final List<BroadcastEnded> ENDED = new CopyOnWriteArrayList<>();

        void unreachable(@Observes RecipientUnreachable event) {
            INACTIVE.add(event.chatId()); // e.g. mark the subscriber inactive in the database
        }

        void ended(@Observes BroadcastEnded event) {
            ENDED.add(event);
        }
    }
    // end::newsroom[]

    @ConfigProperty(name = "quarkus.telegram.api.base-url")
    String telegramUrl;

    FakeTelegramClient telegram;

    @ConfigProperty(name = "quarkus.telegram.broadcasts.enabled")
    boolean enabled;

    @BeforeEach
    void connect() {
        telegram = FakeTelegramClient.connect(telegramUrl);
        for (long subscriber : SUBSCRIBERS) {
            telegram.user(subscriber, "Subscriber " + subscriber);
        }
        if (!blocked) {
            telegram.user(BLOCKER, "Subscriber " + BLOCKER).blocksBot();
            blocked = true;
        }
    }

    static boolean blocked;

    @Test
    void anAdminsBroadcastReachesEverySubscriberOnceAndTheBlockedOneIsReported() throws Exception {
        TranscriptEntry started = telegram.user(ADMIN, "Admin").sends("/broadcast Spring sale!").reply();
        assertThat(started.text()).startsWith("Sending to 4 subscribers (b-");
        for (long subscriber : SUBSCRIBERS) {
            if (subscriber != BLOCKER) {
                assertThat(telegram.awaitReplies(subscriber, 1, Duration.ofSeconds(10)).get(0).text())
                        .isEqualTo("Spring sale!");
            }
        }
        awaitEnded("news");
        assertThat(Subscribers.INACTIVE).contains(BLOCKER);
        BroadcastEnded ended = Subscribers.ENDED.stream().filter(e -> e.progress().name().equals("news")).findFirst()
                .orElseThrow();
        assertThat(ended.progress().sent()).isEqualTo(3);
        assertThat(ended.progress().unreachable()).isEqualTo(1);
        assertThat(sent("Spring sale!")).hasSize(3).doesNotHaveDuplicates();
    }

    @Test
    void anApplicationThatNamesBroadcastsSendsThemFromStartUp() {
        assertThat(enabled).isTrue();
    }

    @Test
    void aBeanPersonalisesEachRecipientsMessage() throws Exception {
        telegram.user(ADMIN, "Admin").sends("/greet").reply();
        awaitEnded("greeting");
        assertThat(telegram.transcript().stream().filter(e -> e.from() == TranscriptEntry.From.BOT)
                .filter(e -> e.text().startsWith("Hello, subscriber ")).map(e -> e.chatId() + ":" + e.text()))
                .containsExactlyInAnyOrder("901:Hello, subscriber 901!", "902:Hello, subscriber 902!",
                        "904:Hello, subscriber 904!");
    }

    @Test
    void aReminderComesAtItsTime() {
        Instant asked = Instant.now();
        assertThat(telegram.user(905, "Ada").sends("/remind").reply().text()).isEqualTo("I'll remind you");
        List<TranscriptEntry> replies = telegram.awaitReplies(905, 2, Duration.ofSeconds(10));
        TranscriptEntry reminder = replies.get(1);
        assertThat(reminder.text()).isEqualTo("Stretch!");
        assertThat(Duration.between(asked, reminder.at())).isGreaterThanOrEqualTo(Duration.ofMillis(600))
                .isLessThan(Duration.ofSeconds(3));
    }

    @Test
    void aReplyLaterComesAtItsTimeWhereTheReplyWouldHaveGone() {
        Instant asked = Instant.now();
        TranscriptEntry later = telegram.user(906, "Grace").sends("/later").reply();
        assertThat(later.text()).isEqualTo("Did you stretch?");
        assertThat(Duration.between(asked, later.at())).isGreaterThanOrEqualTo(Duration.ofMillis(500));
        assertThat(later.json()).contains("\"reply_to_message\"");
    }

    private List<Long> sent(String text) {
        return telegram.transcript().stream()
                .filter(e -> e.from() == TranscriptEntry.From.BOT && text.equals(e.text()))
                .map(TranscriptEntry::chatId).toList();
    }

    private static void awaitEnded(String name) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (Subscribers.ENDED.stream().noneMatch(e -> e.progress().name().equals(name))) {
            assertThat(System.nanoTime() - deadline).as("broadcast " + name + " ended in time").isNegative();
            Thread.sleep(20);
        }
    }
}
