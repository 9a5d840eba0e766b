package io.github.quarkustelegram.modelgen.scrape;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.github.quarkustelegram.modelgen.ir.EnumDef;

/**
 * Enum-like sets whose values the page does not list next to the field, so a description scan cannot find them.
 * Each one names where on the page its values come from.
 */
final class CuratedEnums {

    static final String PARSE_MODE = "ParseMode";
    static final String UPDATE_TYPE = "UpdateType";
    static final String DICE_EMOJI = "DiceEmoji";

    /** owner.field -> the enum of another field with the same values (Dice.emoji says nothing of its values). */
    static final Map<String, String> ALIASES = Map.of("Dice.emoji", DICE_EMOJI);

    private CuratedEnums() {
    }

    /** The curated enum a field uses, or null. */
    static String enumFor(String owner, String field) {
        if (field.equals("parse_mode") || field.endsWith("_parse_mode")) {
            return PARSE_MODE;
        }
        if (field.equals("allowed_updates")) {
            return UPDATE_TYPE;
        }
        return ALIASES.get(owner + "." + field);
    }

    static List<EnumDef> all(List<BotApiPageScraper.RawType> types) {
        List<EnumDef> enums = new ArrayList<>();
        // "Formatting options" describes three styles by heading: MarkdownV2 style, HTML style, Markdown style.
        enums.add(new EnumDef(PARSE_MODE, List.of("MarkdownV2", "HTML", "Markdown"),
                "Modes for parsing entities, from the page's Formatting options section."));
        // The update types are the names of Update's optional fields (the page says so for allowed_updates).
        List<String> updateTypes = new ArrayList<>();
        types.stream().filter(t -> t.name().equals("Update")).findFirst().ifPresent(update -> update.fields()
                .stream().filter(f -> !f.required).forEach(f -> updateTypes.add(f.name)));
        enums.add(new EnumDef(UPDATE_TYPE, updateTypes,
                "The kinds of update a bot can receive: the optional fields of Update (for allowed_updates)."));
        return enums;
    }
}
