package io.github.quarkustelegram.runtime.text.markdown;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;

import org.commonmark.ext.gfm.strikethrough.Strikethrough;
import org.commonmark.node.Code;
import org.commonmark.node.Emphasis;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.node.Text;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.model.RichText;
import io.github.quarkustelegram.model.RichTextBold;
import io.github.quarkustelegram.model.RichTextCode;
import io.github.quarkustelegram.model.RichTextItalic;
import io.github.quarkustelegram.model.RichTextStrikethrough;
import io.github.quarkustelegram.model.RichTextUrl;

/**
 * A block's inline Markdown as one {@link RichText}: text, bold, italic, strikethrough, inline code and links. A
 * formatting that would pass Telegram's nesting limit is left out and its text kept; a link whose address is not one a
 * chat can open (a relative path, {@code javascript:}) is kept as its text; raw HTML is shown as written.
 */
final class RichTextWriter {

    private RichTextWriter() {
    }

    /**
     * @param parent a paragraph, heading or table cell
     * @param level the nesting level of the block holding the text: a formatting inside it is one level deeper
     * @return the text, empty {@link RichText.Plain} when there is none
     */
    static RichText inlines(Node parent, int level) {
        Parts parts = new Parts();
        children(parent, level, parts);
        return parts.build();
    }

    private static void children(Node parent, int level, Parts parts) {
        for (Node node = parent.getFirstChild(); node != null; node = node.getNext()) {
            inline(node, level, parts);
        }
    }

    private static void inline(Node node, int level, Parts parts) {
        if (node instanceof Text text) {
            parts.text(text.getLiteral());
        } else if (node instanceof SoftLineBreak) {
            parts.text(" ");
        } else if (node instanceof HardLineBreak) {
            parts.text("\n");
        } else if (node instanceof Code code) {
            parts.wrapped(level, code.getLiteral().isEmpty() ? null : RichText.of(code.getLiteral()),
                    RichTextCode::new);
        } else if (node instanceof StrongEmphasis) {
            wrap(node, level, parts, RichTextBold::new);
        } else if (node instanceof Emphasis) {
            wrap(node, level, parts, RichTextItalic::new);
        } else if (node instanceof Strikethrough) {
            wrap(node, level, parts, RichTextStrikethrough::new);
        } else if (node instanceof Link link) {
            String url = link.getDestination();
            wrap(node, level, parts, opensInChat(url) ? inner -> new RichTextUrl(inner, url) : null);
        } else if (node instanceof Image image) {
            // a rich message's pictures are uploaded media: a model's image is offered as a link to it
            String url = image.getDestination();
            wrap(node, level, parts, opensInChat(url) ? inner -> new RichTextUrl(inner, url) : null);
        } else if (node instanceof HtmlInline html) {
            parts.text(html.getLiteral());
        } else {
            children(node, level, parts);
        }
    }

    /** Wraps the node's children, or keeps them bare when there is no wrapper or no level left for one. */
    private static void wrap(Node node, int level, Parts parts, @Nullable UnaryOperator<RichText> wrapper) {
        if (wrapper == null || level + 1 > RichMeasure.MAX_DEPTH) {
            children(node, level, parts);
            return;
        }
        Parts inner = new Parts();
        children(node, level + 1, inner);
        parts.wrapped(level, inner.isEmpty() ? null : inner.build(), wrapper);
    }

    static boolean opensInChat(String url) {
        String lower = url.toLowerCase(Locale.ROOT);
        return lower.startsWith("https://") || lower.startsWith("http://") || lower.startsWith("tg://")
                || lower.startsWith("mailto:");
    }

    /** Parts in order; neighbouring plain strings are one string, so a paragraph of plain text is a JSON string. */
    private static final class Parts {

        private final List<RichText> parts = new ArrayList<>();
        private final StringBuilder pending = new StringBuilder();

        void text(String text) {
            pending.append(text);
        }

        void wrapped(int level, @Nullable RichText inner, UnaryOperator<RichText> wrapper) {
            if (inner == null) {
                return;
            }
            if (level + 1 > RichMeasure.MAX_DEPTH) {
                add(inner);
                return;
            }
            add(wrapper.apply(inner));
        }

        private void add(RichText part) {
            flush();
            parts.add(part);
        }

        private void flush() {
            if (!pending.isEmpty()) {
                parts.add(RichText.of(pending.toString()));
                pending.setLength(0);
            }
        }

        boolean isEmpty() {
            return parts.isEmpty() && pending.isEmpty();
        }

        RichText build() {
            flush();
            if (parts.isEmpty()) {
                return RichText.of("");
            }
            return parts.size() == 1 ? parts.get(0) : new RichText.Concatenation(parts);
        }
    }
}
