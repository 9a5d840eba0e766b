package io.github.quarkustelegram.runtime.dispatch;

import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.model.User;
import io.smallrye.mutiny.Uni;

/**
 * This bot's user name, which {@code /command@name} must name for the command to be ours: configured, or asked once
 * with getMe the first time a command names a bot (a failed getMe is asked again next time).
 */
public final class BotIdentity {

    private final Supplier<ReactiveTelegramBot> bot;
    private volatile @Nullable String username;
    private volatile @Nullable Uni<String> asking;

    /**
     * @param configured the configured user name, or null to ask getMe
     * @param bot the bot asking getMe
     */
    public BotIdentity(@Nullable String configured, Supplier<ReactiveTelegramBot> bot) {
        this.username = configured == null ? null : strip(configured);
        this.bot = bot;
    }

    /** @return this bot's user name, without {@code @} */
    public Uni<String> username() {
        String known = username;
        if (known != null) {
            return Uni.createFrom().item(known);
        }
        Uni<String> inFlight = asking;
        if (inFlight == null) {
            synchronized (this) {
                inFlight = asking;
                if (inFlight == null) {
                    inFlight = Uni.createFrom().deferred(() -> bot.get().getMe())
                            .onItem().transform(BotIdentity::nameOf)
                            .onItem().invoke(name -> username = name)
                            .onFailure().invoke(failure -> asking = null)
                            .memoize().indefinitely();
                    asking = inFlight;
                }
            }
        }
        return inFlight;
    }

    private static String nameOf(User me) {
        if (me.username() == null) {
            throw new IllegalStateException("getMe gave a bot without a user name");
        }
        return me.username();
    }

    private static String strip(String name) {
        return name.startsWith("@") ? name.substring(1) : name;
    }
}
