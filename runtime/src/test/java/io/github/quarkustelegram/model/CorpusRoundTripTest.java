package io.github.quarkustelegram.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.corpus.CorpusManifest;
import io.github.quarkustelegram.model.corpus.CorpusManifest.Entry;
import io.github.quarkustelegram.model.corpus.JsonTrees;
import io.github.quarkustelegram.model.corpus.ModelTypes;
import io.github.quarkustelegram.model.corpus.ModelWalker;
import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.IrJson;
import io.github.quarkustelegram.modelgen.ir.TypeDef;

/**
 * Decode → encode → decode over the corpus of realistic payloads in {@code src/test/resources/corpus} (listed with
 * their root types in {@code corpus/index.json}), plus coverage checks derived from the model, the committed IR the
 * code is generated from: they fail when it has a kind of update, a union member or an object type that no payload
 * exercises, so a Bot API upgrade cannot leave its additions out of the corpus.
 *
 * <p>
 * Manifest flags: {@code unknownFields} (the input has fields the model drops, so the JSON written back is a
 * strict subset of it), {@code unknownVariant} (some union variant must decode to {@code Unknown}; without the flag
 * nothing may), {@code knownIssue} (a model bug makes the payload fail to decode today; see {@link Entry}).
 */
class CorpusRoundTripTest {

    private static final ObjectMapper MAPPER = TelegramJson.mapper();

    /** The model package's sealed interfaces written by hand: "Integer or String", "InputFile or String", "Message or True". */
    private static final Set<String> HAND_WRITTEN_UNIONS = Set.of("ChatId", "InputFile", "MessageOrTrue");

    /** The model the generated code comes from: the committed IR, bundled in model-gen. */
    private static final ApiSpec IR = IrJson.readBundled();

    /**
     * Union members the corpus deliberately never decodes, with the reason. Keep it short: a member listed here that
     * the corpus does decode fails the test, so the list cannot go stale.
     */
    private static final Map<Class<?>, Set<Class<?>>> NOT_DECODED = Map.of(
            // An upload's content never travels in JSON: decoding "attach://name" gives a Reference, by design.
            InputFile.class, Set.of(InputFile.Upload.class));

    /**
     * Object types of the model no payload decodes, with the reason. Keep it short: a type listed here that the corpus
     * does decode fails the test, so the list cannot go stale.
     */
    private static final Map<String, String> NO_PAYLOAD = Map.of();

    private static final List<Entry> MANIFEST = CorpusManifest.entries();

    /** What the whole corpus decodes to, walked; filled once for the coverage tests. */
    private static final ModelWalker CORPUS = new ModelWalker();
    private static final Map<String, String> UNDECODABLE = new LinkedHashMap<>();

    @BeforeAll
    static void walkTheCorpus() {
        for (Entry entry : MANIFEST) {
            try {
                CORPUS.walk(MAPPER.readValue(entry.bytes(), entry.javaType()), entry.reflectType());
            } catch (IOException | RuntimeException e) {
                UNDECODABLE.put(entry.file(), e.getClass().getSimpleName() + ": "
                        + String.valueOf(e.getMessage()).lines().findFirst().orElse(""));
            }
        }
    }

    @TestFactory
    Stream<DynamicTest> decodeEncodeDecode() {
        return MANIFEST.stream().map(entry -> DynamicTest.dynamicTest(entry.file(), () -> roundTrip(entry)));
    }

