package io.github.quarkustelegram.runtime.updates.webhook;

import java.io.IOException;
import java.io.InputStream;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectReader;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.Update;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufInputStream;
import io.vertx.core.buffer.Buffer;

/** Decodes a webhook body into the Update it must be: one JSON object with a positive {@code update_id}. */
final class UpdateBodies {

    private static final ObjectReader UPDATE_READER = TelegramJson.mapper().readerFor(Update.class)
            .with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private UpdateBodies() {
    }

    /**
     * Decodes in place: from the buffer's own array when it has one, else as a stream.
     *
     * @throws IOException when the body is not an Update object
     */
    static Update decode(Buffer body) throws IOException {
        @SuppressWarnings("deprecation") // Buffer.getByteBuf(): Vert.x 4's view of the bytes, no copy
        ByteBuf bytes = body.getByteBuf();
        Update update;
        if (bytes.hasArray()) {
            update = UPDATE_READER.readValue(bytes.array(), bytes.arrayOffset() + bytes.readerIndex(),
                    bytes.readableBytes());
        } else {
            update = UPDATE_READER.readValue((InputStream) new ByteBufInputStream(bytes));
        }
        if (update == null) {
            throw new IOException("the body is JSON null, not an Update object");
        }
        if (update.updateId() <= 0) {
            // Telegram's update_ids are positive; {} would decode to 0, and a receiver keyed on ids (an
            // idempotency store, an offset) must not see it as a real update
            throw new IOException("update_id is missing or not positive: " + update.updateId());
        }
        return update;
    }
}
