package io.github.quarkustelegram.runtime.multipart;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.runtime.multipart.EncodedRequest.Part;

/**
 * Turns a request into what goes over the wire: JSON, or multipart when it carries an {@link InputFile.Upload}
 * anywhere. Pure: no I/O, the uploads are not read.
 *
 * <p>
 * The uploads are found while the request is written as JSON with {@link TelegramJson}'s mapping, by a serializer
 * of {@code InputFile.Upload} that notes each one and where it is: so every upload is found, in any parameter at any
 * depth (sendMediaGroup's media, InputSticker, InputProfilePhoto, InputStoryContent, InputPaidMedia, a thumbnail
 * next to a document, ...), with no list of methods to keep up to date.
 *
 * <ul>
 * <li>No upload: the JSON bytes ({@link EncodedRequest.Json}).</li>
 * <li>Uploads: each parameter becomes a text part (a string as itself, a number or boolean as its JSON text, an
 * object or array as JSON text). A parameter that is itself an upload ({@code photo} of sendPhoto,
 * {@code thumbnail} of sendDocument) is sent as a file part named after the parameter. An upload nested in a
 * parameter stays {@code "attach://<attach name>"} in that parameter's JSON and is sent as a file part of that
 * name, once however often it is referred to.</li>
 * <li>Two different uploads with the same attach name, or an attach name that is also a parameter's name, are an
 * {@link IllegalArgumentException}: give one another name with {@link InputFile.Upload#withAttachName}.</li>
 * </ul>
 * Thread-safe.
 */
public final class RequestEncoder {

    private static final RequestEncoder STANDARD = new RequestEncoder(TelegramJson.mapper());

    private final ObjectMapper mapper;
    /** Writes the requests that cannot carry an upload: no attribute, so no writer configuration per call. */
    private final ObjectWriter plainWriter;

    /** @param mapper the model's mapper; a copy of it is used, with the upload-noting serializer added */
    public RequestEncoder(ObjectMapper mapper) {
        this.mapper = Objects.requireNonNull(mapper, "mapper").copy()
                .registerModule(new SimpleModule("quarkus-telegram-uploads")
                        .addSerializer(InputFile.Upload.class, new UploadSerializer()));
        this.plainWriter = this.mapper.writer();
    }

    /** @return the encoder with {@link TelegramJson#mapper()} */
    public static RequestEncoder standard() {
        return STANDARD;
    }

    /**
     * @param request any request
     * @return its JSON body, or its multipart parts when it uploads a file
     * @throws IllegalArgumentException when the request cannot be written (a clash of attach names, a value JSON
     *         cannot carry)
     */
    public EncodedRequest encode(TelegramRequest<?> request) {
        Objects.requireNonNull(request, "request");
        String method = request.methodName();
        if (!UploadingRequests.canUpload(request.getClass())) {
            // most calls: a writer with an attribute would cost a new serialization config each time
            return new EncodedRequest.Json(method, write(method, plainWriter, request));
        }
        Uploads uploads = new Uploads();
        byte[] json = write(method, mapper.writer().withAttribute(Uploads.class, uploads), request);
        if (uploads.isEmpty()) {
            return new EncodedRequest.Json(method, json);
        }
        return new EncodedRequest.Multipart(method, parts(method, json, uploads));
    }

    private static byte[] write(String method, ObjectWriter writer, TelegramRequest<?> request) {
        try {
            return writer.writeValueAsBytes(request);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(method + ": the request cannot be written as JSON: "
                    + e.getOriginalMessage(), e);
        }
    }

    /**
     * The uploads a request carries, at any depth, found as {@link #encode} finds them but without building the
     * parts.
     *
     * @param request any request
     * @return its uploads in the order met (an upload referred to twice is listed twice); empty when none
     * @throws IllegalArgumentException when the request cannot be written as JSON
     */
    public List<InputFile.Upload> uploads(TelegramRequest<?> request) {
        Uploads uploads = new Uploads();
        try {
            mapper.writer().withAttribute(Uploads.class, uploads).writeValue(java.io.OutputStream.nullOutputStream(),
                    request);
        } catch (IOException e) {
            throw new IllegalArgumentException(request.methodName() + ": the request cannot be written as JSON: "
                    + e.getMessage(), e);
        }
        List<InputFile.Upload> all = new ArrayList<>(uploads.topLevel.values());
        all.addAll(uploads.nested);
        return all;
    }

