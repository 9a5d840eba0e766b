package io.github.quarkustelegram.runtime.state.redis;

import java.time.Clock;
import java.util.HashMap;
import java.util.Map;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.broadcasts.BroadcastStore;
import io.github.quarkustelegram.dispatch.ConversationStore;
import io.github.quarkustelegram.resilience.FloodBudget;
import io.github.quarkustelegram.resilience.FloodControlLimits;
import io.github.quarkustelegram.runtime.config.StateConfig;
import io.github.quarkustelegram.runtime.config.TelegramBuildTimeConfig;
import io.github.quarkustelegram.runtime.config.TelegramConfig;
import io.github.quarkustelegram.runtime.dispatch.albums.SharedAlbums;
import io.github.quarkustelegram.runtime.state.SharedState;
import io.github.quarkustelegram.runtime.state.SharedStateCounts;
import io.github.quarkustelegram.runtime.streaming.StopRelay;
import io.github.quarkustelegram.runtime.timer.TimerWheel;
import io.github.quarkustelegram.sessions.SessionStore;
import io.github.quarkustelegram.state.UpdateLedger;
import io.github.quarkustelegram.updates.PollerLock;
import io.quarkus.redis.client.RedisClientName;
import io.vertx.redis.client.Redis;

/**
 * The shared state on Redis: a bean (a singleton) only when the application has the {@code quarkus-redis-client}
 * extension (the deployment module registers it then, and asks Quarkus for the configured client); no bean-defining
 * annotation, so that it is never discovered without it. Its parts are made when first
 * used, so that an application that keeps its state in memory never connects.
 */
public class RedisSharedState implements SharedState {

    private static final Logger LOG = Logger.getLogger("io.github.quarkustelegram.state");

    private final TelegramConfig config;
    private final TelegramBuildTimeConfig buildConfig;
    private final Instance<Redis> clients;
    /** The default client, as an injection point Quarkus sees (so that it creates that client). */
    private final Instance<DefaultRedisClient> defaultClient;
    private @Nullable RedisState state;
    private @Nullable TimerWheel wheel;
    private @Nullable RedisUpdateLedger ledger;
    /** One budget per set of limits (the bot's client and the poller's have the same). */
    private final Map<FloodControlLimits, RedisFloodBudget> floodBudgets = new HashMap<>();
    private @Nullable RedisConversationStore conversations;
    private @Nullable RedisPollerLock pollerLock;
    private @Nullable RedisAlbums albums;
    private @Nullable RedisStopRelay stopRelay;
    private @Nullable RedisSessionStore sessions;
    private @Nullable RedisBroadcastStore broadcasts;
    private @Nullable RedisPollerLock broadcastSenderLock;
    private boolean closed;

    @Inject
    RedisSharedState(TelegramConfig config, TelegramBuildTimeConfig buildConfig, @Any Instance<Redis> clients,
            Instance<DefaultRedisClient> defaultClient) {
        this.config = config;
        this.defaultClient = defaultClient;
        this.buildConfig = buildConfig;
        this.clients = clients;
    }

    @Override
    public synchronized UpdateLedger ledger() {
        if (ledger == null) {
            ledger = new RedisUpdateLedger(state(), wheel(), config.state().redeliveryWait());
        }
        return ledger;
    }

    @Override
    public synchronized FloodBudget floodBudget(FloodControlLimits limits) {
        return floodBudgets.computeIfAbsent(limits, l -> new RedisFloodBudget(state(), l, wheel(),
                config.state().instanceHeartbeat(), config.state().instanceAliveWindow()));
    }

    @Override
    public synchronized ConversationStore conversations() {
        if (conversations == null) {
            conversations = new RedisConversationStore(state(), Clock.systemUTC());
        }
        return conversations;
    }

    @Override
    public synchronized SessionStore sessions() {
        if (sessions == null) {
            sessions = new RedisSessionStore(state());
        }
        return sessions;
    }

    @Override
    public synchronized PollerLock pollerLock() {
        if (pollerLock == null) {
            pollerLock = new RedisPollerLock(state(), wheel(), config.state().pollerLock());
        }
        return pollerLock;
    }

    @Override
    public synchronized StopRelay stopRelay() {
        if (stopRelay == null) {
            stopRelay = new RedisStopRelay(state());
        }
        return stopRelay;
    }

    @Override
    public synchronized SharedAlbums albums() {
        if (albums == null) {
            albums = new RedisAlbums(state());
        }
        return albums;
    }

    @Override
    public synchronized BroadcastStore broadcasts() {
        if (broadcasts == null) {
            broadcasts = new RedisBroadcastStore(state());
        }
        return broadcasts;
    }

    @Override
    public synchronized PollerLock broadcastSenderLock() {
        if (broadcastSenderLock == null) {
            broadcastSenderLock = new RedisPollerLock(state(), wheel(), config.state().pollerLock(),
                    RedisBroadcastStore.SENDER_LOCK, RedisPollerLock.Words.BROADCAST_SENDER);
        }
        return broadcastSenderLock;
    }

    @Override
    public String instanceName() {
        return state().instance();
    }

    @Override
    public synchronized SharedStateCounts counts() {
        long errors = state == null ? 0 : state.outage().errors();
        return ledger == null ? new SharedStateCounts(errors, 0, 0)
                : new SharedStateCounts(errors, ledger.claimed(), ledger.waitingForTurn());
    }

    /** @return the client, prefix and instance every part shares */
    public synchronized RedisState state() {
        if (state == null) {
            StateConfig settings = config.state();
            String prefix = settings.keyPrefix().orElseGet(() -> "telegram:" + botId() + ":");
            state = RedisState.of(client(), prefix, settings.handledWindow(), settings.lease());
            LOG.infof("Shared state on Redis (client %s, keys %s*), this instance %s",
                    buildConfig.state().redisClient().orElse("<default>"), prefix, state.instance());
        }
        return state;
    }

    /** @return the timer of the parts' ticks */
    synchronized TimerWheel wheel() {
        if (wheel == null) {
            wheel = TimerWheel.open();
        }
        return wheel;
    }

    /**
     * Stops the parts and leaves Redis: called as the application stops ({@code StateBeans}), while the Redis client
     * still works; again, doing nothing, when the bean is destroyed.
     */
    @Override
    @PreDestroy
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (pollerLock != null) {
            pollerLock.close();
        }
        if (broadcastSenderLock != null) {
            broadcastSenderLock.close();
        }
        if (ledger != null) {
            ledger.close();
        }
        // before the state: a budget leaves the set of instances through its client
        floodBudgets.values().forEach(RedisFloodBudget::close);
        if (state != null) {
            state.close();
        }
        if (wheel != null) {
            wheel.close();
        }
    }

    private Redis client() {
        return buildConfig.state().redisClient().map(name -> clients.select(RedisClientName.Literal.of(name)).get())
                .orElseGet(() -> defaultClient.get().redis);
    }

    /** The number before the token's colon: the bot's id, public (never the token). */
    private String botId() {
        String token = config.bot().token().orElse("");
        int colon = token.indexOf(':');
        return colon > 0 ? token.substring(0, colon) : "bot";
    }
}
