package io.github.quarkustelegram.runtime.text.markdown;

import org.jspecify.annotations.Nullable;

/** A code fence's language: the first word of its info string ({@code ```python title="x"} is {@code python}). */
final class CodeLanguage {

    private CodeLanguage() {
    }

    static @Nullable String of(@Nullable String info) {
        if (info == null) {
            return null;
        }
        String trimmed = info.strip();
        int end = 0;
        while (end < trimmed.length() && !Character.isWhitespace(trimmed.charAt(end)) && trimmed.charAt(end) != '`'
                && trimmed.charAt(end) != '{') {
            end++;
        }
        return end == 0 ? null : trimmed.substring(0, end);
    }
}
