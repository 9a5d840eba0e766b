package io.github.quarkustelegram.modelgen.scrape;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.github.quarkustelegram.modelgen.ir.EnumDef;

/**
 * Names and de-duplicates the enum-like value sets found on the page. The default name is owner + field
 * ({@code Chat.type} -> {@code ChatType}); the same value set elsewhere reuses it ({@code ChatFullInfo.type},
 * {@code StickerSet.sticker_type}); a subset under the same field name reuses the superset (the Passport error
 * types are subsets of {@code EncryptedPassportElement.type}). A few sets get a better name than the default.
 */
final class EnumCatalog {

    /** owner.field of the first occurrence -> a name that reads better than the default. */
    private static final Map<String, String> BETTER_NAMES = Map.ofEntries(
            Map.entry("InputSticker.format", "StickerFormat"),
            Map.entry("KeyboardButton.style", "ButtonStyle"),
            Map.entry("sendDice.emoji", "DiceEmoji"),
            Map.entry("ReactionTypeEmoji.emoji", "ReactionEmoji"),
            Map.entry("sendChatAction.action", "ChatAction"),
            Map.entry("SuggestedPostPaid.currency", "StarsOrTonCurrency"),
            Map.entry("EncryptedPassportElement.type", "PassportElementType"),
            Map.entry("answerChatJoinRequestQuery.result", "JoinRequestQueryResult"));

    private final List<Candidate> candidates = new ArrayList<>();

    /** A value set seen at owner.field; returns a handle whose name is settled by {@link #resolve()}. */
    Candidate offer(String owner, String field, List<String> values, String description) {
        Candidate c = new Candidate(owner, field, List.copyOf(values), description);
        candidates.add(c);
        return c;
    }

    /** Assigns names: supersets first so that subsets under the same field name find them. */
    List<EnumDef> resolve(Set<String> takenNames) {
        List<Candidate> bySize = new ArrayList<>(candidates);
        bySize.sort((a, b) -> Integer.compare(b.values.size(), a.values.size()));
        List<Candidate> owners = new ArrayList<>();
        for (Candidate c : bySize) {
            Candidate home = owners.stream()
                    .filter(o -> new HashSet<>(o.values).equals(new HashSet<>(c.values))
                            || o.field.equals(c.field) && new HashSet<>(o.values).containsAll(c.values))
                    .findFirst().orElse(null);
            if (home == null) {
                owners.add(c);
                c.home = c;
            } else {
                c.home = home;
            }
        }
        // Name each owner after its first occurrence in page order.
        Map<Candidate, String> names = new LinkedHashMap<>();
        for (Candidate c : candidates) {
            Candidate home = c.home;
            if (!names.containsKey(home)) {
                String name = BETTER_NAMES.getOrDefault(c.owner + "." + c.field,
                        Names.upperCamel(c.owner) + Names.upperCamel(c.field));
                while (takenNames.contains(name) || names.containsValue(name)) {
                    name = name + "Value";
                }
                names.put(home, name);
            }
        }
        List<EnumDef> enums = new ArrayList<>();
        for (Map.Entry<Candidate, String> e : names.entrySet()) {
            Candidate home = e.getKey();
            home.name = e.getValue();
            enums.add(new EnumDef(home.name, home.values,
                    "Known values of " + home.owner + "." + home.field + ": " + home.description));
        }
        for (Candidate c : candidates) {
            c.name = c.home.name;
        }
        return enums;
    }

    static final class Candidate {
        final String owner;
        final String field;
        final List<String> values;
        final String description;
        Candidate home;
        String name;

        Candidate(String owner, String field, List<String> values, String description) {
            this.owner = owner;
            this.field = field;
            this.values = values;
            this.description = description;
        }

        String name() {
            return name;
        }
    }
}
