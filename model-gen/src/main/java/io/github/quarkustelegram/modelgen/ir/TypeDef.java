package io.github.quarkustelegram.modelgen.ir;

import java.util.List;

import org.jspecify.annotations.Nullable;

import com.fasterxml.jackson.annotation.JsonIgnore;

/**
 * A Bot API type: either an object with fields, or a union ("one of the following") of other types.
 *
 * @param name the type name as on the page, e.g. {@code Message}
 * @param anchor the page anchor, e.g. {@code message} (link: {@code https://core.telegram.org/bots/api#message})
 * @param description the page's prose for the type, as an HTML fragment
 * @param fields the fields of an object type, in page order; empty for a union or a fieldless marker type
 * @param union how a union decodes, or null for an object type
 * @param synthetic true for a union the page never names (it only writes "A or B" in a field's type column);
 *        its name comes from {@link io.github.quarkustelegram.modelgen.scrape.SyntheticUnionNames}
 */
public record TypeDef(String name, String anchor, String description, List<FieldDef> fields,
        @Nullable UnionDef union, boolean synthetic) {

    public TypeDef {
        fields = List.copyOf(fields);
    }

    @JsonIgnore
    public boolean isUnion() {
        return union != null;
    }
}
