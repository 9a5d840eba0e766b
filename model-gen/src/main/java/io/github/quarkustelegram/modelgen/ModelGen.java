package io.github.quarkustelegram.modelgen;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

import io.github.quarkustelegram.modelgen.audit.SpecAudit;
import io.github.quarkustelegram.modelgen.diff.ApiChanges;
import io.github.quarkustelegram.modelgen.diff.ApiDiff;
import io.github.quarkustelegram.modelgen.diff.Change;
import io.github.quarkustelegram.modelgen.diff.ChangelogWriter;
import io.github.quarkustelegram.modelgen.emit.JavaModelEmitter;
import io.github.quarkustelegram.modelgen.emit.fast.FastWritersEmitter;
import io.github.quarkustelegram.modelgen.emit.tests.ClientTestsEmitter;
import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.IrJson;
import io.github.quarkustelegram.modelgen.scrape.BotApiPageScraper;

/**
 * The generator's command line.
 *
 * <pre>
 * scrape --page &lt;file or https URL&gt; [--out &lt;ir.json&gt;]   page -&gt; IR (audited), default: the bundled IR file
 * emit [--ir &lt;ir.json&gt;] --out &lt;dir&gt;                     IR (audited) -&gt; Java sources; default IR: the bundled one
 * emit-tests [--ir &lt;ir.json&gt;] --out &lt;dir&gt;               IR (audited) -&gt; the generated client tests, a class per method
 * diff OLD NEW [--out &lt;file.md or file.adoc&gt;]             the changelog from one Bot API version to another, for Java users
 * upgrade --page &lt;file or https URL&gt;                    scrape a newer page; the committed IR becomes the previous one;
 *                                                      the changelog docs/modules/ROOT/pages/bot-api-changes.adoc
 * </pre>
 *
 * OLD and NEW are IR files, or pages (a {@code .html} file or an https URL), which are scraped first. All commands
 * run the audit and exit non-zero, naming every problem, if it fails; {@code upgrade} then writes nothing.
 */
public final class ModelGen {

    /** Where {@code upgrade} keeps the IR of the version before the current one (the diff and the tests read it). */
    static final String PREVIOUS_IR = "model-gen/src/test/resources/io/github/quarkustelegram/modelgen/bot-api.previous.ir.json";
    /** The changelog page {@code upgrade} writes. */
    static final String CHANGELOG = "docs/modules/ROOT/pages/bot-api-changes.adoc";
    private static final String BUNDLED_IR = "model-gen/src/main/resources" + IrJson.BUNDLED_RESOURCE;

    private ModelGen() {
    }

    public static void main(String[] args) {
        Deque<String> rest = new ArrayDeque<>(List.of(args));
        String command = rest.poll();
        try {
            if ("scrape".equals(command)) {
                scrape(rest);
            } else if ("emit".equals(command)) {
                emit(rest);
            } else if ("emit-tests".equals(command)) {
                emitTests(rest);
            } else if ("diff".equals(command)) {
                diff(rest);
            } else if ("upgrade".equals(command)) {
                upgrade(rest);
            } else {
                throw new IllegalArgumentException("usage: scrape --page <file|url> [--out <ir.json>]"
                        + " | emit [--ir <ir.json>] --out <dir> | emit-tests [--ir <ir.json>] --out <dir>"
                        + " | diff OLD NEW [--out <file.md|file.adoc>] | upgrade --page <file|url>");
            }
        } catch (SpecAudit.AuditException e) {
            System.err.println(e.getMessage());
            throw e;
        }
    }

    private static void scrape(Deque<String> args) {
        String page = option(args, "--page", null);
        String out = option(args, "--out", BUNDLED_IR);
        if (page == null) {
            throw new IllegalArgumentException("scrape needs --page <file or URL>");
        }
        ApiSpec spec = BotApiPageScraper.scrape(page);
        SpecAudit.check(spec);
        IrJson.write(spec, Path.of(out));
        System.out.printf("Bot API %s: %d types, %d methods, %d enums -> %s%n", spec.version(),
                spec.types().size(), spec.methods().size(), spec.enums().size(), out);
    }

    private static void emit(Deque<String> args) {
        String ir = option(args, "--ir", null);
        String out = option(args, "--out", null);
        if (out == null) {
            throw new IllegalArgumentException("emit needs --out <dir>");
        }
        ApiSpec spec = ir == null ? IrJson.readBundled() : IrJson.read(Path.of(ir));
        SpecAudit.check(spec);
        int files = new JavaModelEmitter(spec).emit(Path.of(out));
        files += new FastWritersEmitter(spec).emit(Path.of(out));
        System.out.printf("Bot API %s: emitted %d Java files into %s%n", spec.version(), files, out);
    }

