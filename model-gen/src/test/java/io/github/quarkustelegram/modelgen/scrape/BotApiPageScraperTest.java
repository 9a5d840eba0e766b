package io.github.quarkustelegram.modelgen.scrape;

import static io.github.quarkustelegram.modelgen.scrape.MiniPage.row;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;
import io.github.quarkustelegram.modelgen.ir.TypeRef;
import io.github.quarkustelegram.modelgen.ir.TypeRef.Scalar;
import io.github.quarkustelegram.modelgen.ir.UnionStrategy;
import io.github.quarkustelegram.modelgen.ir.UnionVariant;

class BotApiPageScraperTest {

    private static final String LINK_USER = "<a href=\"#user\">User</a>";

    @Test
    void readsVersionTypesFieldsAndOptionality() {
        ApiSpec spec = BotApiPageScraper.scrape(new MiniPage().version("11.0")
                .type("User", "This object represents a user.",
                        row("id", "Integer", "Unique identifier. This number may have more than 32 significant bits."),
                        row("first_name", "String", "User's first name"),
                        row("is_premium", "True", "<em>Optional</em>. <em>True</em>, if the user is premium"))
                .document());

        assertThat(spec.version()).isEqualTo("11.0");
        assertThat(spec.releaseDate()).isEqualTo("July 14, 2026");
        TypeDef user = spec.type("User").orElseThrow();
        assertThat(user.anchor()).isEqualTo("user");
        assertThat(user.fields()).extracting(FieldDef::name).containsExactly("id", "first_name", "is_premium");
        assertThat(user.fields()).extracting(FieldDef::required).containsExactly(true, true, false);
        assertThat(user.fields().get(0).type()).isEqualTo(TypeRef.scalar(Scalar.INTEGER64));
        assertThat(user.fields().get(2).type()).isEqualTo(TypeRef.scalar(Scalar.TRUE));
        assertThat(user.fields().get(2).description()).doesNotStartWith("<em>Optional</em>");
        assertThat(spec.type("Formatting")).isEmpty();
    }

    @Test
    void readsTypeColumns() {
        assertThat(TypeColumnParser.parse("Array of Array of PhotoSize"))
                .isEqualTo(TypeRef.arrayOf(TypeRef.arrayOf(TypeRef.named("PhotoSize"))));
        assertThat(TypeColumnParser.parse("Integer or String")).isEqualTo(new TypeRef.OneOf(java.util.List.of(
                TypeRef.scalar(Scalar.INTEGER), TypeRef.scalar(Scalar.STRING))));
        assertThat(TypeColumnParser.parse("Array of InputMediaAudio, InputMediaDocument and InputMediaPhoto"))
                .isEqualTo(TypeRef.arrayOf(new TypeRef.OneOf(java.util.List.of(TypeRef.named("InputMediaAudio"),
                        TypeRef.named("InputMediaDocument"), TypeRef.named("InputMediaPhoto")))));
    }

    @Test
    void readsResultsFromProse() {
        java.util.Set<String> types = java.util.Set.of("Message", "Update", "MessageId", "User");
        assertThat(ReturnTypeReader.read("Use this method. Returns True on success.", types))
                .isEqualTo(TypeRef.scalar(Scalar.TRUE));
        assertThat(ReturnTypeReader.read("Returns an Array of Update objects.", types))
                .isEqualTo(TypeRef.arrayOf(TypeRef.named("Update")));
        assertThat(ReturnTypeReader.read("On success, if the edited message is not an inline message, the edited "
                + "Message is returned, otherwise True is returned.", types)).isEqualTo(new TypeRef.OneOf(
                        java.util.List.of(TypeRef.named("Message"), TypeRef.scalar(Scalar.TRUE))));
        assertThat(ReturnTypeReader.read("Returns basic information about the bot in form of a User object.", types))
                .isEqualTo(TypeRef.named("User"));
        assertThat(ReturnTypeReader.read("The method will return error 429 for a while. Returns True on success.", types))
                .isEqualTo(TypeRef.scalar(Scalar.TRUE));
        assertThat(ReturnTypeReader.read("Returns an error, if the score is low. Returns Int on success.", types))
                .isEqualTo(TypeRef.scalar(Scalar.INTEGER));
        assertThat(ReturnTypeReader.read("Use this method to do something mysterious.", types)).isNull();
    }

