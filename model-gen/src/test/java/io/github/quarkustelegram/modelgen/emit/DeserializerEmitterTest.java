package io.github.quarkustelegram.modelgen.emit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.json.JsonMapper;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;
import io.github.quarkustelegram.modelgen.ir.TypeRef.Scalar;

/**
 * The generated readers ({@link DeserializerEmitter}, {@link UnionReaderEmitter}, registered by {@link ModuleEmitter}):
 * what they look like, and, compiled, that they decode the small IR's JSON as the annotation-driven reference does.
 */
class DeserializerEmitterTest {

    private static final String MODEL = "io.github.quarkustelegram.model.";
    private static final Map<Path, String> FILES = new JavaModelEmitter(SmallIr.spec()).render();

    @TempDir
    static Path classes;

    private static ClassLoader loader;
    private static ObjectMapper ours;
    private static ObjectMapper reference;

    @BeforeAll
    static void compile() throws Exception {
        loader = SourceCompiler.compile(FILES, classes);
        ours = (ObjectMapper) type("io.github.quarkustelegram.json.TelegramJson").getMethod("mapper").invoke(null);
        reference = JsonMapper.builder()
                .addModule((Module) type(MODEL + "BotApiModule").getMethod("annotationDriven").invoke(null))
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .build();
    }

    private static Class<?> type(String name) throws ClassNotFoundException {
        return Class.forName(name, true, loader);
    }

    private static String reader(String name) {
        String source = FILES.get(Path.of("io/github/quarkustelegram/model/" + name + "JsonReader.java"));
        assertThat(source).as(name + "JsonReader").isNotNull();
        return source;
    }

    /** The body of a method of a generated source, from its signature to the closing brace at its indentation. */
    private static String method(String source, String signature) {
        int start = source.indexOf(signature);
        assertThat(start).as(signature).isNotNegative();
        int end = source.indexOf("\n    }\n", start);
        return source.substring(start, end);
    }

    // ---- what the readers look like ----

    @Test
    void aRecordIsReadFieldByFieldIntoItsConstructor() {
        String chat = reader("Chat");
        assertThat(chat).contains("final class ChatJsonReader extends StdDeserializer<Chat> {");
        assertThat(chat).contains("static @Nullable Chat read(JsonParser p, DeserializationContext ctxt)");
        assertThat(chat).contains("long id = 0L;").contains("ChatType type = null;");
        // the fields by index, in page order; each name is guessed from the one before (ReaderSupport.FieldOrder)
        assertThat(chat).contains("private static final ReaderSupport.FieldOrder ORDER = ReaderSupport.FieldOrder.of(\n"
                + "            \"id\",\n            \"type\");");
        assertThat(chat).contains("return walk(p, ctxt, ORDER.next(p, ReaderSupport.FieldOrder.START));");
        assertThat(method(chat, "static Chat fields(")).contains("return walk(p, ctxt, ORDER.index(firstField));");
        assertThat(chat).contains("for (; field != ReaderSupport.FieldOrder.END; field = ORDER.next(p, previous)) {");
        assertThat(chat).contains("switch (field) {");
        assertThat(chat).contains("case 0: // id\n                        id = ReaderSupport.longValue(p, ctxt);\n"
                + "                        break;");
        assertThat(chat).contains("previous = field;");
        // an open enum: a known value is matched without a new String; a non-string goes to the enum's creator
        assertThat(chat).contains("private static final String[] CHAT_TYPE = { \"private\", \"group\", \"supergroup\","
                + " \"channel\" };");
        assertThat(chat).contains("type = p.hasToken(JsonToken.VALUE_STRING) ? ChatType.of(ReaderSupport.text(p, "
                + "CHAT_TYPE))");
        assertThat(chat).contains(": ReaderSupport.value(p, ctxt, ChatType.class);");
        // an unknown field is skipped, keeps its name for an error, and leaves the guess to the field before
        assertThat(chat).contains("default:\n"
                + "                        // a field the record does not know: skipped, and the next is guessed after the field before\n"
                + "                        jsonName = p.currentName();\n"
                + "                        p.skipChildren();\n"
                + "                        continue;");
        assertThat(chat).contains(
                "throw ReaderSupport.wrap(problem, ctxt, Chat.class, field >= 0 ? ORDER.name(field) : jsonName);");
        assertThat(chat).contains("return new Chat(");
        assertThat(chat).doesNotContain("Values").doesNotContain("List<Chat> list(");

        String user = reader("User");
        assertThat(user).contains("boolean isPremium = false;")
                .contains("isPremium = ReaderSupport.booleanValue(p, ctxt);")
                .contains("String defaultValue = null;")
                .contains("case 5: // default\n                        defaultValue = ReaderSupport.string(p, ctxt);");
        // the field a union's member fixes (its discriminator) has an index too: its value is skipped, and the
        // guesses go on past it
        assertThat(reader("ChatMemberOwner"))
                .containsPattern("case \\d+: // status\n\\s+p\\.skipChildren\\(\\);\n\\s+break;");
    }