    private static void emitTests(Deque<String> args) {
        String ir = option(args, "--ir", null);
        String out = option(args, "--out", null);
        if (out == null) {
            throw new IllegalArgumentException("emit-tests needs --out <dir>");
        }
        ApiSpec spec = ir == null ? IrJson.readBundled() : IrJson.read(Path.of(ir));
        SpecAudit.check(spec);
        ClientTestsEmitter emitter = new ClientTestsEmitter(spec);
        int files = emitter.emit(Path.of(out));
        System.out.printf("Bot API %s: emitted %d test classes (%d tests) into %s%n", spec.version(), files,
                emitter.testCount(), out);
    }

    private static void diff(Deque<String> args) {
        List<String> list = List.copyOf(args);
        int outAt = list.indexOf("--out");
        List<String> inputs = new java.util.ArrayList<>(list);
        String out = null;
        if (outAt >= 0) {
            out = option(args, "--out", null);
            inputs.remove(outAt + 1);
            inputs.remove(outAt);
        }
        if (inputs.size() != 2) {
            throw new IllegalArgumentException("diff needs OLD and NEW: two IR files or pages");
        }
        ApiChanges changes = ApiDiff.of(read(inputs.get(0)), read(inputs.get(1)));
        if (out == null) {
            System.out.print(ChangelogWriter.write(changes, ChangelogWriter.Format.MARKDOWN));
            return;
        }
        write(Path.of(out), ChangelogWriter.write(changes, ChangelogWriter.Format.forFile(out)));
        System.out.printf("Bot API %s -> %s: %d changes (%d may break code written for %s) -> %s%n",
                changes.olderVersion(), changes.newerVersion(), changes.changes().size(),
                changes.with(Change.Impact.BREAKING).size(), changes.olderVersion(), out);
    }

    /**
     * Scrapes a newer page into the committed IR, after the audit passed: the committed IR becomes the previous one
     * (unless the page is of the same version: a scraper fix), and the changelog from the previous IR to the new one
     * is written. Paths are relative to the checkout's root, where it runs.
     */
    private static void upgrade(Deque<String> args) {
        String page = option(args, "--page", null);
        if (page == null) {
            throw new IllegalArgumentException("upgrade needs --page <file or URL>");
        }
        Path current = Path.of(option(args, "--ir", BUNDLED_IR));
        Path previous = Path.of(option(args, "--previous", PREVIOUS_IR));
        Path changelog = Path.of(option(args, "--changelog", CHANGELOG));
        ApiSpec newer = BotApiPageScraper.scrape(page);
        SpecAudit.check(newer);
        ApiSpec committed = IrJson.read(current);
        boolean newVersion = !committed.version().equals(newer.version());
        if (newVersion) {
            IrJson.write(committed, previous);
        }
        IrJson.write(newer, current);
        ApiSpec older = IrJson.read(previous);
        ApiChanges changes = ApiDiff.of(older, newer);
        write(changelog, ChangelogWriter.write(changes, ChangelogWriter.Format.forFile(changelog.toString())));
        System.out.printf("Bot API %s -> %s: %d types, %d methods -> %s; the previous IR (%s) %s %s;"
                + " %d changes (%d may break code written for %s) -> %s%n", older.version(), newer.version(),
                newer.types().size(), newer.methods().size(), current, older.version(),
                newVersion ? "->" : "kept at", previous,
                changes.changes().size(), changes.with(Change.Impact.BREAKING).size(), older.version(), changelog);
        System.out.println("Next: review the changelog, then follow the checklist in "
                + "docs/modules/ROOT/pages/bot-api-versions.adoc (moved parameters, corpus payloads, counts, tests).");
    }

    /** An IR file, or a page to scrape (a .html file or a URL); audited either way. */
    private static ApiSpec read(String source) {
        boolean page = source.startsWith("https://") || source.startsWith("http://") || source.endsWith(".html")
                || source.endsWith(".htm");
        ApiSpec spec = page ? BotApiPageScraper.scrape(source) : IrJson.read(Path.of(source));
        SpecAudit.check(spec);
        return spec;
    }

    private static void write(Path file, String text) {
        try {
            if (file.toAbsolutePath().getParent() != null) {
                Files.createDirectories(file.toAbsolutePath().getParent());
            }
            Files.writeString(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write " + file, e);
        }
    }

    private static String option(Deque<String> args, String name, String fallback) {
        List<String> list = List.copyOf(args);
        int at = list.indexOf(name);
        if (at < 0) {
            return fallback;
        }
        if (at + 1 >= list.size()) {
            throw new IllegalArgumentException(name + " needs a value");
        }
        return list.get(at + 1);
    }
}
