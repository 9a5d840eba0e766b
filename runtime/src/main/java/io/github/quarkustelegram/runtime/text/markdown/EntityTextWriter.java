package io.github.quarkustelegram.runtime.text.markdown;

import java.util.ArrayList;
import java.util.List;

import org.commonmark.ext.gfm.strikethrough.Strikethrough;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.Code;
import org.commonmark.node.Emphasis;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Image;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.Link;
import org.commonmark.node.LinkReferenceDefinition;
import org.commonmark.node.ListBlock;
import org.commonmark.node.ListItem;
import org.commonmark.node.Node;
import org.commonmark.node.OrderedList;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.node.Text;
import org.commonmark.node.ThematicBreak;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.model.MessageEntity;
import io.github.quarkustelegram.model.MessageEntityType;

/**
 * A Markdown document as a classic message's text and entities: bold, italic, strikethrough, code, pre with its
 * language, text links and block quotes. What entities cannot say is laid out in the text: a heading is a bold line,
 * a list item starts with {@code "• "}, its number or its box and is indented under its parent item, a table is a
 * monowidth block, a divider a line. Offsets are UTF-16 code units. Entities nest as Telegram allows: nothing inside
 * code or pre, no code inside a link, no quote inside a quote.
 */
public final class EntityTextWriter {

    private static final String DIVIDER = "──────────";

    /**
     * @param text the message's text
     * @param entities its entities, in the order written (outer first)
     */
    public record Result(String text, List<MessageEntity> entities) {
    }

    private final StringBuilder out = new StringBuilder();
    private final List<MessageEntity> entities = new ArrayList<>();
    private boolean inQuote;
    private boolean inLink;

    private EntityTextWriter() {
    }

    /**
     * @param markdown a model's answer, whole or a prefix of it
     * @return its text and entities
     */
    public static Result write(String markdown) {
        EntityTextWriter writer = new EntityTextWriter();
        writer.blocks(MarkdownSyntax.parse(markdown), "\n\n", "");
        String text = writer.out.toString().stripTrailing();
        // an entity ending in trimmed white space ends where the text does
        List<MessageEntity> entities = new ArrayList<>();
        for (MessageEntity entity : writer.entities) {
            int end = Math.min(entity.offset() + entity.length(), text.length());
            if (end > entity.offset()) {
                entities.add(entity.toBuilder().length(end - entity.offset()).build());
            }
        }
        return new Result(text, entities);
    }

    /** Writes a container's blocks, {@code separator} between two of them. */
    private void blocks(Node parent, String separator, String indent) {
        boolean first = true;
        for (Node node = parent.getFirstChild(); node != null; node = node.getNext()) {
            int before = out.length();
            if (!first) {
                out.append(separator);
            }
            int start = out.length();
            block(node, indent);
            if (out.length() == start) {
                out.setLength(before); // the block wrote nothing: no separator for it
            } else {
                first = false;
            }
        }
    }

    private void block(Node node, String indent) {
        if (node instanceof Paragraph) {
            inlines(node);
        } else if (node instanceof Heading) {
            entity(MessageEntityType.BOLD, null, () -> inlines(node));
        } else if (node instanceof FencedCodeBlock code) {
            pre(code.getLiteral(), CodeLanguage.of(code.getInfo()));
        } else if (node instanceof IndentedCodeBlock code) {
            pre(code.getLiteral(), null);
        } else if (node instanceof HtmlBlock html) {
            out.append(html.getLiteral().stripTrailing());
        } else if (node instanceof ThematicBreak) {
            out.append(DIVIDER);
        } else if (node instanceof BlockQuote) {
            if (inQuote) {
                blocks(node, "\n", indent);
            } else {
                inQuote = true;
                entity(MessageEntityType.BLOCKQUOTE, null, () -> blocks(node, "\n", indent));
                inQuote = false;
            }
        } else if (node instanceof ListBlock list) {
            list(list, indent);
        } else if (node instanceof TableBlock table) {
            pre(TableText.of(table), null);
        } else if (!(node instanceof LinkReferenceDefinition)) {
            blocks(node, "\n\n", indent);
        }
    }

    private void list(ListBlock list, String indent) {
        int number = list instanceof OrderedList ordered && ordered.getMarkerStartNumber() != null
                ? ordered.getMarkerStartNumber()
                : 1;
        boolean first = true;
        for (Node node = list.getFirstChild(); node != null; node = node.getNext(), number++) {
            if (!(node instanceof ListItem item)) {
                continue;
            }
            TaskItems.Box box = TaskItems.take(item);
            int before = out.length();
            if (!first) {
                out.append('\n');
            }
            out.append(indent).append(ListMarkers.marker(list, number, box));
            int content = out.length();
            blocks(item, "\n", indent + "  ");
            if (out.length() == content && box == TaskItems.Box.NONE) {
                out.setLength(before); // an item just opened, nothing in it yet
            } else {
                first = false;
            }
        }
    }

    private void pre(String literal, @Nullable String language) {
        String code = literal.stripTrailing();
        if (code.isEmpty()) {
            return;
        }
        int start = out.length();
        out.append(code);
        MessageEntity.Builder pre = MessageEntity.builder(MessageEntityType.PRE, start, code.length());
        if (language != null) {
            pre.language(language);
        }
        entities.add(pre.build());
    }

    private void inlines(Node parent) {
        for (Node node = parent.getFirstChild(); node != null; node = node.getNext()) {
            inline(node);
        }
    }

    private void inline(Node node) {
        if (node instanceof Text text) {
            out.append(text.getLiteral());
        } else if (node instanceof SoftLineBreak) {
            out.append(' ');
        } else if (node instanceof HardLineBreak) {
            out.append('\n');
        } else if (node instanceof Code code) {
            if (inLink) {
                out.append(code.getLiteral());
            } else {
                entity(MessageEntityType.CODE, null, () -> out.append(code.getLiteral()));
            }
        } else if (node instanceof StrongEmphasis) {
            entity(MessageEntityType.BOLD, null, () -> inlines(node));
        } else if (node instanceof Emphasis) {
            entity(MessageEntityType.ITALIC, null, () -> inlines(node));
        } else if (node instanceof Strikethrough) {
            entity(MessageEntityType.STRIKETHROUGH, null, () -> inlines(node));
        } else if (node instanceof Link || node instanceof Image) {
            String url = node instanceof Link link ? link.getDestination() : ((Image) node).getDestination();
            if (RichTextWriter.opensInChat(url) && !inLink) {
                inLink = true;
                entity(MessageEntityType.TEXT_LINK, url, () -> inlines(node));
                inLink = false;
            } else {
                inlines(node);
            }
        } else if (node instanceof HtmlInline html) {
            out.append(html.getLiteral());
        } else {
            inlines(node);
        }
    }

    /** Writes the content, then covers it with an entity (none when the content is empty). */
    private void entity(MessageEntityType type, @Nullable String url, Runnable content) {
        int start = out.length();
        int index = entities.size();
        content.run();
        if (out.length() > start) {
            MessageEntity.Builder entity = MessageEntity.builder(type, start, out.length() - start);
            if (url != null) {
                entity.url(url);
            }
            entities.add(index, entity.build());
        }
    }
}
