package io.github.quarkustelegram.testing.telegram.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.telegram.actions.Action;
import io.github.quarkustelegram.testing.telegram.actions.QueuedUpdate;
import io.github.quarkustelegram.testing.telegram.actions.SendText;

/**
 * Every action the sealed {@link Action} permits goes through the JSON codec and back unchanged, by the name the
 * codec gives it: a new action record is covered here without a line of this test, and one the codec cannot carry
 * fails it.
 */
class ActionCodecTest {

    static Stream<Class<?>> actions() {
        return Arrays.stream(Action.class.getPermittedSubclasses());
    }

    @ParameterizedTest
    @MethodSource("actions")
    void anActionGoesThroughItsJsonAndBackUnchanged(Class<?> kind) throws Exception {
        Action action = sample(kind);

        JsonNode json = ActionCodec.write(action);
        Action back = ActionCodec.read(FakeJson.parse(json.toString()));

        assertThat(json.path(ActionCodec.TYPE_PROPERTY).asText()).isEqualTo(ActionCodec.typeId(kind));
        assertThat(back).isInstanceOf(kind).usingRecursiveComparison().isEqualTo(action);
    }

    @Test
    void eachActionHasANameOfItsOwn() {
        List<String> names = actions().map(ActionCodec::typeId).toList();

        assertThat(names).doesNotHaveDuplicates().contains("send_text", "press_ephemeral_button", "set_bot_blocked");
    }

    @Test
    void anUnknownActionOrAMissingTextIsRefusedByName() {
        assertThatThrownBy(() -> ActionCodec.read(FakeJson.parse("{\"action\":\"telepathy\",\"user_id\":1}")))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("no user action telepathy");
        assertThatThrownBy(() -> ActionCodec.read(FakeJson.parse("{\"user_id\":1}")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no user action");
        assertThatThrownBy(() -> ActionCodec.read(FakeJson.parse("{\"action\":\"send_text\",\"user_id\":1}")))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("text is missing");
    }

    @Test
    void theJsonIsTheControlApisSnakeCaseWithoutNulls() {
        JsonNode json = ActionCodec.write(new SendText(42, null, -100, "hi"));

        assertThat(json.toString()).isEqualTo("{\"action\":\"send_text\",\"user_id\":42,\"chat_id\":-100,\"text\":\"hi\"}");
    }

    @Test
    void queuedUpdatesGoThroughTheirJsonAndBack() {
        List<QueuedUpdate> queued = List.of(new QueuedUpdate(7, "message", 42, 3, null, 11),
                new QueuedUpdate(8, "callback_query", 42, 4, "q-1", 12));

        JsonNode json = ActionCodec.write(queued);

        assertThat(json.get(0).has("query_id")).isFalse();
        assertThat(json.get(1).get("update_id").asLong()).isEqualTo(8);
        assertThat(ActionCodec.updates(FakeJson.parse(json.toString()))).isEqualTo(queued);
    }

    /** An action of this kind with a value in every component, each different from the type's default. */
    static Action sample(Class<?> kind) throws ReflectiveOperationException {
        RecordComponent[] components = kind.getRecordComponents();
        Object[] values = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
            values[i] = sampleValue(components[i].getGenericType(), components[i].getName(), i);
        }
        return (Action) kind.getDeclaredConstructor(types).newInstance(values);
    }

    private static Object sampleValue(Type type, String name, int index) {
        if (type == long.class) {
            return 1_000L + index;
        }
        if (type == boolean.class) {
            return true;
        }
        if (type == String.class) {
            return name + " ✓ \"quoted\"";
        }
        if (type == byte[].class) {
            return new byte[] { 0, 1, (byte) 0xff, 42 };
        }
        if (type instanceof ParameterizedType list && list.getRawType() == List.class) {
            Type element = list.getActualTypeArguments()[0];
            List<Object> values = new ArrayList<>();
            values.add(sampleValue(element, name, index));
            values.add(sampleValue(element, name, index + 1));
            return values;
        }
        if (type == Integer.class) {
            return index;
        }
        throw new AssertionError("No sample value for a component of type " + type + " (" + name + "): add one here");
    }
}
