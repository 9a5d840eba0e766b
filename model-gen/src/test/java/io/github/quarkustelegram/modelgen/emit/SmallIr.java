package io.github.quarkustelegram.modelgen.emit;

import java.util.ArrayList;
import java.util.List;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.EnumDef;
import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.MethodDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;
import io.github.quarkustelegram.modelgen.ir.TypeRef;
import io.github.quarkustelegram.modelgen.ir.TypeRef.Scalar;
import io.github.quarkustelegram.modelgen.ir.UnionDef;
import io.github.quarkustelegram.modelgen.ir.UnionStrategy;
import io.github.quarkustelegram.modelgen.ir.UnionVariant;

/** A small IR, written by hand, with one of each shape the emitter meets on the real page. */
final class SmallIr {

    private SmallIr() {
    }

    static TypeRef scalar(Scalar s) {
        return TypeRef.scalar(s);
    }

    static TypeRef named(String name) {
        return TypeRef.named(name);
    }

    static TypeRef listOf(TypeRef element) {
        return TypeRef.arrayOf(element);
    }

    static TypeRef oneOf(TypeRef... options) {
        return new TypeRef.OneOf(List.of(options));
    }

    static FieldDef req(String name, TypeRef type, String description) {
        return new FieldDef(name, type, true, description, null, null, null, null);
    }

    static FieldDef opt(String name, TypeRef type, String description) {
        return new FieldDef(name, type, false, "<em>Optional</em>. " + description, null, null, null, null);
    }

    static FieldDef enumField(String name, boolean required, String enumName, String description) {
        return new FieldDef(name, scalar(Scalar.STRING), required, description, null, enumName, null, null);
    }

    static FieldDef fixed(String name, String value) {
        return new FieldDef(name, scalar(Scalar.STRING), true, "Type, always “" + value + "”", value, null, null,
                null);
    }

    static TypeDef object(String name, String description, FieldDef... fields) {
        return new TypeDef(name, name.toLowerCase(java.util.Locale.ROOT), "<p>" + description + "</p>",
                List.of(fields), null, false);
    }

    static TypeDef union(String name, boolean synthetic, UnionDef union) {
        return new TypeDef(name, synthetic ? "" : name.toLowerCase(java.util.Locale.ROOT),
                "<p>This object is one of:</p>", List.of(), union, synthetic);
    }

    static UnionDef byDiscriminator(String property, UnionVariant... variants) {
        return new UnionDef(members(variants), UnionStrategy.DISCRIMINATOR, property, List.of(variants), false, false);
    }

    static UnionDef byPresence(UnionVariant... variants) {
        return new UnionDef(members(variants), UnionStrategy.FIELD_PRESENCE, null, List.of(variants), false, false);
    }

    static UnionVariant variant(String type, String value) {
        return new UnionVariant(type, value, null);
    }

    static UnionVariant present(String type, String value, String field) {
        return new UnionVariant(type, value, field);
    }

    private static List<String> members(UnionVariant... variants) {
        List<String> members = new ArrayList<>();
        for (UnionVariant v : variants) {
            members.add(v.type());
        }
        return members;
    }

    static MethodDef method(String name, TypeRef returns, String description, FieldDef... params) {
        return new MethodDef(name, name.toLowerCase(java.util.Locale.ROOT), "<p>" + description + "</p>",
                List.of(params), returns);
    }

