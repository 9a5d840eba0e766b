package io.github.quarkustelegram.runtime.fast.json;

import java.io.IOException;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.method.GetMe;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.runtime.fast.FastRequestEncoder;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufOutputStream;
import io.netty.buffer.PooledByteBufAllocator;

/**
 * TEMPORARY stand-in, so that the fast transport can be built and tested before the Chronicle writers exist: it
 * keeps the {@link FastRequestEncoder} contract with Jackson ({@link TelegramJson#mapper()}) writing through a
 * {@link ByteBufOutputStream}. The real class of the same name (generated Chronicle writers) replaces this file when
 * the two halves of the fast path are merged.
 */
public final class ChronicleRequestEncoder implements FastRequestEncoder {

    private static final ChronicleRequestEncoder INSTANCE = new ChronicleRequestEncoder();

    private final ObjectMapper mapper;

    private ChronicleRequestEncoder() {
        // an upload anywhere in the request stops the writing: it must go multipart
        this.mapper = TelegramJson.mapper().copy().registerModule(new SimpleModule("fast-path-uploads")
                .addSerializer(InputFile.Upload.class, new UploadRefused()));
    }

    /** @return the shared encoder; thread-safe */
    public static ChronicleRequestEncoder instance() {
        return INSTANCE;
    }

    /** Writes one request, so that the first real call pays no class loading or serializer lookup. */
    public static void warmUp() {
        ByteBuf buf = PooledByteBufAllocator.DEFAULT.directBuffer(64);
        try {
            INSTANCE.encode(new GetMe(), buf);
        } finally {
            buf.release();
        }
    }

    @Override
    public boolean encode(TelegramRequest<?> request, ByteBuf out) {
        int start = out.writerIndex();
        try {
            mapper.writeValue((java.io.OutputStream) new ByteBufOutputStream(out), request);
            return true;
        } catch (JsonMappingException e) {
            out.writerIndex(start);
            if (e instanceof UploadFound) {
                return false;
            }
            throw new IllegalArgumentException(request.methodName() + ": the request cannot be written as JSON: "
                    + e.getOriginalMessage(), e);
        } catch (IOException e) {
            out.writerIndex(start);
            throw new IllegalArgumentException(request.methodName() + ": the request cannot be written as JSON: "
                    + e.getMessage(), e);
        }
    }

    /**
     * Thrown by {@link UploadRefused} to stop the writing at the first upload; a mapping exception, which Jackson
     * passes up as it is (adding only the path).
     */
    private static final class UploadFound extends JsonMappingException {
        private static final long serialVersionUID = 1L;

        UploadFound(JsonGenerator gen) {
            super(gen, "upload");
        }
    }

    private static final class UploadRefused extends StdSerializer<InputFile.Upload> {
        private static final long serialVersionUID = 1L;

        UploadRefused() {
            super(InputFile.Upload.class);
        }

        @Override
        public void serialize(InputFile.Upload value, JsonGenerator gen, SerializerProvider provider)
                throws IOException {
            throw new UploadFound(gen);
        }
    }
}
