package io.github.quarkustelegram.runtime.text;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.Set;

import io.github.quarkustelegram.model.MessageEntity;
import io.github.quarkustelegram.model.MessageEntityType;

/**
 * Entity lists as Telegram reads them: in text order, outer before inner, each one inside the text, two entities
 * sharing characters only when one holds the other.
 */
public final class Entities {

    /** The kinds that may hold, or sit in, any other kind but code and pre. */
    public static final Set<MessageEntityType> SPLITTABLE = Set.of(MessageEntityType.BOLD, MessageEntityType.ITALIC,
            MessageEntityType.UNDERLINE, MessageEntityType.STRIKETHROUGH, MessageEntityType.SPOILER);

    /** By offset, the longer (outer) first; on the same range a quote holds a link, which holds bold, which holds code. */
    public static final Comparator<MessageEntity> ORDER = Comparator.comparingInt(MessageEntity::offset)
            .thenComparing(Comparator.comparingInt(MessageEntity::length).reversed())
            .thenComparingInt(Entities::rank);

    private Entities() {
    }

    /** @return the offset just past the entity */
    public static int end(MessageEntity entity) {
        return entity.offset() + entity.length();
    }

    public static boolean isQuote(MessageEntity entity) {
        return entity.type().equals(MessageEntityType.BLOCKQUOTE)
                || entity.type().equals(MessageEntityType.EXPANDABLE_BLOCKQUOTE);
    }

    /**
     * @return the entities in {@link #ORDER} (a stable sort: entities on the same range keep their order), without
     *         those inside an entity of the same kind and fields (they add nothing)
     * @throws IllegalArgumentException for an empty entity, one outside the text or cutting a surrogate pair, or two
     *         that overlap without one holding the other
     */
    public static List<MessageEntity> checked(String text, List<MessageEntity> entities) {
        List<MessageEntity> sorted = new ArrayList<>(entities);
        sorted.sort(ORDER);
        Deque<MessageEntity> open = new ArrayDeque<>();
        List<MessageEntity> kept = new ArrayList<>(sorted.size());
        for (MessageEntity entity : sorted) {
            if (entity.offset() < 0 || entity.length() <= 0 || end(entity) > text.length()) {
                throw new IllegalArgumentException(describe(entity) + " is outside the text (length " + text.length()
                        + "; offsets and lengths count UTF-16 code units, an entity is never empty)");
            }
            if (cutsPair(text, entity.offset()) || cutsPair(text, end(entity))) {
                throw new IllegalArgumentException(describe(entity) + " cuts a surrogate pair in two");
            }
            while (!open.isEmpty() && end(open.peek()) <= entity.offset()) {
                open.pop();
            }
            if (!open.isEmpty() && end(open.peek()) < end(entity)) {
                throw new IllegalArgumentException(describe(open.peek()) + " and " + describe(entity)
                        + " overlap without one holding the other, which Telegram refuses");
            }
            if (open.stream().noneMatch(outer -> sameKind(outer, entity))) {
                open.push(entity);
                kept.add(entity);
            }
        }
        return List.copyOf(kept);
    }

    /** Bold inside bold adds nothing, and MarkdownV2 could not even say it ({@code **a**} is two empty bolds). */
    private static boolean sameKind(MessageEntity a, MessageEntity b) {
        return a.toBuilder().offset(0).length(0).build().equals(b.toBuilder().offset(0).length(0).build());
    }

    /** @return the entities' parts inside {@code [start, end)}, moved to count from {@code start} */
    public static List<MessageEntity> slice(List<MessageEntity> entities, int start, int end) {
        List<MessageEntity> sliced = new ArrayList<>();
        for (MessageEntity entity : entities) {
            int from = Math.max(entity.offset(), start);
            int to = Math.min(end(entity), end);
            if (from < to) {
                sliced.add(entity.toBuilder().offset(from - start).length(to - from).build());
            }
        }
        return sliced;
    }

    /** @return the entities moved right by {@code delta} */
    public static List<MessageEntity> shift(List<MessageEntity> entities, int delta) {
        List<MessageEntity> shifted = new ArrayList<>(entities.size());
        for (MessageEntity entity : entities) {
            shifted.add(delta == 0 ? entity : entity.toBuilder().offset(entity.offset() + delta).build());
        }
        return shifted;
    }

    /** @return e.g. {@code bold [3, 7)} */
    public static String describe(MessageEntity entity) {
        return entity.type().value() + " [" + entity.offset() + ", " + end(entity) + ")";
    }

    static boolean cutsPair(String text, int index) {
        return index > 0 && index < text.length() && Character.isHighSurrogate(text.charAt(index - 1))
                && Character.isLowSurrogate(text.charAt(index));
    }

    private static int rank(MessageEntity entity) {
        if (isQuote(entity)) {
            return 0;
        }
        if (SPLITTABLE.contains(entity.type())) {
            return 2;
        }
        if (entity.type().equals(MessageEntityType.CODE) || entity.type().equals(MessageEntityType.PRE)) {
            return 3;
        }
        return 1;
    }
}