    private static void roundTrip(Entry entry) throws IOException {
        byte[] input = entry.bytes();
        JavaType type = entry.javaType();
        JsonNode inputTree = MAPPER.readTree(input);
        if (entry.knownIssue() != null) {
            Throwable failure = catchThrowable(() -> MAPPER.readValue(input, type));
            assertThat(failure)
                    .as("%s is marked with the known model issue \"%s\"; it decodes now, so the issue is fixed:"
                            + " remove knownIssue from corpus/index.json", entry, entry.knownIssue())
                    .isInstanceOf(JsonProcessingException.class);
            return;
        }

        Object decoded;
        try {
            decoded = MAPPER.readValue(input, type);
        } catch (JsonProcessingException e) {
            throw new AssertionError(entry + " does not decode: " + e.getMessage(), e);
        }
        byte[] encoded = MAPPER.writeValueAsBytes(decoded);
        Object decodedAgain = MAPPER.readValue(encoded, type);
        assertThat(decodedAgain).as("%s: decode(encode(decode(payload)))", entry).isEqualTo(decoded);

        JsonNode outputTree = MAPPER.readTree(encoded);
        if (entry.unknownFields()) {
            assertThat(JsonTrees.notContained(outputTree, inputTree))
                    .as("%s: every node written back must be in the input, with the same value", entry).isEmpty();
            assertThat(JsonTrees.difference(inputTree, outputTree))
                    .as("%s: flagged unknownFields, so the model must have dropped something", entry).isPresent();
        } else {
            assertThat(JsonTrees.difference(inputTree, outputTree))
                    .as("%s: the JSON written back must equal the input", entry).isEmpty();
        }

        ModelWalker walker = new ModelWalker();
        walker.walk(decoded, entry.reflectType());
        if (entry.unknownVariant()) {
            assertThat(walker.unknowns()).as("%s: flagged unknownVariant, so something must decode to Unknown", entry)
                    .isNotEmpty();
            for (Object unknown : walker.unknowns()) {
                JsonNode raw = ModelWalker.rawJson(unknown);
                assertThat(raw.isObject() && !raw.isEmpty()).as("%s: %s keeps its JSON", entry, unknown).isTrue();
                assertThat(JsonTrees.containsSubtree(inputTree, raw))
                        .as("%s: %s keeps exactly a subtree of the input", entry, unknown).isTrue();
                assertThat(JsonTrees.containsSubtree(outputTree, raw))
                        .as("%s: %s is written back unchanged", entry, unknown).isTrue();
            }
        } else {
            assertThat(walker.unknowns()).as("%s: only known variants, so nothing may decode to Unknown", entry)
                    .isEmpty();
        }
    }

    @Test
    void theManifestListsEveryPayloadAndThereAreEnough() {
        List<String> listed = MANIFEST.stream().map(Entry::file).toList();
        assertThat(listed).as("corpus/index.json").doesNotHaveDuplicates().hasSizeGreaterThanOrEqualTo(40);
        assertThat(new TreeSet<>(listed)).as("corpus/index.json lists exactly the payload files")
                .containsExactlyElementsOf(CorpusManifest.payloadFilesOnDisk());
    }

    @Test
    void everyKindOfUpdateIsCovered() {
        Set<String> kinds = IR.type("Update").orElseThrow().fields().stream().map(FieldDef::name)
                .filter(name -> !name.equals("update_id"))
                .collect(Collectors.toCollection(LinkedHashSet::new));
        assertThat(Arrays.stream(Update.class.getRecordComponents()).map(ModelWalker::jsonName)
                .filter(name -> !name.equals("update_id"))).as("Update's components, generated from the IR")
                .containsExactlyElementsOf(kinds);
        assertThat(Arrays.stream(UpdateKind.values()).map(UpdateKind::wireName)).as("UpdateKind")
                .containsExactlyElementsOf(kinds);

        Set<String> covered = CORPUS.presentProperties().getOrDefault(Update.class, Set.of());
        Set<String> missing = new LinkedHashSet<>(kinds);
        missing.removeAll(covered);
        assertThat(missing).as("update kinds of Bot API %s no payload carries (payloads that did not decode: %s)",
                IR.version(), UNDECODABLE).isEmpty();
    }

    @Test
    void everyMemberOfEveryUnionIsCovered() {
        List<TypeDef> unions = IR.types().stream().filter(t -> t.union() != null).toList();
        assertThat(ModelTypes.sealedInterfaces(Update.class)).extracting(Class::getSimpleName)
                .as("sealed interfaces in %s: the IR's unions and the hand-written ones", CorpusManifest.MODEL_PACKAGE)
                .containsExactlyInAnyOrderElementsOf(Stream.concat(unions.stream().map(TypeDef::name),
                        HAND_WRITTEN_UNIONS.stream()).toList());

        List<String> gaps = new ArrayList<>();
        for (Class<?> union : ModelTypes.sealedInterfaces(Update.class)) {
            Set<Class<?>> seen = CORPUS.membersByUnion().getOrDefault(union, Set.of());
            Set<Class<?>> notDecoded = NOT_DECODED.getOrDefault(union, Set.of());
            List<String> missing = new ArrayList<>();
            for (Class<?> member : union.getPermittedSubclasses()) {
                if (ModelWalker.isUnknownVariant(member)) {
                    continue;
                }
                if (notDecoded.contains(member)) {
                    if (seen.contains(member)) {
                        gaps.add(union.getSimpleName() + ": " + member.getSimpleName()
                                + " is decoded now; remove it from NOT_DECODED");
                    }
                } else if (!seen.contains(member)) {
                    missing.add(member.getSimpleName());
                }
            }
            if (!missing.isEmpty()) {
                gaps.add(union.getSimpleName() + ": no payload decodes " + missing);
            }
        }
        assertThat(gaps).as("union coverage (payloads that did not decode: %s)", UNDECODABLE).isEmpty();
        for (TypeDef union : unions) {
            assertThat(Arrays.stream(ModelTypes.modelClass(union.name()).getPermittedSubclasses())
                    .filter(c -> c.getEnclosingClass() == null).map(Class::getSimpleName))
                    .as("members of %s, generated from the IR (besides its nested Unknown, Plain, ...)", union.name())
                    .containsExactlyInAnyOrderElementsOf(union.union().members());
        }
    }

