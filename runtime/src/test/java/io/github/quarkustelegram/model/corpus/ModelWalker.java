package io.github.quarkustelegram.model.corpus;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * Walks decoded model values reflectively (record components and lists) and records what it meets: for every
 * position whose declared type is a sealed interface, which member class the value turned out to be; every
 * {@code Unknown} variant; and which JSON properties of each record type were non-null.
 *
 * <p>
 * Recording the member against the declared union (not just the runtime class) matters because a record can be
 * a member of several unions: InputMediaPhoto decoded where an InputMedia is expected says nothing about
 * InputPollOptionMedia.
 */
public final class ModelWalker {

    private static final String ROOT_PACKAGE = "io.github.quarkustelegram";

    private final Map<Class<?>, Set<Class<?>>> membersByUnion = new LinkedHashMap<>();
    private final Map<Class<?>, Set<String>> presentProperties = new LinkedHashMap<>();
    private final List<Object> unknowns = new ArrayList<>();

    /**
     * Walks a decoded value.
     *
     * @param value the value, as decoded
     * @param declaredType the type it was decoded as
     */
    public void walk(Object value, Type declaredType) {
        visit(value, declaredType);
    }

    /** @return for each union (sealed interface) met as a declared type, the member classes decoded there */
    public Map<Class<?>, Set<Class<?>>> membersByUnion() {
        return membersByUnion;
    }

    /** @return for each record class met, the JSON names of its components that were non-null at least once */
    public Map<Class<?>, Set<String>> presentProperties() {
        return presentProperties;
    }

    /** @return every {@code Unknown} variant met, in order */
    public List<Object> unknowns() {
        return unknowns;
    }

    /**
     * @param type a class
     * @return whether it is the {@code Unknown} variant nested in a sealed interface
     */
    public static boolean isUnknownVariant(Class<?> type) {
        Class<?> enclosing = type.getEnclosingClass();
        return type.getSimpleName().equals("Unknown") && enclosing != null && enclosing.isSealed();
    }

    /**
     * @param unknown an {@code Unknown} variant
     * @return the raw JSON it keeps
     */
    public static JsonNode rawJson(Object unknown) {
        for (RecordComponent component : unknown.getClass().getRecordComponents()) {
            if (JsonNode.class.isAssignableFrom(component.getType())) {
                return (JsonNode) read(unknown, component);
            }
        }
        throw new IllegalArgumentException(unknown.getClass() + " keeps no JsonNode");
    }

    /**
     * @param component a record component
     * @return its JSON property name ({@code @JsonProperty}), or its Java name when it has none
     */
    public static String jsonName(RecordComponent component) {
        JsonProperty property = component.getAnnotation(JsonProperty.class);
        if (property == null) {
            property = component.getAccessor().getAnnotation(JsonProperty.class);
        }
        return property != null && !property.value().isEmpty() ? property.value() : component.getName();
    }

    private void visit(Object value, Type declaredType) {
        if (value == null) {
            return;
        }
        Class<?> declared = rawClass(declaredType);
        if (declared != null && declared.isInterface() && declared.isSealed()) {
            membersByUnion.computeIfAbsent(declared, k -> new LinkedHashSet<>()).add(value.getClass());
        }
        if (value instanceof Collection<?> collection) {
            Type element = declaredType instanceof ParameterizedType p ? p.getActualTypeArguments()[0] : Object.class;
            for (Object item : collection) {
                visit(item, element);
            }
            return;
        }
        if (value instanceof JsonNode) {
            return;
        }
        Class<?> type = value.getClass();
        if (!type.isRecord() || !type.getName().startsWith(ROOT_PACKAGE)) {
            return;
        }
        if (isUnknownVariant(type)) {
            unknowns.add(value);
            return;
        }
        Set<String> present = presentProperties.computeIfAbsent(type, k -> new LinkedHashSet<>());
        for (RecordComponent component : type.getRecordComponents()) {
            Object child = read(value, component);
            if (child != null) {
                present.add(jsonName(component));
                visit(child, component.getGenericType());
            }
        }
    }

    private static Object read(Object record, RecordComponent component) {
        try {
            return component.getAccessor().invoke(record);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + record.getClass().getName() + "." + component.getName(), e);
        }
    }

    private static Class<?> rawClass(Type type) {
        if (type instanceof Class<?> c) {
            return c;
        }
        if (type instanceof ParameterizedType p && p.getRawType() instanceof Class<?> c) {
            return c;
        }
        return null;
    }
}
