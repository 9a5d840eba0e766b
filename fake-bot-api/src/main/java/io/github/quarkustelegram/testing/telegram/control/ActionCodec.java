package io.github.quarkustelegram.testing.telegram.control;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.databind.jsontype.NamedType;
import com.fasterxml.jackson.databind.node.ArrayNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.telegram.actions.Action;
import io.github.quarkustelegram.testing.telegram.actions.QueuedUpdate;

/**
 * The one JSON form of user actions and of what they queued, for the control API and its client. An action is its
 * record's components in snake case, named by {@value #TYPE_PROPERTY}: its record's name in snake case
 * ({@code {"action":"send_text","user_id":42,"chat_id":42,"text":"hi"}}). Every record {@link Action} permits is known
 * by that name, read from the sealed interface itself: a new action needs nothing here.
 */
public final class ActionCodec {

    /** The JSON field naming the action. */
    public static final String TYPE_PROPERTY = "action";

    /** The type id lives in the codec, not on the records, so that the records stay plain values. */
    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = TYPE_PROPERTY)
    private interface NamedByType {
    }

    private static final ObjectMapper MAPPER = mapper();

    private ActionCodec() {
    }

    private static ObjectMapper mapper() {
        ObjectMapper mapper = FakeJson.MAPPER.copy()
                .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
                .setSerializationInclusion(JsonInclude.Include.NON_NULL)
                // lenient as the control API always was: a curl body may carry what an action does not read
                .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false)
                .addMixIn(Action.class, NamedByType.class);
        for (Class<?> action : Action.class.getPermittedSubclasses()) {
            mapper.registerSubtypes(new NamedType(action, typeId(action)));
        }
        return mapper;
    }

    /**
     * @param action a record {@link Action} permits
     * @return its name in JSON: the record's simple name in snake case ({@code SendText} is {@code send_text})
     */
    public static String typeId(Class<?> action) {
        return action.getSimpleName().replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase(Locale.ROOT);
    }

    /** @return the action as JSON, named by {@value #TYPE_PROPERTY} */
    public static JsonNode write(Action action) {
        return MAPPER.valueToTree(action);
    }

    /**
     * @param json an action as {@link #write(Action)} writes it
     * @return the action
     * @throws IllegalArgumentException when it names no action, or lacks what the action needs
     */
    public static Action read(JsonNode json) {
        try {
            return MAPPER.treeToValue(json, Action.class);
        } catch (InvalidTypeIdException e) {
            throw new IllegalArgumentException("no user action " + json.path(TYPE_PROPERTY).asText("(no \""
                    + TYPE_PROPERTY + "\" field)"));
        } catch (ValueInstantiationException e) {
            // the record refused what it was given: its own message ("text is missing") is the answer
            throw new IllegalArgumentException(e.getCause() == null ? e.getOriginalMessage() : e.getCause().getMessage());
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a user action: " + e.getOriginalMessage());
        }
    }

    /** @return the updates as a JSON array, each as {@link #write(QueuedUpdate)} writes it */
    public static ArrayNode write(List<QueuedUpdate> updates) {
        ArrayNode array = MAPPER.createArrayNode();
        updates.forEach(update -> array.add(write(update)));
        return array;
    }

    /** @return the update as JSON: {@code update_id}, {@code kind}, {@code chat_id}, ... ({@code query_id} if any) */
    public static JsonNode write(QueuedUpdate update) {
        return MAPPER.valueToTree(update);
    }

    /** @return the updates of a JSON array {@link #write(List)} wrote */
    public static List<QueuedUpdate> updates(JsonNode array) {
        List<QueuedUpdate> updates = new ArrayList<>();
        array.forEach(update -> updates.add(update(update)));
        return updates;
    }

    /** @return the update {@link #write(QueuedUpdate)} wrote */
    public static QueuedUpdate update(JsonNode json) {
        try {
            return MAPPER.treeToValue(json, QueuedUpdate.class);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a queued update: " + e.getOriginalMessage());
        }
    }
}
