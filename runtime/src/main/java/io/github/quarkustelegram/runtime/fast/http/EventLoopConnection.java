package io.github.quarkustelegram.runtime.fast.http;

import java.io.IOException;
import java.nio.ByteBuffer;

import org.jspecify.annotations.Nullable;

import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.ByteToMessageDecoder;

/**
 * One keep-alive connection of the {@link EventLoopHttpClient}, as the last handler of its channel: writes a call's
 * request, reads its answer ({@link HttpResponseParser}) and hands it to the call, one call at a time (no
 * pipelining). Everything but {@link #abort} runs on the channel's event loop.
 *
 * <p>
 * The answer's bytes are kept as Netty reads them (merged with {@link ByteToMessageDecoder#MERGE_CUMULATOR} only
 * when an answer spans several reads) and decoded in place. A connection whose answer was not framed for reuse, that
 * sent bytes nobody asked for, or whose call was abandoned is closed, never reused.
 */
final class EventLoopConnection extends ChannelInboundHandlerAdapter {

    private final EventLoopHttpClient client;
    private final HttpResponseParser parser;
    private @Nullable Channel channel;
    private @Nullable EventLoopExchange current;
    private @Nullable ByteBuf received;
    private @Nullable Throwable failure;

    EventLoopConnection(EventLoopHttpClient client, int maxAnswerBytes) {
        this.client = client;
        this.parser = new HttpResponseParser(maxAnswerBytes);
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) {
        channel = ctx.channel();
    }

    Channel channel() {
        return channel;
    }

    boolean isActive() {
        Channel ch = channel;
        return ch != null && ch.isActive();
    }

    /** Sends the exchange's request on this connection, from any thread: on the event loop, at once or next. */
    void begin(EventLoopExchange exchange) {
        Channel ch = channel;
        if (ch.eventLoop().inEventLoop()) {
            beginHere(exchange);
        } else {
            ch.eventLoop().execute(() -> beginHere(exchange));
        }
    }

    private void beginHere(EventLoopExchange exchange) {
        if (!isActive()) {
            client.resend(exchange); // closed while idle: nothing was written, another connection takes the call
            return;
        }
        exchange.assignedTo(this);
        ByteBuf request = exchange.takeRequest();
        if (request == null || exchange.call.isDone()) {
            // abandoned while it waited for this connection: nothing was written, the connection is clean
            if (request != null) {
                request.release();
            }
            client.released(this);
            return;
        }
        current = exchange;
        failure = null;
        parser.reset();
        exchange.call.sent();
        // Netty owns the buffer now: it releases it once written, or when the write fails
        channel.writeAndFlush(request, channel.voidPromise());
    }

    /** The exchange's call ended first: close the connection if the exchange is still on it. Any thread. */
    void abort(EventLoopExchange exchange) {
        Channel ch = channel;
        if (ch.eventLoop().inEventLoop()) {
            if (current == exchange) {
                ch.close();
            }
        } else {
            ch.eventLoop().execute(() -> abort(exchange));
        }
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        ByteBuf in = (ByteBuf) msg;
        if (current == null) {
            in.release();
            failure = new HttpProtocolException("the server sent bytes no request asked for");
            ctx.close();
            return;
        }
        received = received == null ? in : ByteToMessageDecoder.MERGE_CUMULATOR.cumulate(ctx.alloc(), received, in);
        boolean complete;
        try {
            complete = parser.parse(received);
        } catch (HttpProtocolException e) {
            failure = e;
            ctx.close();
            return;
        }
        if (complete) {
            deliver(parser.answerLength() == received.readableBytes());
        }
    }

    /** Hands the complete answer to its call; the connection goes back to the pool first when it may be reused. */
    private void deliver(boolean nothingAfter) {
        EventLoopExchange exchange = current;
        ByteBuf answer = received;
        current = null;
        received = null;
        int status = parser.status();
        String retryAfter = parser.retryAfter();
        ByteBuffer body = answer.nioBuffer(answer.readerIndex() + parser.bodyStart(), parser.bodyLength());
        if (parser.keepAlive() && nothingAfter) {
            client.released(this);
        } else {
            channel.close();
        }
        try {
            exchange.call.answered(status, retryAfter, body);
        } finally {
            answer.release();
        }
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        EventLoopExchange exchange = current;
        if (exchange != null) {
            if (received != null && parser.endOfInput()) {
                deliver(false);
            } else {
                current = null;
                exchange.call.failed(failure != null ? failure
                        : new IOException("the server closed the connection before the answer was complete"));
            }
        }
        if (received != null) {
            received.release();
            received = null;
        }
        ctx.fireChannelInactive();
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        if (failure == null) {
            failure = cause;
        }
        ctx.close();
    }
}
