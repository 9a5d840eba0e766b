package io.github.quarkustelegram.runtime.text;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

import io.github.quarkustelegram.model.MessageEntity;

/** Walks a text and its nested entities as a tree: open, text, close, in order. */
final class EntityWalk {

    /** What a renderer does at each step. */
    interface Visitor {

        void open(MessageEntity entity);

        void text(int start, int end);

        void close(MessageEntity entity);
    }

    private EntityWalk() {
    }

    /** @param sorted entities as {@link Entities#checked} returns them */
    static void walk(String text, List<MessageEntity> sorted, Visitor visitor) {
        Deque<MessageEntity> open = new ArrayDeque<>();
        int next = 0;
        int pos = 0;
        while (true) {
            while (!open.isEmpty() && Entities.end(open.peek()) == pos) {
                visitor.close(open.pop());
            }
            while (next < sorted.size() && sorted.get(next).offset() == pos) {
                MessageEntity entity = sorted.get(next++);
                visitor.open(entity);
                open.push(entity);
            }
            if (pos == text.length()) {
                return;
            }
            int stop = text.length();
            if (next < sorted.size()) {
                stop = Math.min(stop, sorted.get(next).offset());
            }
            if (!open.isEmpty()) {
                stop = Math.min(stop, Entities.end(open.peek()));
            }
            visitor.text(pos, stop);
            pos = stop;
        }
    }
}
