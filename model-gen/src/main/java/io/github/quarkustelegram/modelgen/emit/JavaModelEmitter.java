package io.github.quarkustelegram.modelgen.emit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.TypeSpec;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.EnumDef;
import io.github.quarkustelegram.modelgen.ir.MethodDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;

/**
 * Stage 4 of the generator: writes the Java model of an {@link ApiSpec}.
 *
 * <ul>
 * <li>{@code io.github.quarkustelegram.model}: a record per object type ({@link RecordEmitter}), a sealed interface
 * per union ({@link UnionEmitter}), an open-enum record per {@link EnumDef} ({@link EnumEmitter}), and
 * {@code BotApiModule} decoding the unions ({@link ModuleEmitter}), and a package-private streaming reader per record,
 * request and union ({@link DeserializerEmitter}) that the module registers.</li>
 * <li>{@code io.github.quarkustelegram.method}: a request record per method.</li>
 * <li>{@code io.github.quarkustelegram}: the bot facades, {@code TelegramBot} (blocking) and
 * {@code ReactiveTelegramBot} (Mutiny), a method per Bot API method ({@link BotFacadeEmitter}).</li>
 * </ul>
 * Output is deterministic (same IR, same bytes); a file whose content did not change is not rewritten, and generated
 * files the IR no longer produces are removed.
 */
public final class JavaModelEmitter {

    private static final String INDENT = "    ";

    private final ApiSpec spec;
    private final TypeMapper types;
    private final JavadocText javadoc;
    private final Map<String, Integer> counts = new LinkedHashMap<>();

    public JavaModelEmitter(ApiSpec spec) {
        this.spec = spec;
        this.types = new TypeMapper(spec);
        this.javadoc = new JavadocText(anchors(spec));
    }

    /** Writes every file under {@code outDir} (a source root) and returns how many files the model has. */
    public int emit(Path outDir) {
        Map<Path, String> files = render();
        GeneratedFiles.write(outDir, files, JavaModelEmitter::earlierOutput, "the model");
        return files.size();
    }

    /** Counts of what {@link #render()} produced, by kind: records, unions, enums, requests, support. */
    public Map<String, Integer> counts() {
        return Map.copyOf(counts);
    }

    /** Every generated file, by path relative to the source root, in a stable order. */
    public Map<Path, String> render() {
        counts.clear();
        Map<Path, String> files = new TreeMap<>();
        Map<String, List<ClassName>> unionsOf = unionsByMember();
        Set<String> names = new HashSet<>();
        SharedBuilders shared = new SharedBuilders(spec, types);
        RecordEmitter records = new RecordEmitter(spec, types, javadoc, shared);
        UnionEmitter unions = new UnionEmitter(spec, types, javadoc);
        for (TypeDef type : spec.types()) {
            if (type.name().equals(Types.INPUT_FILE_PAGE_TYPE) && type.union() == null && type.fields().isEmpty()) {
                continue;
            }
            claim(names, type.name());
            if (type.union() != null) {
                add(files, Types.MODEL_PACKAGE, unions.emit(type), "unions");
            } else {
                add(files, Types.MODEL_PACKAGE, records.emitType(type, unionsOf.getOrDefault(type.name(), List.of())),
                        "records");
            }
        }
        EnumEmitter enums = new EnumEmitter(javadoc);
        for (EnumDef def : spec.enums()) {
            claim(names, def.name());
            add(files, Types.MODEL_PACKAGE, enums.emit(def), "enums");
        }
        Set<String> requestNames = new HashSet<>();
        for (MethodDef method : spec.methods()) {
            claim(requestNames, Naming.requestName(method.name()));
            add(files, Types.METHOD_PACKAGE, records.emitRequest(method), "requests");
        }
        for (SharedBuilders.Resolved builder : shared.resolved()) {
            claim(requestNames, builder.name().simpleName());
            add(files, Types.METHOD_PACKAGE, shared.emit(builder, javadoc), "builders");
        }
        for (TypeSpec reader : new DeserializerEmitter(spec, types).emit()) {
            add(files, Types.MODEL_PACKAGE, reader, "readers");
        }
        add(files, Types.MODEL_PACKAGE, new ModuleEmitter(spec).emit(), "support");
        BotFacadeEmitter facades = new BotFacadeEmitter(spec, types, javadoc);
        add(files, BotFacadeEmitter.PACKAGE, facades.blocking(), "facades");
        add(files, BotFacadeEmitter.PACKAGE, facades.reactive(), "facades");
        new UpdateKindEmitter(spec, javadoc).emit().forEach((type, pkg) -> add(files, pkg, type, "dispatch"));
        files.put(packageInfoPath(Types.MODEL_PACKAGE), packageInfo(Types.MODEL_PACKAGE, """
                The types of Telegram Bot API %s: a record per object, a sealed interface per union, an open-enum
                record per set of known string values. Generated from the committed IR; see
                {@code docs/modules/ROOT/pages/model.adoc}.""".formatted(spec.version())));
        files.put(packageInfoPath(Types.METHOD_PACKAGE), packageInfo(Types.METHOD_PACKAGE, """
                One request record per method of Telegram Bot API %s, each typed by its result.""".formatted(
                spec.version())));
        counts.merge("support", 2, Integer::sum);
        return files;
    }

