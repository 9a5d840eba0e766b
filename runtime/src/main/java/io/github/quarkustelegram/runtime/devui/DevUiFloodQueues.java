package io.github.quarkustelegram.runtime.devui;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.transport.CallListener;

/**
 * The calls waiting for flood control now, by chat: for the Dev UI. A {@link CallListener} bean, told of the waits.
 */
public class DevUiFloodQueues implements CallListener {

    /**
     * A chat's queue.
     *
     * @param chat the chat's id or username; {@code (no chat)} for the calls that name none
     * @param waiting how many calls wait for it
     */
    public record Queue(String chat, int waiting) {
    }

    private final Map<String, AtomicInteger> waiting = new ConcurrentHashMap<>();

    @Override
    public @Nullable FloodWait floodWait(TelegramRequest<?> request, @Nullable Object chat) {
        String key = chat == null ? "(no chat)" : chat.toString();
        waiting.computeIfAbsent(key, k -> new AtomicInteger()).incrementAndGet();
        return granted -> waiting.computeIfPresent(key, (k, count) -> count.decrementAndGet() <= 0 ? null : count);
    }

    /** @return the chats with calls waiting, the longest queue first */
    public List<Queue> queues() {
        List<Queue> queues = new ArrayList<>();
        waiting.forEach((chat, count) -> {
            if (count.get() > 0) {
                queues.add(new Queue(chat, count.get()));
            }
        });
        queues.sort(Comparator.comparingInt(Queue::waiting).reversed().thenComparing(Queue::chat));
        return queues;
    }
}
