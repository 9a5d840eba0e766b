package io.github.quarkustelegram.runtime.text.markdown;

import java.util.List;

import org.commonmark.ext.autolink.AutolinkExtension;
import org.commonmark.ext.gfm.strikethrough.StrikethroughExtension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.Node;
import org.commonmark.parser.Parser;

/**
 * The Markdown a language model writes: CommonMark with GitHub's tables, strikethrough ({@code ~~x~~}) and bare URLs
 * as links. Nothing else: {@code $}, {@code ==} and {@code ||} mean nothing in it, so they stay text. Task items
 * ({@code - [x] done}) are read by {@link TaskItems}, the task-list extension not being served at this version.
 */
public final class MarkdownSyntax {

    /** Thread-safe and costly to build: one for all. */
    private static final Parser PARSER = Parser.builder()
            .extensions(List.of(TablesExtension.create(), StrikethroughExtension.builder().requireTwoTildes(true).build(),
                    AutolinkExtension.create()))
            .build();

    private MarkdownSyntax() {
    }

    /**
     * Never fails: CommonMark gives every text a meaning. An unclosed {@code **} is text, an unclosed code fence runs
     * to the end of the document, a table header without its delimiter row is a paragraph.
     *
     * @param markdown any text
     * @return its document tree, owned by the caller (the writers change task items' text)
     */
    public static Node parse(String markdown) {
        return PARSER.parse(markdown);
    }
}
