package io.github.quarkustelegram.modelgen.emit;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import javax.lang.model.element.Modifier;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.MethodDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;

/**
 * Emits a streaming reader per record, request and union: {@code MessageJsonReader}, package-private in the model
 * package, a Jackson deserializer that {@code BotApiModule} registers for our mapper only (a mapper without the module
 * keeps decoding the records through their annotations).
 *
 * <p>
 * A record's reader walks the object once, switches on each field's index, reads each value into a local
 * (primitives start at 0 / false, the rest at null), skips unknown fields, and calls the canonical constructor once.
 * Each field's name is guessed from the one before it (Telegram writes a type's fields in a stable order) and matched
 * by the parser on its bytes ({@code ReaderSupport.FieldOrder}): a name guessed right is neither looked up in
 * Jackson's symbol table nor switched on as a String. Nested records and unions are read by calling their reader's static
 * {@code read} directly, lists
 * by their element reader's {@code list}; an exception raised while reading a field names the record and the field
 * (Jackson's reference chain). Unions are read by {@link UnionReaderEmitter}.
 *
 * <p>
 * Why: Jackson decodes a record through its creator, buffering a slot for every component, present or not; the
 * Bot API's Message has more than a hundred components, so that buffering cost most of an Update's decoding time.
 */
final class DeserializerEmitter {

    /** Names the generated code uses for itself, which no component local may take. */
    static final Set<String> RESERVED = Set.of("p", "ctxt", "firstField", "jsonName", "problem", "values", "inUse",
            "field", "previous");

    static final ClassName FIELD_ORDER = ReaderTypes.READER_SUPPORT.nestedClass("FieldOrder");

    /** Records with more components than this are read through a holder (see {@link #values}). */
    static final int WIDE = 40;

    private final ApiSpec spec;
    private final TypeMapper types;
    private final ReadCode read;

    DeserializerEmitter(ApiSpec spec, TypeMapper types) {
        this.spec = spec;
        this.types = types;
        this.read = new ReadCode(spec);
    }

    /** Every reader, records and unions in page order, then the requests. */
    List<TypeSpec> emit() {
        Map<String, List<Component>> records = new LinkedHashMap<>();
        Map<String, ClassName> targets = new LinkedHashMap<>();
        for (TypeDef type : spec.types()) {
            if (type.union() == null && !isHandWritten(type)) {
                records.put(type.name(), Component.of(type.name(), type.fields(), types));
                targets.put(type.name(), Types.model(type.name()));
            }
        }
        for (MethodDef method : spec.methods()) {
            String name = Naming.requestName(method.name());
            if (records.containsKey(name)) {
                throw new IllegalStateException("The request " + name + " would share its reader's name with a type");
            }
            records.put(name, Component.of(method.name(), method.params(), types));
            targets.put(name, Types.request(method.name()));
        }
        Set<String> listed = listedElements(records.values());

        Set<String> names = new HashSet<>();
        for (TypeDef type : spec.types()) {
            names.add(type.name());
        }
        spec.enums().forEach(e -> names.add(e.name()));
        List<TypeSpec> readers = new ArrayList<>();
        UnionReaderEmitter unions = new UnionReaderEmitter(spec);
        for (TypeDef type : spec.types()) {
            String reader = type.name() + ReaderTypes.SUFFIX;
            if (names.contains(reader)) {
                throw new IllegalStateException("The reader " + reader + " would take the name of a type");
            }
            if (type.union() != null) {
                readers.add(unions.emit(type, listed.contains(type.name()) || type.union().admitsArray()));
            } else if (records.containsKey(type.name())) {
                readers.add(emitRecord(targets.get(type.name()), records.get(type.name()),
                        listed.contains(type.name())));
            }
        }
        for (MethodDef method : spec.methods()) {
            String name = Naming.requestName(method.name());
            readers.add(emitRecord(targets.get(name), records.get(name), false));
        }
        return readers;
    }

    private static boolean isHandWritten(TypeDef type) {
        return type.name().equals(Types.INPUT_FILE_PAGE_TYPE) && type.fields().isEmpty();
    }

