package io.github.quarkustelegram.model;

import java.io.IOException;

import org.jspecify.annotations.Nullable;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;

import io.github.quarkustelegram.runtime.json.ReaderSupport;

/**
 * The generated readers' readers of the model's hand-written scalar types, {@link ChatId} and {@link InputFile}.
 * Generated code calls them; package-private, beside the types they read: the readers' shared support
 * ({@link ReaderSupport}) knows no type of the model, so that it and the model do not import each other.
 */
final class ModelReaders {

    private ModelReaders() {
    }

    /**
     * A chat id: a JSON integer is numeric, a string a username; anything else as {@link ChatId}'s own creator
     * reads it.
     *
     * @param p the parser, at the value
     * @param ctxt the context
     * @return the chat id, or null
     * @throws IOException on malformed input
     */
    static @Nullable ChatId chatId(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (p.hasToken(JsonToken.VALUE_NUMBER_INT) && p.getNumberType() != JsonParser.NumberType.BIG_INTEGER) {
            return ChatId.of(p.getLongValue());
        }
        if (p.hasToken(JsonToken.VALUE_STRING)) {
            return ChatId.of(p.getText());
        }
        return ReaderSupport.value(p, ctxt, ChatId.class);
    }

    /**
     * A file in JSON: a string is a reference (like {@link InputFile}'s own creator); anything else as that creator
     * takes it.
     *
     * @param p the parser, at the value
     * @param ctxt the context
     * @return the file, or null
     * @throws IOException on malformed input
     */
    static @Nullable InputFile inputFile(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (p.hasToken(JsonToken.VALUE_STRING)) {
            return InputFile.reference(p.getText());
        }
        return ReaderSupport.value(p, ctxt, InputFile.class);
    }
}
