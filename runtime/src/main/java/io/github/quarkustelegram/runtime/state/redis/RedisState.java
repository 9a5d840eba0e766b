package io.github.quarkustelegram.runtime.state.redis;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Supplier;

import io.smallrye.mutiny.Uni;
import io.vertx.core.Future;
import io.vertx.redis.client.Redis;
import io.vertx.redis.client.Response;

/**
 * What every part of the shared state on Redis uses: the client, the bot's key prefix, this instance's name, the
 * timings, the scripts' runner that notes outages, and the channel on which other instances tell this one things.
 *
 * @param redis the Quarkus Redis client (its bare Vert.x face), which opens the connections
 * @param link the connection every script call goes on, pipelined
 * @param prefix the bot's key prefix ({@code telegram:<bot id>:} by default)
 * @param instance this instance's name, unique in the fleet (host, process, a random part)
 * @param handledWindow how long a handled update is remembered
 * @param lease how long a claim lasts without renewal
 * @param outage one WARN per outage
 * @param channel the subscription on which other instances tell this one things
 */
public record RedisState(Redis redis, RedisLink link, String prefix, String instance, Duration handledWindow,
        Duration lease, RedisOutage outage, InstanceChannel channel) {

    /** Checks the components. */
    public RedisState {
        Objects.requireNonNull(redis, "redis");
        Objects.requireNonNull(link, "link");
        Objects.requireNonNull(prefix, "prefix");
        Objects.requireNonNull(instance, "instance");
        Objects.requireNonNull(handledWindow, "handledWindow");
        Objects.requireNonNull(lease, "lease");
        Objects.requireNonNull(outage, "outage");
        Objects.requireNonNull(channel, "channel");
    }

    /**
     * @param redis the client
     * @param prefix the key prefix
     * @param handledWindow how long a handled update is remembered
     * @param lease how long a claim lasts without renewal
     * @return the state of a new instance, with its own name and channel (not subscribed yet)
     */
    public static RedisState of(Redis redis, String prefix, Duration handledWindow, Duration lease) {
        String instance = instanceName();
        return new RedisState(redis, new RedisLink(redis), prefix, instance, handledWindow, lease, new RedisOutage(),
                new InstanceChannel(redis, prefix + "turn:" + instance, prefix + "stops"));
    }

    /** @return the key: the prefix, then {@code suffix} */
    public String key(String suffix) {
        return prefix + suffix;
    }

    /** Runs a script on the shared connection, noting whether Redis answered. */
    Future<Response> run(RedisScript script, List<String> keys, List<String> args) {
        return script.run(link, keys, args).onSuccess(ok -> outage.answered());
    }

    /**
     * A Redis call as a lazy {@code Uni}, noting whether Redis answered (one WARN an outage).
     *
     * @param send makes the call, when the {@code Uni} is subscribed to
     * @param outageCost what an outage costs, for the WARN (e.g. "sessions are not read or written")
     * @param <T> the reply's type
     * @return the reply, or Redis's failure
     */
    <T> Uni<T> call(Supplier<Future<T>> send, String outageCost) {
        return Uni.createFrom().emitter(emitter -> send.get().onComplete(reply -> {
            if (reply.succeeded()) {
                outage.answered();
                emitter.complete(reply.result());
            } else {
                outage.failed(reply.cause(), outageCost);
                emitter.fail(reply.cause());
            }
        }));
    }

    /** Closes the shared connection and the channel's. */
    void close() {
        link.close();
        channel.close();
    }

    /** @return the lease in milliseconds, as scripts take it */
    String leaseMillis() {
        return Long.toString(lease.toMillis());
    }

    private static String instanceName() {
        String host = System.getenv().getOrDefault("HOSTNAME", "host");
        return host + "-" + ProcessHandle.current().pid() + "-"
                + Long.toString(ThreadLocalRandom.current().nextLong(36L * 36 * 36 * 36), 36);
    }
}
