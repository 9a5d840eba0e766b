package io.github.quarkustelegram.deployment.devservices;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.method.EditMessageText;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.File;
import io.github.quarkustelegram.model.InlineKeyboardButton;
import io.github.quarkustelegram.model.InlineKeyboardMarkup;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.model.InputMediaPhoto;
import io.github.quarkustelegram.model.InputPollOption;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.MessageOrTrue;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.testing.telegram.FakeTelegram;
import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.github.quarkustelegram.testing.telegram.UserAction;
import io.quarkus.test.QuarkusUnitTest;

/**
 * With no token configured, Dev Services start the fake Telegram and point the application's bot at it: the bot's
 * calls reach the fake, and a test drives the fake's users over its control API.
 */
class TelegramDevServicesTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest().withEmptyApplication()
            .overrideConfigKey("quarkus.http.test-port", "0")
            // a token for production only keeps the fake in test mode
            .overrideConfigKey("%prod.quarkus.telegram.bot.token", "123456:production-token");

    // tag::drive[]
    @Inject
    TelegramBot bot;

    @ConfigProperty(name = "quarkus.telegram.api.base-url")
    String telegramUrl; // the fake's URL, given by Dev Services

    @Test
    void theBotAnswersAUserOfTheFakeTelegram() {
        FakeTelegramClient telegram = FakeTelegramClient.connect(telegramUrl);
        telegram.user(42, "Alice").sends("/start");

        // what a handler of the bot would do:
        bot.sendMessage(SendMessage.builder(ChatId.of(42), "Welcome, Alice!").build());

        TranscriptEntry reply = telegram.awaitReply(42);
        assertThat(reply.text()).isEqualTo("Welcome, Alice!");
    }
    // end::drive[]

    @Test
    void getMeAndSendMessageReachTheFakeAndShowInItsTranscript() {
        FakeTelegramClient telegram = FakeTelegramClient.connect(telegramUrl);
        telegram.user(7, "Bob");

        User me = bot.getMe();
        telegram.user(7, "Bob").sends("hi");
        Message sent = bot.sendMessage(SendMessage.builder(ChatId.of(7), "hello Bob").build());

        assertThat(telegramUrl).startsWith("http://127.0.0.1:");
        assertThat(me.isBot()).isTrue();
        assertThat(me.username()).isEqualTo(FakeTelegram.DEFAULT_BOT_USERNAME);
        assertThat(sent.chat().id()).isEqualTo(7);
        assertThat(sent.text()).isEqualTo("hello Bob");
        assertThat(telegram.methodsCalled()).contains("getMe", "sendMessage");
        assertThat(telegram.transcript()).filteredOn(e -> e.chatId() == 7)
                .extracting(TranscriptEntry::from, TranscriptEntry::kind, TranscriptEntry::messageId)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(TranscriptEntry.From.USER, "message",
                                (long) sent.messageId() - 1),
                        org.assertj.core.groups.Tuple.tuple(TranscriptEntry.From.BOT, "sendMessage",
                                (long) sent.messageId()));
    }

    @Test
    void theFakesAnswersDecodeWithTheModel() {
        FakeTelegramClient telegram = FakeTelegramClient.connect(telegramUrl);
        telegram.user(9, "Carol");
        Message question = bot.sendMessage(SendMessage.builder(ChatId.of(9), "Sure?")
                .replyMarkup(InlineKeyboardMarkup.builder(List.of(List.of(
                        InlineKeyboardButton.builder("Yes").callbackData("yes").build()))).build())
                .build());

        UserAction pressed = telegram.user(9).presses("Yes");
        MessageOrTrue edited = bot.editMessageText(EditMessageText.builder().chatId(ChatId.of(9))
                .messageId(question.messageId()).text("Done").build());
        Message photo = bot.sendPhoto(ChatId.of(9), InputFile.upload(new byte[] { 'P', 'N', 'G' }, "tiny.png"));
        File file = bot.getFile(photo.photo().get(0).fileId());

        assertThat(pressed.messageId()).isEqualTo(question.messageId());
        assertThat(bot.answerCallbackQuery(pressed.queryId())).isTrue();
        assertThat(edited).isInstanceOfSatisfying(MessageOrTrue.OfMessage.class,
                m -> assertThat(m.message().text()).isEqualTo("Done"));
        assertThat(file.filePath()).isNotBlank();
        assertThat(file.fileSize()).isEqualTo(3L);
        assertThat(bot.getChat(ChatId.of(9)).firstName()).isEqualTo("Carol");
        assertThat(bot.getWebhookInfo().pendingUpdateCount()).isGreaterThanOrEqualTo(0);
        assertThat(bot.sendDice(ChatId.of(9)).dice().value()).isEqualTo(1);
        assertThat(telegram.awaitCall("answerCallbackQuery", java.time.Duration.ofSeconds(5)).chatId()).isEqualTo(9);
        assertThat(bot.sendPoll(ChatId.of(9), "Lunch?", List.of(InputPollOption.builder("Pizza").build(),
                InputPollOption.builder("Soup").build())).poll().options()).hasSize(2);
        List<Message> album = bot.sendMediaGroup(ChatId.of(9), List.of(
                InputMediaPhoto.builder(InputFile.upload(new byte[] { 1 }, "a.png")).caption("a").build(),
                InputMediaPhoto.builder(InputFile.reference(photo.photo().get(0).fileId())).build()));
        assertThat(album).extracting(Message::mediaGroupId).containsOnly(album.get(0).mediaGroupId());
        assertThat(album.get(0).caption()).isEqualTo("a");
    }
}
