package io.github.quarkustelegram.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;

import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InlineKeyboardButton;
import io.github.quarkustelegram.model.InlineKeyboardMarkup;
import io.github.quarkustelegram.model.ParseMode;
import io.github.quarkustelegram.model.Update;

/**
 * The model maps the same way in any mapper that has our module: an application's own ObjectMapper, configured
 * as differently as we could think of, reads and writes exactly the JSON our mapper does.
 */
class TelegramJsonTest {

    private static final String UPDATE = "{\"update_id\":9,\"message\":{\"message_id\":1,\"date\":1715000000,"
            + "\"chat\":{\"id\":-100123,\"type\":\"supergroup\",\"title\":\"T\"},"
            + "\"from\":{\"id\":42,\"is_bot\":false,\"first_name\":\"Ada\",\"is_premium\":true},"
            + "\"text\":\"hi @bob\",\"entities\":[{\"type\":\"mention\",\"offset\":3,\"length\":4}],"
            + "\"forward_origin\":{\"type\":\"hidden_user\",\"date\":5,\"sender_user_name\":\"X\"},"
            + "\"reply_markup\":{\"inline_keyboard\":[[{\"text\":\"ok\",\"callback_data\":\"1\"}]]},"
            + "\"pinned_message\":{\"chat\":{\"id\":-100123,\"type\":\"supergroup\"},\"message_id\":0,\"date\":0},"
            + "\"future\":1}}";

    /** An application's mapper at its most different from ours, with only our module added. */
    private static ObjectMapper hostileMapper() {
        return TelegramJson.register(JsonMapper.builder()
                .propertyNamingStrategy(PropertyNamingStrategies.UPPER_CAMEL_CASE)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_IGNORED_PROPERTIES)
                .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .enable(DeserializationFeature.USE_LONG_FOR_INTS)
                .enable(DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY)
                .enable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
                .enable(SerializationFeature.WRITE_ENUMS_USING_INDEX)
                .enable(SerializationFeature.INDENT_OUTPUT)
                .disable(MapperFeature.AUTO_DETECT_GETTERS)
                .disable(MapperFeature.AUTO_DETECT_IS_GETTERS)
                .visibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY)
                .defaultPropertyInclusion(JsonInclude.Value.construct(JsonInclude.Include.ALWAYS,
                        JsonInclude.Include.ALWAYS))
                .build());
    }

    @Test
    void theSharedMapperIsConfigured() throws IOException {
        ObjectMapper mapper = TelegramJson.mapper();
        assertThat(mapper.isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)).isFalse();
        assertThat(mapper.getPropertyNamingStrategy()).isNull();
        assertThat(mapper.getRegisteredModuleIds()).isNotEmpty();
        assertThat(TelegramJson.newMapper()).isNotSameAs(mapper);
        Update update = mapper.readValue(UPDATE, Update.class);
        assertThat(update.message().forwardOrigin().type()).isEqualTo("hidden_user");
    }

    @Test
    void aHostileMapperReadsAndWritesTheSameJson() throws IOException {
        ObjectMapper ours = TelegramJson.mapper();
        ObjectMapper theirs = hostileMapper();

        Update update = theirs.readValue(UPDATE, Update.class);
        assertThat(update).isEqualTo(ours.readValue(UPDATE, Update.class));
        // trees are always read with our mapper: theirs reads numbers into other node types (USE_LONG_FOR_INTS)
        assertThat(ours.readTree(theirs.writeValueAsString(update))).isEqualTo(ours.readTree(ours.writeValueAsString(update)));

        SendMessage request = SendMessage.builder(ChatId.of("@chan"), "*hi*")
                .parseMode(ParseMode.MARKDOWN_V2)
                .disableNotification(true)
                .replyMarkup(InlineKeyboardMarkup.builder(List.of(List.of(
                        InlineKeyboardButton.builder("ok").callbackData("1").build()))).build())
                .build();
        JsonNode expected = ours.readTree("{\"chat_id\":\"@chan\",\"text\":\"*hi*\",\"parse_mode\":\"MarkdownV2\","
                + "\"disable_notification\":true,\"reply_markup\":{\"inline_keyboard\":[[{\"text\":\"ok\","
                + "\"callback_data\":\"1\"}]]}}");
        assertThat(ours.readTree(ours.writeValueAsString(request))).isEqualTo(expected);
        assertThat(ours.readTree(theirs.writeValueAsString(request))).isEqualTo(expected);
        assertThat(theirs.readValue(expected.toString(), SendMessage.class)).isEqualTo(request);
    }

    @Test
    void absentFlagsAreFalseEvenToAMapperThatRejectsNullPrimitives() throws IOException {
        ObjectMapper strict = TelegramJson.register(JsonMapper.builder()
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .build());
        Update update = strict.readValue(UPDATE, Update.class);
        assertThat(update.message().from().isPremium()).isTrue();
        assertThat(update.message().from().addedToAttachmentMenu()).isFalse();
    }

    @Test
    void aHostileMapperAgreesWithOursOnTheWholeCorpus() throws IOException {
        ObjectMapper ours = TelegramJson.mapper();
        ObjectMapper theirs = hostileMapper();
        JsonNode index = ours.readTree(resource("corpus/index.json"));
        int compared = 0;
        List<String> disagreements = new ArrayList<>();
        for (JsonNode entry : index) {
            byte[] payload = resource("corpus/" + entry.get("file").asText());
            JavaType type = javaType(ours, entry.get("type").asText());
            Object decoded;
            try {
                decoded = ours.readValue(payload, type);
            } catch (IOException e) {
                continue; // a payload our own mapper rejects is the corpus test's finding, not this test's
            }
            try {
                // compared by meaning: an Unknown variant holds the JSON tree as the reading mapper built it
                // (theirs makes every integer a LongNode), so equals() would compare node types
                JsonNode meaning = ours.readTree(ours.writeValueAsBytes(decoded));
                Object theirsDecoded = theirs.readValue(payload, type);
                if (!ours.readTree(ours.writeValueAsBytes(theirsDecoded)).equals(meaning)
                        || !ours.readTree(theirs.writeValueAsBytes(decoded)).equals(meaning)) {
                    disagreements.add(entry.get("file").asText());
                }
            } catch (IOException e) {
                disagreements.add(entry.get("file").asText() + ": " + e.getMessage());
            }
            compared++;
        }
        assertThat(disagreements).isEmpty();
        assertThat(compared).isGreaterThan(20);
    }

    private static JavaType javaType(ObjectMapper mapper, String name) {
        String model = "io.github.quarkustelegram.model.";
        try {
            if (name.startsWith("List<")) {
                Class<?> element = Class.forName(model + name.substring(5, name.length() - 1));
                return mapper.getTypeFactory().constructCollectionType(List.class, element);
            }
            return mapper.getTypeFactory().constructType(Class.forName(model + name));
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("corpus/index.json names an unknown type " + name, e);
        }
    }

    private static byte[] resource(String name) throws IOException {
        try (InputStream in = TelegramJsonTest.class.getClassLoader().getResourceAsStream(name)) {
            assertThat(in).as(name).isNotNull();
            return in.readAllBytes();
        }
    }
}
