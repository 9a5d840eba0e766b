package io.github.quarkustelegram.runtime.fast.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;

/** {@link HttpRequestHead}: the head lands right before the body, the buffer then holds exactly the request. */
class HttpRequestHeadTest {

    private final HttpRequestHead head = new HttpRequestHead("127.0.0.1:8081", "/bot123:ABC/");

    @ParameterizedTest
    @ValueSource(ints = { 0, 1, 9, 10, 99, 100, 12345 })
    void theHeadIsWrittenRightBeforeTheBody(int bodyLength) {
        String body = "x".repeat(bodyLength);
        int room = head.room("sendMessage");
        ByteBuf buffer = Unpooled.buffer();
        buffer.writerIndex(room);
        buffer.writeCharSequence(body, StandardCharsets.US_ASCII);

        head.writeBefore(buffer, room, "sendMessage");

        assertThat(buffer.toString(StandardCharsets.US_ASCII)).isEqualTo("POST /bot123:ABC/sendMessage HTTP/1.1\r\n"
                + "Host: 127.0.0.1:8081\r\nUser-Agent: quarkus-telegram\r\nAccept: application/json\r\n"
                + "Content-Type: application/json\r\nContent-Length: " + bodyLength + "\r\n\r\n" + body);
    }

    @Test
    void tooLittleRoomIsRefusedWithoutWriting() {
        ByteBuf buffer = Unpooled.buffer();
        buffer.writerIndex(10);
        buffer.writeCharSequence("{}", StandardCharsets.US_ASCII);

        assertThatThrownBy(() -> head.writeBefore(buffer, 10, "getMe")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("No room");
        assertThat(buffer.readerIndex()).isZero();
    }

    @ParameterizedTest
    @ValueSource(strings = { "", "send Message", "send/../x", "getMe?x=1", "métode", "a\r\nb" })
    void aMethodNameThatCannotBeInAPathIsRefused(String method) {
        assertThatThrownBy(() -> head.room(method)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theTokenIsNotShown() {
        assertThat(head.toString()).doesNotContain("123:ABC");
    }
}
