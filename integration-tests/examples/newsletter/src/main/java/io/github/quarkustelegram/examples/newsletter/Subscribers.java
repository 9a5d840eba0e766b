package io.github.quarkustelegram.examples.newsletter;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import io.github.quarkustelegram.broadcasts.RecipientUnreachable;

/**
 * The subscribers, by chat id, with their first names: in memory, to keep the example short. A real bot keeps them in
 * its database (and a broadcast then streams their ids from it, a {@code Multi<Long>}).
 */
@ApplicationScoped
public class Subscribers {

    private final Map<Long, String> names = new ConcurrentHashMap<>();

    /** @return whether the chat was not subscribed yet */
    public boolean add(long chatId, String firstName) {
        return names.put(chatId, firstName) == null;
    }

    /** @return whether the chat was subscribed */
    public boolean remove(long chatId) {
        return names.remove(chatId) != null;
    }

    public List<Long> ids() {
        return List.copyOf(names.keySet());
    }

    public String name(long chatId) {
        return names.getOrDefault(chatId, "reader");
    }

    // tag::unreachable[]
    /** A broadcast could not reach a subscriber for good (they blocked the bot, deleted their account): drop them. */
    void unreachable(@Observes RecipientUnreachable event) {
        remove(event.chatId());
    }
    // end::unreachable[]
}
