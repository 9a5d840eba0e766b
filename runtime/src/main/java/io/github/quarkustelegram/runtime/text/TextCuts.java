package io.github.quarkustelegram.runtime.text;

import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import io.github.quarkustelegram.model.MessageEntity;
import io.github.quarkustelegram.model.MessageEntityType;

/**
 * Where to cut a text into parts of at most {@code limit} UTF-16 code units. Each cut is the last one in the part's
 * window that is, in this order of preference: after a paragraph break ({@code "\n\n"}), after a line break, after a
 * space (any other white space), between two user-perceived characters, between two code points. The first three are
 * taken only if they leave the part at least half full, then anywhere. White space at a cut stays at the end of the
 * earlier part, so the parts put together are the text. No cut falls inside a surrogate pair, nor inside a custom emoji
 * or a date-time entity unless such an entity is longer than the limit.
 */
public final class TextCuts {

    private TextCuts() {
    }

    /**
     * @return the parts' bounds: {@code 0}, each cut, then {@code text.length()}
     * @throws IllegalArgumentException when {@code limit < 2} (a surrogate pair needs two units)
     */
    public static int[] cuts(String text, List<MessageEntity> entities, int limit) {
        if (limit < 2) {
            throw new IllegalArgumentException("limit must be at least 2 UTF-16 code units, not " + limit);
        }
        List<Integer> bounds = new ArrayList<>();
        bounds.add(0);
        BreakIterator graphemes = BreakIterator.getCharacterInstance(Locale.ROOT);
        graphemes.setText(text);
        int pos = 0;
        while (text.length() - pos > limit) {
            pos = cut(text, entities, pos, pos + limit, graphemes);
            bounds.add(pos);
        }
        bounds.add(text.length());
        return bounds.stream().mapToInt(Integer::intValue).toArray();
    }

    private static int cut(String text, List<MessageEntity> entities, int start, int max, BreakIterator graphemes) {
        for (int least : new int[] { start + (max - start) / 2, start + 1 }) {
            int found = last(text, entities, least, max, Boundary.PARAGRAPH);
            if (found < 0) {
                found = last(text, entities, least, max, Boundary.LINE);
            }
            if (found < 0) {
                found = last(text, entities, least, max, Boundary.SPACE);
            }
            if (found > 0) {
                return found;
            }
        }
        for (int c = graphemes.preceding(max + 1); c > start; c = graphemes.previous()) {
            if (!insideAtom(entities, c)) {
                return c;
            }
        }
        return Entities.cutsPair(text, max) ? max - 1 : max;
    }

    private enum Boundary {
        PARAGRAPH,
        LINE,
        SPACE
    }

    private static int last(String text, List<MessageEntity> entities, int least, int max, Boundary boundary) {
        for (int c = max; c >= least && c > 0; c--) {
            char before = text.charAt(c - 1);
            boolean matches = switch (boundary) {
                case PARAGRAPH -> before == '\n' && c >= 2 && text.charAt(c - 2) == '\n';
                case LINE -> before == '\n';
                case SPACE -> Character.isWhitespace(before);
            };
            if (matches && !Entities.cutsPair(text, c) && !insideAtom(entities, c)) {
                return c;
            }
        }
        return -1;
    }

    /** A custom emoji stands for one emoji, a date-time for one date: neither can be continued in the next part. */
    private static boolean insideAtom(List<MessageEntity> entities, int cut) {
        for (MessageEntity e : entities) {
            if (e.offset() < cut && cut < Entities.end(e) && (e.type().equals(MessageEntityType.CUSTOM_EMOJI)
                    || e.type().equals(MessageEntityType.DATE_TIME))) {
                return true;
            }
        }
        return false;
    }
}
