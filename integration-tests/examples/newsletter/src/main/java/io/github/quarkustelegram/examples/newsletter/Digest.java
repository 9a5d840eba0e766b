package io.github.quarkustelegram.examples.newsletter;

import java.time.LocalDate;
import java.time.ZoneOffset;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import io.github.quarkustelegram.broadcasts.BroadcastMessage;
import io.github.quarkustelegram.broadcasts.Broadcasts;
import io.github.quarkustelegram.dispatch.Reply;
import io.quarkus.scheduler.Scheduled;
import io.smallrye.mutiny.Uni;

/** The daily digest: Quarkus's scheduler starts it, and it greets each subscriber by name. */
@ApplicationScoped
public class Digest implements BroadcastMessage {

    @Inject
    Subscribers subscribers;

    @Inject
    Broadcasts broadcasts;

    // tag::digest[]
    @Scheduled(cron = "{newsletter.digest-cron}")
    Uni<Void> sendDigest() {
        // once a day, however many instances' schedulers fire
        return broadcasts.once("digest-" + LocalDate.now(ZoneOffset.UTC))
                .start("digest", subscribers.ids(), Digest.class).replaceWithVoid();
    }

    /** Each subscriber's message, made as the broadcast reaches them. */
    @Override
    public Reply.Send message(long chatId) {
        return Reply.text("Good morning, " + subscribers.name(chatId) + "! Here is today's digest.");
    }
    // end::digest[]
}
