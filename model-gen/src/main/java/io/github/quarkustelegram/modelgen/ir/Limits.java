package io.github.quarkustelegram.modelgen.ir;

import org.jspecify.annotations.Nullable;

/**
 * Bounds stated on the page: "1-4096 characters", "Values between 1-100 are accepted",
 * "must be between 1 and 360".
 *
 * @param minLength least number of characters (or list items), or null
 * @param maxLength most number of characters (or list items), or null
 * @param min least numeric value, or null
 * @param max greatest numeric value, or null
 */
public record Limits(@Nullable Integer minLength, @Nullable Integer maxLength, @Nullable Long min,
        @Nullable Long max) {
}
