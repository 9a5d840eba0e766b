package io.github.quarkustelegram.modelgen.diff;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.github.quarkustelegram.modelgen.diff.Change.Impact;
import io.github.quarkustelegram.modelgen.diff.Change.Kind;

/**
 * Writes {@link ApiChanges} as a changelog for Java users, in Markdown or AsciiDoc (the guide's pages are AsciiDoc):
 * first what code written for the older version must change, then what is worth knowing, then every change by kind
 * and by type or method. Deterministic: the same changes give the same text.
 */
public final class ChangelogWriter {

    /** The markup to write. */
    public enum Format {
        MARKDOWN,
        ASCIIDOC;

        /** @return AsciiDoc for a file ending in {@code .adoc}, Markdown otherwise */
        public static Format forFile(String name) {
            return name.endsWith(".adoc") ? ASCIIDOC : MARKDOWN;
        }
    }

    private static final Pattern CODE = Pattern.compile("`([^`]*)`");

    private final Format format;
    private final StringBuilder out = new StringBuilder();

    private ChangelogWriter(Format format) {
        this.format = format;
    }

    /** @return the changelog of these changes */
    public static String write(ApiChanges changes, Format format) {
        return new ChangelogWriter(format).changelog(changes);
    }

    private String changelog(ApiChanges c) {
        heading(1, "Bot API " + c.olderVersion() + " → " + c.newerVersion() + ": what changes for Java code");
        paragraph("Telegram Bot API " + c.newerVersion() + " (" + c.newerDate() + ") over " + c.olderVersion() + " ("
                + c.olderDate() + "), as it reaches code that uses the generated model: Java names are those of "
                + "the model generated from each version. Written by `model-gen diff` from the two IRs: regenerate "
                + "it rather than edit it. Descriptions are not compared; they reach the Javadoc only.");
        paragraph(summary(c));

        heading(2, "Upgrading code written for " + c.olderVersion());
        List<Change> breaking = c.with(Impact.BREAKING);
        List<Change> deprecated = c.with(Impact.DEPRECATED);
        if (breaking.isEmpty() && deprecated.isEmpty()) {
            paragraph("Nothing to do: code written for " + c.olderVersion() + " compiles and means the same.");
        }
        if (!breaking.isEmpty()) {
            paragraph("Code written for " + c.olderVersion() + " stops compiling where it uses these:");
            grouped(breaking);
        }
        if (!deprecated.isEmpty()) {
            paragraph("Code written for " + c.olderVersion() + " still compiles where it uses these, with a removal "
                    + "warning, and sends what " + c.newerVersion() + " expects; move to the new form before the next "
                    + "Bot API version removes the old one:");
            grouped(deprecated);
        }
        if (!c.of(Kind.FIELD_ADDED, Kind.FIELD_REMOVED, Kind.PARAMETER_ADDED, Kind.PARAMETER_REMOVED,
                Kind.PARAMETER_MOVED).isEmpty()) {
            paragraph("A record's canonical constructor takes every field in page order, so each field or parameter "
                    + "added, removed or moved changes it: code calling a constructor such as `new SendMessage(...)` "
                    + "directly stops compiling. The builders (`SendMessage.builder(...)`) are the stable way.");
        }
        List<Change> notes = c.with(Impact.NOTE);
        if (!notes.isEmpty()) {
            heading(2, "Worth knowing");
            paragraph("These only add, but an exhaustive `switch` without a default branch over the type named "
                    + "must handle the addition:");
            grouped(notes);
        }

        section(c, "New update kinds", Kind.UPDATE_KIND_ADDED);
        section(c, "Update kinds removed", Kind.UPDATE_KIND_REMOVED);
        section(c, "New types", Kind.TYPE_ADDED);
        section(c, "Types removed", Kind.TYPE_REMOVED, Kind.TYPE_KIND_CHANGED);
        section(c, "New union members", Kind.UNION_MEMBER_ADDED);
        section(c, "Union members removed, union rules changed", Kind.UNION_MEMBER_REMOVED, Kind.UNION_RULE_CHANGED);
        byOwner(c, "Changed types", Kind.FIELD_ADDED, Kind.FIELD_REMOVED, Kind.FIELD_CHANGED, Kind.BUILDER_CHANGED);
        section(c, "New methods", Kind.METHOD_ADDED);
        section(c, "Methods removed", Kind.METHOD_REMOVED);
        byOwner(c, "Changed methods", Kind.PARAMETER_ADDED, Kind.PARAMETER_REMOVED, Kind.PARAMETER_MOVED,
                Kind.PARAMETER_CHANGED, Kind.RESULT_CHANGED, Kind.BUILDER_CHANGED);
        section(c, "Known values", Kind.ENUM_ADDED, Kind.ENUM_REMOVED, Kind.ENUM_VALUE_ADDED, Kind.ENUM_VALUE_REMOVED);
        return out.toString();
    }

