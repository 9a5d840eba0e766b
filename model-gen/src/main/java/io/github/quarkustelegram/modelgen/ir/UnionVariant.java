package io.github.quarkustelegram.modelgen.ir;

import org.jspecify.annotations.Nullable;

/**
 * What selects one union member when decoding.
 *
 * @param type the member type name
 * @param discriminatorValue the value of the union's discriminator property for this member, or null
 * @param presentField a JSON property whose presence selects this member (field-presence unions, and ties
 *        between members sharing a discriminator value), or null
 */
public record UnionVariant(String type, @Nullable String discriminatorValue, @Nullable String presentField) {
}
