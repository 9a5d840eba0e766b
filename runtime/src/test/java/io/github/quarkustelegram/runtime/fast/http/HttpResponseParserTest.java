package io.github.quarkustelegram.runtime.fast.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;

/**
 * {@link HttpResponseParser}: framing as RFC 9112 says, whatever the bytes' arrival in pieces, and a clear refusal of
 * what is not HTTP/1.x or exceeds a bound.
 */
class HttpResponseParserTest {

    private static final String OK = "{\"ok\":true,\"result\":true}";

    @Test
    void aContentLengthAnswer() throws Exception {
        Parsed answer = parseWhole("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 25\r\n\r\n"
                + OK);

        assertThat(answer.status).isEqualTo(200);
        assertThat(answer.body).isEqualTo(OK);
        assertThat(answer.keepAlive).isTrue();
        assertThat(answer.retryAfter).isNull();
    }

    @Test
    void headerNamesIgnoreCaseAndValuesAreTrimmed() throws Exception {
        Parsed answer = parseWhole("HTTP/1.1 429 Too Many Requests\r\nconTENT-length:   25 \r\nRETRY-AFTER: \t11\r\n"
                + "CONNECTION:  Close\r\n\r\n" + OK);

        assertThat(answer.status).isEqualTo(429);
        assertThat(answer.retryAfter).isEqualTo("11");
        assertThat(answer.body).isEqualTo(OK);
        assertThat(answer.keepAlive).as("Connection: close").isFalse();
    }

    @Test
    void aChunkedAnswerIsDechunkedInPlace() throws Exception {
        Parsed answer = parseWhole("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "5\r\n{\"ok\"\r\n" + "14;name=value\r\n:true,\"result\":true}\r\n" + "0\r\nX-Trailer: yes\r\n\r\n");

        assertThat(answer.body).isEqualTo(OK);
        assertThat(answer.keepAlive).isTrue();
    }

    @Test
    void aLargeChunkedAnswerIsDechunkedWhole() throws Exception {
        StringBuilder wire = new StringBuilder("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n");
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < 300; i++) {
            String chunk = ("chunk " + i + " ").repeat(i % 7 + 1);
            wire.append(Integer.toHexString(chunk.length())).append("\r\n").append(chunk).append("\r\n");
            expected.append(chunk);
        }
        wire.append("0\r\n\r\n");

        assertThat(parseWhole(wire.toString()).body).isEqualTo(expected.toString());
        assertThat(parseInPieces(wire.toString(), 7).body).isEqualTo(expected.toString());
    }

    @ParameterizedTest
    @ValueSource(ints = { 1, 2, 3, 5, 13, 64 })
    void bytesArrivingInPiecesGiveTheSameAnswer(int piece) throws Exception {
        String wire = "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nRetry-After: 3\r\nTransfer-Encoding: gzip, chunked"
                + "\r\n\r\n3\r\nabc\r\n10\r\n0123456789abcdef\r\n0\r\n\r\n";

        Parsed whole = parseWhole(wire);
        Parsed pieces = parseInPieces(wire, piece);

        assertThat(pieces).usingRecursiveComparison().isEqualTo(whole);
        assertThat(whole.status).isEqualTo(200);
    }

    @Test
    void interimAnswersAreSkipped() throws Exception {
        Parsed answer = parseWhole("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\n"
                + "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nhi");

        assertThat(answer.status).isEqualTo(200);
        assertThat(answer.body).isEqualTo("hi");
    }

    @Test
    void noContentHasNoBodyAndKeepsTheConnection() throws Exception {
        Parsed answer = parseWhole("HTTP/1.1 204 No Content\r\n\r\n");

        assertThat(answer.body).isEmpty();
        assertThat(answer.keepAlive).isTrue();
    }

