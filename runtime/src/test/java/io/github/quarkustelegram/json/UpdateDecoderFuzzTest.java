package io.github.quarkustelegram.json;

import java.io.IOException;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;

import io.github.quarkustelegram.model.Update;

/**
 * Coverage-guided fuzzing (Jazzer) of the update decoder as the webhook uses it: any bytes either decode to an
 * {@link Update} or fail with an {@link IOException} (the webhook's 400). Anything else is a finding: a
 * {@link RuntimeException} the decoder let out, a {@link StackOverflowError} or {@link OutOfMemoryError}, a hang. What
 * decodes must encode and decode again to an equal update.
 *
 * <p>
 * In a plain test run it replays its committed seeds ({@code UpdateDecoderFuzzTestInputs/decodesOrRefuses/}, updates
 * of the round-trip corpus and a few hostile shapes); the execution {@code update-decoder-fuzz} fuzzes it for a
 * short time with {@code JAZZER_FUZZ=1}. A finding is written next to the seeds, where it then stays as a
 * regression input.
 */
class UpdateDecoderFuzzTest {

    private static final ObjectReader READER = TelegramJson.mapper().readerFor(Update.class)
            .with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    private static final ObjectWriter WRITER = TelegramJson.mapper().writerFor(Update.class);

    @FuzzTest(maxDuration = "30s")
    void decodesOrRefuses(byte[] body) throws IOException {
        Update update;
        try {
            update = READER.readValue(body);
        } catch (IOException refused) {
            return; // the webhook's 400
        }
        if (update == null) {
            return; // JSON null: the webhook refuses it with 400
        }
        byte[] again = WRITER.writeValueAsBytes(update);
        Update twice = READER.readValue(again);
        if (!update.equals(twice)) {
            throw new AssertionError("decoded, encoded and decoded again to another update:\n"
                    + new String(again, java.nio.charset.StandardCharsets.UTF_8));
        }
    }
}
