package io.github.quarkustelegram.perf.webhook;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import io.github.quarkustelegram.runtime.fast.http.HttpProtocolException;
import io.github.quarkustelegram.runtime.fast.http.HttpResponseParser;
import io.netty.bootstrap.Bootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.netty.handler.codec.ByteToMessageDecoder;

/**
 * Telegram delivering updates to a webhook, as fast as the server answers: {@code connections} keep-alive connections
 * (Telegram uses up to 100), each sending its next update as soon as the last one was answered. Every update has its
 * own {@code update_id}, and each connection its own chat, so that neither a deduplication nor a chat's ordering makes
 * the work easier than real traffic. Runs on one event loop of its own; counts the 200 answers and fails on any other.
 */
final class WebhookLoad implements AutoCloseable {

    /** The update sent, with a 10-digit update_id and a 6-digit chat id patched in for each request. */
    private static final String UPDATE = "{\"update_id\":1000000000,\"message\":{\"message_id\":7,"
            + "\"date\":1715000000,\"chat\":{\"id\":100000,\"type\":\"private\",\"first_name\":\"Alice\"},"
            + "\"from\":{\"id\":100000,\"is_bot\":false,\"first_name\":\"Alice\",\"language_code\":\"en\"},"
            + "\"text\":\"good morning\"}}";

    private final EventLoopGroup group = new NioEventLoopGroup(1);
    private final List<Connection> connections = new ArrayList<>();
    private final byte[] template;
    private final int idAt;
    private final int chatAt;
    private final int senderAt;
    private final AtomicLong nextId = new AtomicLong(1_000_000_000L);
    private volatile CountDownLatch batch;
    private final AtomicInteger toSend = new AtomicInteger();
    private final AtomicInteger failures = new AtomicInteger();
    private volatile String lastFailure;

    WebhookLoad(int port, String path, String secret, int connections) throws InterruptedException {
        String head = "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port
                + "\r\nContent-Type: application/json\r\nX-Telegram-Bot-Api-Secret-Token: " + secret
                + "\r\nContent-Length: " + UPDATE.length() + "\r\n\r\n";
        String request = head + UPDATE;
        this.template = request.getBytes(StandardCharsets.US_ASCII);
        this.idAt = request.indexOf("1000000000");
        this.chatAt = request.indexOf("100000,\"type\"");
        this.senderAt = request.indexOf("100000,\"is_bot\"");
        Bootstrap bootstrap = new Bootstrap().group(group).channel(NioSocketChannel.class)
                .option(ChannelOption.TCP_NODELAY, true)
                .handler(new ChannelInitializer<Channel>() {
                    @Override
                    protected void initChannel(Channel channel) {
                        channel.pipeline().addLast(new Connection(connectionsSoFar()));
                    }
                });
        for (int i = 0; i < connections; i++) {
            Channel channel = bootstrap.connect("127.0.0.1", port).sync().channel();
            this.connections.add(channel.pipeline().get(Connection.class));
        }
    }

    private int connectionsSoFar() {
        return connections.size();
    }

    /**
     * Delivers {@code updates} updates over all connections and waits until each was answered.
     *
     * @return how many were answered with something else than 200 (or not at all) so far
     */
    int deliver(int updates) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(updates);
        batch = done;
        toSend.set(updates);
        for (Connection connection : connections) {
            connection.sendNext();
        }
        if (!done.await(60, TimeUnit.SECONDS)) {
            throw new IllegalStateException("updates unanswered after 60 s: " + done.getCount());
        }
        return failures.get();
    }

    int failures() {
        return failures.get();
    }

    String lastFailure() {
        return lastFailure;
    }

    @Override
    public void close() {
        group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
    }

    /** One connection: sends an update, reads its answer, sends the next while the batch lasts. */
    private final class Connection extends ChannelInboundHandlerAdapter {

        private final int chat;
        private final HttpResponseParser parser = new HttpResponseParser(1 << 16);
        private ChannelHandlerContext ctx;
        private ByteBuf received;

        Connection(int index) {
            this.chat = 100_000 + index;
        }

        @Override
        public void handlerAdded(ChannelHandlerContext context) {
            this.ctx = context;
        }

        void sendNext() {
            if (toSend.getAndDecrement() <= 0) {
                return;
            }
            ByteBuf request = ctx.alloc().directBuffer(template.length);
            request.writeBytes(template);
            patch(request, idAt, nextId.getAndIncrement(), 10);
            patch(request, chatAt, chat, 6);
            patch(request, senderAt, chat, 6);
            parser.reset();
            ctx.writeAndFlush(request, ctx.voidPromise());
        }

        private void patch(ByteBuf request, int at, long value, int digits) {
            long rest = value;
            for (int i = digits - 1; i >= 0; i--, rest /= 10) {
                request.setByte(at + i, (byte) ('0' + rest % 10));
            }
        }

        @Override
        public void channelRead(ChannelHandlerContext context, Object msg) {
            ByteBuf in = (ByteBuf) msg;
            received = received == null ? in
                    : ByteToMessageDecoder.MERGE_CUMULATOR.cumulate(context.alloc(), received, in);
            boolean complete;
            try {
                complete = parser.parse(received);
            } catch (HttpProtocolException e) {
                failed("not HTTP: " + e.getMessage());
                context.close();
                return;
            }
            if (!complete) {
                return;
            }
            if (parser.status() != 200) {
                failed("HTTP " + parser.status() + ": " + received.toString(StandardCharsets.UTF_8));
            }
            received.release();
            received = null;
            CountDownLatch done = batch;
            sendNext();
            done.countDown();
        }

        @Override
        public void channelInactive(ChannelHandlerContext context) {
            if (received != null) {
                received.release();
                received = null;
            }
        }

        private void failed(String why) {
            failures.incrementAndGet();
            lastFailure = why;
        }
    }
}
