package io.github.quarkustelegram.modelgen.emit.tests;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;

import io.github.quarkustelegram.modelgen.emit.Naming;
import io.github.quarkustelegram.modelgen.emit.Types;
import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.MethodDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;
import io.github.quarkustelegram.modelgen.ir.TypeRef;

/**
 * Builds a sample request for a method: the Java code that makes it (the request's builder with sample values),
 * and, for each parameter sent, the JSON value Telegram should receive. Which parameters are sent and how files
 * travel depends on the {@link FileMode}.
 */
final class RequestSamples {

    /** How a sample treats files. */
    enum FileMode {
        /** Required parameters only; every file among them is an upload (multipart, attach:// when nested). */
        REQUIRED_UPLOADS,
        /** Required parameters, plus every optional parameter or field that can carry a file: all uploads. */
        ALL_UPLOADS,
        /**
         * Required parameters only; every file that may be a reference is one (a file_id), so that the request is
         * JSON unless a file must be uploaded.
         */
        REFERENCES
    }

    /**
     * One file uploaded by a sample: a constant of the generated test,
     * {@code InputFile.upload(SampleFiles.content(label), filename)}.
     */
    record Upload(String constant, String label, String filename) {
    }

    /**
     * A parameter of a sample request.
     *
     * @param param the IR parameter
     * @param json the value Telegram should receive; nested uploads appear as {@link #attachPlaceholder}s
     * @param upload the upload when the parameter itself is an uploaded file (sent as a file part), else null
     */
    record Param(FieldDef param, JsonNode json, Upload upload) {
    }

    /**
     * A sample request.
     *
     * @param code the expression building it
     * @param params the parameters it sends, in page order
     * @param uploads every upload in it, top-level and nested
     * @param requiredArguments the required parameters (flags aside) as arguments, in page order: the arguments of
     *        the bot's overload taking them ({@code sendMessage(chatId, text)})
     * @param onlyRequired true when the request sends just those arguments (what the overload sends)
     */
    record Sample(CodeBlock code, List<Param> params, List<Upload> uploads, CodeBlock requiredArguments,
            boolean onlyRequired) {

        boolean multipart() {
            return !uploads.isEmpty();
        }
    }

    /** Marks the attach name of an upload inside expected JSON text: {@code attach://⟪CONSTANT⟫}. */
    static final String OPEN = "⟪";
    static final String CLOSE = "⟫";

    private static final int MAX_DEPTH = 24;
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private final ApiShapes shapes;
    private final Map<String, Upload> uploadsByLabel;

    /** @param uploadsByLabel shared by all samples of one test class, so that one label is one constant */
    RequestSamples(ApiShapes shapes, Map<String, Upload> uploadsByLabel) {
        this.shapes = shapes;
        this.uploadsByLabel = uploadsByLabel;
    }

    static String attachPlaceholder(Upload upload) {
        return "attach://" + OPEN + upload.constant() + CLOSE;
    }

    Sample sample(MethodDef method, FileMode mode) {
        Build build = new Build(mode);
        ClassName request = Types.request(method.name());
        List<Param> params = new ArrayList<>();
        CodeBlock.Builder args = CodeBlock.builder();
        CodeBlock.Builder setters = CodeBlock.builder();
        boolean onlyRequired = true;
        for (FieldDef p : method.params()) {
            Shape shape = shapes.of(method.name(), p);
            boolean flag = isFlag(p);
            if (!p.required() && !(mode == FileMode.ALL_UPLOADS && carriesFile(shape, new HashSet<>()))) {
                continue;
            }
            Value value = build.value(shape, p, method.name(), p.name(), true, 0, new HashSet<>());
            params.add(new Param(p, value.json, value.directUpload));
            if (p.required() && !flag) {
                args.add(args.isEmpty() ? "$L" : ", $L", value.code);
            } else {
                setters.add("\n.$N($L)", Naming.memberName(p.name()), value.code);
                onlyRequired = false;
            }
        }
        CodeBlock code;
        if (method.params().isEmpty()) {
            code = CodeBlock.of("new $T()", request);
        } else if (setters.isEmpty()) {
            code = CodeBlock.of("$T.builder($L).build()", request, args.build());
        } else {
            // a statement's continuation lines are indented by JavaPoet itself
            code = CodeBlock.builder().add("$T.builder($L)", request, args.build()).add(setters.build())
                    .add("\n.build()").build();
        }
        return new Sample(code, List.copyOf(params), List.copyOf(build.uploads.values()), args.build(), onlyRequired);
    }

