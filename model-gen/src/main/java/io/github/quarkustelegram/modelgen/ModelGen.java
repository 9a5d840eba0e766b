package io.github.quarkustelegram.modelgen;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

import io.github.quarkustelegram.modelgen.audit.SpecAudit;
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
 * </pre>
 *
 * All commands run the audit and exit non-zero, naming every problem, if it fails.
 */
public final class ModelGen {

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
            } else {
                throw new IllegalArgumentException("usage: scrape --page <file|url> [--out <ir.json>]"
                        + " | emit [--ir <ir.json>] --out <dir> | emit-tests [--ir <ir.json>] --out <dir>");
            }
        } catch (SpecAudit.AuditException e) {
            System.err.println(e.getMessage());
            throw e;
        }
    }

    private static void scrape(Deque<String> args) {
        String page = option(args, "--page", null);
        String out = option(args, "--out", "model-gen/src/main/resources" + IrJson.BUNDLED_RESOURCE);
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
