package io.github.quarkustelegram.perf.harness;

import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.util.concurrent.DefaultThreadFactory;

/**
 * A stand-in Bot API server on 127.0.0.1 for the call benchmarks: HTTP/1.1 with keep-alive on a random port,
 * answering every request, whatever its method and path, with one canned answer ({@code 200},
 * {@code Content-Type: application/json}, {@code Content-Length}). It runs on one Netty NIO event-loop thread of
 * its own, reads each request head, honours {@code Content-Length} and chunked bodies, answers pipelined requests
 * in order, and logs nothing. Every client in every call benchmark, ours and the peers', talks to this same
 * server, so its cost is the same share of every figure.
 *
 * <p>
 * It can keep the first few requests ({@link #captured()}) for a benchmark's setup check.
 *
 * <pre>{@code
 * try (LoopbackBotApi server = LoopbackBotApi.start(1)) {
 *     // point a client at server.baseUrl(), call sendMessage once, then check server.captured()
 * }
 * }</pre>
 */
public final class LoopbackBotApi implements AutoCloseable {

    /** The bot token every benchmark uses; the path of a call is {@code /bot<TOKEN>/<method>}. */
    public static final String TOKEN = "123456:benchmark-token";

    private final EventLoopGroup group;
    private final Channel server;
    private final ByteBuf answer;
    private final ByteBuf continueAnswer;
    private final RequestCapture capture;

    private LoopbackBotApi(byte[] answerBody, int captureLimit) {
        this.answer = directCopy(answerHead(answerBody.length), answerBody);
        this.continueAnswer = directCopy("HTTP/1.1 100 Continue\r\n\r\n".getBytes(StandardCharsets.US_ASCII),
                new byte[0]);
        this.capture = new RequestCapture(captureLimit);
        this.group = new NioEventLoopGroup(1, new DefaultThreadFactory("loopback-bot-api", true));
        try {
            this.server = new ServerBootstrap()
                    .group(group)
                    .channel(NioServerSocketChannel.class)
                    .childOption(ChannelOption.TCP_NODELAY, true)
                    .childHandler(new ChannelInitializer<SocketChannel>() {
                        @Override
                        protected void initChannel(SocketChannel channel) {
                            channel.pipeline().addLast(new BotApiConnectionHandler(answer, continueAnswer, capture));
                        }
                    })
                    .bind(new InetSocketAddress("127.0.0.1", 0))
                    .syncUninterruptibly()
                    .channel();
        } catch (RuntimeException e) {
            group.shutdownGracefully(0, 1, TimeUnit.SECONDS);
            throw e;
        }
    }

    /** @return a server answering {@code fixtures/sendMessage-response.json}, capturing nothing */
    public static LoopbackBotApi start() {
        return start(0);
    }

    /**
     * @param captureLimit how many of the first requests to keep for {@link #captured()}
     * @return a server answering {@code fixtures/sendMessage-response.json}
     */
    public static LoopbackBotApi start(int captureLimit) {
        return start(Fixtures.bytes(Fixtures.SEND_MESSAGE_RESPONSE), captureLimit);
    }

    /**
     * @param answerBody the JSON every request is answered with
     * @param captureLimit how many of the first requests to keep for {@link #captured()}
     * @return the server, listening
     */
    public static LoopbackBotApi start(byte[] answerBody, int captureLimit) {
        return new LoopbackBotApi(answerBody, captureLimit);
    }

    /** @return the port it listens on, on 127.0.0.1 */
    public int port() {
        return ((InetSocketAddress) server.localAddress()).getPort();
    }

    /** @return {@code http://127.0.0.1:<port>} */
    public String baseUrl() {
        return "http://127.0.0.1:" + port();
    }

    /** @return the requests kept so far, oldest first (at most the capture limit) */
    public List<CapturedRequest> captured() {
        return capture.captured();
    }

    /** Stops listening, closes every connection and the event loop. */
    @Override
    public void close() {
        try {
            server.close().syncUninterruptibly();
            group.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
        } finally {
            answer.release();
            continueAnswer.release();
        }
    }

    private static byte[] answerHead(int bodyLength) {
        return ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + bodyLength + "\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII);
    }

    /** A pooled direct buffer, so that the duplicate written per answer is recycled, not allocated. */
    private static ByteBuf directCopy(byte[] head, byte[] body) {
        ByteBuf buf = PooledByteBufAllocator.DEFAULT.directBuffer(head.length + body.length);
        return buf.writeBytes(head).writeBytes(body);
    }
}
