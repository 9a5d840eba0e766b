package io.github.quarkustelegram.modelgen.ir;

/** The rule a decoder follows to pick a union member. */
public enum UnionStrategy {
    /**
     * One JSON property ({@link UnionDef#discriminator()}) carries a fixed value per member
     * ({@code "status": "creator"}). Where two members share a value (InlineQueryResultPhoto and
     * InlineQueryResultCachedPhoto are both {@code "photo"}), {@link UnionVariant#presentField()} breaks the tie.
     */
    DISCRIMINATOR,
    /** Members have no common discriminator; each is recognised by a required field only it has. */
    FIELD_PRESENCE,
    /**
     * MaybeInaccessibleMessage: the page says {@code date} is always 0 for InaccessibleMessage, so a zero
     * date picks that member and anything else picks Message.
     */
    ZERO_DATE
}
