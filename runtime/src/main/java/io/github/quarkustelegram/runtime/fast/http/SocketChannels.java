package io.github.quarkustelegram.runtime.fast.http;

import io.netty.channel.Channel;
import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.nio.NioEventLoop;
import io.netty.channel.socket.nio.NioSocketChannel;

/**
 * The socket channel type that registers with an event loop group: NIO's for NIO loops (Vert.x's default), the
 * native transport's for native loops (Vert.x with {@code preferNativeTransport}, whose jar is then on the class
 * path). Netty has no public mapping from a group to its channel type, hence the names.
 */
final class SocketChannels {

    private SocketChannels() {
    }

    static Class<? extends Channel> forGroup(EventLoopGroup group) {
        EventLoop loop = group.next();
        if (loop instanceof NioEventLoop) {
            return NioSocketChannel.class;
        }
        String name = loop.getClass().getName();
        String channel = name.startsWith("io.netty.channel.epoll.") ? "io.netty.channel.epoll.EpollSocketChannel"
                : name.startsWith("io.netty.channel.kqueue.") ? "io.netty.channel.kqueue.KQueueSocketChannel"
                        : name.startsWith("io.netty.incubator.channel.uring.")
                                ? "io.netty.incubator.channel.uring.IOUringSocketChannel"
                                : null;
        if (channel == null) {
            throw new IllegalArgumentException("Unknown kind of event loop: " + name);
        }
        try {
            return Class.forName(channel, true, loop.getClass().getClassLoader()).asSubclass(Channel.class);
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException("The socket channel of " + name + " is not on the class path", e);
        }
    }
}
