package io.github.quarkustelegram.model;

import java.io.IOException;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;

/**
 * Decodes {@link MessageOrTrue}: JSON {@code true}, or a {@link Message} object. Registered by the generated
 * {@code BotApiModule}; package-private, beside the type it reads (in {@code runtime.json} it would tie that package
 * and the model in a loop).
 */
final class MessageOrTrueDeserializer extends StdDeserializer<MessageOrTrue> {

    private static final long serialVersionUID = 1L;

    MessageOrTrueDeserializer() {
        super(MessageOrTrue.class);
    }

    @Override
    public MessageOrTrue deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        JsonToken token = p.currentToken();
        if (token == JsonToken.VALUE_TRUE) {
            return MessageOrTrue.TRUE;
        }
        if (token == JsonToken.START_OBJECT || token == JsonToken.FIELD_NAME) {
            return MessageOrTrue.of(ctxt.readValue(p, Message.class));
        }
        return (MessageOrTrue) ctxt.handleUnexpectedToken(MessageOrTrue.class, p);
    }
}
