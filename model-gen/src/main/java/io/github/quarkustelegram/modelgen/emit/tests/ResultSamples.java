package io.github.quarkustelegram.modelgen.emit.tests;

import java.util.List;
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
import io.github.quarkustelegram.modelgen.ir.TypeDef;
import io.github.quarkustelegram.modelgen.ir.TypeRef;

/**
 * A realistic result for a method, as the fake answers it: its required fields filled recursively with
 * {@link SampleScalars}, unions by their first member (discriminator included), {@code true} for True results,
 * arrays of one element. And the assertions that the client decoded it: one value reached through the typed
 * accessors ({@code result.chat().id()}), checked against the sample.
 */
final class ResultSamples {

    private static final int MAX_DEPTH = 24;
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private final ApiShapes shapes;

    ResultSamples(ApiShapes shapes) {
        this.shapes = shapes;
    }

    /** @return a sample result of this shape */
    JsonNode sample(Shape shape) {
        return value(shape, null, new SampleScalars(), 0, Set.of());
    }

    /**
     * Statements asserting that {@code expression} (of this shape) decoded the sample: kind checks on the way, and
     * one value compared, e.g. {@code assertThat(result.messageId()).isEqualTo(101)}.
     */
    CodeBlock probe(CodeBlock expression, Shape shape, JsonNode sample) {
        CodeBlock.Builder code = CodeBlock.builder();
        probe(code, expression, shape, sample, Set.of());
        return code.build();
    }

    private JsonNode value(Shape shape, FieldDef field, SampleScalars scalars, int depth, Set<String> path) {
        if (depth > MAX_DEPTH) {
            throw new IllegalStateException("Required fields nest deeper than " + MAX_DEPTH + " at " + field);
        }
        if (shape instanceof Shape.Scalar s) {
            return switch (s.scalar()) {
                case INTEGER -> JSON.numberNode(scalars.integer(fieldOrNone(field)));
                case INTEGER64 -> JSON.numberNode(scalars.integer64(fieldOrNone(field)));
                case FLOAT -> JSON.numberNode(scalars.floating(fieldOrNone(field)));
                case STRING -> JSON.textNode(scalars.string(fieldOrNone(field)));
                case BOOLEAN, TRUE -> JSON.booleanNode(true);
            };
        }
        if (shape instanceof Shape.OpenEnum e) {
            return JSON.textNode(e.def().values().get(0));
        }
        if (shape instanceof Shape.ListOf list) {
            ArrayNode array = JSON.arrayNode();
            array.add(value(list.element(), field, scalars, depth + 1, path));
            return array;
        }
        if (shape instanceof Shape.MessageOrTrue) {
            return value(new Shape.ObjectType(shapes.type("Message")), field, scalars, depth + 1, path);
        }
        if (shape instanceof Shape.UnionType union) {
            Set<String> inner = ApiShapes.with(path, union.type().name());
            return value(shapes.sampleMember(union.type(), inner), field, scalars, depth + 1, inner);
        }
        if (shape instanceof Shape.ObjectType object) {
            ObjectNode json = JSON.objectNode();
            Set<String> inner = ApiShapes.with(path, object.type().name());
            for (FieldDef f : object.type().fields()) {
                if (f.constValue() != null) {
                    json.set(f.name(), RequestSamples.constant(object.type(), f));
                } else if (f.required()) {
                    json.set(f.name(), value(shapes.of(object.type().name(), f), f, scalars, depth + 1, inner));
                }
            }
            return json;
        }
        throw new IllegalStateException("No result sample for " + shape + " (" + field + ")");
    }

    /** Walks the way {@link #value} built the sample ({@code path} picks the same union members). */
    private void probe(CodeBlock.Builder code, CodeBlock expr, Shape shape, JsonNode sample, Set<String> path) {
        if (shape instanceof Shape.Scalar s && isBoolean(new TypeRef.Primitive(s.scalar()))) {
            code.addStatement("assertThat($L).$N()", expr, sample.booleanValue() ? "isTrue" : "isFalse");
        } else if (shape instanceof Shape.Scalar s) {
            code.addStatement("assertThat($L).isEqualTo($L)", expr, literal(s.scalar(), sample));
        } else if (shape instanceof Shape.OpenEnum e) {
            code.addStatement("assertThat($L).isEqualTo($T.of($S))", expr, Types.model(e.def().name()),
                    sample.textValue());
        } else if (shape instanceof Shape.ListOf list) {
            code.addStatement("assertThat($L).hasSize(1)", expr);
            probe(code, CodeBlock.of("$L.get(0)", expr), list.element(), sample.get(0), path);
        } else if (shape instanceof Shape.MessageOrTrue) {
            code.addStatement("assertThat($L).isInstanceOf($T.class)", expr,
                    Types.MESSAGE_OR_TRUE.nestedClass("OfMessage"));
            probe(code, CodeBlock.of("$L.messageOrNull()", expr), new Shape.ObjectType(shapes.type("Message")), sample,
                    path);
        } else if (shape instanceof Shape.UnionType union) {
            Set<String> inner = ApiShapes.with(path, union.type().name());
            Shape member = shapes.sampleMember(union.type(), inner);
            ClassName memberClass = (ClassName) JavaNames.resultType(member);
            code.addStatement("assertThat($L).isInstanceOf($T.class)", expr, memberClass);
            probe(code, CodeBlock.of("(($T) $L)", memberClass, expr), member, sample, inner);
        } else if (shape instanceof Shape.ObjectType object) {
            FieldDef field = probeField(object.type());
            if (field == null) {
                code.addStatement("assertThat($L).isNotNull()", expr);
            } else {
                probe(code, CodeBlock.of("$L.$N()", expr, Naming.memberName(field.name())),
                        shapes.of(object.type().name(), field), sample.get(field.name()),
                        ApiShapes.with(path, object.type().name()));
            }
        } else {
            throw new IllegalStateException("Cannot probe " + shape);
        }
    }

    /**
     * The field to look at: the first required number or string (the most telling), else the first required field
     * that is no boolean (an object to look into), else the first required field, else none.
     */
    private FieldDef probeField(TypeDef type) {
        List<FieldDef> required = type.fields().stream().filter(f -> f.required() && f.constValue() == null).toList();
        return required.stream().filter(f -> f.type() instanceof TypeRef.Primitive p && !isBoolean(p)).findFirst()
                .or(() -> required.stream().filter(f -> !(f.type() instanceof TypeRef.Primitive p && isBoolean(p)))
                        .findFirst())
                .orElse(required.isEmpty() ? null : required.get(0));
    }

    private static boolean isBoolean(TypeRef.Primitive p) {
        return p.scalar() == TypeRef.Scalar.BOOLEAN || p.scalar() == TypeRef.Scalar.TRUE;
    }

    private static CodeBlock literal(TypeRef.Scalar scalar, JsonNode sample) {
        return switch (scalar) {
            case INTEGER -> CodeBlock.of("$L", sample.intValue());
            case INTEGER64 -> CodeBlock.of("$LL", sample.longValue());
            case FLOAT -> CodeBlock.of("$L", Double.toString(sample.doubleValue()));
            case STRING -> CodeBlock.of("$S", sample.textValue());
            case BOOLEAN, TRUE -> CodeBlock.of("$L", sample.booleanValue());
        };
    }

    /** Result samples of scalar results have no field: bounds do not apply. */
    private static FieldDef fieldOrNone(FieldDef field) {
        return field != null ? field
                : new FieldDef("result", new TypeRef.Primitive(TypeRef.Scalar.STRING), true, "", null, null, null, null);
    }
}
