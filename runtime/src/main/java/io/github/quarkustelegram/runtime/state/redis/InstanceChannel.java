package io.github.quarkustelegram.runtime.state.redis;

import java.util.Objects;
import java.util.function.Consumer;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.vertx.redis.client.Command;
import io.vertx.redis.client.Redis;
import io.vertx.redis.client.RedisConnection;
import io.vertx.redis.client.Request;
import io.vertx.redis.client.Response;

/**
 * This instance's channel: a connection of its own, subscribed to {@code <prefix>turn:<instance>}, on which the other
 * instances say when a chat's turn comes to one of this instance's updates, and to a channel every instance hears
 * ({@code <prefix>stops}: a user's stop of a streamed answer, for whichever instance streams it). Lost with Redis, it
 * is opened again by {@link #ensureOpen()} (the ledger's renewal tick calls it); meanwhile that tick finds the turns by
 * asking (a stop relayed meanwhile is lost: its stream runs to its end).
 */
public final class InstanceChannel {

    private static final Logger LOG = Logger.getLogger("io.github.quarkustelegram.state");

    private final Redis redis;
    private final String name;
    private final String everyone;
    private volatile Consumer<String> listener = message -> {
    };
    private volatile Consumer<String> everyoneListener = message -> {
    };
    private @Nullable RedisConnection connection;
    private boolean opening;
    private boolean closed;

    /**
     * @param name this instance's channel
     * @param everyone the channel every instance hears
     */
    InstanceChannel(Redis redis, String name, String everyone) {
        this.redis = redis;
        this.name = name;
        this.everyone = everyone;
    }

    /** @return the channel's name */
    public String name() {
        return name;
    }

    /** @param listener told each message of this instance's channel, on a Vert.x event loop */
    void listen(Consumer<String> listener) {
        this.listener = Objects.requireNonNull(listener, "listener");
    }

    /** @return the name of the channel every instance hears */
    String everyone() {
        return everyone;
    }

    /** @param listener told each message of the channel every instance hears, on a Vert.x event loop */
    void listenToEveryone(Consumer<String> listener) {
        this.everyoneListener = Objects.requireNonNull(listener, "listener");
    }

    /** Opens and subscribes, unless open or being opened. */
    synchronized void ensureOpen() {
        if (connection != null || opening || closed) {
            return;
        }
        opening = true;
        redis.connect().compose(opened -> {
            opened.handler(this::received);
            opened.exceptionHandler(failure -> lost(opened));
            opened.endHandler(ended -> lost(opened));
            return opened.send(Request.cmd(Command.SUBSCRIBE).arg(name).arg(everyone)).map(subscribed -> opened);
        }).onComplete(result -> {
            synchronized (this) {
                opening = false;
                if (result.succeeded()) {
                    if (closed) {
                        result.result().close();
                    } else {
                        connection = result.result();
                    }
                }
            }
            if (result.failed()) {
                LOG.debugf("Could not subscribe to %s: %s", name, result.cause());
            }
        });
    }

    /** @return whether the connection is open and subscribed */
    synchronized boolean isOpen() {
        return connection != null;
    }

    /** Closes the connection for good. */
    synchronized void close() {
        closed = true;
        if (connection != null) {
            connection.close();
            connection = null;
        }
    }

    private synchronized void lost(RedisConnection which) {
        if (connection == which) {
            connection = null;
        }
    }

    private void received(Response message) {
        // a published message is ["message", channel, payload] (a push in RESP3, an array in RESP2)
        if (message.size() == 3 && "message".equals(message.get(0).toString())) {
            (everyone.equals(message.get(1).toString()) ? everyoneListener : listener).accept(message.get(2).toString());
        }
    }
}
