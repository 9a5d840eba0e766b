package io.github.quarkustelegram.model;

import java.util.List;

import org.jspecify.annotations.Nullable;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.json.TelegramJson;

/**
 * Reads a field out of the JSON of a union's {@code Unknown} variant, for the accessors the union's interface
 * declares (e.g. {@code ChatMember.user()}). Generated code calls it; package-private, so no application can. It lives
 * in the model's package rather than with the readers' support ({@code runtime.json}) because it reads with the model's
 * mapper ({@link TelegramJson}), which needs the model: from {@code runtime.json} that would tie it and the model in a
 * loop.
 */
final class UnknownFields {

    private UnknownFields() {
    }

    /**
     * @param json the variant's JSON
     * @param field the JSON field name
     * @param type the field's Java type
     * @param <T> that type
     * @return the field decoded, or null when absent or null
     * @throws IllegalArgumentException when the field does not decode as {@code type}
     */
    static <T> @Nullable T read(JsonNode json, String field, Class<T> type) {
        JsonNode value = json.get(field);
        if (value == null || value.isNull()) {
            return null;
        }
        try {
            return TelegramJson.mapper().treeToValue(value, type);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("The field " + field + " of an unknown variant is not a "
                    + type.getSimpleName(), e);
        }
    }

    /**
     * @param json the variant's JSON
     * @param field the JSON field name
     * @param element the Java type of the list's elements
     * @param <T> that type
     * @return the field decoded as an immutable list, or null when absent or null
     * @throws IllegalArgumentException when the field does not decode as a list of {@code element}
     */
    static <T> @Nullable List<T> readList(JsonNode json, String field, Class<T> element) {
        JsonNode value = json.get(field);
        if (value == null || value.isNull()) {
            return null;
        }
        ObjectMapper mapper = TelegramJson.mapper();
        try {
            List<T> list = mapper.treeToValue(value,
                    mapper.getTypeFactory().constructCollectionType(List.class, element));
            return List.copyOf(list);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("The field " + field + " of an unknown variant is not a list of "
                    + element.getSimpleName(), e);
        }
    }
}