    @Test
    void findsDiscriminatorsAndTieBreakers() {
        ApiSpec spec = BotApiPageScraper.scrape(new MiniPage()
                .union("Result", "This object represents one result. It can be one of the following:",
                        "ResultPhoto", "ResultCachedPhoto", "ResultArticle")
                .type("ResultPhoto", "A photo by URL.", row("type", "String", "Type of the result, must be <em>photo</em>"),
                        row("photo_url", "String", "A URL"))
                .type("ResultCachedPhoto", "A cached photo.",
                        row("type", "String", "Type of the result, must be <em>photo</em>"),
                        row("photo_file_id", "String", "A file id"))
                .type("ResultArticle", "An article.", row("type", "String", "Type of the result, always “article”"),
                        row("title", "String", "Title"))
                .document());

        TypeDef union = spec.type("Result").orElseThrow();
        assertThat(union.union().strategy()).isEqualTo(UnionStrategy.DISCRIMINATOR);
        assertThat(union.union().discriminator()).isEqualTo("type");
        assertThat(union.union().variants()).containsExactly(new UnionVariant("ResultPhoto", "photo", "photo_url"),
                new UnionVariant("ResultCachedPhoto", "photo", "photo_file_id"),
                new UnionVariant("ResultArticle", "article", null));
        assertThat(spec.type("ResultArticle").orElseThrow().fields().get(0).constValue()).isEqualTo("article");
        assertThat(spec.type("ResultArticle").orElseThrow().fields().get(1).constValue()).isNull();
    }

    @Test
    void namesInlineAlternativesAsSyntheticUnions() {
        ApiSpec spec = BotApiPageScraper.scrape(new MiniPage()
                .type("InlineKeyboardMarkup", "Inline keyboard.", row("inline_keyboard", "String", "Buttons"))
                .type("ReplyKeyboardMarkup", "Reply keyboard.", row("keyboard", "String", "Buttons"))
                .type("ReplyKeyboardRemove", "Remove.", row("remove_keyboard", "True", "Requests removal"))
                .type("ForceReply", "Force reply.", row("force_reply", "True", "Shows reply interface"))
                .method("sendMessage", "On success, the sent <a href=\"#message\">Message</a> is returned.",
                        row("reply_markup", "<a href=\"#inlinekeyboardmarkup\">InlineKeyboardMarkup</a> or "
                                + "<a href=\"#replykeyboardmarkup\">ReplyKeyboardMarkup</a> or "
                                + "<a href=\"#replykeyboardremove\">ReplyKeyboardRemove</a> or "
                                + "<a href=\"#forcereply\">ForceReply</a>", "Optional", "Additional interface options"))
                .document());

        TypeDef markup = spec.type("ReplyMarkup").orElseThrow();
        assertThat(markup.synthetic()).isTrue();
        assertThat(markup.union().strategy()).isEqualTo(UnionStrategy.FIELD_PRESENCE);
        assertThat(markup.union().variants()).extracting(UnionVariant::presentField)
                .containsExactly("inline_keyboard", "keyboard", "remove_keyboard", "force_reply");
    }

    @Test
    void findsEnumLikeValuesAndCuratedEnums() {
        ApiSpec spec = BotApiPageScraper.scrape(new MiniPage()
                .type("Update", "An update.", row("update_id", "Integer", "Id"),
                        row("message", "String", "<em>Optional</em>. A message"),
                        row("poll", "String", "<em>Optional</em>. A poll"))
                .type("Chat", "A chat.", row("type", "String", "Type of the chat, can be either “private”, “group”, "
                        + "“supergroup” or “channel”"))
                .type("Venue", "A venue.", row("foursquare_type", "String", "<em>Optional</em>. Foursquare type. "
                        + "(For example, “arts_entertainment/default” or “food/icecream”.)"))
                .method("sendMessage", "On success, True is returned.",
                        row("parse_mode", "String", "Optional", "Mode for parsing entities"),
                        row("allowed_updates", "Array of String", "Optional", "Update types"))
                .document());

        FieldDef chatType = spec.type("Chat").orElseThrow().fields().get(0);
        assertThat(chatType.enumName()).isEqualTo("ChatType");
        assertThat(spec.enumDef("ChatType").orElseThrow().values()).containsExactly("private", "group", "supergroup",
                "channel");
        assertThat(spec.type("Venue").orElseThrow().fields().get(0).enumName()).as("examples are not an enum").isNull();
        assertThat(spec.method("sendMessage").orElseThrow().params()).extracting(FieldDef::enumName)
                .containsExactly("ParseMode", "UpdateType");
        assertThat(spec.enumDef("UpdateType").orElseThrow().values()).containsExactly("message", "poll");
    }

    @Test
    void readsDefaultsAndLimits() {
        ApiSpec spec = BotApiPageScraper.scrape(new MiniPage()
                .method("getUpdates", "Returns an Array of <a href=\"#update\">Update</a> objects.",
                        row("limit", "Integer", "Optional", "Limits the number of updates to be retrieved. "
                                + "Values between 1-100 are accepted. Defaults to 100."),
                        row("text", "String", "Optional", "Text of the message, 1-4096 characters after parsing"))
                .type("Update", "An update.", row("update_id", "Integer", "Id"))
                .document());

        FieldDef limit = spec.method("getUpdates").orElseThrow().params().get(0);
        assertThat(limit.defaultValue()).isEqualTo("100");
        assertThat(limit.limits().min()).isEqualTo(1L);
        assertThat(limit.limits().max()).isEqualTo(100L);
        FieldDef text = spec.method("getUpdates").orElseThrow().params().get(1);
        assertThat(text.limits().minLength()).isEqualTo(1);
        assertThat(text.limits().maxLength()).isEqualTo(4096);
    }
}
