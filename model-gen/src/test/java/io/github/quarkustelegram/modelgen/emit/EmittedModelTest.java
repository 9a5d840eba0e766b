package io.github.quarkustelegram.modelgen.emit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Compiles what the emitter writes for the small IR, with the hand-written runtime types, and checks how the
 * result behaves with Jackson: the proof that the emitted code is right, not just that it reads right.
 */
class EmittedModelTest {

    private static final String MODEL = "io.github.quarkustelegram.model.";
    private static final String METHOD = "io.github.quarkustelegram.method.";

    @TempDir
    static Path classes;

    private static ClassLoader loader;
    private static ObjectMapper mapper;

    @BeforeAll
    static void compile() throws Exception {
        loader = SourceCompiler.compile(new JavaModelEmitter(SmallIr.spec()).render(), classes);
        mapper = (ObjectMapper) type("io.github.quarkustelegram.json.TelegramJson").getMethod("mapper").invoke(null);
    }

    private static Class<?> type(String name) throws ClassNotFoundException {
        return Class.forName(name, true, loader);
    }

    private static Object read(String json, String type) throws Exception {
        return mapper.readValue(json, type(type));
    }

    private static JsonNode tree(String json) throws Exception {
        return mapper.readTree(json);
    }

    private static Object call(Object target, String method, Object... args) throws Exception {
        for (Method m : target.getClass().getMethods()) {
            if (m.getName().equals(method) && m.getParameterCount() == args.length) {
                try {
                    return m.invoke(target, args);
                } catch (InvocationTargetException e) {
                    throw (Exception) e.getCause();
                }
            }
        }
        throw new NoSuchMethodException(method);
    }

    private static Object callStatic(String type, String method, Class<?>[] types, Object... args) throws Exception {
        try {
            return type(type).getMethod(method, types).invoke(null, args);
        } catch (InvocationTargetException e) {
            throw (Exception) e.getCause();
        }
    }

    @Test
    void recordsRoundTripAndIgnoreUnknownFields() throws Exception {
        String json = "{\"id\":12345678901,\"is_bot\":false,\"first_name\":\"Ada\",\"is_premium\":true,\"new_field\":[1]}";
        Object user = read(json, MODEL + "User");
        assertThat(call(user, "id")).isEqualTo(12345678901L);
        assertThat(call(user, "username")).isNull();
        assertThat(call(user, "isPremium")).isEqualTo(true);
        assertThat(tree(mapper.writeValueAsString(user)))
                .isEqualTo(tree("{\"id\":12345678901,\"is_bot\":false,\"first_name\":\"Ada\",\"is_premium\":true}"));
        Object plain = read("{\"id\":1,\"is_bot\":true,\"first_name\":\"Bot\"}", MODEL + "User");
        assertThat(mapper.writeValueAsString(plain)).isEqualTo("{\"id\":1,\"is_bot\":true,\"first_name\":\"Bot\"}");
        assertThat(read("{}", MODEL + "User").toString()).contains("firstName=null");
    }

