package io.github.quarkustelegram.modelgen.emit.tests;

import io.github.quarkustelegram.modelgen.ir.EnumDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;
import io.github.quarkustelegram.modelgen.ir.TypeRef;

/**
 * What a parameter, field or result is in the generated Java model, as far as a test needs to know: how to write
 * a sample value of it, and how that value appears in JSON. {@link ApiShapes} derives it from the IR.
 */
sealed interface Shape {

    /** A number, string or boolean ("True" flags included). */
    record Scalar(TypeRef.Scalar scalar) implements Shape {
    }

    /** A string with known values: an open enum of the model ({@code ParseMode}). */
    record OpenEnum(EnumDef def) implements Shape {
    }

    /**
     * An {@code InputFile}: an upload (multipart) or a reference (file_id / URL).
     *
     * @param referable false where the page types the value plain "InputFile" (setChatPhoto's photo, a webhook
     *        certificate, uploadStickerFile's sticker): Telegram takes only an upload there
     */
    record File(boolean referable) implements Shape {
    }

    /** "Integer or String" chat ids: {@code ChatId}. */
    record ChatId() implements Shape {
    }

    /** An object type: a record with a builder. */
    record ObjectType(TypeDef type) implements Shape {
    }

    /** A union: a sealed interface whose members are {@link ObjectType} types (or unions). */
    record UnionType(TypeDef type) implements Shape {
    }

    record ListOf(Shape element) implements Shape {
    }

    /** "Message or True" results: {@code MessageOrTrue}. */
    record MessageOrTrue() implements Shape {
    }
}