    private void add(Map<Path, String> files, String pkg, TypeSpec type, String kind) {
        JavaFile file = JavaFile.builder(pkg, type)
                .addFileComment("$L", header())
                .indent(INDENT)
                .skipJavaLangImports(true)
                .build();
        files.put(Path.of(pkg.replace('.', '/'), type.name() + ".java"), file.toString());
        counts.merge(kind, 1, Integer::sum);
    }

    private String header() {
        return "Generated by quarkus-telegram model-gen from Telegram Bot API " + spec.version()
                + (spec.releaseDate() == null ? "" : " (" + spec.releaseDate() + ")")
                + ".\nDo not edit: change the generator or the IR and rebuild.";
    }

    private static Path packageInfoPath(String pkg) {
        return Path.of(pkg.replace('.', '/'), "package-info.java");
    }

    private String packageInfo(String pkg, String doc) {
        StringBuilder out = new StringBuilder();
        for (String line : header().split("\n")) {
            out.append("// ").append(line).append('\n');
        }
        out.append("/**\n");
        for (String line : doc.split("\n")) {
            out.append(" * ").append(line).append('\n');
        }
        out.append(" */\n@").append(Types.NULL_MARKED.canonicalName()).append("\npackage ").append(pkg).append(";\n");
        return out.toString();
    }

    private static void claim(Set<String> names, String name) {
        if (!names.add(name) || Types.HAND_WRITTEN.contains(name) || name.equals(Types.BOT_API_MODULE.simpleName())) {
            throw new IllegalStateException("Two generated or hand-written types would be named " + name);
        }
    }

    /** Each member's unions, in page order: a member of several unions implements all of them. */
    private Map<String, List<ClassName>> unionsByMember() {
        Map<String, List<ClassName>> unionsOf = new LinkedHashMap<>();
        for (TypeDef type : spec.types()) {
            if (type.union() != null) {
                for (String member : type.union().members()) {
                    unionsOf.computeIfAbsent(member, m -> new ArrayList<>()).add(Types.model(type.name()));
                }
            }
        }
        return unionsOf;
    }

    /** Page anchor -> generated (or hand-written) class, so that page links become {@code {@link}}s. */
    private static Map<String, ClassName> anchors(ApiSpec spec) {
        Map<String, ClassName> anchors = new LinkedHashMap<>();
        for (TypeDef type : spec.types()) {
            if (type.anchor() != null && !type.anchor().isBlank() && !type.synthetic()) {
                anchors.put(type.anchor(), Types.model(type.name()));
            }
        }
        for (MethodDef method : spec.methods()) {
            if (method.anchor() != null && !method.anchor().isBlank()) {
                anchors.put(method.anchor(), Types.request(method.name()));
            }
        }
        return anchors;
    }

    /** The generated files of the packages the model is written into (a hand-written file there is kept). */
    private static List<Path> earlierOutput(Path outDir) throws IOException {
        List<Path> files = new ArrayList<>();
        for (String pkg : List.of(Types.MODEL_PACKAGE, Types.METHOD_PACKAGE, BotFacadeEmitter.PACKAGE,
                UpdateKindEmitter.UPDATE_KIND.packageName(), UpdateKindEmitter.UPDATE_PARTS.packageName())) {
            Path dir = outDir.resolve(pkg.replace('.', '/'));
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> stream = Files.list(dir)) {
                for (Path file : stream.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                    if (isGenerated(file)) {
                        files.add(file);
                    }
                }
            }
        }
        return files;
    }

    private static boolean isGenerated(Path file) throws IOException {
        try (Stream<String> lines = Files.lines(file, StandardCharsets.UTF_8)) {
            return lines.findFirst().map(l -> l.startsWith("// Generated by quarkus-telegram model-gen")).orElse(false);
        }
    }
}
