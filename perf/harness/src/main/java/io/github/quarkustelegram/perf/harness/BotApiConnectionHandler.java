package io.github.quarkustelegram.perf.harness;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.ByteToMessageDecoder;
import io.netty.handler.codec.CorruptedFrameException;

/**
 * One connection of {@link LoopbackBotApi}: reads HTTP/1.1 requests off the stream (a head, then a body of
 * {@code Content-Length} bytes or chunked) and answers each, in order, with the canned answer. Pipelined requests
 * are answered in the order they came, and the answers of one read go out in one flush. The body is skipped, not
 * copied, and no object is made per request unless the request is captured: the server is the cost every
 * benchmark shares, so it should be small and the same for all.
 */
final class BotApiConnectionHandler extends ByteToMessageDecoder {

    private static final int MAX_LINE = 8 * 1024;
    private static final int MAX_HEAD = 64 * 1024;

    private enum State {
        HEAD,
        BODY,
        CHUNK_SIZE,
        CHUNK_DATA,
        CHUNK_END,
        TRAILERS,
        CLOSING
    }

    private final ByteBuf answer;
    private final ByteBuf continueAnswer;
    private final RequestCapture capture;

    private State state = State.HEAD;
    private long remaining;
    private boolean closeAfterAnswer;
    private RequestCapture.Recording recording;

    BotApiConnectionHandler(ByteBuf answer, ByteBuf continueAnswer, RequestCapture capture) {
        this.answer = answer;
        this.continueAnswer = continueAnswer;
        this.capture = capture;
    }

