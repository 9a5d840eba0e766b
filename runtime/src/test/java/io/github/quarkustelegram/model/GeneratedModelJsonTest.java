package io.github.quarkustelegram.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.json.TelegramJson;

/** How the generated model maps to JSON: unions, Unknown variants, open enums, flags, unknown fields. */
class GeneratedModelJsonTest {

    private static final String USER = "{\"id\":42,\"is_bot\":false,\"first_name\":\"Ada\"}";
    private static final String CHAT = "{\"id\":-100123,\"type\":\"supergroup\",\"title\":\"Devs\"}";

    private final ObjectMapper mapper = TelegramJson.mapper();

    private JsonNode tree(String json) throws IOException {
        return mapper.readTree(json);
    }

    private JsonNode reencoded(Object value) throws IOException {
        return mapper.readTree(mapper.writeValueAsBytes(value));
    }

    @Test
    void unknownFieldsAreIgnoredAndNullsLeftOut() throws IOException {
        String json = "{\"update_id\":1,\"brand_new_kind\":{\"x\":1},\"message\":{\"message_id\":2,\"date\":3,"
                + "\"chat\":" + CHAT + ",\"text\":\"hi\",\"future_field\":[1,2]}}";
        Update update = mapper.readValue(json, Update.class);
        assertThat(update.message().text()).isEqualTo("hi");
        assertThat(update.editedMessage()).isNull();
        assertThat(reencoded(update)).isEqualTo(tree("{\"update_id\":1,\"message\":{\"message_id\":2,\"date\":3,"
                + "\"chat\":" + CHAT + ",\"text\":\"hi\"}}"));
    }

