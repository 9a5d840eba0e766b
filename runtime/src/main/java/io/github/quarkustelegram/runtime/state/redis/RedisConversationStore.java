package io.github.quarkustelegram.runtime.state.redis;

import java.time.Clock;
import java.util.List;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.ConversationState;
import io.github.quarkustelegram.dispatch.ConversationStore;
import io.smallrye.mutiny.Uni;
import io.vertx.redis.client.Command;
import io.vertx.redis.client.Request;
import io.vertx.redis.client.Response;

/**
 * The {@link ConversationStore} the instances of a bot share, on Redis, with the in-memory store's contract: a
 * conversation continues on whichever instance receives its next step.
 *
 * <ul>
 * <li>One key a conversation and key, {@code <prefix>conv:<conversation>:<key>}, holding the state as our own JSON
 * ({@link ConversationJson}).</li>
 * <li>Compare-and-set on whole states, atomic: one Lua script ({@code conversation-cas.lua}) compares the stored text
 * with the expected state's and writes the next one (or deletes the key) in the same step; one round trip.</li>
 * <li>Expiry by Redis itself: the key is written with {@code PXAT} the state's {@code expiresAt}, so an abandoned
 * conversation leaves nothing behind. A state this instance's clock finds expired before Redis does (clocks differ a
 * little) is dropped when read, as the in-memory store does.</li>
 * <li>A value that cannot be read back (written by something else) fails the step with an
 * {@link IllegalStateException} naming the key.</li>
 * </ul>
 *
 * <p>
 * Redis unreachable: {@link #load} and {@link #compareAndSet} fail (one WARN per outage). A load that fails fails the
 * routing: the update is not handled, and is delivered again (a webhook answers 500, a poller tries it again). A
 * compare-and-set that fails fails the step, after it ran: the {@code HandlerErrorHook} decides (the default logs it at
 * ERROR and counts the update as handled; a hook that fails asks for a redelivery), and its messages may have been sent
 * without its transition being kept. With the Redis ledger, updates are usually refused before either, while Redis
 * cannot be reached at all.
 *
 * <p>
 * The {@code Uni}s complete on a Vert.x event loop (the Redis client's): a conversation step must not block it, as
 * for any {@code Uni} handler. Thread-safe.
 */
public final class RedisConversationStore implements ConversationStore {

    private static final RedisScript COMPARE_AND_SET = RedisScript.load("conversation-cas");
    private static final String OUTAGE = "updates that a conversation may take are not handled (delivered again)";

    private final RedisState state;
    private final Clock clock;

    /**
     * @param state the client, the key prefix, the outage
     * @param clock the clock deciding which state read is expired
     */
    public RedisConversationStore(RedisState state, Clock clock) {
        this.state = Objects.requireNonNull(state, "state");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    @Override
    public Uni<@Nullable ConversationState> load(String conversation, String key) {
        String redisKey = key(conversation, key);
        return state.<@Nullable Response> call(() -> state.link().send(Request.cmd(Command.GET).arg(redisKey)), OUTAGE)
                .onItem().transformToUni(text -> {
                    if (text == null) {
                        return Uni.createFrom().nullItem();
                    }
                    ConversationState stored = ConversationJson.read(redisKey, text.toString());
                    if (!stored.expiredAt(clock.instant())) {
                        return Uni.createFrom().item(stored);
                    }
                    // expired here before Redis dropped it: dropped now, unless it changed meanwhile
                    return compareAndSet(conversation, key, stored, null).replaceWith((ConversationState) null);
                });
    }

    @Override
    public Uni<Boolean> compareAndSet(String conversation, String key, @Nullable ConversationState expected,
            @Nullable ConversationState next) {
        String redisKey = key(conversation, key);
        List<String> args = List.of(expected == null ? "" : ConversationJson.write(expected),
                next == null ? "" : ConversationJson.write(next),
                next == null ? "0" : Long.toString(Math.max(1, next.expiresAt().toEpochMilli())));
        return state.call(() -> state.run(COMPARE_AND_SET, List.of(redisKey), args), OUTAGE)
                .onItem().transform(reply -> reply != null && reply.toInteger() == 1);
    }

    /** @return the Redis key of a conversation's state */
    String key(String conversation, String key) {
        return state.key("conv:" + conversation + ":" + key);
    }

}