    @Override
    protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
        while (in.isReadable()) {
            switch (state) {
                case HEAD -> {
                    if (!readHead(ctx, in)) {
                        return;
                    }
                }
                case BODY, CHUNK_DATA -> {
                    int n = (int) Math.min(remaining, in.readableBytes());
                    consumeBody(in, n);
                    remaining -= n;
                    if (remaining > 0) {
                        return;
                    }
                    if (state == State.BODY) {
                        answer(ctx);
                    } else {
                        state = State.CHUNK_END;
                    }
                }
                case CHUNK_SIZE -> {
                    int lf = lineEnd(in);
                    if (lf < 0) {
                        return;
                    }
                    long size = HttpBytes.chunkSize(in, in.readerIndex(), lf);
                    in.readerIndex(lf + 1);
                    if (size == 0) {
                        state = State.TRAILERS;
                    } else {
                        remaining = size;
                        state = State.CHUNK_DATA;
                    }
                }
                case CHUNK_END -> {
                    int lf = lineEnd(in);
                    if (lf < 0) {
                        return;
                    }
                    if (HttpBytes.lineLength(in, in.readerIndex(), lf) != 0) {
                        throw new CorruptedFrameException("chunk data longer than its size");
                    }
                    in.readerIndex(lf + 1);
                    state = State.CHUNK_SIZE;
                }
                case TRAILERS -> {
                    int lf = lineEnd(in);
                    if (lf < 0) {
                        return;
                    }
                    boolean last = HttpBytes.lineLength(in, in.readerIndex(), lf) == 0;
                    in.readerIndex(lf + 1);
                    if (last) {
                        answer(ctx);
                    }
                }
                case CLOSING -> in.skipBytes(in.readableBytes());
            }
        }
    }

    @Override
    public void channelReadComplete(ChannelHandlerContext ctx) throws Exception {
        ctx.flush();
        super.channelReadComplete(ctx);
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        // A malformed request or a client gone: close, quietly (no logging on the measured path).
        ctx.close();
    }

    /** @return whether a whole head was read; when not, nothing is consumed and the next read starts over */
    private boolean readHead(ChannelHandlerContext ctx, ByteBuf in) {
        int start = in.readerIndex();
        int end = in.writerIndex();
        int lf = in.indexOf(start, end, (byte) '\n');
        while (lf >= 0 && HttpBytes.lineLength(in, start, lf) == 0) { // empty lines before a request are allowed
            start = lf + 1;
            lf = in.indexOf(start, end, (byte) '\n');
        }
        if (lf < 0) {
            tooLong(in, start, MAX_LINE);
            return false;
        }
        int requestLine = start;
        int requestLineLength = HttpBytes.lineLength(in, start, lf);
        long contentLength = 0;
        boolean chunked = false;
        boolean close = false;
        boolean keepAlive = false;
        boolean expectContinue = false;
        int lineStart = lf + 1;
        int headEnd = -1;
        while (true) {
            lf = in.indexOf(lineStart, end, (byte) '\n');
            if (lf < 0) {
                tooLong(in, start, MAX_HEAD);
                return false;
            }
            int length = HttpBytes.lineLength(in, lineStart, lf);
            if (length == 0) {
                headEnd = lf + 1;
                break;
            }
            int colon = in.indexOf(lineStart, lineStart + length, (byte) ':');
            if (colon < 0) {
                throw new CorruptedFrameException("a header line without ':'");
            }
            int nameLength = colon - lineStart;
            if (HttpBytes.is(in, lineStart, nameLength, "content-length")) {
                contentLength = HttpBytes.contentLength(in, colon + 1, lineStart + length);
            } else if (HttpBytes.is(in, lineStart, nameLength, "transfer-encoding")) {
                chunked = HttpBytes.contains(in, colon + 1, lineStart + length, "chunked");
            } else if (HttpBytes.is(in, lineStart, nameLength, "connection")) {
                close = HttpBytes.contains(in, colon + 1, lineStart + length, "close");
                keepAlive = HttpBytes.contains(in, colon + 1, lineStart + length, "keep-alive");
            } else if (HttpBytes.is(in, lineStart, nameLength, "expect")) {
                expectContinue = HttpBytes.contains(in, colon + 1, lineStart + length, "100-continue");
            }
            lineStart = lf + 1;
        }
        boolean http10 = HttpBytes.endsWith(in, requestLine, requestLineLength, "HTTP/1.0");
        closeAfterAnswer = close || (http10 && !keepAlive);
        startRecording(in, requestLine, headEnd);
        in.readerIndex(headEnd);
        if (chunked) {
            state = State.CHUNK_SIZE;
        } else if (contentLength > 0) {
            remaining = contentLength;
            state = State.BODY;
        } else {
            answer(ctx);
            return true;
        }
        if (expectContinue) {
            ctx.write(continueAnswer.retainedDuplicate(), ctx.voidPromise());
        }
        return true;
    }

    /** Starts a capture of this request when the capture wants one; only then are strings made. */
    private void startRecording(ByteBuf in, int requestLine, int headEnd) {
        recording = capture.start();
        if (recording == null) {
            return;
        }
        String head = in.toString(requestLine, headEnd - requestLine, StandardCharsets.ISO_8859_1);
        String[] lines = head.split("\r?\n");
        String[] request = lines[0].split(" ");
        if (request.length < 2) {
            throw new CorruptedFrameException("a request line without method and target");
        }
        recording.requestLine(request[0], request[1]);
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            if (colon > 0) {
                recording.header(lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT),
                        lines[i].substring(colon + 1).trim());
            }
        }
    }

    private void consumeBody(ByteBuf in, int n) {
        if (recording == null) {
            in.skipBytes(n);
            return;
        }
        byte[] bytes = new byte[n];
        in.readBytes(bytes);
        recording.body(bytes);
    }

    private void answer(ChannelHandlerContext ctx) {
        if (recording != null) {
            recording.finish();
            recording = null;
        }
        if (closeAfterAnswer) {
            state = State.CLOSING;
            ctx.writeAndFlush(answer.retainedDuplicate()).addListener(ChannelFutureListener.CLOSE);
        } else {
            state = State.HEAD;
            ctx.write(answer.retainedDuplicate(), ctx.voidPromise());
        }
    }

    private static int lineEnd(ByteBuf in) {
        int lf = in.indexOf(in.readerIndex(), in.writerIndex(), (byte) '\n');
        if (lf < 0) {
            tooLong(in, in.readerIndex(), MAX_LINE);
        }
        return lf;
    }

    private static void tooLong(ByteBuf in, int start, int max) {
        if (in.writerIndex() - start > max) {
            throw new CorruptedFrameException("a request head or line longer than " + max + " bytes");
        }
    }
}
