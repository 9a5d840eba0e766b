package io.github.quarkustelegram.runtime.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.error.BadRequestException;
import io.github.quarkustelegram.error.ConflictException;
import io.github.quarkustelegram.error.ForbiddenException;
import io.github.quarkustelegram.error.NotFoundException;
import io.github.quarkustelegram.error.ServerErrorException;
import io.github.quarkustelegram.error.TelegramApiException;
import io.github.quarkustelegram.error.TelegramResponseException;
import io.github.quarkustelegram.error.TooManyRequestsException;
import io.github.quarkustelegram.error.UnauthorizedException;
import io.github.quarkustelegram.method.EditMessageText;
import io.github.quarkustelegram.method.GetMe;
import io.github.quarkustelegram.method.GetUpdates;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.MessageOrTrue;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.model.User;

/** The Bot API envelope into a typed result or the exception it means, whatever HTTP said around it. */
class ResponseDecoderTest {

    private static final String TOKEN = "110201543:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw";
    private final ResponseDecoder decoder = ResponseDecoder.of(new TokenRedactor(TOKEN));
    private static final SendMessage SEND = SendMessage.builder(ChatId.of(42), "hi").build();

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private <E extends Throwable> E failure(Class<E> type, int status, String header, String body) {
        return catchThrowableOfType(type, () -> decoder.decode(SEND, status, header, bytes(body)));
    }

    @Test
    void okDecodesTheTypedResult() {
        User me = decoder.decode(new GetMe(), 200, null,
                bytes("{\"ok\":true,\"result\":{\"id\":7,\"is_bot\":true,\"first_name\":\"Bot\",\"new\":1}}"));
        assertThat(me.id()).isEqualTo(7L);
        assertThat(me.firstName()).isEqualTo("Bot");

        List<Update> updates = decoder.decode(GetUpdates.builder().build(), 200, null,
                bytes("{\"result\":[{\"update_id\":3}],\"ok\":true}"));
        assertThat(updates).singleElement().satisfies(u -> assertThat(u.updateId()).isEqualTo(3));

        MessageOrTrue edited = decoder.decode(EditMessageText.builder().text("x").inlineMessageId("i").build(), 200, null,
                bytes("{\"ok\":true,\"result\":true}"));
        assertThat(edited).isEqualTo(MessageOrTrue.TRUE);
    }

    @Test
    void eachErrorCodeHasItsException() {
        record Case(int code, Class<? extends TelegramApiException> type) {
        }
        for (Case c : List.of(new Case(400, BadRequestException.class), new Case(401, UnauthorizedException.class),
                new Case(403, ForbiddenException.class), new Case(404, NotFoundException.class),
                new Case(409, ConflictException.class), new Case(429, TooManyRequestsException.class),
                new Case(500, ServerErrorException.class), new Case(502, ServerErrorException.class))) {
            TelegramApiException e = failure(TelegramApiException.class, c.code(), null,
                    "{\"ok\":false,\"error_code\":" + c.code() + ",\"description\":\"what went wrong\"}");
            assertThat(e).as("code %s", c.code()).isExactlyInstanceOf(c.type());
            assertThat(e.errorCode()).isEqualTo(c.code());
            assertThat(e.description()).isEqualTo("what went wrong");
            assertThat(e.methodName()).isEqualTo("sendMessage");
        }
    }

    @Test
    void parametersAreRead() {
        BadRequestException migrated = failure(BadRequestException.class, 400, null,
                "{\"ok\":false,\"error_code\":400,\"description\":\"Bad Request: group chat was upgraded to a "
                        + "supergroup chat\",\"parameters\":{\"migrate_to_chat_id\":-1001234567890}}");
        assertThat(migrated.migrateToChatId()).isEqualTo(-1001234567890L);

        TooManyRequestsException inBody = failure(TooManyRequestsException.class, 200, null,
                "{\"ok\":false,\"error_code\":429,\"description\":\"Too Many Requests: retry after 3\","
                        + "\"parameters\":{\"retry_after\":3}}");
        assertThat(inBody.retryAfter()).isEqualTo(Duration.ofSeconds(3));
    }

