package io.github.quarkustelegram.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.Update;
import io.quarkus.test.junit.QuarkusTest;

/**
 * The application customises its own ObjectMapper ({@link AppObjectMapperCustomizer}); the model's
 * mapping stays Telegram's.
 */
@QuarkusTest
class ApplicationObjectMapperTest {

    /** An application type, mapped by the application's mapper. */
    public record Greeting(String firstName, String lastName) {
    }

    @Inject
    ObjectMapper applicationMapper;

    @Test
    void theApplicationMapperIsCustomised() throws Exception {
        assertThat(applicationMapper.writeValueAsString(new Greeting("Alice", null)))
                .isEqualTo("{\"FirstName\":\"Alice\",\"LastName\":null}");
        assertThatThrownBy(() -> applicationMapper.readValue("{\"FirstName\":\"A\",\"Extra\":1}", Greeting.class))
                .isInstanceOf(UnrecognizedPropertyException.class);
    }

    @Test
    void theModelMapperIsNotTheApplicationMapper() {
        assertThat(TelegramJson.mapper()).isNotSameAs(applicationMapper);
    }

    @Test
    void theModelStillDecodesTelegramJsonWithUnknownFields() throws Exception {
        String json = new String(Fixtures.bytes("small.json"), StandardCharsets.UTF_8)
                .replace("\"text\":\"/start\"", "\"text\":\"/start\",\"a_field_of_a_newer_bot_api\":[1,2]");

        Update update = TelegramJson.mapper().readValue(json, Update.class);

        assertThat(update.updateId()).isEqualTo(123456789);
        assertThat(update.message().text()).isEqualTo("/start");
        assertThat(update.message().from().firstName()).isEqualTo("Alice");
    }

    @Test
    void theModelStillEncodesTelegramJson() throws Exception {
        ObjectMapper mapper = TelegramJson.mapper();
        byte[] small = Fixtures.bytes("small.json");

        JsonNode reencoded = mapper.readTree(mapper.writeValueAsBytes(mapper.readValue(small, Update.class)));

        // snake_case keys, absent fields left out: the same JSON as Telegram's.
        assertThat(reencoded).isEqualTo(mapper.readTree(small));
    }

    @Test
    void theModelMapsAlikeInACopyOfTheApplicationMapperWithTheModule() throws Exception {
        ObjectMapper mapper = TelegramJson.register(applicationMapper.copy());
        byte[] large = Fixtures.bytes("large.json");
        String withUnknownField = new String(large, StandardCharsets.UTF_8)
                .replace("\"title\":\"Devs\"", "\"title\":\"Devs\",\"a_field_of_a_newer_bot_api\":true");

        Update update = mapper.readValue(withUnknownField, Update.class);

        assertThat(update).isEqualTo(TelegramJson.mapper().readValue(large, Update.class));
        assertThat(mapper.readTree(mapper.writeValueAsBytes(update))).isEqualTo(mapper.readTree(large));
    }
}