    @Test
    void anUnframedBodyRunsUntilTheServerCloses() throws Exception {
        HttpResponseParser parser = new HttpResponseParser(1024);
        ByteBuf in = Unpooled.buffer();
        in.writeCharSequence("HTTP/1.1 502 Bad Gateway\r\nContent-Type: text/html\r\n\r\n<html>", StandardCharsets.US_ASCII);
        assertThat(parser.parse(in)).isFalse();
        in.writeCharSequence("bad gateway</html>", StandardCharsets.US_ASCII);
        assertThat(parser.parse(in)).isFalse();

        assertThat(parser.endOfInput()).isTrue();

        assertThat(body(in, parser)).isEqualTo("<html>bad gateway</html>");
        assertThat(parser.keepAlive()).as("only the close ended it").isFalse();
    }

    @Test
    void http10ClosesUnlessKeepAliveIsAsked() throws Exception {
        assertThat(parseWhole("HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nhi").keepAlive).isFalse();
        assertThat(parseWhole("HTTP/1.0 200 OK\r\nConnection: keep-alive\r\nContent-Length: 2\r\n\r\nhi").keepAlive)
                .isTrue();
    }

    @Test
    void bareLineFeedsAreAccepted() throws Exception {
        Parsed answer = parseWhole("HTTP/1.1 200 OK\nContent-Length: 2\n\nhi");

        assertThat(answer.body).isEqualTo("hi");
    }

    @Test
    void theAnswerLengthShowsBytesAfterTheAnswer() throws Exception {
        HttpResponseParser parser = new HttpResponseParser(1024);
        ByteBuf in = Unpooled.copiedBuffer("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nhiEXTRA", StandardCharsets.US_ASCII);

        assertThat(parser.parse(in)).isTrue();

        assertThat(parser.answerLength()).isEqualTo(in.readableBytes() - "EXTRA".length());
    }

    @Test
    void positionsAreFromTheReaderIndex() throws Exception {
        HttpResponseParser parser = new HttpResponseParser(1024);
        ByteBuf in = Unpooled.copiedBuffer("JUNKHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nhi", StandardCharsets.US_ASCII);
        in.readerIndex(4);

        assertThat(parser.parse(in)).isTrue();

        assertThat(body(in, parser)).isEqualTo("hi");
    }