    @Test
    void nestedValuesAreReadByTheirOwnReaderDirectly() {
        String message = reader("Message");
        assertThat(message).contains("chat = ChatJsonReader.read(p, ctxt);")
                .contains("entities = MessageEntityJsonReader.list(p, ctxt);")
                .contains("pinnedMessage = MaybeInaccessibleMessageJsonReader.read(p, ctxt);");
        assertThat(reader("InlineKeyboardMarkup"))
                .contains("inlineKeyboard = ReaderSupport.list(p, ctxt, InlineKeyboardButtonJsonReader::list);");
        // an element type some list holds gets a tight loop into the immutable list its record keeps
        String list = method(reader("MessageEntity"), "static @Nullable List<MessageEntity> list(");
        assertThat(list).contains("return List.of(first, second);")
                .contains("items[size++] = element(p, ctxt);")
                .contains("return ReaderSupport.immutableList(items, size);");
        assertThat(reader("MessageEntity")).contains(
                "return value != null ? value : ReaderSupport.nullElement(ctxt, MessageEntity.class);");
    }

    @Test
    void requestsAreReadToo() {
        String sendMessage = reader("SendMessage");
        assertThat(sendMessage).startsWith("// Generated by quarkus-telegram model-gen")
                .contains("package io.github.quarkustelegram.model;")
                .contains("import io.github.quarkustelegram.method.SendMessage;")
                .contains("final class SendMessageJsonReader extends StdDeserializer<SendMessage> {")
                .contains("chatId = ModelReaders.chatId(p, ctxt);")
                .contains("replyMarkup = ReplyMarkupJsonReader.read(p, ctxt);");
        assertThat(reader("SetChatPhoto")).contains("photo = ModelReaders.inputFile(p, ctxt);");
        assertThat(reader("InputMediaPhoto")).contains("media = ModelReaders.inputFile(p, ctxt);");
        assertThat(reader("GetMe")).contains("return new GetMe();");
    }

