package io.github.quarkustelegram.fleet;

import java.time.Duration;
import java.util.List;
import java.util.stream.LongStream;

import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;

import org.jboss.logging.Logger;

import io.github.quarkustelegram.broadcasts.Broadcasts;
import io.github.quarkustelegram.broadcasts.RecipientUnreachable;
import io.github.quarkustelegram.broadcasts.ScheduledMessages;
import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.ChatId;
import io.smallrye.mutiny.Uni;

/**
 * The fleet's broadcasts: {@code /broadcast <first> <count>} sends "news" to the chats {@code first} to
 * {@code first + count - 1}, {@code /remind <millis>} schedules a reminder; every recipient reported unreachable is
 * logged ({@code broadcast-unreachable <chat>}), so that the tests count the reports of every instance, killed ones
 * included.
 */
public class FleetBroadcasts {

    private static final Logger LOG = Logger.getLogger(FleetBroadcasts.class);

    @Inject
    Broadcasts broadcasts;

    @Inject
    ScheduledMessages scheduled;

    @OnCommand("broadcast")
    Uni<String> broadcast(CommandArguments args) {
        List<String> words = args.words();
        long first = Long.parseLong(words.get(0));
        List<Long> chats = LongStream.range(first, first + Long.parseLong(words.get(1))).boxed().toList();
        return broadcasts.start("fleet", chats, Reply.text("news")).map(b -> "started " + b.id());
    }

    @OnCommand("remind")
    Uni<String> remind(Chat chat, CommandArguments args) {
        Duration in = Duration.ofMillis(Long.parseLong(args.words().get(0)));
        return scheduled.in(in, SendMessage.builder(ChatId.of(chat.id()), "reminder").build())
                .map(id -> "scheduled " + id);
    }

    void unreachable(@Observes RecipientUnreachable event) {
        LOG.infof("broadcast-unreachable %d", event.chatId());
    }
}
