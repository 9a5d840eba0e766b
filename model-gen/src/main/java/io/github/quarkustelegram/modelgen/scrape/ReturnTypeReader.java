package io.github.quarkustelegram.modelgen.scrape;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.modelgen.ir.TypeRef;

/**
 * Reads a method's result type from its prose, the only place the page states it:
 * "Returns True on success.", "On success, the sent Message is returned.", "Returns an Array of Update objects.",
 * "On success, if the edited message is not an inline message, the edited Message is returned, otherwise True is
 * returned." Only sentences that state a result are read ("Returns ...", "On success, ...", "... is returned");
 * "Returns an error, if ..." and "will return error 429" are not results.
 */
final class ReturnTypeReader {

    private static final Pattern SENTENCE_END = Pattern.compile("(?<=[.!?])\\s*(?=[A-Z])");
    private static final Pattern WORD = Pattern.compile("[A-Za-z][A-Za-z0-9]*");
    private static final Set<String> SCALAR_WORDS = Set.of("True", "Integer", "Int", "String", "Boolean");

    private ReturnTypeReader() {
    }

    /** The result type, or null when the prose states none that can be read without guessing. */
    static @Nullable TypeRef read(String prose, Set<String> typeNames) {
        List<TypeRef> found = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (String sentence : SENTENCE_END.split(prose)) {
            if (!statesResult(sentence)) {
                continue;
            }
            List<String> words = words(sentence);
            for (int i = 0; i < words.size(); i++) {
                String word = words.get(i);
                boolean typeWord = SCALAR_WORDS.contains(word) || typeNames.contains(word);
                if (!typeWord || !seen.add(word)) {
                    continue;
                }
                TypeRef type = TypeColumnParser.single(word);
                found.add(isArray(words, i) ? TypeRef.arrayOf(type) : type);
            }
        }
        if (found.isEmpty()) {
            return null;
        }
        return found.size() == 1 ? found.get(0) : new TypeRef.OneOf(found);
    }

    private static boolean statesResult(String sentence) {
        String s = sentence.strip();
        if (s.startsWith("Returns an error")) {
            return false;
        }
        return s.startsWith("Returns") || s.startsWith("On success") || s.contains(" is returned")
                || s.contains(" are returned");
    }

    /** "an Array of Update objects", "array of MessageId": the type word directly follows "Array of". */
    private static boolean isArray(List<String> words, int index) {
        return index >= 2 && words.get(index - 1).equals("of") && words.get(index - 2).equalsIgnoreCase("array");
    }

    private static List<String> words(String sentence) {
        List<String> words = new ArrayList<>();
        Matcher m = WORD.matcher(sentence);
        while (m.find()) {
            words.add(m.group());
        }
        return words;
    }
}