    /** Records and unions some component holds a list of (directly or in a list of lists). */
    private Set<String> listedElements(Iterable<List<Component>> all) {
        Set<String> listed = new HashSet<>();
        for (List<Component> components : all) {
            for (Component c : components) {
                TypeName type = c.type().withoutAnnotations();
                while (type instanceof ParameterizedTypeName list && list.rawType().equals(ClassName.get(List.class))) {
                    type = list.typeArguments().get(0).withoutAnnotations();
                    if (read.hasReader(type)) {
                        listed.add(((ClassName) type).simpleName());
                    }
                }
            }
        }
        return listed;
    }

    /** The reader of a record or request. */
    TypeSpec emitRecord(ClassName target, List<Component> all, boolean withList) {
        List<Component> components = all.stream().filter(c -> !c.fixed()).toList();
        for (Component c : components) {
            if (RESERVED.contains(c.javaName())) {
                throw new IllegalStateException(target.simpleName() + "." + c.jsonName() + ": the Java name "
                        + c.javaName() + " is one the generated reader uses itself");
            }
        }
        // every field, a fixed one too (its value is skipped), has an index in the reader's field order
        boolean ordered = !all.isEmpty();
        ClassName reader = ReaderTypes.reader(target);
        TypeSpec.Builder type = start(reader, target, "field by field, into the record's canonical constructor");
        if (ordered) {
            CodeBlock.Builder names = CodeBlock.builder();
            for (int i = 0; i < all.size(); i++) {
                names.add(i == 0 ? "$S" : ",\n$S", all.get(i).jsonName());
            }
            type.addField(FieldSpec.builder(FIELD_ORDER, "ORDER", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("The fields by index, and the order they came in last time.\n")
                    .initializer("$T.of(\n$>$>$L$<$<)", FIELD_ORDER, names.build())
                    .build());
        }
        type.addMethod(MethodSpec.constructorBuilder()
                .addStatement("super($T.class)", target)
                .build());
        type.addMethod(deserialize(target, CodeBlock.of("return read(p, ctxt);\n")));

        type.addMethod(entry(target)
                .addJavadoc("""
                        Reads the value at the parser: a JSON object (or the rest of one), or null.

                        @param p the parser, at the value's first token
                        @param ctxt the context
                        @return the record, or null for JSON null
                        @throws $T on malformed input
                        """, IOException.class)
                .beginControlFlow("if (p.hasToken($T.START_OBJECT))", ReaderTypes.JSON_TOKEN)
                .addStatement(ordered ? CodeBlock.of("return walk(p, ctxt, ORDER.next(p, $T.START))", FIELD_ORDER)
                        : CodeBlock.of("return fields(p, ctxt, $T.nextField(p))", ReaderTypes.READER_SUPPORT))
                .endControlFlow()
                .beginControlFlow("if (p.hasToken($T.VALUE_NULL))", ReaderTypes.JSON_TOKEN)
                .addStatement("return null")
                .endControlFlow()
                .beginControlFlow("if ($T.insideObject(p.currentToken()))", ReaderTypes.READER_SUPPORT)
                .addStatement("return fields(p, ctxt, $T.currentField(p))", ReaderTypes.READER_SUPPORT)
                .endControlFlow()
                .addStatement("return ($T) ctxt.handleUnexpectedToken($T.class, p)", target, target)
                .build());

        read.knownValues(components).forEach(type::addField);
        boolean wide = components.size() > WIDE;
        if (ordered) {
            type.addMethod(byName(target));
            type.addMethod(walk(target, all, wide));
        } else {
            type.addMethod(fields(target, components, wide));
        }
        if (wide) {
            type.addType(values(target, all));
        }
        if (withList) {
            addList(type, target, CodeBlock.of("$T.nullElement(ctxt, $T.class)", ReaderTypes.READER_SUPPORT, target));
        }
        return type.build();
    }

    /** @return {@code fields(p, ctxt, firstField)}'s signature and Javadoc, without its body */
    private static MethodSpec.Builder fieldsMethod(ClassName target) {
        return MethodSpec.methodBuilder("fields")
                .addJavadoc("""
                        Reads the fields of an object from the given one to the object's end.

                        @param p the parser, at the value of the field {@code firstField}
                        @param ctxt the context
                        @param firstField the first field's name, or null when the object has no (more) fields
                        @return the record
                        @throws $T on malformed input
                        """, IOException.class)
                .addModifiers(Modifier.STATIC)
                .returns(target)
                .addParameter(Types.JSON_PARSER, "p")
                .addParameter(Types.DESERIALIZATION_CONTEXT, "ctxt")
                .addParameter(ClassName.get(String.class).annotated(Types.NULLABLE_ANNOTATION), "firstField")
                .addException(IOException.class);
    }

    /** {@code fields(p, ctxt, firstField)}, the entry of a union that has read the first field's name. */
    private static MethodSpec byName(ClassName target) {
        return fieldsMethod(target)
                .addStatement("return walk(p, ctxt, ORDER.index(firstField))")
                .build();
    }

    /**
     * {@code walk(p, ctxt, firstField)}: the loop over the fields by index ({@code ORDER.next} guesses each name,
     * see {@code ReaderSupport.FieldOrder}), a {@code switch} on the index reading the value; an unknown field is
     * skipped, and does not change what is guessed next.
     */
    private MethodSpec walk(ClassName target, List<Component> all, boolean wide) {
        List<Component> components = all.stream().filter(c -> !c.fixed()).toList();
        MethodSpec.Builder method = MethodSpec.methodBuilder("walk")
                .addJavadoc("""
                        Reads the fields of an object from the given one to the object's end.

                        @param p the parser, at the value of the field {@code firstField}
                        @param ctxt the context
                        @param firstField the first field's index ({@code FieldOrder.UNKNOWN} for a field the record \
                        does not know), or {@code FieldOrder.END} when the object has no (more) fields
                        @return the record
                        @throws $T on malformed input
                        """, IOException.class)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(target)
                .addParameter(Types.JSON_PARSER, "p")
                .addParameter(Types.DESERIALIZATION_CONTEXT, "ctxt")
                .addParameter(int.class, "firstField")
                .addException(IOException.class);
        ClassName holder = ReaderTypes.reader(target).nestedClass("Values");
        if (wide) {
            method.addStatement("$T values = $T.acquire()", holder, holder)
                    .beginControlFlow("try");
        } else {
            for (Component c : components) {
                TypeName local = c.type().withoutAnnotations();
                method.addStatement("$T $N = $L", local, c.javaName(), initial(local));
            }
        }
        method.addStatement("int field = firstField")
                .addStatement("int previous = $T.START", FIELD_ORDER)
                .addStatement("$T jsonName = null", ClassName.get(String.class).annotated(Types.NULLABLE_ANNOTATION));
        CodeBlock.Builder loop = CodeBlock.builder()
                .beginControlFlow("for (; field != $T.END; field = ORDER.next(p, previous))", FIELD_ORDER)
                .beginControlFlow("switch (field)");
        for (int i = 0; i < all.size(); i++) {
            Component c = all.get(i);
            loop.add("case $L: // $L\n", i, c.jsonName()).indent();
            if (c.fixed()) {
                loop.addStatement("p.skipChildren()");
            } else {
                CodeBlock assigned = wide ? CodeBlock.of("values.$N", c.javaName())
                        : CodeBlock.of("$N", c.javaName());
                loop.add(read.assign(assigned, c));
            }
            loop.addStatement("break").unindent();
        }
        loop.add("default:\n").indent()
                .add("// a field the record does not know: skipped, and the next is guessed after the field before\n")
                .addStatement("jsonName = p.currentName()")
                .addStatement("p.skipChildren()")
                .addStatement("continue")
                .unindent()
                .endControlFlow()
                .add(wide ? CodeBlock.of("values.read(field);\n") : CodeBlock.of(""))
                .addStatement("previous = field")
                .endControlFlow();
        method.beginControlFlow("try")
                .addCode(loop.build())
                .nextControlFlow("catch ($T problem)", Exception.class)
                .addStatement("throw $T.wrap(problem, ctxt, $T.class, field >= 0 ? ORDER.name(field) : jsonName)",
                        ReaderTypes.READER_SUPPORT, target)
                .endControlFlow();
        if (wide) {
            method.addStatement("return values.build()")
                    .nextControlFlow("finally")
                    .addStatement("values.release()")
                    .endControlFlow();
        } else {
            method.addStatement("return $L", construct(target, components, ""));
        }
        return method.build();
    }

    private MethodSpec fields(ClassName target, List<Component> components, boolean wide) {
        MethodSpec.Builder method = fieldsMethod(target);
        ClassName holder = ReaderTypes.reader(target).nestedClass("Values");
        if (wide) {
            method.addStatement("$T values = $T.acquire()", holder, holder)
                    .beginControlFlow("try");
        } else {
            for (Component c : components) {
                TypeName local = c.type().withoutAnnotations();
                method.addStatement("$T $N = $L", local, c.javaName(), initial(local));
            }
        }
        method.addStatement("$T jsonName = firstField", String.class);
        CodeBlock.Builder loop = CodeBlock.builder()
                .beginControlFlow("for (; jsonName != null; jsonName = $T.nextField(p))", ReaderTypes.READER_SUPPORT)
                .beginControlFlow("switch (jsonName)");
        for (Component c : components) {
            CodeBlock assigned = wide ? CodeBlock.of("values.$N", c.javaName()) : CodeBlock.of("$N", c.javaName());
            loop.add("case $S:\n", c.jsonName()).indent()
                    .add(read.assign(assigned, c))
                    .addStatement("break")
                    .unindent();
        }
        loop.add("default:\n").indent().addStatement("p.skipChildren()").unindent()
                .endControlFlow()
                .endControlFlow();
        method.beginControlFlow("try")
                .addCode(loop.build())
                .nextControlFlow("catch ($T problem)", Exception.class)
                .addStatement("throw $T.wrap(problem, ctxt, $T.class, jsonName)", ReaderTypes.READER_SUPPORT, target)
                .endControlFlow();
        if (wide) {
            method.addStatement("return values.build()")
                    .nextControlFlow("finally")
                    .addStatement("values.release()")
                    .endControlFlow();
        } else {
            method.addStatement("return $L", construct(target, components, ""));
        }
        return method.build();
    }

    private static CodeBlock construct(ClassName target, List<Component> components, String prefix) {
        if (components.isEmpty()) {
            return CodeBlock.of("new $T()", target);
        }
        CodeBlock.Builder args = CodeBlock.builder();
        for (int i = 0; i < components.size(); i++) {
            args.add(i == 0 ? "$L$N" : ",\n$L$N", prefix, components.get(i).javaName());
        }
        return CodeBlock.of("new $T(\n$>$>$L$<$<)", target, args.build());
    }

    /**
     * The holder of a wide record's values while it is read. Java 17's optimizing compiler (C2) cannot compile a call
     * passing more than about 50 arguments ("unsupported calling sequence", fixed in Java 24), nor C1 a loop keeping
     * more than a hundred locals alive: a reader of Message written like the others runs in the interpreter. So a
     * wide record's values go to a holder, reused per thread (a nested read of the same record takes a new one), and
     * only {@code build()}, which C1 compiles, calls the constructor. The holder remembers which fields were read (a
     * bit per field index), so that {@code release()} forgets those only: a Message sets a handful of its fields.
     * What remains is the price of the record's shape on Java 17: profiled on 2026-12-06 (perf, JIT symbols), the
     * C1-compiled {@code build()} and canonical constructor are about a third of decoding a Message of two fields,
     * mostly the G1 write barriers C1 emits for each of the constructor's reference stores (under ParallelGC the
     * constructor costs a third as much); C2 would drop them for a new object, but cannot compile the call.
     */
    private static TypeSpec values(ClassName target, List<Component> all) {
        List<Component> components = all.stream().filter(c -> !c.fixed()).toList();
        ClassName holder = ReaderTypes.reader(target).nestedClass("Values");
        TypeSpec.Builder values = TypeSpec.classBuilder(holder)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The values of a {@link $T} being read; one per thread is reused.\n", target)
                .addField(FieldSpec.builder(ParameterizedTypeName.get(ClassName.get(ThreadLocal.class), holder),
                        "FREE", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                        .initializer("$T.withInitial($T::new)", ThreadLocal.class, holder).build())
                .addField(FieldSpec.builder(boolean.class, "inUse", Modifier.PRIVATE).build());
        int words = (all.size() + 63) / 64;
        for (int w = 0; w < words; w++) {
            values.addField(FieldSpec.builder(long.class, "read" + w, Modifier.PRIVATE)
                    .addJavadoc("Bit {@code i}: field {@code $L + i} was read.\n", 64 * w)
                    .build());
        }
        for (Component c : components) {
            TypeName type = c.type().withoutAnnotations();
            values.addField(FieldSpec.builder(type.isPrimitive() ? type : type.annotated(Types.NULLABLE_ANNOTATION),
                    c.javaName()).build());
        }
        MethodSpec.Builder read = MethodSpec.methodBuilder("read")
                .addJavadoc("Remembers that a field was read.\n\n@param field the field's index\n")
                .addParameter(int.class, "field");
        // a shift takes its distance modulo 64
        if (words == 1) {
            read.addStatement("read0 |= 1L << field");
        } else {
            for (int w = 0; w < words; w++) {
                if (w == 0) {
                    read.beginControlFlow("if (field < 64)");
                } else if (w < words - 1) {
                    read.nextControlFlow("else if (field < $L)", 64 * (w + 1));
                } else {
                    read.nextControlFlow("else");
                }
                read.addStatement("read$L |= 1L << field", w);
            }
            read.endControlFlow();
        }
        values.addMethod(read.build());

        MethodSpec.Builder release = MethodSpec.methodBuilder("release")
                .addJavadoc("Forgets the values read, and frees the holder for the thread's next read.\n");
        for (int w = 0; w < words; w++) {
            release.beginControlFlow("for (long bits = read$L; bits != 0; bits &= bits - 1)", w)
                    .addStatement(w == 0 ? CodeBlock.of("forget($T.numberOfTrailingZeros(bits))", Long.class)
                            : CodeBlock.of("forget($L + $T.numberOfTrailingZeros(bits))", 64 * w, Long.class))
                    .endControlFlow()
                    .addStatement("read$L = 0", w);
        }
        values.addMethod(release.addStatement("inUse = false").build());

        MethodSpec.Builder forget = MethodSpec.methodBuilder("forget")
                .addModifiers(Modifier.PRIVATE)
                .addParameter(int.class, "field")
                .beginControlFlow("switch (field)");
        for (int i = 0; i < all.size(); i++) {
            Component c = all.get(i);
            if (!c.fixed()) {
                forget.addCode("case $L:\n", i).addCode(CodeBlock.builder().indent()
                        .addStatement("$N = $L", c.javaName(), initial(c.type().withoutAnnotations()))
                        .addStatement("break").unindent().build());
            }
        }
        forget.addCode("default:\n").addCode(CodeBlock.builder().indent().addStatement("break").unindent().build())
                .endControlFlow();
        values.addMethod(forget.build());

        values.addMethod(MethodSpec.methodBuilder("acquire")
                .addJavadoc("@return the thread's holder, or a new one while the thread's is in use\n")
                .addModifiers(Modifier.STATIC)
                .returns(holder)
                .addStatement("$T values = FREE.get()", holder)
                .beginControlFlow("if (values.inUse)")
                .addStatement("return new $T()", holder)
                .endControlFlow()
                .addStatement("values.inUse = true")
                .addStatement("return values")
                .build());
        values.addMethod(MethodSpec.methodBuilder("build")
                .addJavadoc("@return the record of the values read\n")
                .returns(target)
                .addStatement("return $L", construct(target, components, ""))
                .build());
        return values.build();
    }

    private static String initial(TypeName local) {
        if (!local.isPrimitive()) {
            return "null";
        }
        return switch (local.toString()) {
            case "long" -> "0L";
            case "double" -> "0.0";
            case "boolean" -> "false";
            default -> "0";
        };
    }

    // ---- shared with the union readers ----

    /** A reader class: package-private, final, a {@code StdDeserializer} of its target. */
    static TypeSpec.Builder start(ClassName reader, ClassName target, String how) {
        return TypeSpec.classBuilder(reader)
                .addModifiers(Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(Types.STD_DESERIALIZER, target))
                .addJavadoc("Reads {@link $T} from JSON, $L; registered by {@link $T}, generated.\n", target, how,
                        Types.BOT_API_MODULE)
                .addField(FieldSpec.builder(long.class, "serialVersionUID", Modifier.PRIVATE, Modifier.STATIC,
                        Modifier.FINAL).initializer("1L").build())
                .addMethod(MethodSpec.methodBuilder("isCachable")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(boolean.class)
                        .addStatement("return true")
                        .build())
                .addMethod(MethodSpec.methodBuilder("logicalType")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(ReaderTypes.LOGICAL_TYPE)
                        .addStatement("return $T.POJO", ReaderTypes.LOGICAL_TYPE)
                        .build());
    }

    static MethodSpec deserialize(ClassName target, CodeBlock body) {
        return MethodSpec.methodBuilder("deserialize")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(target)
                .addParameter(Types.JSON_PARSER, "p")
                .addParameter(Types.DESERIALIZATION_CONTEXT, "ctxt")
                .addException(IOException.class)
                .addCode(body)
                .build();
    }

    /** {@code static @Nullable T read(JsonParser p, DeserializationContext ctxt)}, without a body. */
    static MethodSpec.Builder entry(ClassName target) {
        return MethodSpec.methodBuilder("read")
                .addModifiers(Modifier.STATIC)
                .returns(target.annotated(Types.NULLABLE_ANNOTATION))
                .addParameter(Types.JSON_PARSER, "p")
                .addParameter(Types.DESERIALIZATION_CONTEXT, "ctxt")
                .addException(IOException.class);
    }

    /**
     * {@code list}: a tight loop over the array; the result is the immutable list the record keeps (List.of, so the
     * constructor's {@code List.copyOf} copies nothing), without null elements.
     */
    static void addList(TypeSpec.Builder type, ClassName target, CodeBlock onNull) {
        ClassName support = ReaderTypes.READER_SUPPORT;
        ClassName token = ReaderTypes.JSON_TOKEN;
        TypeName list = ParameterizedTypeName.get(ClassName.get(List.class), target);
        type.addMethod(MethodSpec.methodBuilder("element")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(target)
                .addParameter(Types.JSON_PARSER, "p")
                .addParameter(Types.DESERIALIZATION_CONTEXT, "ctxt")
                .addException(IOException.class)
                .addStatement("$T value = p.hasToken($T.VALUE_NULL) ? null : read(p, ctxt)", target
                        .annotated(Types.NULLABLE_ANNOTATION), token)
                .addStatement("return value != null ? value : $L", onNull)
                .build());
        type.addMethod(MethodSpec.methodBuilder("list")
                .addJavadoc("""
                        Reads a JSON array of {@link $T}.

                        @param p the parser, at the value's first token
                        @param ctxt the context
                        @return the immutable list, or null for JSON null
                        @throws $T on malformed input, a null element included
                        """, target, IOException.class)
                .addModifiers(Modifier.STATIC)
                .returns(list.annotated(Types.NULLABLE_ANNOTATION))
                .addParameter(Types.JSON_PARSER, "p")
                .addParameter(Types.DESERIALIZATION_CONTEXT, "ctxt")
                .addException(IOException.class)
                .beginControlFlow("if (!p.hasToken($T.START_ARRAY))", token)
                .addStatement("return $T.notAnArray(p, ctxt)", support)
                .endControlFlow()
                .beginControlFlow("if (p.nextToken() == $T.END_ARRAY)", token)
                .addStatement("return $T.of()", List.class)
                .endControlFlow()
                .addStatement("$T first = element(p, ctxt)", target)
                .beginControlFlow("if (p.nextToken() == $T.END_ARRAY)", token)
                .addStatement("return $T.of(first)", List.class)
                .endControlFlow()
                .addStatement("$T second = element(p, ctxt)", target)
                .beginControlFlow("if (p.nextToken() == $T.END_ARRAY)", token)
                .addStatement("return $T.of(first, second)", List.class)
                .endControlFlow()
                .addStatement("$T[] items = new $T[8]", Object.class, Object.class)
                .addStatement("items[0] = first")
                .addStatement("items[1] = second")
                .addStatement("int size = 2")
                .beginControlFlow("do")
                .beginControlFlow("if (size == items.length)")
                .addStatement("items = $T.copyOf(items, size * 2)", Arrays.class)
                .endControlFlow()
                .addStatement("items[size++] = element(p, ctxt)")
                .endControlFlow("while (p.nextToken() != $T.END_ARRAY)", token)
                .addStatement("return $T.immutableList(items, size)", support)
                .build());
    }
}
