package io.github.quarkustelegram.modelgen.emit.fast;

import io.github.quarkustelegram.modelgen.ir.TypeDef;
import io.github.quarkustelegram.modelgen.ir.TypeRef;

/** What a request parameter or a field is in the generated model, as far as writing its JSON goes. */
sealed interface WriterShape {

    /** A number, string or boolean ("True" flags included). */
    record Scalar(TypeRef.Scalar scalar) implements WriterShape {
    }

    /** An open enum of the model, written as its string value. */
    record OpenEnum() implements WriterShape {
    }

    /** An {@code InputFile}: a reference is its string, an upload makes the request go multipart. */
    record File() implements WriterShape {
    }

    /** A {@code ChatId}: a number or a string. */
    record ChatId() implements WriterShape {
    }

    /** A record of the model. */
    record ObjectType(TypeDef type) implements WriterShape {
    }

    /** A sealed union of the model. */
    record UnionType(TypeDef type) implements WriterShape {
    }

    record ListOf(WriterShape element) implements WriterShape {
    }
}