    @Test
    void aUnionReadsUpToWhatChoosesItsMemberThenHandsOver() {
        String chatMember = method(reader("ChatMember"), "static @Nullable ChatMember read(");
        assertThat(chatMember).contains("case \"status\":\n                    if (p.hasToken(JsonToken.VALUE_STRING)) {\n"
                + "                        switch (p.getText()) {\n                            case \"creator\":\n"
                + "                                return buffer == null ? ChatMemberOwnerJsonReader.fields(p, ctxt, "
                + "ReaderSupport.nextField(p))\n"
                + "                                        : Objects.requireNonNull(ChatMemberOwnerJsonReader.read("
                + "ReaderSupport.replay(buffer, p), ctxt));");
        assertThat(chatMember).contains("case \"kicked\":").contains("case \"member\":");
        assertThat(chatMember).contains("buffer = ReaderSupport.buffer(buffer, jsonName, p, ctxt);")
                .contains("return fromTree(ReaderSupport.tree(buffer, p, ctxt), ctxt);");

        // a value two members share waits for the end of the object (the tree tells them apart)
        String inlineQueryResult = method(reader("InlineQueryResult"), "static @Nullable InlineQueryResult read(");
        assertThat(inlineQueryResult).doesNotContain("InlineQueryResultPhotoJsonReader")
                .doesNotContain("switch (jsonName)");

        // field presence: a field only one member has chooses it at once, its value read by the member
        String content = method(reader("InputMessageContent"), "static @Nullable InputMessageContent read(");
        assertThat(content).contains("case \"address\":\n                    return buffer == null ? "
                + "InputVenueMessageContentJsonReader.fields(p, ctxt, jsonName)");
        assertThat(content).doesNotContain("case \"latitude\"");
        String replyMarkup = method(reader("ReplyMarkup"), "static @Nullable ReplyMarkup read(");
        assertThat(replyMarkup).contains("case \"inline_keyboard\":").contains("case \"remove_keyboard\":")
                .contains("case \"force_reply\":");

        String maybe = method(reader("MaybeInaccessibleMessage"), "static @Nullable MaybeInaccessibleMessage read(");
        assertThat(maybe).contains("case \"date\":\n                    if (p.currentToken().isNumeric()) {\n"
                + "                        if (ReaderSupport.isZero(p)) {\n"
                + "                            return buffer == null ? InaccessibleMessageJsonReader.fields(p, ctxt, "
                + "jsonName)");

        String richText = method(reader("RichText"), "static @Nullable RichText read(");
        assertThat(richText).contains("return new RichText.Plain(p.getText());")
                .contains("return new RichText.Concatenation(Objects.requireNonNull(list(p, ctxt)));");
        assertThat(reader("RichText")).contains("static RichText fromTree(JsonNode json, DeserializationContext ctxt)");
        assertThat(reader("ChatMember")).contains(
                "return streaming ? read(p, ctxt) : fromTree(ctxt.readTree(p), ctxt);");
    }

    @Test
    void theModuleRegistersEveryReaderLazily() {
        String module = FILES.get(Path.of("io/github/quarkustelegram/model/BotApiModule.java"));
        assertThat(module).contains("public static BotApiModule annotationDriven() {");
        assertThat(module).contains("context.addDeserializers(new Readers(streaming));");
        assertThat(module).contains("case \"io.github.quarkustelegram.model.Message\":\n"
                + "                    return streaming ? new MessageJsonReader() : null;");
        assertThat(module).contains("case \"io.github.quarkustelegram.method.SendMessage\":\n"
                + "                    return streaming ? new SendMessageJsonReader() : null;");
        assertThat(module).contains("case \"io.github.quarkustelegram.model.ReplyMarkup\":\n"
                + "                    return new ReplyMarkupJsonReader(streaming);");
        long readers = FILES.keySet().stream().filter(p -> p.toString().endsWith("JsonReader.java")).count();
        long registered = module.lines().filter(l -> l.trim().startsWith("case \"io.github.quarkustelegram.")).count();
        assertThat(registered).isEqualTo(readers).isEqualTo(23 + 8 + 7);
    }

    // ---- wide records ----

