package io.github.quarkustelegram.modelgen.emit.tests;

import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.Limits;

/**
 * Deterministic sample scalars, different for each field of one sample so that a value sent to the wrong place is
 * caught: integers from 101 up, 64-bit integers past 2^31 (from 1234567890123 up), chat ids like a supergroup's
 * ({@code -1001234567890} down), floats with exact binary fractions, and strings with a quote, a non-ASCII
 * character and an emoji. Bounds the page states ({@link Limits}) are respected.
 */
final class SampleScalars {

    private int nextInt = 101;
    private long nextLong = 1_234_567_890_123L;
    private long nextChatId = -1_001_234_567_890L;
    private double nextFloat = 51.5;

    int integer(FieldDef field) {
        return (int) clamp(nextInt++, field.limits());
    }

    long integer64(FieldDef field) {
        return clamp(nextLong++, field.limits());
    }

    long chatId() {
        return nextChatId--;
    }

    double floating(FieldDef field) {
        double value = nextFloat;
        nextFloat += 0.25;
        Limits limits = field.limits();
        if (limits != null && limits.max() != null && value > limits.max()) {
            value = limits.max() - 0.5;
        }
        if (limits != null && limits.min() != null && value < limits.min()) {
            value = limits.min() + 0.5;
        }
        return value;
    }

    /** {@code sample "text" ✓ 🚀}, shortened to the field's maximum length if it has one. */
    String string(FieldDef field) {
        String value = "sample \"" + field.name() + "\" ✓ 🚀";
        Limits limits = field.limits();
        if (limits != null && limits.maxLength() != null && value.length() > limits.maxLength()) {
            String shorter = "\"✓" + field.name();
            value = shorter.substring(0, Math.max(1, Math.min(shorter.length(), limits.maxLength())));
        }
        return value;
    }

    private static long clamp(long value, Limits limits) {
        if (limits == null) {
            return value;
        }
        if (limits.max() != null && value > limits.max()) {
            value = limits.max();
        }
        if (limits.min() != null && value < limits.min()) {
            value = limits.min();
        }
        return value;
    }
}