    @Test
    void theParserIsReusedAfterReset() throws Exception {
        HttpResponseParser parser = new HttpResponseParser(1024);
        ByteBuf first = Unpooled.copiedBuffer("HTTP/1.1 404 Not Found\r\nRetry-After: 5\r\nContent-Length: 1\r\n\r\nx",
                StandardCharsets.US_ASCII);
        assertThat(parser.parse(first)).isTrue();

        parser.reset();
        ByteBuf second = Unpooled.copiedBuffer("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok", StandardCharsets.US_ASCII);
        assertThat(parser.parse(second)).isTrue();

        assertThat(parser.status()).isEqualTo(200);
        assertThat(parser.retryAfter()).isNull();
        assertThat(body(second, parser)).isEqualTo("ok");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "SSH-2.0-OpenSSH\r\n\r\n",
            "HTTP/2 200\r\n\r\n",
            "HTTP/1.1 2x0 OK\r\n\r\n",
            "HTTP/1.1 200OK\r\n\r\n",
            "HTTP/1.1 099 Low\r\n\r\n",
            "HTTP/1.1 101 Switching Protocols\r\n\r\n",
            "HTTP/1.1 200 OK\r\nContent-Length: 12a\r\n\r\n",
            "HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n",
            "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n",
            "HTTP/1.1 200 OK\r\n: no name\r\n\r\n",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n",
    })
    void whatIsNotHttpIsRefusedClearly(String wire) {
        HttpResponseParser parser = new HttpResponseParser(1024);

        assertThatThrownBy(() -> parser.parse(Unpooled.copiedBuffer(wire, StandardCharsets.US_ASCII)))
                .isInstanceOf(HttpProtocolException.class)
                .hasMessageFindingMatch("answer|server")
                .hasMessageNotContaining("\r");
    }

    @Test
    void aBodyOverTheMaximumIsRefusedFromItsLength() {
        HttpResponseParser parser = new HttpResponseParser(100);
        ByteBuf in = Unpooled.copiedBuffer("HTTP/1.1 200 OK\r\nContent-Length: 101\r\n\r\n", StandardCharsets.US_ASCII);

        assertThatThrownBy(() -> parser.parse(in)).isInstanceOf(HttpProtocolException.class)
                .hasMessageContaining("larger than the 100 bytes accepted");
    }

    @Test
    void aChunkedBodyOverTheMaximumIsRefusedAsSoonAsItsSizeSaysSo() {
        HttpResponseParser parser = new HttpResponseParser(100);
        ByteBuf in = Unpooled.copiedBuffer("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n50\r\n" + "x".repeat(80)
                + "\r\n20\r\n", StandardCharsets.US_ASCII);

        assertThatThrownBy(() -> parser.parse(in)).isInstanceOf(HttpProtocolException.class)
                .hasMessageContaining("larger than the 100 bytes accepted");
    }

    @Test
    void anUnframedBodyOverTheMaximumIsRefusedAsItGrows() throws Exception {
        HttpResponseParser parser = new HttpResponseParser(100);
        ByteBuf in = Unpooled.copiedBuffer("HTTP/1.1 200 OK\r\n\r\n" + "x".repeat(100), StandardCharsets.US_ASCII);
        assertThat(parser.parse(in)).isFalse();

        in.writeByte('x');

        assertThatThrownBy(() -> parser.parse(in)).isInstanceOf(HttpProtocolException.class);
    }

    @Test
    void aHeadOverTheMaximumIsRefusedBeforeItEnds() {
        HttpResponseParser parser = new HttpResponseParser(100);
        ByteBuf in = Unpooled.copiedBuffer("HTTP/1.1 200 OK\r\nX: " + "y".repeat(HttpResponseParser.MAX_HEAD_BYTES),
                StandardCharsets.US_ASCII);

        assertThatThrownBy(() -> parser.parse(in)).isInstanceOf(HttpProtocolException.class)
                .hasMessageContaining("head is longer than");
    }

    @Test
    void aConnectionClosedMidAnswerDoesNotCompleteIt() throws Exception {
        HttpResponseParser parser = new HttpResponseParser(1024);
        ByteBuf in = Unpooled.copiedBuffer("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc", StandardCharsets.US_ASCII);
        assertThat(parser.parse(in)).isFalse();

        assertThat(parser.endOfInput()).isFalse();
        assertThat(parser.started()).isTrue();
    }

    /** What a parse gives, compared field by field. */
    record Parsed(int status, String retryAfter, boolean keepAlive, String body, int answerLength) {
    }

    private static Parsed parseWhole(String wire) throws HttpProtocolException {
        return parseInPieces(wire, wire.length());
    }

    private static Parsed parseInPieces(String wire, int piece) throws HttpProtocolException {
        byte[] bytes = wire.getBytes(StandardCharsets.ISO_8859_1);
        HttpResponseParser parser = new HttpResponseParser(1 << 20);
        ByteBuf in = Unpooled.buffer(bytes.length);
        boolean complete = false;
        for (int at = 0; at < bytes.length && !complete; at += piece) {
            in.writeBytes(bytes, at, Math.min(piece, bytes.length - at));
            complete = parser.parse(in);
        }
        assertThat(complete).as("complete after the last byte").isTrue();
        assertThat(parser.answerLength()).isEqualTo(bytes.length);
        return new Parsed(parser.status(), parser.retryAfter(), parser.keepAlive(), body(in, parser),
                parser.answerLength());
    }

    private static String body(ByteBuf in, HttpResponseParser parser) {
        return in.toString(in.readerIndex() + parser.bodyStart(), parser.bodyLength(), StandardCharsets.ISO_8859_1);
    }
}
