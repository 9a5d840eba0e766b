package io.github.quarkustelegram.modelgen.scrape;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jsoup.nodes.Element;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.modelgen.ir.Limits;

/**
 * Facts the page states only in a description's prose: optionality, fixed discriminator values, known values
 * of enum-like strings, defaults, bounds, and whether an Integer needs 64 bits.
 */
final class DescriptionFacts {

    private static final Pattern CONST_VALUE = Pattern.compile(
            "(?:always|must be)\\s+[“\"]?([A-Za-z0-9_]+)[”\"]?\\s*$");
    private static final Pattern QUOTED = Pattern.compile("[“\"]([^”\"]{1,64})[”\"]");
    private static final Pattern SENTENCE_END = Pattern.compile("(?<=[.!?])\\s+(?=[A-Z“\"])");
    private static final Pattern DEFAULT = Pattern.compile("[Dd]efaults? to ([^.;,]+?)(?:[.;,]|$)");
    private static final Pattern CHAR_RANGE = Pattern.compile("(\\d+)-(\\d+) (?:characters|bytes)");
    private static final Pattern UP_TO = Pattern.compile("(?:up to|at most|maximum) (\\d+) (?:characters|bytes)");
    private static final Pattern ITEM_RANGE = Pattern
            .compile("(\\d+)-(\\d+) (?:items|elements|results|options|buttons|stickers|emoji|keywords|tasks|media)");
    private static final Pattern VALUE_RANGE = Pattern.compile(
            "(?:[Vv]alues? between|between|[Mm]ust be between|[Rr]ange) (-?\\d+)(?:-| and )(-?\\d+)");
    private static final Pattern LONG_NUMBER = Pattern.compile("\\d{10,}");
    private static final List<String> ENUM_EXCLUSIONS = List.of("for example", "For example", "only for", "other than",
            "For “", "for “");

    private DescriptionFacts() {
    }

    /** Type tables mark optional fields with a leading "Optional." */
    static boolean startsOptional(Element description) {
        return description.text().strip().startsWith("Optional");
    }

    /** HTML of a description cell with the leading "Optional." marker removed. */
    static String html(Element description) {
        return description.html().replace("\n", "").replaceFirst("^<em>Optional</em>\\.\\s*", "").strip();
    }

    static String text(Element description) {
        return description.text().strip().replaceFirst("^Optional\\.\\s*", "");
    }

    /** {@code always “creator”}, {@code must be photo}: the fixed value a union member writes. */
    static @Nullable String constValue(String text) {
        String firstSentence = SENTENCE_END.split(text)[0].replaceAll("[.]$", "");
        Matcher m = CONST_VALUE.matcher(firstSentence);
        return m.find() ? m.group(1) : null;
    }

    /**
     * Known values of an enum-like string: two or more quoted values in one sentence ("can be either “private”,
     * “group”, “supergroup” or “channel”"), skipping sentences that only give examples ("for example", "only
     * for", "other than").
     */
    static List<String> quotedValues(String text) {
        for (String sentence : SENTENCE_END.split(text)) {
            if (ENUM_EXCLUSIONS.stream().anyMatch(sentence::contains)) {
                continue;
            }
            Set<String> values = new LinkedHashSet<>();
            Matcher m = QUOTED.matcher(sentence);
            while (m.find()) {
                values.add(m.group(1));
            }
            if (values.size() >= 2) {
                return new ArrayList<>(values);
            }
        }
        return List.of();
    }

    /** {@code <em>typing</em> for text messages, <em>upload_photo</em> ...}: values given in emphasis. */
    static List<String> emphasisedValues(Element description) {
        Set<String> values = new LinkedHashSet<>();
        for (Element em : description.select("em")) {
            String value = em.text().strip();
            if (value.matches("[a-z_]+")) {
                values.add(value);
            }
        }
        return new ArrayList<>(values);
    }

    static @Nullable String defaultValue(String text) {
        Matcher m = DEFAULT.matcher(text);
        if (!m.find()) {
            return null;
        }
        return m.group(1).replaceAll("[“”\"]", "").strip();
    }

    static @Nullable Limits limits(String text) {
        Integer minLength = null;
        Integer maxLength = null;
        Long min = null;
        Long max = null;
        Matcher chars = CHAR_RANGE.matcher(text);
        Matcher items = ITEM_RANGE.matcher(text);
        Matcher upTo = UP_TO.matcher(text);
        if (chars.find()) {
            minLength = Integer.valueOf(chars.group(1));
            maxLength = Integer.valueOf(chars.group(2));
        } else if (items.find()) {
            minLength = Integer.valueOf(items.group(1));
            maxLength = Integer.valueOf(items.group(2));
        } else if (upTo.find()) {
            maxLength = Integer.valueOf(upTo.group(1));
        }
        Matcher values = VALUE_RANGE.matcher(text);
        if (values.find()) {
            min = Long.valueOf(values.group(1));
            max = Long.valueOf(values.group(2));
        }
        if (minLength == null && maxLength == null && min == null && max == null) {
            return null;
        }
        return new Limits(minLength, maxLength, min, max);
    }

    /**
     * Telegram's integers are 64-bit on the wire, but most fit 32 bits. Ids of users and chats do not (the page
     * says so on the types, not always on the method parameters that take them), nor do sizes the page flags, nor
     * amounts in nanograms (185 TON is 185000000000), nor anything whose stated bounds pass 2^31, nor ARGB colours
     * (an opaque colour read as unsigned passes 2^31).
     */
    static boolean needs64Bits(String fieldName, String text) {
        String name = fieldName.toLowerCase(Locale.ROOT);
        return text.contains("32 significant bits") || text.contains("2^31") || text.contains("2<sup>31</sup>")
                || text.toLowerCase(Locale.ROOT).contains("nanogram") || text.contains("ARGB") || statesNumberBeyondInt(text)
                || name.matches("(.*_)?(user|chat|topic)_ids?") || name.equals("file_size");
    }

    private static boolean statesNumberBeyondInt(String text) {
        Matcher m = LONG_NUMBER.matcher(text);
        while (m.find()) {
            if (new java.math.BigInteger(m.group()).compareTo(java.math.BigInteger.valueOf(Integer.MAX_VALUE)) > 0) {
                return true;
            }
        }
        return false;
    }
}
