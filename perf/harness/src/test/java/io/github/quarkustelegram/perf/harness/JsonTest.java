package io.github.quarkustelegram.perf.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class JsonTest {

    @Test
    void readsTheValuesJmhAndTheBotApiWrite() {
        Map<String, Object> value = Json.object(
                " {\"a\":[1,-2.5e3,\"NaN\",true,false,null],\"b\":{\"c\":\"\\u2190 \\\"q\\\"\\n\"},\"d\":{}} ");

        assertThat(value.get("a")).isEqualTo(java.util.Arrays.asList(1L, -2500.0, "NaN", true, false, null));
        assertThat(value.get("b")).isEqualTo(Map.of("c", "← \"q\"\n"));
        assertThat(value.get("d")).isEqualTo(Map.of());
        assertThat(Json.parse("[]")).isEqualTo(List.of());
    }

    @Test
    void refusesWhatIsNotOneValue() {
        assertThatThrownBy(() -> Json.parse("{\"a\":1} x")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Json.parse("{\"a\":")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Json.parse("\"open")).isInstanceOf(IllegalArgumentException.class);
    }
}