    static ApiSpec spec() {
        String attach = "File to send. Pass a file_id, an HTTP URL, or “attach://&lt;file_attach_name&gt;” to upload";
        List<TypeDef> types = List.of(
                object("User", "This object represents a Telegram user or bot.",
                        req("id", scalar(Scalar.INTEGER64), "Unique identifier for this user or bot"),
                        req("is_bot", scalar(Scalar.BOOLEAN), "<em>True</em>, if this user is a bot"),
                        req("first_name", scalar(Scalar.STRING), "User's or bot's first name"),
                        opt("username", scalar(Scalar.STRING), "User's or bot's username"),
                        opt("is_premium", scalar(Scalar.TRUE), "<em>True</em>, if this user is a Telegram Premium user"),
                        opt("default", scalar(Scalar.STRING), "A field named after a Java keyword")),
                object("Chat", "This object represents a chat.",
                        req("id", scalar(Scalar.INTEGER64), "Unique identifier for this chat"),
                        enumField("type", true, "ChatType", "Type of the chat, can be either “private”, “group”")),
                object("MessageEntity", "One special entity in a text message.",
                        req("type", scalar(Scalar.STRING), "Type of the entity"),
                        req("offset", scalar(Scalar.INTEGER), "Offset in UTF-16 code units"),
                        req("length", scalar(Scalar.INTEGER), "Length in UTF-16 code units")),
                object("Message", "This object represents a message. See <a href=\"#sendmessage\">sendMessage</a>.",
                        req("message_id", scalar(Scalar.INTEGER), "Unique message identifier"),
                        req("date", scalar(Scalar.INTEGER), "Date the message was sent in Unix time"),
                        req("chat", named("Chat"), "Chat the message belongs to"),
                        opt("from", named("User"), "Sender of the message"),
                        opt("text", scalar(Scalar.STRING), "The actual UTF-8 text of the message"),
                        opt("entities", listOf(named("MessageEntity")), "Special entities like usernames, URLs"),
                        opt("pinned_message", named("MaybeInaccessibleMessage"), "Specified message was pinned"),
                        opt("reply_markup", named("InlineKeyboardMarkup"), "Inline keyboard attached to the message"),
                        opt("dice", named("Dice"), "Message is a dice with random value"),
                        opt("forum_topic_closed", named("ForumTopicClosed"), "Service message: forum topic closed")),
                object("InaccessibleMessage", "A message that was deleted or is otherwise inaccessible to the bot.",
                        req("chat", named("Chat"), "Chat the message belonged to"),
                        req("message_id", scalar(Scalar.INTEGER), "Unique message identifier inside the chat"),
                        req("date", scalar(Scalar.INTEGER), "Always 0.")),
                union("MaybeInaccessibleMessage", false, new UnionDef(List.of("Message", "InaccessibleMessage"),
                        UnionStrategy.ZERO_DATE, null, List.of(), false, false)),
                object("Dice", "An animated emoji that displays a random value.",
                        new FieldDef("emoji", scalar(Scalar.STRING), true, "Emoji on which the dice animation is based",
                                null, "DiceEmoji", null, null),
                        req("value", scalar(Scalar.INTEGER), "Value of the dice")),
                object("ForumTopicClosed", "A service message about a forum topic closed in the chat."),
                object("ChatMemberOwner", "A <a href=\"#chatmember\">chat member</a> that owns the chat.",
                        fixed("status", "creator"),
                        req("user", named("User"), "Information about the user"),
                        req("is_anonymous", scalar(Scalar.BOOLEAN), "<em>True</em>, if the user's presence is hidden"),
                        opt("custom_title", scalar(Scalar.STRING), "Custom title for this user")),
                object("ChatMemberMember", "A chat member that has no additional privileges.",
                        fixed("status", "member"),
                        req("user", named("User"), "Information about the user"),
                        opt("until_date", scalar(Scalar.INTEGER), "Date when the user's subscription will expire")),
                object("ChatMemberBanned", "A chat member that was banned in the chat.",
                        fixed("status", "kicked"),
                        req("user", named("User"), "Information about the user"),
                        req("until_date", scalar(Scalar.INTEGER), "Date when restrictions will be lifted")),
                union("ChatMember", false, byDiscriminator("status", variant("ChatMemberOwner", "creator"),
                        variant("ChatMemberMember", "member"), variant("ChatMemberBanned", "kicked"))),
                union("RichText", false, new UnionDef(List.of("RichTextBold", "RichTextUrl"),
                        UnionStrategy.DISCRIMINATOR, "type",
                        List.of(variant("RichTextBold", "bold"), variant("RichTextUrl", "url")), true, true)),
                object("RichTextBold", "A bold text.", fixed("type", "bold"),
                        req("text", named("RichText"), "The text")),
                object("RichTextUrl", "A URL.", fixed("type", "url"),
                        req("text", named("RichText"), "The text"),
                        req("url", scalar(Scalar.STRING), "The URL")),
                object("InlineKeyboardButton", "A button of an inline keyboard.",
                        req("text", scalar(Scalar.STRING), "Label text on the button"),
                        opt("url", scalar(Scalar.STRING), "HTTP or tg:// URL to be opened")),
                object("InlineKeyboardMarkup", "An inline keyboard.",
                        req("inline_keyboard", listOf(listOf(named("InlineKeyboardButton"))), "Array of button rows")),
                object("ReplyKeyboardRemove", "Removes the current custom keyboard.",
                        req("remove_keyboard", scalar(Scalar.TRUE), "Requests clients to remove the custom keyboard"),
                        opt("selective", scalar(Scalar.BOOLEAN), "Remove the keyboard for specific users only")),
                object("ForceReply", "Shows a reply interface to the user.",
                        req("force_reply", scalar(Scalar.TRUE), "Shows reply interface to the user"),
                        opt("input_field_placeholder", scalar(Scalar.STRING), "The placeholder")),
                union("ReplyMarkup", true, byPresence(present("InlineKeyboardMarkup", null, "inline_keyboard"),
                        present("ReplyKeyboardRemove", null, "remove_keyboard"),
                        present("ForceReply", null, "force_reply"))),
                object("InputLocationMessageContent", "Content of a location message.",
                        req("latitude", scalar(Scalar.FLOAT), "Latitude of the location in degrees"),
                        req("longitude", scalar(Scalar.FLOAT), "Longitude of the location in degrees")),
                object("InputVenueMessageContent", "Content of a venue message.",
                        req("latitude", scalar(Scalar.FLOAT), "Latitude of the venue in degrees"),
                        req("longitude", scalar(Scalar.FLOAT), "Longitude of the venue in degrees"),
                        req("address", scalar(Scalar.STRING), "Address of the venue")),
                union("InputMessageContent", false, byPresence(
                        present("InputLocationMessageContent", null, "latitude"),
                        present("InputVenueMessageContent", null, "address"))),
                object("InputMediaPhoto", "A photo to be sent.", fixed("type", "photo"),
                        req("media", scalar(Scalar.STRING), attach),
                        opt("caption", scalar(Scalar.STRING), "Caption of the photo")),
                object("InputMediaDocument", "A general file to be sent.", fixed("type", "document"),
                        req("media", scalar(Scalar.STRING), attach),
                        opt("thumbnail", oneOf(named("InputFile"), scalar(Scalar.STRING)), "Thumbnail of the file"),
                        opt("caption", scalar(Scalar.STRING), "Caption of the document")),
                object("InputMediaVideo", "A video to be sent.", fixed("type", "video"),
                        req("media", scalar(Scalar.STRING), attach),
                        opt("duration", scalar(Scalar.INTEGER), "Video duration in seconds")),
                union("InputMedia", false, byDiscriminator("type", variant("InputMediaPhoto", "photo"),
                        variant("InputMediaDocument", "document"))),
                union("InputMediaGroupItem", true, byDiscriminator("type", variant("InputMediaPhoto", "photo"),
                        variant("InputMediaVideo", "video"))),
                object("InlineQueryResultPhoto", "A link to a photo.", fixed("type", "photo"),
                        req("id", scalar(Scalar.STRING), "Unique identifier for this result, 1-64 bytes"),
                        req("photo_url", scalar(Scalar.STRING), "A valid URL of the photo")),
                object("InlineQueryResultCachedPhoto", "A link to a photo stored on the Telegram servers.",
                        fixed("type", "photo"),
                        req("id", scalar(Scalar.STRING), "Unique identifier for this result, 1-64 bytes"),
                        req("photo_file_id", scalar(Scalar.STRING), "A valid file identifier of the photo")),
                union("InlineQueryResult", false, byDiscriminator("type",
                        present("InlineQueryResultCachedPhoto", "photo", "photo_file_id"),
                        variant("InlineQueryResultPhoto", "photo"))),
                new TypeDef("InputFile", "inputfile", "<p>The contents of a file to be uploaded.</p>", List.of(), null,
                        false));
        List<EnumDef> enums = List.of(
                new EnumDef("ChatType", List.of("private", "group", "supergroup", "channel"), "Known values of Chat.type"),
                new EnumDef("DiceEmoji", List.of("🎲", "🎯", "❤\u200d🔥"), "Known values of Dice.emoji"),
                new EnumDef("ParseMode", List.of("MarkdownV2", "HTML", "Markdown"), "Formatting options"));
        List<MethodDef> methods = List.of(
                method("getMe", named("User"), "A simple method for testing your bot's authentication token."),
                method("sendMessage", named("Message"),
                        "Use this method to send text messages. On success, the sent <a href=\"#message\">Message</a>"
                                + " is returned.",
                        req("chat_id", oneOf(scalar(Scalar.INTEGER64), scalar(Scalar.STRING)),
                                "Unique identifier for the target chat or username in the format <code>@username</code>"),
                        req("text", scalar(Scalar.STRING), "Text of the message to be sent"),
                        new FieldDef("parse_mode", scalar(Scalar.STRING), false, "Mode for parsing entities", null,
                                "ParseMode", null, null),
                        opt("entities", listOf(named("MessageEntity")), "Special entities"),
                        opt("reply_markup", oneOf(named("InlineKeyboardMarkup"), named("ReplyKeyboardRemove"),
                                named("ForceReply")), "Additional interface options")),
                method("editMessageText", oneOf(named("Message"), scalar(Scalar.TRUE)),
                        "Use this method to edit text messages.",
                        opt("chat_id", oneOf(scalar(Scalar.INTEGER64), scalar(Scalar.STRING)), "Target chat"),
                        req("text", scalar(Scalar.STRING), "New text of the message")),
                method("getChatAdministrators", listOf(named("ChatMember")), "Returns an Array of ChatMember objects.",
                        req("chat_id", oneOf(scalar(Scalar.INTEGER64), scalar(Scalar.STRING)), "Target chat")),
                method("sendMediaGroup", listOf(named("Message")), "Sends a group of photos or videos as an album.",
                        req("chat_id", oneOf(scalar(Scalar.INTEGER64), scalar(Scalar.STRING)), "Target chat"),
                        req("media", listOf(oneOf(named("InputMediaPhoto"), named("InputMediaVideo"))),
                                "A JSON-serialized array describing messages to be sent")),
                method("setChatPhoto", scalar(Scalar.TRUE), "Use this method to set a new profile photo for the chat.",
                        req("chat_id", oneOf(scalar(Scalar.INTEGER64), scalar(Scalar.STRING)), "Target chat"),
                        req("photo", named("InputFile"), "New chat photo, uploaded using multipart/form-data")),
                method("getMyCommandsCount", scalar(Scalar.INTEGER), "A method returning an Integer."));
        return new ApiSpec("10.2", "July 14, 2026", types, methods, enums);
    }
}
