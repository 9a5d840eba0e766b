package io.github.quarkustelegram.it.updates;

import java.time.Duration;

import jakarta.enterprise.inject.Alternative;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.updates.UpdateSink;
import io.quarkus.runtime.Quarkus;
import io.smallrye.mutiny.Uni;

/**
 * The restart test's sink: it answers each update with a message {@code run<N> handled <update_id>}, so that what
 * was handled, and by which run, is recorded by the Bot API stand-in, outside the application that stops. The run
 * number comes from the system property {@value #RUN_PROPERTY}.
 *
 * <ul>
 * <li>{@code stop}: in run 1, stops the application while this update is being handled, which takes
 * {@link #SLOW} (longer than the polling test's drain, so the update is not confirmed; shorter than the webhook
 * test's, so it is answered); in later runs, handled as any other.</li>
 * <li>{@code last}: handled, then the application stops.</li>
 * </ul>
 * An alternative, enabled only by the restart test's profile.
 */
@Alternative
@Singleton
public class ReplyingSink implements UpdateSink {

    /** The system property holding the number of the run. */
    public static final String RUN_PROPERTY = "quarkus-telegram.it.restart.run";

    /** How long the handling of {@code stop} takes. */
    static final Duration SLOW = Duration.ofSeconds(3);

    @Inject
    ReactiveTelegramBot bot;

    @Override
    public Uni<Void> accept(Update update) {
        Message message = update.message();
        String text = message == null ? "" : String.valueOf(message.text());
        String run = System.getProperty(RUN_PROPERTY, "?");
        Uni<Void> reply = Uni.createFrom().deferred(() -> bot.sendMessage(SendMessage.builder(
                ChatId.of(message == null ? 1 : message.chat().id()),
                "run" + run + " handled " + update.updateId()).build()).replaceWithVoid());
        if (text.equals("stop") && run.equals("1")) {
            Quarkus.asyncExit();
            return Uni.createFrom().voidItem().onItem().delayIt().by(SLOW).chain(() -> reply);
        }
        if (text.equals("last")) {
            return reply.invoke(() -> Quarkus.asyncExit());
        }
        return reply;
    }
}