    private static String summary(ApiChanges c) {
        List<String> parts = new ArrayList<>();
        count(parts, c.count(Kind.TYPE_ADDED), "new type", "new types");
        count(parts, c.count(Kind.TYPE_REMOVED), "type removed", "types removed");
        count(parts, c.count(Kind.FIELD_ADDED), "new field", "new fields");
        count(parts, c.count(Kind.METHOD_ADDED), "new method", "new methods");
        count(parts, c.count(Kind.METHOD_REMOVED), "method removed", "methods removed");
        count(parts, c.count(Kind.PARAMETER_ADDED), "new parameter", "new parameters");
        count(parts, c.count(Kind.PARAMETER_REMOVED, Kind.PARAMETER_MOVED), "parameter removed or moved",
                "parameters removed or moved");
        count(parts, c.count(Kind.UNION_MEMBER_ADDED), "new union member", "new union members");
        count(parts, c.count(Kind.UPDATE_KIND_ADDED), "new update kind", "new update kinds");
        count(parts, c.count(Kind.ENUM_ADDED, Kind.ENUM_VALUE_ADDED), "new known value", "new known values");
        long breaking = c.with(Impact.BREAKING).size();
        long deprecated = c.with(Impact.DEPRECATED).size();
        return (parts.isEmpty() ? "No change." : String.join(", ", parts) + ".") + " For code written for "
                + c.olderVersion() + ": " + breaking + " source-incompatible change" + (breaking == 1 ? "" : "s")
                + ", " + deprecated + " deprecated for removal.";
    }

    private static void count(List<String> parts, long n, String one, String many) {
        if (n > 0) {
            parts.add(n + " " + (n == 1 ? one : many));
        }
    }

    /** A bullet per distinct text, naming every owner that has it: 13 methods sharing one move read as one line. */
    private void grouped(List<Change> changes) {
        Map<String, List<String>> owners = new LinkedHashMap<>();
        for (Change change : changes) {
            List<String> list = owners.computeIfAbsent(change.text(), t -> new ArrayList<>());
            if (!list.contains(change.owner())) {
                list.add(change.owner());
            }
        }
        owners.forEach((text, names) -> bullet("`" + String.join("`, `", names) + "`: " + text));
        out.append('\n');
    }

    private void section(ApiChanges c, String title, Kind... kinds) {
        List<Change> changes = c.of(kinds);
        if (changes.isEmpty()) {
            return;
        }
        heading(2, title);
        changes.forEach(change -> bullet(change.text() + mark(change)));
        out.append('\n');
    }

    private void byOwner(ApiChanges c, String title, Kind... kinds) {
        List<Change> changes = c.of(kinds);
        boolean methods = List.of(kinds).contains(Kind.PARAMETER_ADDED);
        changes = changes.stream().filter(change -> change.kind() != Kind.BUILDER_CHANGED
                || methods == isMethodName(change.owner())).toList();
        if (changes.isEmpty()) {
            return;
        }
        heading(2, title);
        Map<String, List<Change>> byOwner = new LinkedHashMap<>();
        changes.forEach(change -> byOwner.computeIfAbsent(change.owner(), o -> new ArrayList<>()).add(change));
        byOwner.forEach((owner, list) -> {
            heading(3, "`" + owner + "`");
            list.forEach(change -> bullet(change.text() + mark(change)));
            out.append('\n');
        });
    }

    private static boolean isMethodName(String owner) {
        return Character.isLowerCase(owner.charAt(0));
    }

    private String mark(Change change) {
        return switch (change.impact()) {
            case BREAKING -> " " + strong("Breaking.");
            case DEPRECATED -> " " + strong("Deprecated.");
            default -> "";
        };
    }

    private String strong(String text) {
        return format == Format.MARKDOWN ? "**" + text + "**" : "*" + text + "*";
    }

    private void heading(int level, String text) {
        String marker = (format == Format.MARKDOWN ? "#" : "=").repeat(level);
        out.append(marker).append(' ').append(inline(text)).append("\n\n");
    }

    private void paragraph(String text) {
        out.append(inline(text)).append("\n\n");
    }

    private void bullet(String text) {
        out.append(format == Format.MARKDOWN ? "- " : "* ").append(inline(text)).append('\n');
    }

    /** Code spans: {@code `x`} in Markdown, {@code `+x+`} (no markup inside) in AsciiDoc. */
    private String inline(String text) {
        if (format == Format.MARKDOWN) {
            return text;
        }
        Matcher code = CODE.matcher(text);
        StringBuilder converted = new StringBuilder();
        while (code.find()) {
            code.appendReplacement(converted, Matcher.quoteReplacement("`+" + code.group(1) + "+`"));
        }
        code.appendTail(converted);
        return converted.toString();
    }
}
