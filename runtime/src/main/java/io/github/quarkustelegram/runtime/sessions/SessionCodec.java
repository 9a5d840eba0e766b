package io.github.quarkustelegram.runtime.sessions;

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

import io.github.quarkustelegram.sessions.UnreadableSessionException;

/**
 * Session values as JSON, with a mapper of the extension's own, so that the application's {@code ObjectMapper}
 * settings never change what is stored. Fields of any visibility (not getters: a computed getter is not data),
 * properties sorted, so that one value has one text and an unchanged value is not written. Unknown properties are
 * ignored (a field was removed); anything else that does not fit is an {@link UnreadableSessionException}.
 */
public final class SessionCodec {

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

    private SessionCodec() {
    }

    /**
     * @param value a session value
     * @return its one text
     * @throws IllegalArgumentException when Jackson cannot write it, naming the class
     */
    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("A session value of " + value.getClass().getName()
                    + " cannot be written as JSON: " + e.getOriginalMessage(), e);
        }
    }

    /**
     * @param <T> the type
     * @param key where it was stored, for the error
     * @param type the class to read it as
     * @param json what was stored
     * @return the value
     * @throws UnreadableSessionException naming the key and the class
     */
    public static <T> T read(String key, Class<T> type, String json) {
        try {
            T value = MAPPER.readValue(json, type);
            if (value == null) {
                throw new IllegalArgumentException("the stored value is null");
            }
            return value;
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw new UnreadableSessionException(key, type, e);
        }
    }
}
