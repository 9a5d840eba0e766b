package io.github.quarkustelegram.modelgen.diff;

import java.util.Objects;

import org.jspecify.annotations.Nullable;

/**
 * One change between two IRs, as it affects a Java user.
 *
 * @param kind what changed
 * @param owner the type, method, union, enum or {@code Update} it concerns, by its page name
 * @param member the field, parameter, member type, value or update kind, by its page name; null for a whole type or
 *        method
 * @param related for a moved parameter, the parameter that holds it now; null otherwise
 * @param text what a Java user sees, one sentence with the Java names in {@code `code`} spans
 * @param impact whether code written against the older model still compiles and means the same
 */
public record Change(Kind kind, String owner, @Nullable String member, @Nullable String related, String text,
        Impact impact) {

    public Change {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(impact, "impact");
    }

    /** What changed. */
    public enum Kind {
        TYPE_ADDED,
        TYPE_REMOVED,
        /** A type became a union or stopped being one. */
        TYPE_KIND_CHANGED,
        FIELD_ADDED,
        FIELD_REMOVED,
        /** Java type, required flag, fixed value, default or limits of a field. */
        FIELD_CHANGED,
        METHOD_ADDED,
        METHOD_REMOVED,
        PARAMETER_ADDED,
        PARAMETER_REMOVED,
        /** A parameter removed whose value now goes in a field of an added object parameter. */
        PARAMETER_MOVED,
        PARAMETER_CHANGED,
        RESULT_CHANGED,
        /** The required fields or parameters changed, so {@code X.builder(...)} takes other arguments. */
        BUILDER_CHANGED,
        UNION_MEMBER_ADDED,
        UNION_MEMBER_REMOVED,
        /** How a union tells its members apart (discriminator, strategy, a member's value). */
        UNION_RULE_CHANGED,
        UPDATE_KIND_ADDED,
        UPDATE_KIND_REMOVED,
        ENUM_ADDED,
        ENUM_REMOVED,
        ENUM_VALUE_ADDED,
        ENUM_VALUE_REMOVED
    }

    /** Whether code written against the older model is affected. */
    public enum Impact {
        /** Code written against the older model may no longer compile, or would mean something else. */
        BREAKING,
        /**
         * Code written against the older model still compiles, with a removal warning, and does the same: the generated
         * model keeps the old name for one version ({@code MovedParameters}).
         */
        DEPRECATED,
        /** Compiles as before, but worth knowing: an exhaustive {@code switch} over a sealed type or enum grows. */
        NOTE,
        /** Only adds. */
        ADDITION
    }
}
