package io.github.quarkustelegram.runtime.dispatch.albums;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.Update;
import io.smallrye.mutiny.subscription.Cancellable;
import io.smallrye.mutiny.subscription.UniSubscriber;

/**
 * The parts of one album ({@code media_group_id} in a chat) being collected, then handled as one. Each part's
 * receiver waits on its subscriber until the album's handling ends; the album then answers them all alike. Parts are
 * added under the album's lock until it {@linkplain #close() closes} (its window passed, or it is full).
 */
public final class Album {

    /** One part: its update, its message, and the receiver waiting for the outcome. */
    public record Part(Update update, Message message, UniSubscriber<? super Void> receiver) {
    }

    private final AlbumKey key;
    private final List<Part> parts = new ArrayList<>(4);
    private boolean closed;
    private @Nullable Cancellable window;
    /** The parts in message order, one per message, once closed. */
    private @Nullable List<Part> ordered;
    private @Nullable List<Message> messages;

    public Album(AlbumKey key) {
        this.key = key;
    }

    public AlbumKey key() {
        return key;
    }

    /**
     * @param part a part just received
     * @param nextWindow the window's timer from now, armed when the part was taken
     * @return how many parts the album has now; 0 when it closed already (a late part starts another album)
     */
    synchronized int add(Part part, Supplier<Cancellable> nextWindow) {
        if (closed) {
            return 0;
        }
        parts.add(part);
        if (window != null) {
            window.cancel();
        }
        window = nextWindow.get();
        return parts.size();
    }

    /** @return true the first time: no part is added after, and the album is to be handled */
    synchronized boolean close() {
        if (closed) {
            return false;
        }
        closed = true;
        if (window != null) {
            window.cancel();
            window = null;
        }
        // message order; a message delivered twice under two update ids (it happens when Telegram resends) once
        List<Part> sorted = new ArrayList<>(parts);
        sorted.sort(Comparator.comparingInt(p -> p.message().messageId()));
        List<Part> unique = new ArrayList<>(sorted.size());
        List<Message> inOrder = new ArrayList<>(sorted.size());
        for (Part p : sorted) {
            if (unique.isEmpty() || unique.get(unique.size() - 1).message().messageId() != p.message().messageId()) {
                unique.add(p);
                inOrder.add(p.message());
            }
        }
        ordered = List.copyOf(unique);
        messages = List.copyOf(inOrder);
        return true;
    }

    /** @return the parts in message order, one per message (after {@link #close()}) */
    public synchronized List<Part> ordered() {
        return ordered == null ? List.of() : ordered;
    }

    /** @return every part received, duplicates included: each has a receiver waiting */
    public synchronized List<Part> received() {
        return List.copyOf(parts);
    }

    /** @return the messages in message order (after {@link #close()}) */
    public List<Message> messages() {
        List<Message> m = messages;
        return m == null ? List.of() : m;
    }

    @Override
    public String toString() {
        return "album " + key.mediaGroupId() + " in chat " + key.chatId();
    }
}
