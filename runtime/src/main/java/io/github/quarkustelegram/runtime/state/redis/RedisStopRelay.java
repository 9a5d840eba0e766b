package io.github.quarkustelegram.runtime.state.redis;

import org.jboss.logging.Logger;

import io.github.quarkustelegram.runtime.streaming.StopRelay;
import io.vertx.redis.client.Command;
import io.vertx.redis.client.Request;

/**
 * Stops carried between the instances on Redis: published on the channel every instance hears
 * ({@code <prefix>stops}, "chat:draft"), heard on each instance's own subscription ({@link InstanceChannel}).
 */
final class RedisStopRelay implements StopRelay {

    private static final Logger LOG = Logger.getLogger("io.github.quarkustelegram.state");

    private final RedisState state;

    RedisStopRelay(RedisState state) {
        this.state = state;
    }

    @Override
    public void relay(long chatId, long draftId) {
        state.channel().ensureOpen();
        state.call(() -> state.redis().send(Request.cmd(Command.PUBLISH).arg(state.channel().everyone())
                .arg(chatId + ":" + draftId)), "a user's stop does not reach the instance streaming the answer")
                .subscribe().with(heard -> LOG.debugf("Stop of draft %d in chat %d relayed to %s instance(s)", draftId,
                        chatId, heard), failure -> {
                            // the outage is logged once by the state; the stream runs to its end
                        });
    }

    @Override
    public void onRelayed(Stop stops) {
        state.channel().listenToEveryone(message -> {
            int colon = message.indexOf(':');
            try {
                stops.stopped(Long.parseLong(message.substring(0, colon)), Long.parseLong(message.substring(colon + 1)));
            } catch (RuntimeException e) { // not ours: another version's message, or a hand-made one
                LOG.debugf("Ignored a message on %s: %s", state.channel().everyone(), message);
            }
        });
        state.channel().ensureOpen();
    }
}
