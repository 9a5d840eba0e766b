package io.github.quarkustelegram.modelgen.emit;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import javax.lang.model.SourceVersion;

/**
 * Turns Bot API names (JSON fields, method names, enum values) into Java names. Pure functions. Public for the test
 * generator ({@code emit.tests}), which names the model's members and requests by the same rules.
 */
public final class Naming {

    /**
     * Names a record component may not take: Java keywords get a readable suffix, and the names of
     * {@link Object}/{@link Record} methods would clash with the accessor a record declares.
     */
    private static final Set<String> RESERVED_MEMBER_NAMES = Set.of("getClass", "hashCode", "toString", "equals",
            "clone", "finalize", "notify", "notifyAll", "wait", "toBuilder", "builder");

    private Naming() {
    }

    /** {@code message_thread_id} -> {@code messageThreadId}; {@code class} -> {@code classValue}. */
    public static String memberName(String jsonName) {
        String camel = lowerCamel(jsonName);
        if (SourceVersion.isKeyword(camel) || RESERVED_MEMBER_NAMES.contains(camel)) {
            return camel + "Value";
        }
        return camel;
    }

    static String lowerCamel(String snake) {
        StringBuilder out = new StringBuilder(snake.length());
        boolean upperNext = false;
        for (int i = 0; i < snake.length(); i++) {
            char c = snake.charAt(i);
            if (c == '_' || c == '-' || c == ' ') {
                upperNext = out.length() > 0;
            } else if (upperNext) {
                out.append(Character.toUpperCase(c));
                upperNext = false;
            } else {
                out.append(out.length() == 0 ? Character.toLowerCase(c) : c);
            }
        }
        if (out.length() == 0 || !Character.isJavaIdentifierStart(out.charAt(0))) {
            out.insert(0, "value");
        }
        return out.toString();
    }

    /** {@code sendMessage} -> {@code SendMessage}. */
    public static String requestName(String methodName) {
        return Character.toUpperCase(methodName.charAt(0)) + methodName.substring(1);
    }

    /**
     * Constant names for the values of an open enum, in value order: UPPER_SNAKE of the value
     * ({@code bot_command} -> {@code BOT_COMMAND}, {@code MarkdownV2} -> {@code MARKDOWN_V2}). A value with no letter
     * or digit (an emoji) is named after its code points ({@code 🎲} -> {@code GAME_DIE}), skipping variation
     * selectors and joiners; so is a short value that starts with a digit ({@code 1} -> {@code DIGIT_ONE}) or whose
     * UPPER_SNAKE another value shares ({@code a}/{@code A} -> {@code LATIN_SMALL_LETTER_A}/{@code
     * LATIN_CAPITAL_LETTER_A}). A name still taken gets {@code _2}, {@code _3}, ... in value order.
     */
    static Map<String, String> constantNames(List<String> values) {
        Map<String, Integer> baseCount = new java.util.HashMap<>();
        for (String value : values) {
            baseCount.merge(constantName(value), 1, Integer::sum);
        }
        Map<String, String> names = new LinkedHashMap<>();
        Set<String> taken = new java.util.HashSet<>();
        for (String value : values) {
            String base = constantName(value);
            if (baseCount.get(base) > 1 && value.codePointCount(0, value.length()) <= 3) {
                base = sanitize(codePointNames(value));
            }
            String name = base;
            for (int n = 2; !taken.add(name); n++) {
                name = base + "_" + n;
            }
            names.put(value, name);
        }
        return names;
    }

    static String constantName(String value) {
        boolean hasLetterOrDigit = value.codePoints().anyMatch(Character::isLetterOrDigit);
        String name = sanitize(hasLetterOrDigit ? upperSnake(value) : codePointNames(value));
        if (!name.isEmpty() && Character.isDigit(name.charAt(0)) && value.codePointCount(0, value.length()) <= 2) {
            name = sanitize(codePointNames(value));
        }
        if (name.isEmpty()) {
            name = "VALUE";
        }
        if (!Character.isJavaIdentifierStart(name.charAt(0))) {
            name = "VALUE_" + name;
        }
        if (SourceVersion.isKeyword(name)) {
            name = name + "_VALUE";
        }
        return name;
    }

    private static String sanitize(String raw) {
        return raw.replaceAll("[^A-Za-z0-9_]+", "_").replaceAll("_+", "_").replaceAll("^_|_$", "");
    }

    private static String upperSnake(String value) {
        StringBuilder out = new StringBuilder();
        int[] cps = value.codePoints().toArray();
        for (int i = 0; i < cps.length; i++) {
            int c = cps[i];
            if (i > 0 && Character.isUpperCase(c)) {
                int prev = cps[i - 1];
                boolean nextLower = i + 1 < cps.length && Character.isLowerCase(cps[i + 1]);
                if (Character.isLowerCase(prev) || Character.isDigit(prev)
                        || (Character.isUpperCase(prev) && nextLower)) {
                    out.append('_');
                }
            }
            if (Character.isLetterOrDigit(c)) {
                out.appendCodePoint(c);
            } else {
                out.append('_');
            }
        }
        return out.toString().toUpperCase(Locale.ROOT);
    }

    private static String codePointNames(String value) {
        StringBuilder out = new StringBuilder();
        value.codePoints().filter(cp -> !isJoinerOrSelector(cp)).forEach(cp -> {
            if (out.length() > 0) {
                out.append('_');
            }
            out.append(codePointName(cp));
        });
        return out.toString().toUpperCase(Locale.ROOT);
    }

    /**
     * Unicode names of code points newer than the Unicode version of Java 17 (Unicode 13), which
     * {@link Character#getName(int)} knows only on newer JDKs. Consulted first, so that every JDK generates the same
     * constant names (Unicode never changes a name once assigned).
     */
    private static final Map<Integer, String> NEWER_CODE_POINTS = Map.of(
            0x1FAE0, "MELTING FACE",
            0x1FAE1, "SALUTING FACE",
            0x1FAE8, "SHAKING FACE",
            0x1FA77, "PINK HEART");

    private static String codePointName(int cp) {
        String name = NEWER_CODE_POINTS.get(cp);
        if (name == null) {
            name = Character.getName(cp);
        }
        if (name == null) {
            throw new IllegalStateException("No Unicode name for U+" + Integer.toHexString(cp).toUpperCase(Locale.ROOT)
                    + " in this JDK: add it to Naming.NEWER_CODE_POINTS");
        }
        return name;
    }

    private static boolean isJoinerOrSelector(int cp) {
        return cp == 0x200D || (cp >= 0xFE00 && cp <= 0xFE0F) || (cp >= 0xE0100 && cp <= 0xE01EF);
    }
}