    @Test
    void aUnionGivenSomethingOtherThanAnObjectIsAClearError() {
        String json = "{\"update_id\":1,\"chat_member\":{\"chat\":" + CHAT + ",\"from\":" + USER + ",\"date\":5,"
                + "\"old_chat_member\":[1,2],\"new_chat_member\":{\"status\":\"member\",\"user\":" + USER + "}}}";
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> mapper.readValue(json, Update.class))
                .isInstanceOf(com.fasterxml.jackson.databind.exc.MismatchedInputException.class)
                .hasMessageContaining("Expected a JSON object for ChatMember, got ARRAY")
                .hasMessageContaining("old_chat_member");
    }

    @Test
    void aMissingRequiredFieldDoesNotFailDecoding() throws IOException {
        Message message = mapper.readValue("{\"text\":\"only text\"}", Message.class);
        assertThat(message.text()).isEqualTo("only text");
        assertThat(message.messageId()).isZero();
        assertThat(message.chat()).isNull();
    }

    @Test
    void trueFlagsAreWrittenOnlyWhenTrue() throws IOException {
        User premium = mapper.readValue("{\"id\":1,\"is_bot\":false,\"first_name\":\"A\",\"is_premium\":true}",
                User.class);
        assertThat(premium.isPremium()).isTrue();
        assertThat(reencoded(premium).get("is_premium").booleanValue()).isTrue();
        User plain = premium.toBuilder().isPremium(false).build();
        assertThat(reencoded(plain).has("is_premium")).isFalse();
        assertThat(mapper.readValue(USER, User.class).isPremium()).isFalse();
    }

    @Test
    void listsAreImmutable() throws IOException {
        Message message = mapper.readValue("{\"message_id\":1,\"date\":1,\"chat\":" + CHAT
                + ",\"entities\":[{\"type\":\"bold\",\"offset\":0,\"length\":1}]}", Message.class);
        List<MessageEntity> entities = message.entities();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> entities.add(entities.get(0)))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThat(entities.get(0).type()).isSameAs(MessageEntityType.BOLD);
    }

    @Test
    void unionMembersAreChosenByTheirDiscriminator() throws IOException {
        ChatMember member = mapper.readValue("{\"status\":\"creator\",\"user\":" + USER + ",\"is_anonymous\":false}",
                ChatMember.class);
        assertThat(member).isInstanceOf(ChatMemberOwner.class);
        assertThat(member.status()).isEqualTo("creator");
        assertThat(member.user().firstName()).isEqualTo("Ada");
        assertThat(reencoded(member)).isEqualTo(tree("{\"status\":\"creator\",\"user\":" + USER
                + ",\"is_anonymous\":false}"));
        // the variant writes its discriminator first
        assertThat(mapper.writeValueAsString(member)).startsWith("{\"status\":\"creator\"");
    }

    @Test
    void anUnknownVariantKeepsItsRawJsonAndIsWrittenBackUnchanged() throws IOException {
        String json = "{\"status\":\"moderator\",\"user\":" + USER + ",\"can_moderate\":true,"
                + "\"nested\":{\"a\":[1,2.5,\"x\",null,{\"b\":false}]},\"big\":12345678901234567890}";
        ChatMember member = mapper.readValue(json, ChatMember.class);
        assertThat(member).isInstanceOf(ChatMember.Unknown.class);
        assertThat(member.status()).isEqualTo("moderator");
        assertThat(member.user().id()).isEqualTo(42L);
        ChatMember.Unknown unknown = (ChatMember.Unknown) member;
        assertThat(unknown.json()).isEqualTo(tree(json));
        assertThat(reencoded(member)).isEqualTo(tree(json));
        // a copy: changing what json() returns does not change the value
        ((com.fasterxml.jackson.databind.node.ObjectNode) unknown.json()).put("status", "changed");
        assertThat(member.status()).isEqualTo("moderator");

        ReactionType reaction = mapper.readValue("{\"type\":\"sticker\",\"sticker_id\":\"s\"}", ReactionType.class);
        assertThat(reaction).isInstanceOf(ReactionType.Unknown.class);
        assertThat(reaction.type()).isEqualTo("sticker");
    }

    @Test
    void inaccessibleMessagesHaveAZeroDate() throws IOException {
        String callback = "{\"id\":\"q\",\"from\":" + USER + ",\"chat_instance\":\"c\",\"data\":\"d\",\"message\":";
        CallbackQuery gone = mapper.readValue(callback + "{\"chat\":" + CHAT + ",\"message_id\":7,\"date\":0}}",
                CallbackQuery.class);
        assertThat(gone.message()).isInstanceOf(InaccessibleMessage.class);
        assertThat(gone.message().messageId()).isEqualTo(7);
        assertThat(gone.message().date()).isZero();

        CallbackQuery live = mapper.readValue(callback + "{\"chat\":" + CHAT
                + ",\"message_id\":8,\"date\":1715000000,\"text\":\"menu\"}}", CallbackQuery.class);
        assertThat(live.message()).isInstanceOf(Message.class);
        assertThat(((Message) live.message()).text()).isEqualTo("menu");
        assertThat(live.message().chat().id()).isEqualTo(-100123L);
        assertThat(reencoded(live).at("/message/date").intValue()).isEqualTo(1715000000);
    }

    @Test
    void richTextIsAStringAnArrayOrAnObjectAtAnyDepth() throws IOException {
        String json = "[\"Hello, \",{\"type\":\"bold\",\"text\":[\"dear \",{\"type\":\"italic\",\"text\":\"reader\"}]},"
                + "\"! \",{\"type\":\"glitter\",\"text\":\"new\"}]";
        RichText text = mapper.readValue(json, RichText.class);
        assertThat(text).isInstanceOf(RichText.Concatenation.class);
        List<RichText> parts = ((RichText.Concatenation) text).parts();
        assertThat(parts).hasSize(4);
        assertThat(parts.get(0)).isEqualTo(RichText.of("Hello, "));
        RichTextBold bold = (RichTextBold) parts.get(1);
        RichText.Concatenation inner = (RichText.Concatenation) bold.text();
        assertThat(inner.parts().get(1)).isInstanceOf(RichTextItalic.class);
        assertThat(((RichTextItalic) inner.parts().get(1)).text()).isEqualTo(RichText.of("reader"));
        assertThat(parts.get(3)).isInstanceOf(RichText.Unknown.class);
        assertThat(reencoded(text)).isEqualTo(tree(json));

        RichText built = RichText.of(RichText.of("a "), RichTextBold.builder(RichText.of("b")).build());
        assertThat(mapper.writeValueAsString(built)).isEqualTo("[\"a \",{\"type\":\"bold\",\"text\":\"b\"}]");
    }

    @Test
    void richBlocksNestRichText() throws IOException {
        String json = "[{\"type\":\"paragraph\",\"text\":[\"x\",{\"type\":\"bold\",\"text\":\"y\"}]},"
                + "{\"type\":\"hologram\",\"depth\":3}]";
        List<RichBlock> blocks = mapper.readValue(json,
                mapper.getTypeFactory().constructCollectionType(List.class, RichBlock.class));
        assertThat(blocks.get(0)).isInstanceOf(RichBlockParagraph.class);
        assertThat(((RichBlockParagraph) blocks.get(0)).text()).isInstanceOf(RichText.Concatenation.class);
        assertThat(blocks.get(1)).isInstanceOf(RichBlock.Unknown.class);
        assertThat(mapper.readTree(mapper.writeValueAsBytes(blocks))).isEqualTo(tree(json));
    }

    @Test
    void membersSharingADiscriminatorValueAreToldApartByAField() throws IOException {
        InlineQueryResult cached = mapper.readValue("{\"type\":\"photo\",\"id\":\"1\",\"photo_file_id\":\"f\"}",
                InlineQueryResult.class);
        assertThat(cached).isInstanceOf(InlineQueryResultCachedPhoto.class);
        InlineQueryResult byUrl = mapper.readValue("{\"type\":\"photo\",\"id\":\"1\",\"photo_url\":\"u\","
                + "\"thumbnail_url\":\"t\"}", InlineQueryResult.class);
        assertThat(byUrl).isInstanceOf(InlineQueryResultPhoto.class);
        assertThat(byUrl.id()).isEqualTo("1");
    }

    @Test
    void fieldPresenceUnionsPickTheMemberByItsField() throws IOException {
        assertThat(mapper.readValue("{\"force_reply\":true}", ReplyMarkup.class)).isInstanceOf(ForceReply.class);
        assertThat(mapper.readValue("{\"remove_keyboard\":true}", ReplyMarkup.class))
                .isInstanceOf(ReplyKeyboardRemove.class);
        assertThat(mapper.readValue("{\"keyboard\":[[{\"text\":\"a\"}]]}", ReplyMarkup.class))
                .isInstanceOf(ReplyKeyboardMarkup.class);
        assertThat(mapper.readValue("{\"latitude\":1.5,\"longitude\":2.5,\"title\":\"t\",\"address\":\"a\"}",
                InputMessageContent.class)).isInstanceOf(InputVenueMessageContent.class);
        assertThat(mapper.readValue("{\"latitude\":1.5,\"longitude\":2.5}", InputMessageContent.class))
                .isInstanceOf(InputLocationMessageContent.class);
        assertThat(mapper.readValue("{\"hologram\":true}", ReplyMarkup.class)).isInstanceOf(ReplyMarkup.Unknown.class);
    }

    @Test
    void openEnumsKeepUnknownValues() throws IOException {
        Chat chat = mapper.readValue("{\"id\":1,\"type\":\"megagroup\"}", Chat.class);
        assertThat(chat.type()).isEqualTo(ChatType.of("megagroup"));
        assertThat(chat.type().isKnown()).isFalse();
        assertThat(chat.type().toString()).isEqualTo("megagroup");
        assertThat(reencoded(chat)).isEqualTo(tree("{\"id\":1,\"type\":\"megagroup\"}"));
        assertThat(ChatType.of("private")).isSameAs(ChatType.PRIVATE);
        assertThat(ChatType.knownValues()).containsExactly(ChatType.PRIVATE, ChatType.GROUP, ChatType.SUPERGROUP,
                ChatType.CHANNEL);
        assertThat(mapper.writeValueAsString(ReactionEmoji.HEAVY_BLACK_HEART)).isEqualTo("\"❤\"");
        assertThat(mapper.readValue("\"🎲\"", DiceEmoji.class)).isSameAs(DiceEmoji.GAME_DIE);
    }

    @Test
    void numbersKeepTheirRange() throws IOException {
        Chat chat = mapper.readValue("{\"id\":-1009876543210,\"type\":\"channel\"}", Chat.class);
        assertThat(chat.id()).isEqualTo(-1009876543210L);
        Location location = mapper.readValue("{\"latitude\":52.520008,\"longitude\":13.404954}", Location.class);
        assertThat(location.latitude()).isEqualTo(52.520008);
        assertThat(reencoded(location)).isEqualTo(tree("{\"latitude\":52.520008,\"longitude\":13.404954}"));
    }
}
