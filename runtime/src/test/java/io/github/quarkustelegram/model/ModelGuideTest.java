package io.github.quarkustelegram.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.json.JsonMapper;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.method.SendMediaGroup;
import io.github.quarkustelegram.method.SendMessage;

/**
 * The examples of {@code docs/modules/ROOT/pages/model.adoc}, included from here by tag: keep them short, and keep
 * them passing.
 */
class ModelGuideTest {

    private final ObjectMapper mapper = TelegramJson.mapper();

    @Test
    void buildARequest() throws IOException {
        // tag::build-request[]
        SendMessage request = SendMessage.builder(ChatId.of(-1001234567890L), "*Deploy* finished")
                .parseMode(ParseMode.MARKDOWN_V2)
                .replyMarkup(InlineKeyboardMarkup.builder(List.of(List.of(
                        InlineKeyboardButton.builder("Open logs").url("https://ci.example.org/42").build())))
                        .build())
                .build();

        String json = TelegramJson.mapper().writeValueAsString(request);
        // {"chat_id":-1001234567890,"text":"*Deploy* finished","parse_mode":"MarkdownV2",
        //  "reply_markup":{"inline_keyboard":[[{"text":"Open logs","url":"https://ci.example.org/42"}]]}}
        // end::build-request[]
        assertThat(mapper.readTree(json)).isEqualTo(mapper.readTree("{\"chat_id\":-1001234567890,"
                + "\"text\":\"*Deploy* finished\",\"parse_mode\":\"MarkdownV2\",\"reply_markup\":{\"inline_keyboard\":"
                + "[[{\"text\":\"Open logs\",\"url\":\"https://ci.example.org/42\"}]]}}"));
        assertThat(request.methodName()).isEqualTo("sendMessage");

        // tag::change-request[]
        SendMessage silent = request.toBuilder().disableNotification(true).build();
        // end::change-request[]
        assertThat(silent.disableNotification()).isTrue();
        assertThat(request.disableNotification()).isNull();
    }

    @Test
    void sendFiles() {
        // tag::files[]
        InputMediaPhoto known = InputMediaPhoto.builder(InputFile.reference("AgACAgIAAxkBAAIB")).build();
        InputMediaPhoto uploaded = InputMediaPhoto.builder(InputFile.upload(new byte[] { 1, 2, 3 }, "chart.png"))
                .caption("This week")
                .build();
        SendMediaGroup album = SendMediaGroup.builder(ChatId.of("@releases"), List.of(known, uploaded)).build();
        // end::files[]
        assertThat(album.media()).hasSize(2);
        assertThat(uploaded.media().jsonValue()).startsWith("attach://bytes");
    }

    // tag::read-union[]
    static String describe(MessageOrigin origin) {
        if (origin instanceof MessageOriginUser user) {
            return "forwarded from " + user.senderUser().firstName();
        } else if (origin instanceof MessageOriginChannel channel) {
            return "forwarded from channel " + channel.chat().title();
        } else if (origin instanceof MessageOrigin.Unknown unknown) {
            return "forwarded from a kind of origin this version does not know: " + unknown.type();
        }
        return "forwarded (" + origin.type() + ", " + origin.date() + ")";
    }
    // end::read-union[]

    @Test
    void readAUnion() throws IOException {
        // tag::decode-union[]
        Message message = TelegramJson.mapper().readValue("""
                {"message_id": 7, "date": 1715000000, "chat": {"id": 42, "type": "private"},
                 "forward_origin": {"type": "user", "date": 1714000000,
                                    "sender_user": {"id": 9, "is_bot": false, "first_name": "Ada"}}}
                """, Message.class);
        String text = describe(message.forwardOrigin()); // "forwarded from Ada"
        // end::decode-union[]
        assertThat(text).isEqualTo("forwarded from Ada");
    }

    @Test
    void keepAnUnknownVariant() throws IOException {
        // tag::unknown-variant[]
        String json = """
                {"status": "moderator", "user": {"id": 9, "is_bot": false, "first_name": "Ada"}, "can_mute": true}""";
        ChatMember member = TelegramJson.mapper().readValue(json, ChatMember.class);

        if (member instanceof ChatMember.Unknown unknown) {
            JsonNode raw = unknown.json(); // the JSON as received
            String status = unknown.status(); // "moderator"
            User user = unknown.user(); // shared accessors still work
        }
        String again = TelegramJson.mapper().writeValueAsString(member); // written back unchanged
        // end::unknown-variant[]
        assertThat(member).isInstanceOf(ChatMember.Unknown.class);
        assertThat(member.user().firstName()).isEqualTo("Ada");
        assertThat(mapper.readTree(again)).isEqualTo(mapper.readTree(json));
    }

    @Test
    void openEnums() throws IOException {
        // tag::open-enum[]
        Chat chat = TelegramJson.mapper().readValue("{\"id\": 1, \"type\": \"megagroup\"}", Chat.class);

        boolean isPrivate = chat.type().equals(ChatType.PRIVATE); // false
        boolean known = chat.type().isKnown(); // false: a value newer than this model
        String value = chat.type().value(); // "megagroup", and written back as such
        // end::open-enum[]
        assertThat(isPrivate).isFalse();
        assertThat(known).isFalse();
        assertThat(value).isEqualTo("megagroup");
        assertThat(mapper.writeValueAsString(chat)).isEqualTo("{\"id\":1,\"type\":\"megagroup\"}");
    }

    @Test
    void richText() throws IOException {
        // tag::rich-text[]
        RichText text = RichText.of(
                RichText.of("Release "),
                RichTextBold.builder(RichText.of("1.0")).build(),
                RichText.of(" is out"));
        // ["Release ",{"type":"bold","text":"1.0"}," is out"]
        // end::rich-text[]
        assertThat(mapper.writeValueAsString(text))
                .isEqualTo("[\"Release \",{\"type\":\"bold\",\"text\":\"1.0\"},\" is out\"]");
    }

    @Test
    void ownMapper() throws IOException {
        // tag::own-mapper[]
        ObjectMapper mine = JsonMapper.builder()
                .propertyNamingStrategy(PropertyNamingStrategies.UPPER_CAMEL_CASE) // does not touch the model
                .build();
        TelegramJson.register(mine); // adds the module that decodes the unions
        Update update = mine.readValue("{\"update_id\": 1, \"message\": {\"message_id\": 2, \"date\": 3, "
                + "\"chat\": {\"id\": 4, \"type\": \"private\"}, \"text\": \"hi\"}}", Update.class);
        // end::own-mapper[]
        assertThat(update.message().text()).isEqualTo("hi");
    }
}
