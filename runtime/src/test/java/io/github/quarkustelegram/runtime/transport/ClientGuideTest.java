package io.github.quarkustelegram.runtime.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.error.BadRequestException;
import io.github.quarkustelegram.error.ForbiddenException;
import io.github.quarkustelegram.error.TelegramApiException;
import io.github.quarkustelegram.error.TelegramNetworkException;
import io.github.quarkustelegram.error.TooManyRequestsException;
import io.github.quarkustelegram.files.TelegramFiles;
import io.github.quarkustelegram.method.GetMe;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.File;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.model.InputMediaPhoto;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.ParseMode;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.resilience.RetryPolicy;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.server.RecordedPart;

/**
 * The snippets of {@code docs/modules/ROOT/pages/client.adoc}, included from here by tag, run against a local
 * server so that they keep working.
 */
@Timeout(60)
class ClientGuideTest {

    static final String MESSAGE = "{\"message_id\":10,\"date\":0,\"chat\":{\"id\":42,\"type\":\"private\"},"
            + "\"text\":\"Hello\"}";
    static FakeBotApiServer api;
    static TelegramClient client;
    static final long chatId = 42;

    @BeforeAll
    static void start() {
        api = FakeBotApiServer.start();
        String baseUrl = api.baseUrl();
        String token = "123456:guide-token";
        // tag::build-client[]
        client = TelegramClient.builder()
                .token(token) // from BotFather
                .baseUrl(baseUrl) // default https://api.telegram.org
                .readTimeout(Duration.ofSeconds(75))
                .retry(RetryPolicy.defaults())
                .floodControl(FloodControlLimits.defaults())
                .build(); // close() it when done
        TelegramBot bot = client.bot();
        ReactiveTelegramBot reactiveBot = client.reactiveBot();
        // end::build-client[]
        assertThat(bot).isNotNull();
        assertThat(reactiveBot).isNotNull();
    }

    @AfterAll
    static void stop() {
        client.close();
        api.close();
    }

    @BeforeEach
    void answerAMessage() {
        api.reset();
        api.stub("getMe", FakeReply.ok("{\"id\":1,\"is_bot\":true,\"first_name\":\"Bot\",\"username\":\"guide_bot\"}"));
        api.stub("sendMessage", FakeReply.ok(MESSAGE));
    }

    @Test
    void blockingCalls() {
        TelegramBot bot = client.bot();
        // tag::blocking[]
        // the required parameters, in the order of the Bot API page
        Message hello = bot.sendMessage(ChatId.of(chatId), "Hello");

        // any parameter: the request's builder
        Message formatted = bot.sendMessage(SendMessage.builder(ChatId.of(chatId), "<b>Hello</b>")
                .parseMode(ParseMode.HTML)
                .disableNotification(true)
                .build());

        // a method without required parameters
        User me = bot.getMe();
        // end::blocking[]
        assertThat(hello.messageId()).isEqualTo(10);
        assertThat(formatted.text()).isEqualTo("Hello");
        assertThat(me.username()).isEqualTo("guide_bot");
        assertThat(api.takeRequest("sendMessage").bodyText()).contains("\"text\":\"Hello\"");
        assertThat(api.takeRequest("sendMessage").bodyText()).contains("\"parse_mode\":\"HTML\"");
    }

    @Test
    void reactiveCalls() {
        ReactiveTelegramBot reactiveBot = client.reactiveBot();
        AtomicReference<String> username = new AtomicReference<>();
        // tag::reactive[]
        reactiveBot.getMe() // nothing is sent yet
                .onItem().transformToUni(me -> reactiveBot.sendMessage(ChatId.of(chatId),
                        "I am @" + me.username()))
                .subscribe().with(
                        sent -> username.set(sent.chat().username()),
                        failure -> System.err.println("Not sent: " + failure.getMessage()));
        // end::reactive[]
        assertThat(api.takeRequest("getMe").path()).endsWith("/getMe");
        assertThat(api.takeRequest("sendMessage").bodyText()).contains("I am @guide_bot");
        assertThat(api.requests().get(0).methodName()).as("getMe first").isEqualTo("getMe");
    }