    /** True when a value of this shape can hold a file (an upload): files, and what contains one. */
    boolean carriesFile(Shape shape, Set<String> seen) {
        if (shape instanceof Shape.File) {
            return true;
        }
        if (shape instanceof Shape.ListOf list) {
            return carriesFile(list.element(), seen);
        }
        if (shape instanceof Shape.UnionType union) {
            return seen.add(union.type().name())
                    && shapes.members(union.type()).stream().anyMatch(m -> carriesFile(m, seen));
        }
        if (shape instanceof Shape.ObjectType object) {
            return seen.add(object.type().name()) && object.type().fields().stream()
                    .anyMatch(f -> f.constValue() == null && carriesFile(shapes.of(object.type().name(), f), seen));
        }
        return false;
    }

    static boolean isFlag(FieldDef field) {
        return field.type() instanceof TypeRef.Primitive p && p.scalar() == TypeRef.Scalar.TRUE;
    }

    /** A sample value: the code making it and the JSON Telegram receives for it. */
    private record Value(CodeBlock code, JsonNode json, Upload directUpload) {
    }

    /** The state of building one sample: its scalars and its uploads. */
    private final class Build {
        private final FileMode mode;
        private final SampleScalars scalars = new SampleScalars();
        private final Map<String, Upload> uploads = new LinkedHashMap<>();

        Build(FileMode mode) {
            this.mode = mode;
        }

        /**
         * @param owner the method or type the field belongs to
         * @param label where the value sits ({@code media_1.media}), naming uploads
         * @param topLevel true for a parameter of the method itself
         * @param path the object types being built around this value (a type within itself adds no optional field)
         */
        Value value(Shape shape, FieldDef field, String owner, String label, boolean topLevel, int depth,
                Set<String> path) {
            if (depth > MAX_DEPTH) {
                throw new IllegalStateException("Required fields nest deeper than " + MAX_DEPTH + " at " + label);
            }
            if (shape instanceof Shape.Scalar s) {
                return scalar(s.scalar(), field);
            }
            if (shape instanceof Shape.OpenEnum e) {
                String first = e.def().values().get(0);
                return new Value(CodeBlock.of("$T.of($S)", Types.model(e.def().name()), first), JSON.textNode(first),
                        null);
            }
            if (shape instanceof Shape.ChatId) {
                long id = scalars.chatId();
                return new Value(CodeBlock.of("$T.of($LL)", Types.CHAT_ID, id), JSON.numberNode(id), null);
            }
            if (shape instanceof Shape.File file) {
                return file(file, field, owner, label, topLevel);
            }
            if (shape instanceof Shape.ListOf list) {
                int size = field.limits() != null && field.limits().minLength() != null
                        ? Math.max(1, field.limits().minLength())
                        : 1;
                CodeBlock.Builder code = CodeBlock.builder().add("$T.of(", JavaNames.LIST);
                ArrayNode json = JSON.arrayNode();
                for (int i = 1; i <= size; i++) {
                    Value element = value(list.element(), field, owner, size == 1 ? label : label + "_" + i, false,
                            depth + 1, path);
                    code.add(i == 1 ? "$L" : ", $L", element.code);
                    json.add(element.json);
                }
                return new Value(code.add(")").build(), json, null);
            }
            if (shape instanceof Shape.UnionType union) {
                return value(member(union.type(), path), field, owner, label, false, depth + 1,
                        ApiShapes.with(path, union.type().name()));
            }
            if (shape instanceof Shape.ObjectType object) {
                return object(object.type(), label, depth, path);
            }
            throw new IllegalStateException(label + ": no sample for " + shape);
        }

        /**
         * The member a sample of the union uses: the first that can be built ({@link ApiShapes#sampleMember}), or
         * with all uploads, the first buildable one that can carry a file.
         */
        private Shape member(TypeDef union, Set<String> path) {
            if (mode == FileMode.ALL_UPLOADS) {
                Set<String> inner = ApiShapes.with(path, union.name());
                for (Shape member : shapes.members(union)) {
                    if (shapes.finite(member, inner) && carriesFile(member, new HashSet<>())) {
                        return member;
                    }
                }
            }
            return shapes.sampleMember(union, ApiShapes.with(path, union.name()));
        }

