package io.github.quarkustelegram.modelgen.emit.fast;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import javax.lang.model.element.Modifier;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;

import io.github.quarkustelegram.modelgen.emit.GeneratedFiles;
import io.github.quarkustelegram.modelgen.emit.Naming;
import io.github.quarkustelegram.modelgen.emit.Types;
import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.MethodDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;

/**
 * Writes the fast path's JSON writers into {@value WriterEmitter#PACKAGE}: one per request, one per record or union a
 * request can contain ({@link WriterEmitter}), and {@code RequestWriters}, the entry point the runtime's
 * {@code ChronicleRequestEncoder} calls, which picks the writer by method name. Deterministic, like the model
 * emitter; stale writers are deleted.
 */
public final class FastWritersEmitter {

    static final ClassName REQUEST_WRITERS = ClassName.get(WriterEmitter.PACKAGE, "RequestWriters");
    private static final ClassName TELEGRAM_REQUEST = ClassName.get(Types.METHOD_PACKAGE, "TelegramRequest");

    private final ApiSpec spec;

    public FastWritersEmitter(ApiSpec spec) {
        this.spec = spec;
    }

    /** Writes every writer under {@code outDir} (a source root) and returns how many files there are. */
    public int emit(Path outDir) {
        Map<Path, String> files = render();
        GeneratedFiles.write(outDir, files, FastWritersEmitter::earlierOutput, "the fast path's writers");
        return files.size();
    }

    /** Every generated file, by path relative to the source root. */
    public Map<Path, String> render() {
        WriterShapes shapes = new WriterShapes(spec);
        Map<String, TypeDef> reachable = shapes.reachable();
        Map<String, ClassName> writers = new LinkedHashMap<>();
        for (String type : reachable.keySet()) {
            writers.put(type, ClassName.get(WriterEmitter.PACKAGE, type + "Writer"));
        }
        Map<String, ClassName> requestWriters = new LinkedHashMap<>();
        for (MethodDef method : spec.methods()) {
            ClassName writer = ClassName.get(WriterEmitter.PACKAGE, Naming.requestName(method.name()) + "RequestWriter");
            if (writers.containsValue(writer) || requestWriters.containsValue(writer)) {
                throw new IllegalStateException("Two fast-path writers would be named " + writer.simpleName());
            }
            requestWriters.put(method.name(), writer);
        }
        WriterEmitter emitter = new WriterEmitter(shapes, new WriterCode(writers));
        Map<Path, String> files = new TreeMap<>();
        for (TypeDef type : reachable.values()) {
            ClassName writer = writers.get(type.name());
            add(files, type.isUnion() ? emitter.union(type, writer) : emitter.record(type, writer));
        }
        for (MethodDef method : spec.methods()) {
            add(files, emitter.request(method, requestWriters.get(method.name())));
        }
        add(files, dispatch(requestWriters));
        return files;
    }

    /** {@code RequestWriters.write(request, out)}: a switch on the method name, then a type check. */
    private TypeSpec dispatch(Map<String, ClassName> requestWriters) {
        MethodSpec.Builder write = MethodSpec.methodBuilder("write")
                .addJavadoc("""
                        Writes a generated request's JSON.

                        @param request the request
                        @param out where to write
                        @throws IllegalArgumentException when the request is not one of the generated types
                        """)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addParameter(com.palantir.javapoet.ParameterizedTypeName.get(TELEGRAM_REQUEST,
                        com.palantir.javapoet.WildcardTypeName.subtypeOf(Object.class)), "request")
                .addParameter(WriterEmitter.JSON_OUT, "out")
                .beginControlFlow("switch (request.methodName())");
        MethodSpec.Builder handles = MethodSpec.methodBuilder("handles")
                .addJavadoc("""
                        @param request a request
                        @return whether it is one of the generated request types, which {@link #write} writes
                        """)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(boolean.class)
                .addParameter(com.palantir.javapoet.ParameterizedTypeName.get(TELEGRAM_REQUEST,
                        com.palantir.javapoet.WildcardTypeName.subtypeOf(Object.class)), "request")
                .beginControlFlow("return switch (request.methodName())");
        for (Map.Entry<String, ClassName> entry : requestWriters.entrySet()) {
            ClassName request = Types.request(entry.getKey());
            write.beginControlFlow("case $S ->", entry.getKey())
                    .beginControlFlow("if (request instanceof $T r)", request)
                    .addStatement("$T.write(r, out)", entry.getValue())
                    .addStatement("return")
                    .endControlFlow()
                    .endControlFlow();
            handles.addStatement("case $S -> request instanceof $T", entry.getKey(), request);
        }
        write.beginControlFlow("default ->").endControlFlow().endControlFlow();
        write.addStatement("throw new $T($S + request.getClass().getName())", IllegalArgumentException.class,
                "Not a generated request type: ");
        handles.addStatement("default -> false").endControlFlow("");
        return TypeSpec.classBuilder(REQUEST_WRITERS)
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc("""
                        The fast path's JSON writers of Bot API %s requests, one per request type. Internal: called by \
                        {@code ChronicleRequestEncoder}.
                        """.formatted(spec.version()))
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
                .addMethod(handles.build())
                .addMethod(write.build())
                .build();
    }

    private void add(Map<Path, String> files, TypeSpec type) {
        JavaFile file = JavaFile.builder(WriterEmitter.PACKAGE, type)
                .addFileComment("$L", header())
                .indent("    ")
                .skipJavaLangImports(true)
                .build();
        files.put(Path.of(WriterEmitter.PACKAGE.replace('.', '/'), type.name() + ".java"), file.toString());
    }

    private String header() {
        return "Generated by quarkus-telegram model-gen from Telegram Bot API " + spec.version()
                + (spec.releaseDate() == null ? "" : " (" + spec.releaseDate() + ")")
                + ".\nDo not edit: change the generator or the IR and rebuild.";
    }

    private static List<Path> earlierOutput(Path outDir) throws IOException {
        List<Path> files = new ArrayList<>();
        Path dir = outDir.resolve(WriterEmitter.PACKAGE.replace('.', '/'));
        if (!Files.isDirectory(dir)) {
            return files;
        }
        try (Stream<Path> stream = Files.list(dir)) {
            for (Path file : stream.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                try (Stream<String> lines = Files.lines(file, StandardCharsets.UTF_8)) {
                    if (lines.findFirst().map(l -> l.startsWith("// Generated by quarkus-telegram model-gen"))
                            .orElse(false)) {
                        files.add(file);
                    }
                }
            }
        }
        return files;
    }
}