    @Test
    void anyRequest() {
        TelegramBot bot = client.bot();
        // tag::execute[]
        User me = bot.execute(new GetMe());
        // end::execute[]
        assertThat(me.firstName()).isEqualTo("Bot");
    }

    @Test
    void errors() {
        TelegramBot bot = client.bot();
        api.stub("sendMessage", FakeReply.error(403, "Forbidden: bot was blocked by the user"));
        List<String> handled = new java.util.ArrayList<>();
        // tag::errors[]
        try {
            bot.sendMessage(ChatId.of(chatId), "Hello");
        } catch (ForbiddenException e) { // 403: blocked, kicked, not an admin
            handled.add("blocked: " + e.description());
        } catch (BadRequestException e) { // 400: wrong request; maybe a migrated group
            Long newChat = e.migrateToChatId();
            handled.add("bad request, chat now " + newChat);
        } catch (TooManyRequestsException e) { // 429 that retry gave up on
            handled.add("wait " + e.retryAfter());
        } catch (TelegramApiException e) { // any other "ok": false
            handled.add(e.errorCode() + " " + e.description());
        } catch (TelegramNetworkException e) { // no answer: refused, reset, timeout
            handled.add(e.mayHaveReachedTelegram() ? "maybe sent" : "not sent");
        }
        // end::errors[]
        assertThat(handled).containsExactly("blocked: Forbidden: bot was blocked by the user");
    }

    @Test
    void uploads(@TempDir Path dir) throws Exception {
        TelegramBot bot = client.bot();
        Path report = Files.writeString(dir.resolve("report.pdf"), "%PDF");
        Path cat = Files.write(dir.resolve("cat.jpg"), new byte[] { 1 });
        Path dog = Files.write(dir.resolve("dog.jpg"), new byte[] { 2 });
        String fileId = "AgACAgIAAxkBAAIC";
        api.stub("sendDocument", FakeReply.ok(MESSAGE));
        api.stub("sendMediaGroup", FakeReply.ok("[" + MESSAGE + "," + MESSAGE + "," + MESSAGE + "]"));
        // tag::uploads[]
        // a file of its own: sent as the "document" part of a multipart request, streamed from disk
        bot.sendDocument(ChatId.of(chatId), InputFile.upload(report));

        // files inside media: each upload becomes a part, referred to as attach://<name>
        bot.sendMediaGroup(ChatId.of(chatId), List.of(
                InputMediaPhoto.builder(InputFile.upload(cat)).caption("cat").build(),
                InputMediaPhoto.builder(InputFile.upload(dog)).build(),
                InputMediaPhoto.builder(InputFile.reference(fileId)).build())); // already on Telegram
        // end::uploads[]
        assertThat(api.takeRequest("sendDocument").part("document").orElseThrow().filename()).isEqualTo("report.pdf");
        assertThat(api.takeRequest("sendMediaGroup").parts()).filteredOn(RecordedPart::isFile).hasSize(2);
    }

    @Test
    void downloads(@TempDir Path dir) throws Exception {
        TelegramBot bot = client.bot();
        String fileId = "BQACAgIAAxkBAAIB";
        api.stub("getFile", FakeReply.ok(
                "{\"file_id\":\"" + fileId + "\",\"file_unique_id\":\"u\",\"file_path\":\"documents/file_1.pdf\"}"));
        api.stubFile("documents/file_1.pdf", "content".getBytes(StandardCharsets.UTF_8));
        // tag::downloads[]
        TelegramFiles files = client.files(); // or @Inject TelegramFiles files
        File file = bot.getFile(fileId); // sets file_path
        Path saved = files.download(file, dir.resolve("report.pdf"))
                .await().atMost(Duration.ofMinutes(1)); // streamed to disk
        // end::downloads[]
        assertThat(Files.readString(saved)).isEqualTo("content");
        api.takeRequest("getFile");
        assertThat(api.takeDownload("documents/file_1.pdf").path())
                .endsWith("/file/bot123456:guide-token/documents/file_1.pdf");
        if (!saved.equals(dir.resolve("report.pdf"))) {
            fail("saved elsewhere");
        }
    }
}