        private Value object(TypeDef type, String label, int depth, Set<String> path) {
            ClassName name = Types.model(type.name());
            ObjectNode json = JSON.objectNode();
            CodeBlock.Builder args = CodeBlock.builder();
            CodeBlock.Builder setters = CodeBlock.builder();
            boolean hasComponents = false;
            Set<String> inner = new HashSet<>(path);
            inner.add(type.name());
            for (FieldDef f : type.fields()) {
                if (f.constValue() != null) {
                    json.set(f.name(), constant(type, f));
                    continue;
                }
                hasComponents = true;
                Shape shape = shapes.of(type.name(), f);
                boolean withFile = mode == FileMode.ALL_UPLOADS && !path.contains(type.name())
                        && carriesFile(shape, new HashSet<>(inner));
                if (!f.required() && !withFile) {
                    continue;
                }
                Value value = value(shape, f, type.name(), label + "." + f.name(), false, depth + 1, inner);
                json.set(f.name(), value.json);
                if (f.required() && !isFlag(f)) {
                    args.add(args.isEmpty() ? "$L" : ", $L", value.code);
                } else {
                    setters.add(".$N($L)", Naming.memberName(f.name()), value.code);
                }
            }
            CodeBlock code = hasComponents
                    ? CodeBlock.of("$T.builder($L)$L.build()", name, args.build(), setters.build())
                    : CodeBlock.of("new $T()", name);
            return new Value(code, json, null);
        }

        private Value file(Shape.File file, FieldDef field, String owner, String label, boolean topLevel) {
            if (mode == FileMode.REFERENCES && file.referable()) {
                String reference = "sample-file-id-" + label.replace('.', '-');
                return new Value(CodeBlock.of("$T.reference($S)", Types.INPUT_FILE, reference),
                        JSON.textNode(reference), null);
            }
            Upload upload = uploadsByLabel.computeIfAbsent(label,
                    l -> new Upload(JavaNames.constant(l), l, filename(field.name(), owner, l)));
            uploads.put(label, upload);
            return new Value(CodeBlock.of("$N", upload.constant()), JSON.textNode(attachPlaceholder(upload)),
                    topLevel ? upload : null);
        }

        private Value scalar(TypeRef.Scalar scalar, FieldDef field) {
            return switch (scalar) {
                case INTEGER -> {
                    int v = scalars.integer(field);
                    yield new Value(CodeBlock.of("$L", v), JSON.numberNode(v), null);
                }
                case INTEGER64 -> {
                    long v = scalars.integer64(field);
                    yield new Value(CodeBlock.of("$LL", v), JSON.numberNode(v), null);
                }
                case FLOAT -> {
                    double v = scalars.floating(field);
                    yield new Value(CodeBlock.of("$L", Double.toString(v)), JSON.numberNode(v), null);
                }
                case STRING -> {
                    String v = scalars.string(field);
                    yield new Value(CodeBlock.of("$S", v), JSON.textNode(v), null);
                }
                case BOOLEAN, TRUE -> new Value(CodeBlock.of("true"), JSON.booleanNode(true), null);
            };
        }
    }

    /** The JSON of a fixed field (a discriminator such as {@code "type": "photo"}). */
    static JsonNode constant(TypeDef owner, FieldDef field) {
        String value = field.constValue();
        TypeRef.Scalar scalar = field.type() instanceof TypeRef.Primitive p ? p.scalar() : TypeRef.Scalar.STRING;
        return switch (scalar) {
            case INTEGER, INTEGER64 -> JSON.numberNode(Long.parseLong(value));
            case FLOAT -> JSON.numberNode(Double.parseDouble(value));
            case BOOLEAN, TRUE -> JSON.booleanNode(Boolean.parseBoolean(value));
            case STRING -> JSON.textNode(value);
        };
    }

    /**
     * A file name telling the kind of file from the field and its owner: {@code photo.jpg} (sendPhoto),
     * {@code media_1_media.mp3} (InputMediaAudio.media in a list).
     */
    static String filename(String fieldName, String owner, String label) {
        return label.replace('.', '_') + "." + extension(fieldName, owner.toLowerCase(java.util.Locale.ROOT));
    }

    private static String extension(String fieldName, String owner) {
        String h = fieldName + " " + owner;
        if (fieldName.equals("certificate")) {
            return "pem";
        }
        if (fieldName.equals("thumbnail") || fieldName.equals("cover")) {
            return "jpg";
        }
        if (fieldName.equals("media") && owner.contains("livephoto") || fieldName.equals("live_photo")) {
            return "mp4";
        }
        if (h.contains("sticker")) {
            return "webp";
        }
        if (h.contains("video") || h.contains("animation")) {
            return "mp4";
        }
        if (h.contains("voice")) {
            return "ogg";
        }
        if (h.contains("audio")) {
            return "mp3";
        }
        if (h.contains("document")) {
            return "pdf";
        }
        if (h.contains("photo")) {
            return "jpg";
        }
        return "bin";
    }
}
