package io.github.quarkustelegram.modelgen.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.MethodDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;

/**
 * Compares the committed IRs with three independent scrapes of the page (see {@code ../shared/spec/SOURCE.md}):
 * aiogram and marksto (10.2) for every method, parameter, type, field, required flag and type set; PaulSonOfLars
 * (10.1) for the return types and union members of what 10.1 has.
 *
 * <p>
 * An independent scrape is compared in full with our IR of its own version, the current or the previous one:
 * differences must be zero, or listed below as a documented decision. When it is of the previous version (as at 10.3,
 * where no independent 10.3 scrape exists), the current IR must also agree with it on everything that did not change
 * between the two versions: its only disagreements with the scrape are exactly the changes between our two IRs,
 * which no independent source confirms and which the test prints as not cross-checked. (The page's own "Recent
 * changes" is checked against those changes by {@link RecentChangesTest}.)
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
        compare("aiogram", aiogram.at("/api/version").asText(), theirs, false);
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
            // marksto also lists union members ("subtypes"): ours must agree for every page union.
            if (type.has("subtypes") && type.get("subtypes").size() > 0) {
                List<String> members = new ArrayList<>();
                type.get("subtypes").forEach(s -> members.add(idToName.get(s.asText())));
                theirs.put(owner + " (union)", String.join(", ", members));
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
        // marksto's version is in SOURCE.md rather than in the file
        compare("marksto", "10.2", theirs, true);
    }

    /**
     * The scrape against our IR of its version, in full; and, when that is the previous IR, the current IR against it
     * on what did not change.
     */
    private static void compare(String name, String version, Map<String, String> theirs, boolean unions) {
        ApiSpec same = Irs.ofVersion(version).orElse(null);
        if (same == null) {
            String message = "SKIPPED: the " + name + " scrape is of Bot API " + version + ", neither the current IR ("
                    + Irs.current().version() + ") nor the previous one (" + Irs.previous().version() + ")";
            System.out.println(message);
            Assumptions.abort(message);
        }
        assertThat(differences(keys(same, unions), theirs)).as("IR %s vs %s scrape %s", same.version(), name, version)
                .isEmpty();
        if (same == Irs.current()) {
            return;
        }
        ApiSpec current = Irs.current();
        List<String> changed = differences(keys(current, unions), keys(same, unions));
        assertThat(differences(keys(current, unions), theirs))
                .as("IR %s vs %s scrape %s: only what changed from %s to %s may differ", current.version(), name,
                        version, version, current.version())
                .containsExactlyElementsOf(changed);
        assertThat(keys(current, unions).size() - changed.size()).as("keys still cross-checked").isGreaterThan(3_000);
        System.out.printf("NOT CROSS-CHECKED: %d of %d keys (types, fields, methods, parameters%s) of the Bot API %s"
                + " IR changed since %s, and no independent %s scrape is in ../shared/spec to confirm them; the other"
                + " %d agree with the %s scrape of %s. Changed: %s%n", changed.size(), keys(current, unions).size(),
                unions ? ", union members" : "", current.version(), version, current.version(),
                keys(current, unions).size() - changed.size(), name, version,
                String.join(", ", changed.stream().map(c -> c.substring(0, c.indexOf(": "))).toList()));
    }

    @Test
    void matchesPaulSonOfLarsReturnsAndUnionsOf101() throws IOException {
        JsonNode pauls = JSON.readTree(SharedSpec.file("bot-api-10.1.paulsonoflars.json").toFile());
        ApiSpec ir = Irs.current();
        List<String> differences = new ArrayList<>();
        int methodsCompared = 0;
        for (JsonNode method : pauls.get("methods")) {
            String name = method.get("name").asText();
            MethodDef ours = ir.method(name).orElse(null);
            if (ours == null) {
                differences.add("method " + name + " is in 10.1 but not in our " + ir.version() + " IR");
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
                // later versions may add members; they must not lose any.
                differences.add("union " + name + " has " + ours.union().members() + ", 10.1 had " + members);
            }
            unionsCompared++;
        }
        assertThat(differences).isEmpty();
        assertThat(methodsCompared).isEqualTo(pauls.get("methods").size()).isEqualTo(180);
        assertThat(unionsCompared).isEqualTo(25);
    }

    @Test
    void onlyTheNamedSyntheticUnionsAreOurOwn() {
        for (ApiSpec ir : List.of(Irs.current(), Irs.previous())) {
            assertThat(ir.types().stream().filter(TypeDef::synthetic).map(TypeDef::name))
                    .as("synthetic unions of %s", ir.version()).containsExactlyInAnyOrderElementsOf(SYNTHETIC_UNIONS);
        }
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

    /**
     * Every type, field, method and parameter of an IR, keyed as the scrapes are read; with {@code unions}, the
     * members of each page union too.
     */
    private static Map<String, String> keys(ApiSpec ir, boolean unions) {
        Map<String, String> ours = new LinkedHashMap<>();
        for (TypeDef type : ir.types()) {
            if (type.synthetic()) {
                continue;
            }
            ours.put(type.name(), "type");
            for (FieldDef f : type.fields()) {
                ours.put(type.name() + "." + f.name(), describe(TypeText.of(f.type()), f.required()));
            }
            if (unions && type.union() != null) {
                ours.put(type.name() + " (union)", String.join(", ", type.union().members()));
            }
        }
        for (MethodDef method : ir.methods()) {
            ours.put(method.name(), "method");
            for (FieldDef p : method.params()) {
                ours.put(method.name() + "." + p.name(), describe(TypeText.of(p.type()), p.required()));
            }
        }
        return new TreeMap<>(ours);
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