    @Test
    void aWideRecordIsReadThroughAReusedHolder(@TempDir Path wideClasses) throws Exception {
        ApiSpec spec = withWide(DeserializerEmitter.WIDE + 5);
        Map<Path, String> files = new JavaModelEmitter(spec).render();
        String wide = files.get(Path.of("io/github/quarkustelegram/model/WideJsonReader.java"));
        assertThat(wide).contains("Values values = Values.acquire();")
                .contains("values.field0 = ReaderSupport.intValue(p, ctxt);")
                .contains("return values.build();")
                .contains("values.release();")
                .contains("private static final ThreadLocal<Values> FREE = ThreadLocal.withInitial(Values::new);");
        // the holder remembers which fields were read, and release() forgets those only
        assertThat(wide).contains("values.read(field);\n")
                .contains("read0 |= 1L << field;")
                .contains("for (long bits = read0; bits != 0; bits &= bits - 1) {\n"
                        + "                forget(Long.numberOfTrailingZeros(bits));")
                .contains("case 1:\n                    field1 = null;\n                    break;")
                .doesNotContain("if (field1 != null)");
        assertThat(files.get(Path.of("io/github/quarkustelegram/model/ChatJsonReader.java"))).doesNotContain("Values");
        String narrow = new JavaModelEmitter(withWide(DeserializerEmitter.WIDE)).render()
                .get(Path.of("io/github/quarkustelegram/model/WideJsonReader.java"));
        assertThat(narrow).doesNotContain("Values").contains("int field0 = 0;");

        ClassLoader wideLoader = SourceCompiler.compile(files, wideClasses);
        ObjectMapper mapper = (ObjectMapper) Class.forName("io.github.quarkustelegram.json.TelegramJson", true,
                wideLoader).getMethod("mapper").invoke(null);
        Class<?> type = Class.forName(MODEL + "Wide", true, wideLoader);
        String json = "{\"field0\":1,\"field43\":\"last\",\"inner\":{\"field0\":2,\"inner\":{\"field1\":\"deep\"}},"
                + "\"field1\":\"one\"}";
        Object value = mapper.readValue(json, type);
        assertThat(value.toString()).contains("field0=1,").contains("field1=one,").contains("field43=last")
                .contains("inner=Wide[field0=2,").contains("inner=Wide[field0=0, field1=deep,");
        ObjectMapper annotations = JsonMapper.builder()
                .addModule((Module) Class.forName(MODEL + "BotApiModule", true, wideLoader)
                        .getMethod("annotationDriven").invoke(null))
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .build();
        assertThat(value).isEqualTo(annotations.readValue(json, type));
        assertThat(mapper.readValue(mapper.writeValueAsString(value), type)).isEqualTo(value);
        // a failed read leaves nothing in the thread's holder
        assertThatThrownBy(() -> mapper.readValue("{\"field0\":5,\"field1\":\"x\",\"field2\":[1]}", type))
                .isInstanceOf(MismatchedInputException.class).hasMessageContaining("Wide[\"field2\"]");
        assertThat(mapper.readValue("{\"field3\":3}", type).toString()).contains("field0=0, field1=null,");
    }

    /** The small IR and a record {@code Wide} of {@code width} fields (the last ones strings), one a {@code Wide}. */
    private static ApiSpec withWide(int width) {
        ApiSpec small = SmallIr.spec();
        List<FieldDef> fields = new ArrayList<>();
        for (int i = 0; i < width - 1; i++) {
            fields.add(i % 2 == 0 && i < width / 2
                    ? SmallIr.req("field" + i, SmallIr.scalar(Scalar.INTEGER), "An integer")
                    : SmallIr.opt("field" + i, SmallIr.scalar(Scalar.STRING), "A string"));
        }
        fields.add(SmallIr.opt("inner", SmallIr.named("Wide"), "Another one"));
        List<TypeDef> types = new ArrayList<>(small.types());
        types.add(SmallIr.object("Wide", "A record wider than Java 17's C2 can call.", fields.toArray(FieldDef[]::new)));
        return new ApiSpec(small.version(), small.releaseDate(), types, small.methods(), small.enums());
    }

    @Test
    void aFieldTakingANameTheReaderUsesFailsTheBuild() {
        ApiSpec small = SmallIr.spec();
        List<TypeDef> types = new ArrayList<>(small.types());
        types.add(SmallIr.object("Clash", "A record with a field named like the parser.",
                SmallIr.req("p", SmallIr.scalar(Scalar.INTEGER), "P")));
        ApiSpec clash = new ApiSpec(small.version(), small.releaseDate(), types, small.methods(), small.enums());
        assertThatThrownBy(() -> new JavaModelEmitter(clash).render()).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("Clash.p: the Java name p is one the generated reader uses itself");
    }

    // ---- compiled: the same values as the annotation path ----