    @Test
    void builderRequiresTheRequiredFieldsAndListsAreImmutable() throws Exception {
        Object builder = callStatic(MODEL + "User", "builder", new Class<?>[] { long.class, boolean.class, String.class },
                7L, false, "Ada");
        Object user = call(call(builder, "username", "ada"), "build");
        assertThat(mapper.writeValueAsString(user))
                .isEqualTo("{\"id\":7,\"is_bot\":false,\"first_name\":\"Ada\",\"username\":\"ada\"}");
        Object copy = call(call(call(user, "toBuilder"), "isPremium", true), "build");
        assertThat(call(copy, "isPremium")).isEqualTo(true);
        assertThat(call(copy, "username")).isEqualTo("ada");

        Object broken = call(call(user, "toBuilder"), "firstName", new Object[] { null });
        assertThatThrownBy(() -> call(broken, "build")).isInstanceOf(NullPointerException.class)
                .hasMessage("User.first_name is required");

        Object message = read("{\"message_id\":1,\"date\":2,\"chat\":{\"id\":3,\"type\":\"private\"},"
                + "\"entities\":[{\"type\":\"bold\",\"offset\":0,\"length\":1}]}", MODEL + "Message");
        List<?> entities = (List<?>) call(message, "entities");
        assertThatThrownBy(() -> entities.remove(0)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void unionMembersWriteTheirOwnDiscriminator() throws Exception {
        Object member = read("{\"status\":\"kicked\",\"user\":{\"id\":1,\"is_bot\":false,\"first_name\":\"A\"},"
                + "\"until_date\":0}", MODEL + "ChatMember");
        assertThat(member.getClass().getSimpleName()).isEqualTo("ChatMemberBanned");
        assertThat(call(member, "status")).isEqualTo("kicked");
        assertThat(call(call(member, "user"), "firstName")).isEqualTo("A");
        assertThat(mapper.writeValueAsString(member)).startsWith("{\"status\":\"kicked\",\"user\":");
        Object owner = call(callStatic(MODEL + "ChatMemberOwner", "builder",
                new Class<?>[] { type(MODEL + "User"), boolean.class }, call(member, "user"), true), "build");
        assertThat(tree(mapper.writeValueAsString(owner))).isEqualTo(tree(
                "{\"status\":\"creator\",\"user\":{\"id\":1,\"is_bot\":false,\"first_name\":\"A\"},\"is_anonymous\":true}"));
    }

    @Test
    void unknownVariantKeepsItsJsonAndReadsSharedFields() throws Exception {
        String json = "{\"status\":\"superadmin\",\"user\":{\"id\":9,\"is_bot\":false,\"first_name\":\"Z\"},"
                + "\"powers\":{\"all\":true},\"list\":[1,\"two\",null]}";
        Object member = read(json, MODEL + "ChatMember");
        assertThat(member.getClass().getName()).isEqualTo(MODEL + "ChatMember$Unknown");
        assertThat(call(member, "status")).isEqualTo("superadmin");
        assertThat(call(call(member, "user"), "id")).isEqualTo(9L);
        assertThat(tree(mapper.writeValueAsString(member))).isEqualTo(tree(json));
        assertThat(read("{\"user\":{}}", MODEL + "ChatMember").getClass().getSimpleName()).isEqualTo("Unknown");
        assertThatThrownBy(() -> read("17", MODEL + "ChatMember"))
                .hasMessageContaining("Expected a JSON object for ChatMember, got NUMBER");
    }

    @Test
    void sharedDiscriminatorValuesAreToldApartByAPresentField() throws Exception {
        assertThat(read("{\"type\":\"photo\",\"id\":\"1\",\"photo_file_id\":\"f\"}", MODEL + "InlineQueryResult")
                .getClass().getSimpleName()).isEqualTo("InlineQueryResultCachedPhoto");
        assertThat(read("{\"type\":\"photo\",\"id\":\"1\",\"photo_url\":\"u\"}", MODEL + "InlineQueryResult")
                .getClass().getSimpleName()).isEqualTo("InlineQueryResultPhoto");
    }

    @Test
    void fieldPresenceUnionsPickTheMemberByItsField() throws Exception {
        assertThat(read("{\"remove_keyboard\":true}", MODEL + "ReplyMarkup").getClass().getSimpleName())
                .isEqualTo("ReplyKeyboardRemove");
        assertThat(read("{\"inline_keyboard\":[[{\"text\":\"a\"}]]}", MODEL + "ReplyMarkup").getClass().getSimpleName())
                .isEqualTo("InlineKeyboardMarkup");
        assertThat(read("{\"latitude\":1.5,\"longitude\":2,\"address\":\"x\"}", MODEL + "InputMessageContent")
                .getClass().getSimpleName()).isEqualTo("InputVenueMessageContent");
        assertThat(read("{\"latitude\":1.5,\"longitude\":2}", MODEL + "InputMessageContent")
                .getClass().getSimpleName()).isEqualTo("InputLocationMessageContent");
        assertThat(read("{\"something\":1}", MODEL + "ReplyMarkup").getClass().getSimpleName()).isEqualTo("Unknown");
        Object remove = read("{\"remove_keyboard\":true}", MODEL + "ReplyMarkup");
        assertThat(mapper.writeValueAsString(remove)).isEqualTo("{\"remove_keyboard\":true}");
    }

    @Test
    void zeroDateMeansInaccessible() throws Exception {
        String chat = "\"chat\":{\"id\":3,\"type\":\"group\"}";
        Object gone = read("{\"message_id\":5,\"date\":0," + chat + "}", MODEL + "MaybeInaccessibleMessage");
        assertThat(gone.getClass().getSimpleName()).isEqualTo("InaccessibleMessage");
        Object message = read("{\"message_id\":5,\"date\":1700000000," + chat + ",\"text\":\"hi\"}",
                MODEL + "MaybeInaccessibleMessage");
        assertThat(message.getClass().getSimpleName()).isEqualTo("Message");
        assertThat(call(message, "messageId")).isEqualTo(5);
        Object pinned = read("{\"message_id\":6,\"date\":1," + chat + ",\"pinned_message\":{\"message_id\":5,\"date\":0,"
                + chat + "}}", MODEL + "Message");
        assertThat(call(pinned, "pinnedMessage").getClass().getSimpleName()).isEqualTo("InaccessibleMessage");
    }

    @Test
    void richTextIsAStringAnArrayOrAnObjectAtAnyDepth() throws Exception {
        String json = "[\"plain \",{\"type\":\"bold\",\"text\":[\"very \",{\"type\":\"url\",\"text\":\"link\","
                + "\"url\":\"https://t.me\"}]},{\"type\":\"sparkle\",\"text\":\"new\"}]";
        Object text = read(json, MODEL + "RichText");
        assertThat(text.getClass().getSimpleName()).isEqualTo("Concatenation");
        List<?> parts = (List<?>) call(text, "parts");
        assertThat(parts).extracting(p -> p.getClass().getSimpleName())
                .containsExactly("Plain", "RichTextBold", "Unknown");
        Object bold = parts.get(1);
        Object inner = call(bold, "text");
        assertThat(((List<?>) call(inner, "parts")).get(1).getClass().getSimpleName()).isEqualTo("RichTextUrl");
        assertThat(tree(mapper.writeValueAsString(text))).isEqualTo(tree(json));
        Object of = callStatic(MODEL + "RichText", "of", new Class<?>[] { String.class }, "x");
        assertThat(mapper.writeValueAsString(of)).isEqualTo("\"x\"");
    }

    @Test
    void openEnumsKeepUnknownValues() throws Exception {
        Object known = read("\"🎲\"", MODEL + "DiceEmoji");
        assertThat(known).isSameAs(type(MODEL + "DiceEmoji").getField("GAME_DIE").get(null));
        assertThat(call(known, "isKnown")).isEqualTo(true);
        Object unknown = read("\"🪀\"", MODEL + "DiceEmoji");
        assertThat(call(unknown, "isKnown")).isEqualTo(false);
        assertThat(unknown.toString()).isEqualTo("🪀");
        assertThat(mapper.writeValueAsString(unknown)).isEqualTo("\"🪀\"");
        assertThat((List<?>) callStatic(MODEL + "DiceEmoji", "knownValues", new Class<?>[0])).hasSize(3);
        Object chat = read("{\"id\":1,\"type\":\"forum\"}", MODEL + "Chat");
        assertThat(mapper.writeValueAsString(chat)).isEqualTo("{\"id\":1,\"type\":\"forum\"}");
    }

    @Test
    void requestsKnowTheirMethodAndResultType() throws Exception {
        Object chatId = callStatic(MODEL + "ChatId", "of", new Class<?>[] { long.class }, -100123L);
        Object builder = callStatic(METHOD + "SendMessage", "builder",
                new Class<?>[] { type(MODEL + "ChatId"), String.class }, chatId, "hi");
        Object parseMode = type(MODEL + "ParseMode").getField("MARKDOWN_V2").get(null);
        Object request = call(call(builder, "parseMode", parseMode), "build");
        assertThat(call(request, "methodName")).isEqualTo("sendMessage");
        assertThat(mapper.writeValueAsString(request))
                .isEqualTo("{\"chat_id\":-100123,\"text\":\"hi\",\"parse_mode\":\"MarkdownV2\"}");
        JavaType result = (JavaType) call(request, "resultType", mapper.getTypeFactory());
        assertThat(result.getRawClass().getName()).isEqualTo(MODEL + "Message");

        Object getMe = type(METHOD + "GetMe").getConstructor().newInstance();
        assertThat(mapper.writeValueAsString(getMe)).isEqualTo("{}");
        Object admins = type(METHOD + "GetChatAdministrators").getConstructors()[0].newInstance(chatId);
        JavaType list = (JavaType) call(admins, "resultType", mapper.getTypeFactory());
        assertThat(list.isCollectionLikeType()).isTrue();
        assertThat(list.getContentType().getRawClass().getName()).isEqualTo(MODEL + "ChatMember");
        List<?> decoded = mapper.readValue("[{\"status\":\"member\",\"user\":{\"id\":1,\"is_bot\":false,"
                + "\"first_name\":\"A\"}}]", list);
        assertThat(decoded.get(0).getClass().getSimpleName()).isEqualTo("ChatMemberMember");

        Object edit = type(METHOD + "EditMessageText").getConstructors()[0].newInstance(null, "x");
        JavaType editResult = (JavaType) call(edit, "resultType", mapper.getTypeFactory());
        assertThat(mapper.readValue("true", editResult).toString()).isEqualTo("true");
        Object edited = mapper.readValue("{\"message_id\":1,\"date\":2,\"chat\":{\"id\":3,\"type\":\"private\"}}",
                editResult);
        assertThat(edited.getClass().getSimpleName()).isEqualTo("OfMessage");
    }

    @Test
    void mediaTakesAnUploadOrAReference() throws Exception {
        Object upload = callStatic(MODEL + "InputFile", "upload", new Class<?>[] { byte[].class, String.class },
                new byte[] { 1, 2, 3 }, "a.png");
        Object photo = call(callStatic(MODEL + "InputMediaPhoto", "builder",
                new Class<?>[] { type(MODEL + "InputFile") }, upload), "build");
        String json = mapper.writeValueAsString(photo);
        assertThat(json).startsWith("{\"type\":\"photo\",\"media\":\"attach://bytes");
        Object decoded = read(json, MODEL + "InputMediaGroupItem");
        assertThat(decoded.getClass().getSimpleName()).isEqualTo("InputMediaPhoto");
        assertThat(call(decoded, "media").getClass().getSimpleName()).isEqualTo("Reference");
    }
}
