package io.github.quarkustelegram.runtime.dispatch.conversations;

import java.time.Duration;

import io.github.quarkustelegram.dispatch.Conversation;
import io.github.quarkustelegram.dispatch.Conversational;

/**
 * A conversation a class declares with {@code @Conversational}, as the build read and checked it.
 *
 * @param name its name
 * @param key whose conversation an update belongs to
 * @param ttlMillis its time to live, in milliseconds
 */
public record ConversationDefinition(String name, Conversational.Key key, long ttlMillis) {

    /** @return the conversation, its steps being the annotated handlers that name it */
    public Conversation conversation() {
        return Conversation.named(name).key(key.key()).ttl(Duration.ofMillis(ttlMillis)).build();
    }
}
