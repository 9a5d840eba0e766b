package io.github.quarkustelegram.deployment.callbacks;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;

import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.AnnotationTarget;
import org.jboss.jandex.AnnotationValue;
import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.DotName;
import org.jboss.jandex.FieldInfo;
import org.jboss.jandex.IndexView;
import org.jboss.jandex.PrimitiveType;
import org.jboss.jandex.RecordComponentInfo;
import org.jboss.jandex.Type;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.callbacks.CallbackData;
import io.github.quarkustelegram.runtime.callbacks.DataTokens;
import io.github.quarkustelegram.runtime.callbacks.FieldCodec;
import io.github.quarkustelegram.runtime.callbacks.FieldCodecs;
import io.github.quarkustelegram.runtime.callbacks.RecordCodec;

/**
 * The {@code @CallbackData} records of the index, checked as the runtime codec would check them on first use, with the
 * same bounds ({@link FieldCodecs}): a class that is no record, a prefix Telegram or the syntax cannot take, a prefix
 * two records share, a field type not supported, and a record of bounded fields whose worst case is over 64 bytes.
 */
public final class CallbackDataRecords {

    /** The annotation. */
    public static final DotName CALLBACK_DATA = DotName.createSimple(CallbackData.class);

    private static final DotName OPTIONAL = DotName.createSimple("java.util.Optional");
    private static final DotName STRING = DotName.createSimple(String.class);
    private static final DotName UUID_NAME = DotName.createSimple(UUID.class);
    private static final DotName INTEGER = DotName.createSimple(Integer.class);
    private static final DotName LONG = DotName.createSimple(Long.class);
    private static final DotName BOOLEAN = DotName.createSimple(Boolean.class);

    /**
     * A record found.
     *
     * @param type its name
     * @param prefix its prefix
     * @param stored whether its data is stored
     */
    public record Found(DotName type, String prefix, boolean stored) {
    }

    private final List<Found> found = new ArrayList<>();
    private final Set<DotName> enums = new TreeSet<>();
    private final List<String> problems = new ArrayList<>();

    /** @param index the index */
    public CallbackDataRecords(IndexView index) {
        Map<String, DotName> byPrefix = new TreeMap<>();
        List<AnnotationInstance> annotations = new ArrayList<>(index.getAnnotations(CALLBACK_DATA));
        annotations.sort(Comparator.comparing(a -> a.target().toString()));
        for (AnnotationInstance annotation : annotations) {
            if (annotation.target().kind() != AnnotationTarget.Kind.CLASS) {
                continue;
            }
            ClassInfo type = annotation.target().asClass();
            String prefix = annotation.value().asString();
            AnnotationValue storedValue = annotation.value("stored");
            boolean stored = storedValue != null && storedValue.asBoolean();
            int before = problems.size();
            if (!type.isRecord()) {
                problems.add("@CallbackData class " + type.name() + " is not a record; callback data is a record");
                continue;
            }
            if (prefix.isEmpty() || prefix.indexOf(DataTokens.SEPARATOR) >= 0
                    || prefix.indexOf(DataTokens.ESCAPE) >= 0) {
                problems.add("The callback data prefix of " + type.name() + " is \"" + prefix
                        + "\"; give a non-empty one without ':' or '\\'");
            }
            DotName other = byPrefix.putIfAbsent(prefix, type.name());
            if (other != null) {
                problems.add("The callback data prefix \"" + prefix + "\" is used by " + other + " and " + type.name()
                        + "; give each record its own");
            }
            int worstCase = DataTokens.utf8Length(prefix) + Math.max(1, type.recordComponents().size());
            for (RecordComponentInfo component : type.recordComponents()) {
                int bytes = maxBytes(index, type, component);
                worstCase = bytes == FieldCodec.UNBOUNDED || worstCase == FieldCodec.UNBOUNDED ? FieldCodec.UNBOUNDED
                        : worstCase + bytes;
            }
            if (!stored && worstCase > RecordCodec.MAX_BYTES) {
                problems.add(RecordCodec.tooBig(type.name().toString(), worstCase));
            }
            if (problems.size() == before) {
                found.add(new Found(type.name(), prefix, stored));
            }
        }
    }

    /** @return the records without problems, by name */
    public List<Found> found() {
        return found;
    }

    /** @return the enums the records' fields take, read by name through reflection */
    public Set<DotName> enums() {
        return enums;
    }

    /** @return the problems, each naming its record */
    public List<String> problems() {
        return problems;
    }

    /**
     * @param index the index
     * @param type a type
     * @return the prefix when it is a class annotated {@code @CallbackData}, else null
     */
    public static @Nullable String prefixOf(IndexView index, Type type) {
        if (type.kind() != Type.Kind.CLASS) {
            return null;
        }
        ClassInfo info = index.getClassByName(type.name());
        AnnotationInstance annotation = info == null ? null : info.declaredAnnotation(CALLBACK_DATA);
        return annotation == null ? null : annotation.value().asString();
    }

    /** The bound of one field, as {@link FieldCodecs#of} gives it at run time; a problem when not supported. */
    private int maxBytes(IndexView index, ClassInfo record, RecordComponentInfo component) {
        Type type = component.type();
        if (type.kind() == Type.Kind.PARAMETERIZED_TYPE && type.name().equals(OPTIONAL)) {
            Type element = type.asParameterizedType().arguments().get(0);
            if (!element.name().equals(OPTIONAL)) {
                return boxedBytes(index, record, component, element);
            }
        } else if (type.kind() == Type.Kind.PRIMITIVE) {
            PrimitiveType.Primitive primitive = type.asPrimitiveType().primitive();
            if (primitive == PrimitiveType.Primitive.INT) {
                return FieldCodecs.INT_BYTES;
            } else if (primitive == PrimitiveType.Primitive.LONG) {
                return FieldCodecs.LONG_BYTES;
            } else if (primitive == PrimitiveType.Primitive.BOOLEAN) {
                return FieldCodecs.BOOLEAN_BYTES;
            }
        } else if (type.kind() == Type.Kind.CLASS) {
            return boxedBytes(index, record, component, type);
        }
        return unsupported(record, component);
    }

    private int boxedBytes(IndexView index, ClassInfo record, RecordComponentInfo component, Type type) {
        DotName name = type.name();
        if (type.kind() != Type.Kind.CLASS) {
            return unsupported(record, component);
        } else if (name.equals(INTEGER)) {
            return FieldCodecs.INT_BYTES;
        } else if (name.equals(LONG)) {
            return FieldCodecs.LONG_BYTES;
        } else if (name.equals(BOOLEAN)) {
            return FieldCodecs.BOOLEAN_BYTES;
        } else if (name.equals(UUID_NAME)) {
            return FieldCodecs.UUID_BYTES;
        } else if (name.equals(STRING)) {
            return FieldCodec.UNBOUNDED;
        }
        ClassInfo info = index.getClassByName(name);
        if (info != null && info.isEnum()) {
            enums.add(name);
            int max = 0;
            for (FieldInfo constant : info.enumConstants()) {
                max = Math.max(max, DataTokens.utf8Length(constant.name()));
            }
            return max;
        }
        return unsupported(record, component);
    }

    private int unsupported(ClassInfo record, RecordComponentInfo component) {
        problems.add("@CallbackData record " + record.name() + "." + component.name() + ": " + component.type()
                + " is not supported (int, long, boolean, their boxes, String, an enum, UUID, or an Optional of one)");
        return FieldCodec.UNBOUNDED;
    }
}
