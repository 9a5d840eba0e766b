package io.github.quarkustelegram.modelgen.crosscheck;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

import io.github.quarkustelegram.modelgen.ir.TypeRef;

/**
 * One spelling for a type set, whatever file it came from: {@code Array of [InputMediaAudio|InputMediaPhoto]},
 * {@code [Integer|String]}. Alternatives are sorted; the IR's 64-bit integers are the page's "Integer".
 */
final class TypeText {

    private TypeText() {
    }

    static String of(TypeRef type) {
        return of(type, false);
    }

    /** As {@link #of(TypeRef)}, spelling True as Boolean (how the 10.1 scrape writes results). */
    static String ofResult(TypeRef type) {
        return of(type, true);
    }

    private static String of(TypeRef type, boolean trueAsBoolean) {
        if (type instanceof TypeRef.Primitive p) {
            return switch (p.scalar()) {
                case INTEGER, INTEGER64 -> "Integer";
                case FLOAT -> "Float";
                case STRING -> "String";
                case BOOLEAN -> "Boolean";
                case TRUE -> trueAsBoolean ? "Boolean" : "True";
            };
        }
        if (type instanceof TypeRef.Named n) {
            return n.name();
        }
        if (type instanceof TypeRef.ArrayOf a) {
            return "Array of " + of(a.element(), trueAsBoolean);
        }
        List<String> options = new ArrayList<>();
        ((TypeRef.OneOf) type).options().forEach(o -> options.add(of(o, trueAsBoolean)));
        return alternatives(options);
    }

    /** The page's own spelling, as aiogram keeps it: "Array of InputMediaAudio, InputMediaPhoto and ...". */
    static String ofPageText(String text) {
        String t = text.strip();
        if (t.startsWith("Array of ")) {
            return "Array of " + ofPageText(t.substring("Array of ".length()));
        }
        String[] parts = t.split("\\s*(?:,|\\bor\\b|\\band\\b)\\s*");
        List<String> options = new ArrayList<>();
        for (String part : parts) {
            if (!part.isBlank()) {
                options.add(part.equals("Float number") ? "Float" : part.strip());
            }
        }
        return options.size() == 1 ? options.get(0) : alternatives(options);
    }

    static String alternatives(List<String> options) {
        return "[" + String.join("|", new TreeSet<>(options)) + "]";
    }
}
