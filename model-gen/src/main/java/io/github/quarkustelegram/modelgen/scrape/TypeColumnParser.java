package io.github.quarkustelegram.modelgen.scrape;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import io.github.quarkustelegram.modelgen.ir.TypeRef;
import io.github.quarkustelegram.modelgen.ir.TypeRef.Scalar;

/**
 * Reads a Type cell: {@code Integer}, {@code Array of Array of PhotoSize}, {@code Integer or String},
 * {@code Array of InputMediaAudio, InputMediaDocument, InputMediaPhoto and InputMediaVideo}.
 * Names it does not know as scalars become {@link TypeRef.Named}; the audit checks that they exist.
 */
final class TypeColumnParser {

    private static final String ARRAY_OF = "Array of ";
    private static final Pattern ALTERNATIVES = Pattern.compile("\\s*(?:,\\s*|\\s+or\\s+|\\s+and\\s+)\\s*");

    private TypeColumnParser() {
    }

    static TypeRef parse(String cell) {
        String text = cell.strip().replaceAll("\\s+", " ");
        if (text.startsWith(ARRAY_OF)) {
            return TypeRef.arrayOf(parse(text.substring(ARRAY_OF.length())));
        }
        String[] parts = ALTERNATIVES.split(text);
        if (parts.length == 1) {
            return single(parts[0]);
        }
        List<TypeRef> options = new ArrayList<>();
        for (String part : parts) {
            options.add(single(part));
        }
        return new TypeRef.OneOf(options);
    }

    static TypeRef single(String word) {
        switch (word) {
            case "Integer":
            case "Int":
                return TypeRef.scalar(Scalar.INTEGER);
            case "Float":
            case "Float number":
                return TypeRef.scalar(Scalar.FLOAT);
            case "String":
                return TypeRef.scalar(Scalar.STRING);
            case "Boolean":
                return TypeRef.scalar(Scalar.BOOLEAN);
            case "True":
                return TypeRef.scalar(Scalar.TRUE);
            default:
                return TypeRef.named(word);
        }
    }
}
