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
    void aResultThatFailsToDecodeNamesTheMethodThePathTheValueAndTheType() {
        // an emulator that writes dates in milliseconds: the value does not fit Message.date (an int)
        TelegramResponseException e = catchThrowableOfType(TelegramResponseException.class,
                () -> decoder.decode(SEND, 200, null, bytes("{\"ok\":true,\"result\":{\"message_id\":2,"
                        + "\"date\":1715000001000,\"chat\":{\"id\":42,\"type\":\"private\"},\"text\":\"hi\"}}")));

        assertThat(e.methodName()).isEqualTo("sendMessage");
        assertThat(e.getMessage()).contains("result.date").contains("1715000001000").contains("int")
                .doesNotContain("content after");
    }

    @Test
    void aResultFailingDeepInsideStillReportsItsOwnCause() {
        TelegramResponseException e = catchThrowableOfType(TelegramResponseException.class,
                () -> decoder.decode(SEND, 200, null, bytes("{\"ok\":true,\"result\":{\"message_id\":2,\"date\":1,"
                        + "\"chat\":{\"id\":\"not a number\",\"type\":\"private\",\"x\":{\"y\":[1,{\"z\":2}]}},"
                        + "\"text\":\"hi\"},\"description\":\"after\"}")));

        assertThat(e.getMessage()).contains("result.chat.id").contains("not a number").contains("long")
                .doesNotContain("content after");
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

    /** The body in a direct buffer, between a position and a limit that are not its ends, as a transport hands it. */
    private static java.nio.ByteBuffer direct(String body) {
        byte[] content = bytes(body);
        java.nio.ByteBuffer buffer = java.nio.ByteBuffer.allocateDirect(content.length + 10);
        buffer.put(bytes("junk!")).put(content).put(bytes("junk!"));
        buffer.position(5).limit(5 + content.length);
        return buffer;
    }

    @Test
    void aBufferDecodesInPlaceLikeBytes() {
        java.nio.ByteBuffer body = direct("{\"ok\":true,\"result\":{\"message_id\":5,\"date\":1,"
                + "\"chat\":{\"id\":42,\"type\":\"private\"},\"text\":\"hi 👋\"}}");

        Message message = decoder.decode(SEND, 200, null, body);

        assertThat(message.text()).isEqualTo("hi 👋");
        assertThat(body.position()).as("the buffer's position and limit are left as they were").isEqualTo(5);
        assertThat(body.remaining()).isEqualTo(body.limit() - 5);
    }

    @Test
    void aBufferFailsLikeBytesWithTheTokenRedactedAndTheExcerptBounded() {
        String page = "<html>" + "x".repeat(5000) + " /bot" + TOKEN + "/sendMessage</html>";
        TelegramResponseException fromBuffer = catchThrowableOfType(TelegramResponseException.class,
                () -> decoder.decode(SEND, 502, null, direct(page)));
        TelegramResponseException fromBytes = catchThrowableOfType(TelegramResponseException.class,
                () -> decoder.decode(SEND, 502, null, bytes(page)));
        assertThat(fromBuffer.getMessage()).isEqualTo(fromBytes.getMessage()).doesNotContain(TOKEN);
        assertThat(fromBuffer.bodyExcerpt()).isEqualTo(fromBytes.bodyExcerpt())
                .hasSizeLessThanOrEqualTo(TelegramResponseException.MAX_EXCERPT + 3);

        TooManyRequestsException flood = catchThrowableOfType(TooManyRequestsException.class,
                () -> decoder.decode(SEND, 429, "4", direct("{\"ok\":false,\"error_code\":429,"
                        + "\"description\":\"Too Many Requests: /bot" + TOKEN + "\"}")));
        assertThat(flood.retryAfter()).isEqualTo(Duration.ofSeconds(4));
        assertThat(flood.getMessage()).doesNotContain(TOKEN);
    }

    @Test
    void theTrueAnswerIsRecognisedByteForByte() {
        assertThat(ResponseDecoder.isTrueAnswer(direct("{\"ok\":true,\"result\":true}"))).isTrue();
        assertThat(ResponseDecoder.isTrueAnswer(java.nio.ByteBuffer.wrap(bytes("{\"ok\":true,\"result\":true}"))))
                .isTrue();
        for (String other : List.of("{\"ok\":true,\"result\":false}", "{\"ok\":true, \"result\":true}",
                "{\"result\":true,\"ok\":true}", "{\"ok\":true,\"result\":true}\n", "{\"ok\":false,\"result\":true}",
                "{\"ok\":true,\"result\":tru}", "")) {
            assertThat(ResponseDecoder.isTrueAnswer(direct(other))).as(other).isFalse();
        }
    }

    @Test
    void theTrueAnswerDecodesAsTheResultTypeSays() {
        java.nio.ByteBuffer yes = direct("{\"ok\":true,\"result\":true}");
        Boolean done = decoder.decode(io.github.quarkustelegram.method.DeleteWebhook.builder().build(), 200, null, yes);
        assertThat(done).isTrue();
        // not every method answering true has a Boolean result: Message-or-true keeps its own type
        MessageOrTrue edited = decoder.decode(EditMessageText.builder().text("x").inlineMessageId("i").build(), 200,
                null, direct("{\"ok\":true,\"result\":true}"));
        assertThat(edited).isEqualTo(MessageOrTrue.TRUE);
        // a method whose result is an object does not take it: the answer does not decode as a Message
        assertThat(catchThrowableOfType(TelegramResponseException.class,
                () -> decoder.decode(SEND, 200, null, direct("{\"ok\":true,\"result\":true}"))))
                .hasMessageContaining("does not decode");
    }
}
