package io.github.quarkustelegram.modelgen.ir;

import org.jspecify.annotations.Nullable;

/**
 * A field of a type, or a parameter of a method (the page draws both as the same kind of table row).
 *
 * @param name the JSON name, e.g. {@code message_thread_id}
 * @param type the type as the page gives it, made precise (64-bit integers, arrays, alternatives)
 * @param required false when the page marks it Optional
 * @param description the page's prose for it, as an HTML fragment
 * @param constValue the fixed value of a discriminator field ({@code always "creator"}, {@code must be photo}),
 *        which the emitted variant writes itself; null for ordinary fields
 * @param enumName the {@link EnumDef} naming the known values of this string field, or null
 * @param defaultValue the default the page states ("Defaults to 100"), verbatim, or null
 * @param limits the bounds the page states, or null
 */
public record FieldDef(String name, TypeRef type, boolean required, String description,
        @Nullable String constValue, @Nullable String enumName, @Nullable String defaultValue,
        @Nullable Limits limits) {
}
