package io.github.quarkustelegram.examples.assistant;

import java.time.Duration;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.config.inject.ConfigProperty;

import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.ChatMessageDeserializer;
import dev.langchain4j.data.message.ChatMessageSerializer;
import dev.langchain4j.store.memory.chat.ChatMemoryStore;
import io.github.quarkustelegram.sessions.SessionStore;
import io.github.quarkustelegram.sessions.StoredSession;

/**
 * Each chat's conversation with the model, kept where the bot keeps its sessions: in memory by default, on Redis with
 * {@code quarkus.telegram.state.store=redis}, so that whichever instance of a fleet handles the chat's next message
 * answers with what was said before. quarkus-langchain4j uses the application's {@code ChatMemoryStore} bean for
 * every AI service's memory, and calls it on a worker thread (it moves a streamed call off the event loop), so this
 * store may wait for its answers.
 */
// tag::memory[]
@ApplicationScoped
public class SessionChatMemoryStore implements ChatMemoryStore {

    private static final Duration WAIT = Duration.ofSeconds(10);

    private final SessionStore sessions;
    private final Duration ttl;

    SessionChatMemoryStore(SessionStore sessions,
            @ConfigProperty(name = "quarkus.telegram.sessions.ttl", defaultValue = "P30D") Duration ttl) {
        this.sessions = sessions;
        this.ttl = ttl;
    }

    @Override
    public List<ChatMessage> getMessages(Object chatId) {
        StoredSession stored = sessions.load(key(chatId)).await().atMost(WAIT);
        return stored == null ? List.of() : ChatMessageDeserializer.messagesFromJson(stored.json());
    }

    @Override
    public void updateMessages(Object chatId, List<ChatMessage> messages) {
        // The chat's messages are handled one at a time, so no other writer races this one; the loop covers a value
        // that expired (or was reset) between the load and the write.
        String json = ChatMessageSerializer.messagesToJson(messages);
        for (int attempt = 0; attempt < 3; attempt++) {
            StoredSession stored = sessions.load(key(chatId)).await().atMost(WAIT);
            long version = stored == null ? 0 : stored.version();
            if (sessions.compareAndSet(key(chatId), version, json, ttl).await().atMost(WAIT)) {
                return;
            }
        }
        throw new IllegalStateException("The memory of chat " + chatId + " was written by another three times over");
    }

    @Override
    public void deleteMessages(Object chatId) {
        sessions.delete(key(chatId)).await().atMost(WAIT);
    }

    private static String key(Object chatId) {
        return "assistant-memory:c" + chatId;
    }
}
// end::memory[]
