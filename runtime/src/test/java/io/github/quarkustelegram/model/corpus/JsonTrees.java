package io.github.quarkustelegram.model.corpus;

import java.util.Iterator;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Comparisons of JSON trees that say where two trees differ, for readable failures.
 *
 * <p>
 * Numbers compare by value within their kind: {@code 5} (int) equals {@code 5} (long), but an integer never
 * equals a floating-point number ({@code 1} vs {@code 1.0}), so a model that changes a number's representation is
 * caught.
 */
public final class JsonTrees {

    private JsonTrees() {
    }

    /**
     * @return empty when the trees are equal, otherwise the path of the first difference and what differs there
     */
    public static Optional<String> difference(JsonNode expected, JsonNode actual) {
        return difference(expected, actual, "$", false);
    }

    /**
     * @return empty when every node of {@code subset} is present with the same value in {@code superset} (objects
     *         may have more fields there; arrays must have the same length), otherwise the first node that is not
     */
    public static Optional<String> notContained(JsonNode subset, JsonNode superset) {
        return difference(superset, subset, "$", true);
    }

    /** @return whether {@code needle} equals {@code haystack} or one of its descendants */
    public static boolean containsSubtree(JsonNode haystack, JsonNode needle) {
        if (difference(needle, haystack).isEmpty()) {
            return true;
        }
        for (JsonNode child : haystack) {
            if (containsSubtree(child, needle)) {
                return true;
            }
        }
        return false;
    }

    private static Optional<String> difference(JsonNode expected, JsonNode actual, String path, boolean subset) {
        if (expected.isNumber() && actual.isNumber()) {
            return numbersEqual(expected, actual) ? Optional.empty()
                    : Optional.of(path + ": expected " + expected + " but was " + actual);
        }
        if (expected.getNodeType() != actual.getNodeType()) {
            return Optional.of(path + ": expected " + expected.getNodeType() + " " + abbreviate(expected) + " but was "
                    + actual.getNodeType() + " " + abbreviate(actual));
        }
        if (expected.isObject()) {
            if (!subset) {
                for (Iterator<String> names = expected.fieldNames(); names.hasNext();) {
                    String name = names.next();
                    if (!actual.has(name)) {
                        return Optional.of(path + "." + name + ": missing, expected " + abbreviate(expected.get(name)));
                    }
                }
            }
            for (Iterator<Map.Entry<String, JsonNode>> fields = actual.fields(); fields.hasNext();) {
                Map.Entry<String, JsonNode> field = fields.next();
                JsonNode expectedField = expected.get(field.getKey());
                if (expectedField == null) {
                    return Optional.of(path + "." + field.getKey() + ": unexpected " + abbreviate(field.getValue()));
                }
                Optional<String> d = difference(expectedField, field.getValue(), path + "." + field.getKey(), subset);
                if (d.isPresent()) {
                    return d;
                }
            }
            return Optional.empty();
        }
        if (expected.isArray()) {
            if (expected.size() != actual.size()) {
                return Optional.of(path + ": expected " + expected.size() + " elements but was " + actual.size());
            }
            for (int i = 0; i < expected.size(); i++) {
                Optional<String> d = difference(expected.get(i), actual.get(i), path + "[" + i + "]", subset);
                if (d.isPresent()) {
                    return d;
                }
            }
            return Optional.empty();
        }
        return expected.equals(actual) ? Optional.empty()
                : Optional.of(path + ": expected " + expected + " but was " + actual);
    }

    private static boolean numbersEqual(JsonNode a, JsonNode b) {
        if (a.isIntegralNumber() && b.isIntegralNumber()) {
            return a.bigIntegerValue().equals(b.bigIntegerValue());
        }
        if (a.isFloatingPointNumber() && b.isFloatingPointNumber()) {
            return a.decimalValue().compareTo(b.decimalValue()) == 0;
        }
        return false;
    }

    private static String abbreviate(JsonNode node) {
        String text = node.toString();
        return text.length() <= 120 ? text : text.substring(0, 117) + "...";
    }
}
