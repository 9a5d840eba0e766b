package io.github.quarkustelegram.modelgen.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.IrJson;
import io.github.quarkustelegram.modelgen.ir.MethodDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;

/**
 * Compares the committed IR with three independent scrapes of the page (see {@code ../shared/spec/SOURCE.md}):
 * aiogram and marksto (10.2) for every method, parameter, type, field, required flag and type set; PaulSonOfLars
 * (10.1) for the return types and union members of what 10.1 has. Differences must be zero, or listed below as
 * a documented decision.
 */
class SpecCrossCheckTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * Documented decisions: our IR differs from the other scrapes here on purpose.
     * <ul>
     * <li>Unions the page only spells inline ("A or B or C") get a named type in our IR (ReplyMarkup,
     * InputMediaGroupItem, InputRichMedia); the other scrapes have no such type.</li>
     * <li>PaulSonOfLars writes "Boolean" for results the page calls True; we keep True (same JSON).</li>
     * </ul>
     */
    private static final Set<String> SYNTHETIC_UNIONS = Set.of("ReplyMarkup", "InputMediaGroupItem", "InputRichMedia");

    private static ApiSpec ir;

    @BeforeAll
    static void readIr() {
        ir = IrJson.readBundled();
    }

    @Test
    void matchesAiogramScrape() throws IOException {
        JsonNode aiogram = JSON.readTree(SharedSpec.file("bot-api-10.2.aiogram.json").toFile());
        Map<String, String> theirs = new TreeMap<>();
        for (JsonNode section : aiogram.get("items")) {
            for (JsonNode item : section.get("children")) {
                String kind = item.get("category").asText();
                if (!kind.equals("types") && !kind.equals("methods")) {
                    continue;
                }
                String owner = item.get("name").asText();
                theirs.put(owner, kind.equals("types") ? "type" : "method");
                for (JsonNode field : item.get("annotations")) {
                    theirs.put(owner + "." + field.get("name").asText(),
                            describe(TypeText.ofPageText(field.get("type").asText()), field.get("required").asBoolean()));
                }
            }
        }
        assertThat(differences(ours(), theirs)).as("IR vs aiogram scrape").isEmpty();
        assertThat(aiogram.at("/api/version").asText()).isEqualTo(ir.version());
    }

    @Test
    void matchesMarkstoScrape() throws IOException {
        JsonNode marksto = JSON.readTree(SharedSpec.file("bot-api-10.2.marksto.json").toFile());
        Map<String, String> idToName = new HashMap<>();
        marksto.get("types").forEach(t -> idToName.put(t.get("id").asText(), t.get("name").asText()));
        Map<String, String> theirs = new TreeMap<>();
        for (JsonNode type : marksto.get("types")) {
            String owner = type.get("name").asText();
            theirs.put(owner, "type");
            for (JsonNode field : type.path("fields")) {
                theirs.put(owner + "." + field.get("name").asText(),
                        describe(markstoType(field.get("type"), idToName), field.get("required").asBoolean()));
            }
        }
        for (JsonNode method : marksto.get("methods")) {
            String owner = method.get("name").asText();
            theirs.put(owner, "method");
            for (JsonNode param : method.path("params")) {
                theirs.put(owner + "." + param.get("name").asText(),
                        describe(markstoType(param.get("type"), idToName), param.get("required").asBoolean()));
            }
        }
        assertThat(differences(ours(), theirs)).as("IR vs marksto scrape").isEmpty();
        // marksto also lists union members ("subtypes"): ours must agree for every page union.
        for (JsonNode type : marksto.get("types")) {
            if (type.has("subtypes") && type.get("subtypes").size() > 0) {
                List<String> members = new ArrayList<>();
                type.get("subtypes").forEach(s -> members.add(idToName.get(s.asText())));
                TypeDef union = ir.type(type.get("name").asText()).orElseThrow();
                assertThat(union.union()).as(union.name() + " is a union").isNotNull();
                assertThat(union.union().members()).as(union.name() + " members").containsExactlyElementsOf(members);
            }
        }
    }

    @Test
    void matchesPaulSonOfLarsReturnsAndUnionsOf101() throws IOException {
        JsonNode pauls = JSON.readTree(SharedSpec.file("bot-api-10.1.paulsonoflars.json").toFile());
        List<String> differences = new ArrayList<>();
        int methodsCompared = 0;
        for (JsonNode method : pauls.get("methods")) {
            String name = method.get("name").asText();
            MethodDef ours = ir.method(name).orElse(null);
            if (ours == null) {
                differences.add("method " + name + " is in 10.1 but not in our 10.2 IR");
                continue;
            }
            List<String> returns = new ArrayList<>();
            method.get("returns").forEach(r -> returns.add(TypeText.ofPageText(r.asText())));
            String theirs = returns.size() == 1 ? returns.get(0) : TypeText.alternatives(returns);
            String mine = TypeText.ofResult(ours.returns());
            if (!mine.equals(theirs)) {
                differences.add("method " + name + " returns " + mine + ", 10.1 scrape says " + theirs);
            }
            methodsCompared++;
        }
        int unionsCompared = 0;
        for (JsonNode type : pauls.get("types")) {
            if (!type.has("subtypes")) {
                continue;
            }
            String name = type.get("name").asText();
            List<String> members = new ArrayList<>();
            type.get("subtypes").forEach(s -> members.add(s.asText()));
            TypeDef ours = ir.type(name).orElse(null);
            if (ours == null || ours.union() == null) {
                differences.add("union " + name + " of 10.1 is not a union in our IR");
            } else if (!ourMembers(ours).containsAll(members)) {
                // 10.2 may add members; it must not lose any.
                differences.add("union " + name + " has " + ours.union().members() + ", 10.1 had " + members);
            }
            unionsCompared++;
        }
        assertThat(differences).isEmpty();
        assertThat(methodsCompared).isEqualTo(180);
        assertThat(unionsCompared).isEqualTo(25);
    }

    @Test
    void irHasTheCountsOfBotApi102() {
        long pageTypes = ir.types().stream().filter(t -> !t.synthetic()).count();
        long unions = ir.types().stream().filter(t -> t.union() != null && !t.synthetic()).count();
        assertThat(pageTypes).isEqualTo(388);
        assertThat(ir.methods()).hasSize(185);
        assertThat(unions).isEqualTo(26);
        assertThat(ir.types().stream().filter(TypeDef::synthetic).map(TypeDef::name)).containsExactlyInAnyOrderElementsOf(
                SYNTHETIC_UNIONS);
    }

    /** Union members as the 10.1 scrape lists them: RichText's plain string and array count as members. */
    private static Set<String> ourMembers(TypeDef union) {
        Set<String> members = new TreeSet<>(union.union().members());
        if (union.union().admitsString()) {
            members.add("String");
        }
        if (union.union().admitsArray()) {
            members.add("Array of " + union.name());
        }
        return members;
    }

    private static Map<String, String> ours() {
        Map<String, String> ours = new TreeMap<>();
        for (TypeDef type : ir.types()) {
            if (type.synthetic()) {
                continue;
            }
            ours.put(type.name(), "type");
            for (FieldDef f : type.fields()) {
                ours.put(type.name() + "." + f.name(), describe(TypeText.of(f.type()), f.required()));
            }
        }
        for (MethodDef method : ir.methods()) {
            ours.put(method.name(), "method");
            for (FieldDef p : method.params()) {
                ours.put(method.name() + "." + p.name(), describe(TypeText.of(p.type()), p.required()));
            }
        }
        return ours;
    }

    private static String describe(String type, boolean required) {
        return type + (required ? " (required)" : " (optional)");
    }

    private static String markstoType(JsonNode type, Map<String, String> idToName) {
        if (type.isTextual()) {
            String t = type.asText();
            return idToName.getOrDefault(t, t);
        }
        String op = type.get(0).asText();
        if (op.equals("array")) {
            return "Array of " + markstoType(type.get(1), idToName);
        }
        List<String> options = new ArrayList<>();
        type.get(1).forEach(o -> options.add(markstoType(o, idToName)));
        return TypeText.alternatives(options);
    }

    /** Every key whose value differs, or which only one side has, as a readable line. */
    private static List<String> differences(Map<String, String> ours, Map<String, String> theirs) {
        List<String> out = new ArrayList<>();
        Set<String> keys = new TreeSet<>(ours.keySet());
        keys.addAll(theirs.keySet());
        for (String key : keys) {
            String a = ours.get(key);
            String b = theirs.get(key);
            if (a == null) {
                out.add(key + ": missing from our IR (theirs: " + b + ")");
            } else if (b == null) {
                out.add(key + ": only in our IR (" + a + ")");
            } else if (!a.equals(b)) {
                out.add(key + ": ours " + a + ", theirs " + b);
            }
        }
        return out;
    }

}
