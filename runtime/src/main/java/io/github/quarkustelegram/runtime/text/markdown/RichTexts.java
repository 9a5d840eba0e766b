package io.github.quarkustelegram.runtime.text.markdown;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.model.RichText;
import io.github.quarkustelegram.model.RichTextBold;
import io.github.quarkustelegram.model.RichTextCode;
import io.github.quarkustelegram.model.RichTextItalic;
import io.github.quarkustelegram.model.RichTextStrikethrough;
import io.github.quarkustelegram.model.RichTextUrl;

/**
 * Reading and cutting the rich texts {@link RichTextWriter} makes: plain strings, arrays, bold, italic,
 * strikethrough, code and links. Any other variant is read as no text and never cut (it moves whole to one side).
 */
final class RichTexts {

    /** A text cut in two: what comes before the cut and what comes after, either possibly empty. */
    record Cut(RichText head, RichText tail) {
    }

    private static final RichText EMPTY = RichText.of("");

    private RichTexts() {
    }

    static boolean isEmpty(RichText text) {
        return plain(text).isEmpty();
    }

    /** @return the text the reader sees */
    static String plain(RichText text) {
        StringBuilder out = new StringBuilder();
        plain(text, out);
        return out.toString();
    }

    private static void plain(RichText text, StringBuilder out) {
        if (text instanceof RichText.Plain plain) {
            out.append(plain.text());
        } else if (text instanceof RichText.Concatenation all) {
            all.parts().forEach(part -> plain(part, out));
        } else {
            RichText inner = inner(text);
            if (inner != null) {
                plain(inner, out);
            }
        }
    }

    /**
     * @param at a UTF-16 index into {@link #plain(RichText)}
     * @return the text before and after {@code at}, each formatting kept on both sides of the cut
     */
    static Cut cut(RichText text, int at) {
        if (text instanceof RichText.Plain plain) {
            return new Cut(RichText.of(plain.text().substring(0, at)), RichText.of(plain.text().substring(at)));
        }
        if (text instanceof RichText.Concatenation all) {
            List<RichText> head = new ArrayList<>();
            List<RichText> tail = new ArrayList<>();
            int start = 0;
            for (RichText part : all.parts()) {
                int length = plain(part).length();
                if (start + length <= at) {
                    head.add(part);
                } else if (start >= at) {
                    tail.add(part);
                } else {
                    Cut inside = cut(part, at - start);
                    head.add(inside.head());
                    tail.add(inside.tail());
                }
                start += length;
            }
            return new Cut(join(head), join(tail));
        }
        RichText inner = inner(text);
        UnaryOperator<RichText> wrapper = wrapper(text);
        if (inner == null || wrapper == null) {
            return at <= 0 ? new Cut(EMPTY, text) : new Cut(text, EMPTY);
        }
        Cut inside = cut(inner, at);
        return new Cut(isEmpty(inside.head()) ? EMPTY : wrapper.apply(inside.head()),
                isEmpty(inside.tail()) ? EMPTY : wrapper.apply(inside.tail()));
    }

    private static RichText join(List<RichText> parts) {
        List<RichText> kept = parts.stream().filter(part -> !isEmpty(part)).toList();
        if (kept.isEmpty()) {
            return EMPTY;
        }
        return kept.size() == 1 ? kept.get(0) : new RichText.Concatenation(kept);
    }

    private static @Nullable RichText inner(RichText text) {
        if (text instanceof RichTextBold bold) {
            return bold.text();
        } else if (text instanceof RichTextItalic italic) {
            return italic.text();
        } else if (text instanceof RichTextStrikethrough strike) {
            return strike.text();
        } else if (text instanceof RichTextCode code) {
            return code.text();
        } else if (text instanceof RichTextUrl url) {
            return url.text();
        }
        return null;
    }

    private static @Nullable UnaryOperator<RichText> wrapper(RichText text) {
        if (text instanceof RichTextBold) {
            return RichTextBold::new;
        } else if (text instanceof RichTextItalic) {
            return RichTextItalic::new;
        } else if (text instanceof RichTextStrikethrough) {
            return RichTextStrikethrough::new;
        } else if (text instanceof RichTextCode) {
            return RichTextCode::new;
        } else if (text instanceof RichTextUrl url) {
            return inner -> new RichTextUrl(inner, url.url());
        }
        return null;
    }
}