    @Test
    void theReadersDecodeAsTheAnnotationsDo() throws Exception {
        String user = "{\"id\":12345678901,\"is_bot\":false,\"first_name\":\"Ada\",\"is_premium\":true}";
        String chat = "{\"id\":-100,\"type\":\"forum\"}";
        Map<String, String> cases = Map.of(
                "Message", "{\"message_id\":1,\"date\":2,\"chat\":" + chat + ",\"from\":" + user + ",\"text\":\"t\","
                        + "\"entities\":[{\"type\":\"bold\",\"offset\":0,\"length\":1},{\"type\":\"x\",\"offset\":1,"
                        + "\"length\":2},{\"type\":\"y\",\"offset\":3,\"length\":4}],\"dice\":{\"emoji\":\"🎲\","
                        + "\"value\":6},\"forum_topic_closed\":{},\"reply_markup\":{\"inline_keyboard\":[[{\"text\":"
                        + "\"a\"},{\"text\":\"b\",\"url\":\"u\"}],[]]},\"pinned_message\":{\"chat\":" + chat
                        + ",\"message_id\":3,\"date\":0},\"unknown\":{\"deep\":[1,[2]]}}",
                "ChatMember", "{\"user\":" + user + ",\"is_anonymous\":true,\"status\":\"creator\"}",
                "RichText", "[\"a\",{\"type\":\"url\",\"url\":\"u\",\"text\":[\"b\",{\"type\":\"bold\",\"text\":\"c\"}]}]",
                "InputMessageContent", "{\"longitude\":2,\"latitude\":1.5,\"address\":\"x\"}",
                "InlineQueryResult", "{\"type\":\"photo\",\"id\":\"1\",\"photo_file_id\":\"f\"}",
                "InputMediaGroupItem", "{\"media\":\"attach://a\",\"type\":\"video\",\"duration\":3}");
        for (Map.Entry<String, String> c : cases.entrySet()) {
            Class<?> type = type(MODEL + c.getKey());
            Object expected = reference.readValue(c.getValue(), type);
            assertThat(ours.readValue(c.getValue(), type)).as(c.getKey()).isEqualTo(expected);
        }
        Class<?> sendMessage = type("io.github.quarkustelegram.method.SendMessage");
        String request = "{\"chat_id\":\"@chan\",\"text\":\"hi\",\"parse_mode\":\"HTML\",\"reply_markup\":"
                + "{\"force_reply\":true,\"input_field_placeholder\":\"?\"}}";
        assertThat(ours.readValue(request, sendMessage)).isEqualTo(reference.readValue(request, sendMessage));
    }

    @Test
    void malformedInputNamesTheTypeAndTheField() throws Exception {
        Class<?> message = type(MODEL + "Message");
        assertThatThrownBy(() -> ours.readValue("{\"message_id\":1,\"chat\":\"c\"}", message))
                .isInstanceOf(MismatchedInputException.class)
                .hasMessageContaining("Cannot deserialize value of type `io.github.quarkustelegram.model.Chat` from "
                        + "String value")
                .hasMessageContaining("io.github.quarkustelegram.model.Message[\"chat\"]");
        assertThatThrownBy(() -> ours.readValue("{\"entities\":[{\"type\":\"bold\",\"offset\":[]}]}", message))
                .isInstanceOf(MismatchedInputException.class)
                .hasMessageContaining("MessageEntity[\"offset\"]")
                .hasMessageContaining("Message[\"entities\"]");
        assertThatThrownBy(() -> ours.readValue("{\"pinned_message\":[]}", message))
                .isInstanceOf(MismatchedInputException.class)
                .hasMessageContaining("Expected a JSON object for MaybeInaccessibleMessage, got ARRAY")
                .hasMessageContaining("Message[\"pinned_message\"]");
        assertThatThrownBy(() -> ours.readValue("{\"entities\":[null]}", message))
                .isInstanceOf(MismatchedInputException.class)
                .hasMessageContaining("A list of MessageEntity cannot hold null");
    }

    @Test
    void theReferenceReallyUsesTheAnnotations() throws Exception {
        assertThat(deserializerClass(ours, type(MODEL + "Chat"))).isEqualTo("ChatJsonReader");
        assertThat(deserializerClass(reference, type(MODEL + "Chat"))).isEqualTo("BeanDeserializer");
        assertThat(deserializerClass(reference, type(MODEL + "ChatMember"))).isEqualTo("ChatMemberJsonReader");
    }

    private static String deserializerClass(ObjectMapper mapper, Class<?> type) throws Exception {
        try (var p = mapper.createParser("{}")) {
            var ctxt = ((com.fasterxml.jackson.databind.deser.DefaultDeserializationContext) mapper
                    .getDeserializationContext()).createInstance(mapper.getDeserializationConfig(), p, null);
            return ctxt.findRootValueDeserializer(mapper.constructType(type)).getClass().getSimpleName();
        }
    }
}