    @Test
    void http429TakesRetryAfterFromTheHeaderWhenTheBodyHasNone() {
        TooManyRequestsException envelope = failure(TooManyRequestsException.class, 429, "7",
                "{\"ok\":false,\"error_code\":429,\"description\":\"Too Many Requests\"}");
        assertThat(envelope.retryAfter()).isEqualTo(Duration.ofSeconds(7));

        TooManyRequestsException bodyWins = failure(TooManyRequestsException.class, 429, "7",
                "{\"ok\":false,\"error_code\":429,\"description\":\"x\",\"parameters\":{\"retry_after\":2}}");
        assertThat(bodyWins.retryAfter()).isEqualTo(Duration.ofSeconds(2));

        TooManyRequestsException proxyPage = failure(TooManyRequestsException.class, 429, " 11 ",
                "<html><body>slow down</body></html>");
        assertThat(proxyPage.retryAfter()).isEqualTo(Duration.ofSeconds(11));
        assertThat(proxyPage.errorCode()).isEqualTo(429);
    }

    @Test
    void anErrorWithoutCodeOrDescriptionUsesTheHttpStatus() {
        ServerErrorException e = failure(ServerErrorException.class, 503, null, "{\"ok\":false}");
        assertThat(e.errorCode()).isEqualTo(503);
        assertThat(e.description()).contains("no description").contains("503");
    }

    @Test
    void whatIsNotTheEnvelopeIsAResponseExceptionWithABoundedExcerpt() {
        String page = "<html><head><title>502 Bad Gateway</title></head><body>" + "x".repeat(5000) + "</body></html>";
        TelegramResponseException html = failure(TelegramResponseException.class, 502, null, page);
        assertThat(html.httpStatus()).isEqualTo(502);
        assertThat(html.bodyExcerpt()).startsWith("<html><head><title>502 Bad Gateway")
                .hasSize(TelegramResponseException.MAX_EXCERPT + 3);
        assertThat(html.methodName()).isEqualTo("sendMessage");

        for (String body : List.of("", "[]", "{\"ok\":true,\"result\":{\"message_id\":1,", "{\"result\":1}",
                "{\"ok\":\"yes\",\"result\":1}", "{\"ok\":true}", "{\"ok\":true,\"result\":null}",
                "{\"ok\":true,\"result\":true} trailing")) {
            TelegramResponseException e = failure(TelegramResponseException.class, 200, null, body);
            assertThat(e).as("body %s", body).isNotNull();
            assertThat(e.httpStatus()).isEqualTo(200);
        }
    }

    @Test
    void aResultOfTheWrongShapeSaysWhatWasExpected() {
        TelegramResponseException e = catchThrowableOfType(TelegramResponseException.class,
                () -> decoder.decode(SEND, 200, null, bytes("{\"ok\":true,\"result\":[1,2]}")));
        assertThat(e.getMessage()).contains("does not decode as").contains(Message.class.getName());
        assertThat(e.getCause()).isNotNull();
    }

    @Test
    void theTokenIsRedactedFromDescriptionsAndExcerpts() {
        TelegramApiException api = failure(TelegramApiException.class, 404, null,
                "{\"ok\":false,\"error_code\":404,\"description\":\"Not Found: /bot" + TOKEN + "/sendMessage\"}");
        assertThat(api.getMessage()).doesNotContain(TOKEN).contains("/bot<token>/sendMessage");

        TelegramResponseException page = failure(TelegramResponseException.class, 500, null,
                "<p>error at https://api.telegram.org/bot" + TOKEN + "/sendMessage</p>");
        assertThat(page.getMessage()).doesNotContain(TOKEN);
        assertThat(page.bodyExcerpt()).doesNotContain(TOKEN).contains("/bot<token>/");
    }

    @Test
    void retryAfterHeaderIsSeconds() {
        assertThat(ResponseDecoder.parseRetryAfter("5")).isEqualTo(Duration.ofSeconds(5));
        assertThat(ResponseDecoder.parseRetryAfter(null)).isNull();
        assertThat(ResponseDecoder.parseRetryAfter("Wed, 21 Oct 2015 07:28:00 GMT")).isNull();
        assertThat(ResponseDecoder.parseRetryAfter("-1")).isNull();
    }

    @Test
    void failureOfAnUntypedCallIsTheApiError() {
        assertThat(decoder.failure("downloadFile", 404, null,
                bytes("{\"ok\":false,\"error_code\":404,\"description\":\"Not Found\"}")))
                .isInstanceOf(NotFoundException.class).hasMessageContaining("downloadFile");
        assertThat(decoder.failure("downloadFile", 500, null, bytes("oops")))
                .isInstanceOf(TelegramResponseException.class);
    }
}