    @Test
    void everyObjectTypeOfTheModelIsDecodedSomewhere() {
        List<String> missing = new ArrayList<>();
        List<String> stale = new ArrayList<>();
        for (TypeDef type : IR.types()) {
            if (type.union() != null || type.name().equals("InputFile")) {
                continue; // unions: by member above; InputFile: hand-written, a union of its own
            }
            boolean decoded = CORPUS.presentProperties().containsKey(ModelTypes.modelClass(type.name()));
            if (NO_PAYLOAD.containsKey(type.name())) {
                if (decoded) {
                    stale.add(type.name() + " is decoded now; remove it from NO_PAYLOAD");
                }
            } else if (!decoded) {
                missing.add(type.name());
            }
        }
        assertThat(stale).isEmpty();
        assertThat(missing).as("object types of Bot API %s no payload decodes (payloads that did not decode: %s)",
                IR.version(), UNDECODABLE).isEmpty();
    }

    @Test
    void unknownVariantsAreInTheCorpus() {
        Set<String> unionsWithUnknown = CORPUS.unknowns().stream()
                .map(unknown -> unknown.getClass().getEnclosingClass().getSimpleName())
                .collect(Collectors.toCollection(TreeSet::new));
        assertThat(unionsWithUnknown).as("unions decoded to Unknown somewhere in the corpus")
                .contains("ChatMember", "ReactionType", "MessageOrigin", "RichBlock", "RichText");
    }

    @Test
    void unknownEnumValuesSurviveARoundTrip() throws IOException {
        Entry entry = entry("update-message-unknown-enums.json");
        Update update = MAPPER.readValue(entry.bytes(), Update.class);
        Message message = update.message();

        assertThat(message.chat().type()).isEqualTo(ChatType.of("megagroup"));
        assertThat(message.chat().type().isKnown()).isFalse();
        assertThat(message.entities()).extracting(MessageEntity::type).containsExactly(
                MessageEntityType.of("sparkles"), MessageEntityType.BOLD, MessageEntityType.of("sparkles"));
        assertThat(message.entities().get(0).type().isKnown()).isFalse();
        assertThat(message.entities().get(1).type().isKnown()).isTrue();

        JsonNode written = MAPPER.readTree(MAPPER.writeValueAsBytes(update));
        assertThat(written.at("/message/chat/type").textValue()).isEqualTo("megagroup");
        assertThat(written.at("/message/entities/0/type").textValue()).isEqualTo("sparkles");
        assertThat(written.at("/message/entities/2/type").textValue()).isEqualTo("sparkles");
    }

    @Test
    void anUpdateOfAKindUnknownToTheModelKeepsItsIdAndNothingElse() throws IOException {
        Entry entry = entry("update-unknown-kind.json");
        Update update = MAPPER.readValue(entry.bytes(), Update.class);

        assertThat(update.updateId()).isEqualTo(873451413);
        for (RecordComponent component : Update.class.getRecordComponents()) {
            if (!component.getName().equals("updateId")) {
                assertThat(readComponent(update, component)).as(component.getName()).isNull();
            }
        }
        assertThat(MAPPER.writeValueAsString(update)).isEqualTo("{\"update_id\":873451413}");
    }

    private static Entry entry(String file) {
        return MANIFEST.stream().filter(e -> e.file().equals(file)).findFirst()
                .orElseThrow(() -> new AssertionError(file + " is not in corpus/index.json"));
    }

    private static Object readComponent(Object record, RecordComponent component) {
        try {
            return component.getAccessor().invoke(record);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }
}
