package io.github.quarkustelegram.modelgen.ir;

import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * How the members of a union are told apart when decoding.
 *
 * @param members the member type names, in page order
 * @param strategy the decoding rule
 * @param discriminator for {@link UnionStrategy#DISCRIMINATOR}: the JSON property whose value names the member
 *        ({@code type}, {@code status}, {@code source}); null otherwise
 * @param variants one entry per member, saying which discriminator value or which present field selects it
 * @param admitsString true when a plain JSON string is also a member (RichText)
 * @param admitsArray true when a JSON array of the union itself is also a member (RichText)
 */
public record UnionDef(List<String> members, UnionStrategy strategy, @Nullable String discriminator,
        List<UnionVariant> variants, boolean admitsString, boolean admitsArray) {

    public UnionDef {
        members = List.copyOf(members);
        variants = List.copyOf(variants);
    }
}
