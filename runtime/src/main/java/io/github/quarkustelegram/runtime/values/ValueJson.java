package io.github.quarkustelegram.runtime.values;

import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

/**
 * A value of the application's (a record, a class of its own) as stored JSON: fields of any visibility (not getters:
 * a computed getter is not data), properties sorted, so that one value has one text and an unchanged value is not
 * written again; unknown properties ignored (a field was removed).
 */
public final class ValueJson {

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .visibility(PropertyAccessor.GETTER, Visibility.NONE)
            .visibility(PropertyAccessor.IS_GETTER, Visibility.NONE)
            .visibility(PropertyAccessor.SETTER, Visibility.NONE)
            .visibility(PropertyAccessor.FIELD, Visibility.ANY)
            .enable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .addModule(new Jdk8Module())
            .addModule(new JavaTimeModule())
            .build();

    private ValueJson() {
    }

    /**
     * @param value a value
     * @return its one text
     * @throws IllegalArgumentException when Jackson cannot write it, naming the class
     */
    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("A value of " + value.getClass().getName()
                    + " cannot be written as JSON: " + e.getOriginalMessage(), e);
        }
    }

    /**
     * @param <T> the type
     * @param type the class to read it as
     * @param json what was stored
     * @return the value, never null
     * @throws IllegalArgumentException when it cannot be read as {@code type}, with Jackson's reason
     */
    public static <T> T read(Class<T> type, String json) {
        try {
            T value = MAPPER.readValue(json, type);
            if (value == null) {
                throw new IllegalArgumentException("the stored value is null");
            }
            return value;
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e.getOriginalMessage(), e);
        }
    }
}