    private List<Part> parts(String method, byte[] json, Uploads uploads) {
        JsonNode tree;
        try {
            tree = mapper.readTree(json);
        } catch (IOException e) {
            throw new IllegalStateException(method + ": cannot read back the request's own JSON", e);
        }
        if (!(tree instanceof ObjectNode object)) {
            throw new IllegalArgumentException(method + ": a request must be written as a JSON object, not " + tree);
        }
        List<Part> parts = new ArrayList<>();
        Map<String, String> taken = new LinkedHashMap<>(); // part name -> what it is, for clash messages
        for (Map.Entry<String, JsonNode> field : object.properties()) {
            String name = field.getKey();
            JsonNode value = field.getValue();
            if (value.isNull()) {
                continue;
            }
            InputFile.Upload upload = uploads.topLevel.get(name);
            parts.add(upload != null ? new Part.File(name, upload) : new Part.Field(name, text(value)));
            taken.put(name, "parameter " + name);
        }
        Map<String, InputFile.Upload> attached = new LinkedHashMap<>();
        for (InputFile.Upload upload : uploads.nested) {
            String name = upload.attachName();
            InputFile.Upload earlier = attached.get(name);
            if (earlier != null) {
                if (!earlier.equals(upload)) {
                    throw new IllegalArgumentException(method + ": two different uploads have the attach name " + name
                            + " (" + earlier + " and " + upload + "); give one another with withAttachName(...)");
                }
                continue;
            }
            String clash = taken.get(name);
            if (clash != null) {
                throw new IllegalArgumentException(method + ": the upload " + upload + " has the attach name " + name
                        + ", the name of " + clash + "; give it another with withAttachName(...)");
            }
            attached.put(name, upload);
        }
        attached.forEach((name, upload) -> parts.add(new Part.File(name, upload)));
        return parts;
    }

    /** A form field's text: strings as themselves, everything else as its JSON. */
    private static String text(JsonNode value) {
        return value.isTextual() ? value.textValue() : value.toString();
    }

    /** The uploads met while writing one request. */
    private static final class Uploads {
        /** Parameter name -> the upload that is the parameter's value. */
        final Map<String, InputFile.Upload> topLevel = new LinkedHashMap<>();
        /** Uploads inside a parameter's value, in the order met. */
        final List<InputFile.Upload> nested = new ArrayList<>();

        boolean isEmpty() {
            return topLevel.isEmpty() && nested.isEmpty();
        }
    }

    /** Writes an upload as {@code attach://<name>}, as the model does, and notes it and where it was. */
    private static final class UploadSerializer extends StdSerializer<InputFile.Upload> {

        private static final long serialVersionUID = 1L;

        UploadSerializer() {
            super(InputFile.Upload.class);
        }

        @Override
        public void serialize(InputFile.Upload upload, JsonGenerator gen, SerializerProvider provider)
                throws IOException {
            Uploads uploads = (Uploads) provider.getAttribute(Uploads.class);
            if (uploads != null) {
                String parameter = topLevelParameter(gen.getOutputContext());
                if (parameter != null) {
                    uploads.topLevel.put(parameter, upload);
                } else {
                    uploads.nested.add(upload);
                }
            }
            gen.writeString(upload.jsonValue());
        }

        /** The parameter name when the value being written is a field of the root object, else null. */
        private static @Nullable String topLevelParameter(JsonStreamContext context) {
            JsonStreamContext parent = context.getParent();
            return context.inObject() && parent != null && parent.inRoot() ? context.getCurrentName() : null;
        }
    }
}
