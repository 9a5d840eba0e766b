package io.github.quarkustelegram.testing.quarkus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.ServerSocket;
import java.util.Optional;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.github.quarkustelegram.testing.telegram.FakeTelegram;
import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeTelegramDriver;
import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;

/**
 * What {@link InjectFakeTelegramCallback} does with the application's Bot API URL, without Quarkus: the fields of a
 * test instance get the client of the fake there, or the test fails saying what to change.
 */
@Timeout(30)
class FakeTelegramInjectionTest {

    private static FakeTelegram telegram;

    @BeforeAll
    static void start() {
        telegram = FakeTelegram.start();
    }

    @AfterAll
    static void stop() {
        telegram.close();
    }

    static class BotTestBase {
        @InjectFakeTelegram
        FakeTelegramDriver inherited;
    }

    static class BotTest extends BotTestBase {
        @InjectFakeTelegram
        private FakeTelegramClient telegram;

        FakeTelegramClient other;
    }

    static class PlainTest {
        FakeTelegramClient telegram;
    }

    static class WrongType {
        @InjectFakeTelegram
        FakeTelegram telegram;
    }

    static class StaticField {
        @InjectFakeTelegram
        static FakeTelegramClient telegram;
    }

    static class FinalField {
        @InjectFakeTelegram
        final FakeTelegramClient telegram = null;
    }

    private static void inject(Object testInstance, String configuredUrl) {
        FakeTelegramInjection.inject(testInstance, () -> Optional.ofNullable(configuredUrl));
    }

    @Test
    void theFieldsOfTheClassAndItsSuperclassesGetTheClientOfTheFakeAtTheUrl() {
        BotTest test = new BotTest();

        inject(test, telegram.baseUrl());

        assertThat(test.telegram).isNotNull().isSameAs(test.inherited);
        assertThat(test.other).isNull();
        test.telegram.user(42, "Ada").sends("hi");
        assertThat(telegram.transcript(42)).extracting(TranscriptEntry::text).containsExactly("hi");
    }

    @Test
    void everyTestInstanceSharesTheClientOfItsUrl() {
        BotTest first = new BotTest();
        BotTest second = new BotTest();

        inject(first, telegram.baseUrl());
        inject(second, telegram.baseUrl() + "/");

        assertThat(second.telegram).isSameAs(first.telegram);
    }

    @Test
    void anInstanceWithoutTheAnnotationIsLeftAloneAndTheConfigurationUnread() {
        PlainTest test = new PlainTest();

        FakeTelegramInjection.inject(test, () -> {
            throw new AssertionError("read");
        });

        assertThat(test.telegram).isNull();
    }

    @Test
    void aFieldOfAnotherTypeFailsSayingWhatToDeclare() {
        assertThatThrownBy(() -> inject(new WrongType(), telegram.baseUrl())).isInstanceOf(IllegalStateException.class)
                .hasMessage("@InjectFakeTelegram on FakeTelegramInjectionTest.WrongType.telegram: the field is a "
                        + FakeTelegram.class.getName() + "; declare it as FakeTelegramClient (or FakeTelegramDriver), "
                        + "the client it sets");
    }

    @Test
    void staticAndFinalFieldsFailSayingWhatToChange() {
        assertThatThrownBy(() -> inject(new StaticField(), telegram.baseUrl()))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("@InjectFakeTelegram on FakeTelegramInjectionTest.StaticField.telegram: the "
                        + "field is static; make it an instance field");
        assertThat(StaticField.telegram).isNull();
        assertThatThrownBy(() -> inject(new FinalField(), telegram.baseUrl()))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("@InjectFakeTelegram on FakeTelegramInjectionTest.FinalField.telegram: the "
                        + "field is final; remove final");
    }

    @Test
    void anApplicationWithoutABotApiUrlFailsSayingHowDevServicesStart() {
        assertThatThrownBy(() -> inject(new BotTest(), null)).isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("@InjectFakeTelegram on FakeTelegramInjectionTest.BotTest.telegram, "
                        + "FakeTelegramInjectionTest.BotTestBase.inherited: the application has no Bot API URL "
                        + "(quarkus.telegram.api.base-url)")
                .hasMessageContaining("Dev Services start a fake Telegram in tests when neither a bot token "
                        + "(quarkus.telegram.bot.token");
    }

    @Test
    void anApplicationTalkingToTheRealTelegramFailsSayingHowDevServicesStart() {
        assertThatThrownBy(() -> inject(new BotTest(), "https://api.telegram.org"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("the application talks to the real Telegram (quarkus.telegram.api.base-url="
                        + "https://api.telegram.org)")
                .hasMessageContaining("%prod.quarkus.telegram.bot.token=");
    }

    @Test
    void aUrlWhereNoFakeAnswersFailsNamingIt() throws IOException {
        String nobody;
        try (ServerSocket socket = new ServerSocket(0)) {
            nobody = "http://127.0.0.1:" + socket.getLocalPort();
        }
        BotTest test = new BotTest();

        assertThatThrownBy(() -> inject(test, nobody)).isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("@InjectFakeTelegram on FakeTelegramInjectionTest.BotTest.telegram, "
                        + "FakeTelegramInjectionTest.BotTestBase.inherited: No fake Telegram answers at " + nobody);
        assertThat(test.telegram).isNull();
    }
}
