package io.github.quarkustelegram.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.model.InputFile;

/**
 * The request Telegram must receive for a call, checked against what {@link FakeBotApiServer} recorded: the method
 * path, the content type, and every parameter, as the Bot API reads them.
 *
 * <pre>{@code
 * ExpectedCall.multipart("sendPhoto")
 *         .param("chat_id", -1001234567890L)
 *         .file("photo", PHOTO)                 // an upload in a parameter of its own
 *         .verify(api.takeRequest("sendPhoto"), token);
 * }</pre>
 *
 * <ul>
 * <li>A JSON call must carry exactly the expected parameters in a JSON object (numbers compared by value).</li>
 * <li>A multipart call must carry each parameter as a text part (a string as itself, a number or boolean as its
 * JSON text, an object or array as JSON), each {@link #file} upload as a file part named after the parameter (or, as
 * Telegram also accepts, the parameter {@code attach://<name>} with a file part {@code <name>}), each
 * {@link #attached} upload (one nested in a parameter's JSON as {@code attach://<name>}) as a file part named by
 * its attach name, with its file name and exact bytes, and no other part.</li>
 * </ul>
 */
public final class ExpectedCall {

    private final String methodName;
    private final boolean multipart;
    private final Map<String, JsonNode> params = new LinkedHashMap<>();
    private final Map<String, InputFile.Upload> files = new LinkedHashMap<>();
    private final List<InputFile.Upload> attached = new ArrayList<>();

    private ExpectedCall(String methodName, boolean multipart) {
        this.methodName = Objects.requireNonNull(methodName, "methodName");
        this.multipart = multipart;
    }

    /** @return a call sent as {@code application/json} */
    public static ExpectedCall json(String methodName) {
        return new ExpectedCall(methodName, false);
    }

    /** @return a call sent as {@code multipart/form-data} (it uploads a file) */
    public static ExpectedCall multipart(String methodName) {
        return new ExpectedCall(methodName, true);
    }

    public String methodName() {
        return methodName;
    }

    public ExpectedCall param(String name, String value) {
        return put(name, JsonNodeFactory.instance.textNode(value));
    }

    public ExpectedCall param(String name, long value) {
        return put(name, JsonNodeFactory.instance.numberNode(value));
    }

    public ExpectedCall param(String name, double value) {
        return put(name, JsonNodeFactory.instance.numberNode(value));
    }

    public ExpectedCall param(String name, boolean value) {
        return put(name, JsonNodeFactory.instance.booleanNode(value));
    }

    /**
     * @param name a parameter whose value is an object or an array
     * @param json its expected JSON
     * @return this
     */
    public ExpectedCall paramJson(String name, String json) {
        return put(name, FakeJson.parse(json));
    }

    /**
     * @param name a parameter that is itself an uploaded file ({@code photo} of sendPhoto)
     * @param upload the upload
     * @return this
     */
    public ExpectedCall file(String name, InputFile.Upload upload) {
        files.put(name, upload);
        return this;
    }

    /**
     * @param upload an upload nested in a parameter (its JSON says {@code attach://<attach name>})
     * @return this
     */
    public ExpectedCall attached(InputFile.Upload upload) {
        attached.add(upload);
        return this;
    }

    /**
     * Asserts that the recorded request is this call.
     *
     * @param sent what the fake received
     * @param token the token the client was given
     * @return the request, for further checks
     */
    public RecordedRequest verify(RecordedRequest sent, String token) {
        assertThat(sent.kind()).as("a method call: %s", sent).isEqualTo(RecordedRequest.Kind.METHOD);
        assertThat(sent.methodName()).as("the method in the path %s", sent.path()).isEqualTo(methodName);
        assertThat(sent.token()).as("the token in the path").isEqualTo(token);
        assertThat(sent.testEnvironment()).as("the path goes to the production environment").isFalse();
        assertThat(sent.httpMethod()).as("the HTTP method of %s", sent).isEqualTo("POST");
        assertThat(sent.bodyProblem()).as("the body reads as its content type says: %s", sent).isNull();
        if (multipart) {
            verifyMultipart(sent);
        } else {
            verifyJson(sent);
        }
        return sent;
    }

    private void verifyJson(RecordedRequest sent) {
        assertThat(sent.mediaType()).as("the content type of %s", sent).isEqualTo("application/json");
        ObjectNode expected = JsonNodeFactory.instance.objectNode();
        params.forEach(expected::set);
        JsonNode body = sent.json();
        assertThat(body).as("the JSON body of %s", sent).isNotNull();
        assertThat(FakeJson.sameJson(body, expected))
                .as("the JSON body of %s%n  is  %s%n  expected %s", methodName, body, expected)
                .isTrue();
    }

    private void verifyMultipart(RecordedRequest sent) {
        assertThat(sent.mediaType()).as("the content type of %s", sent).isEqualTo("multipart/form-data");
        assertThat(sent.contentType()).as("the content type names its boundary").contains("boundary=");
        Set<String> names = new HashSet<>();
        for (RecordedPart part : sent.parts()) {
            assertThat(names.add(part.name())).as("part %s is sent once: %s", part.name(), sent.parts()).isTrue();
        }
        Set<String> allowed = new HashSet<>();
        params.forEach((name, value) -> {
            allowed.add(name);
            RecordedPart part = sent.part(name).orElse(null);
            assertThat(part).as("parameter %s is a part of %s", name, sent.parts()).isNotNull();
            assertThat(part.isFile()).as("parameter %s is a text part, not a file: %s", name, part).isFalse();
            assertSameValue(name, part.text(), value);
        });
        files.forEach((name, upload) -> {
            allowed.add(name);
            RecordedPart part = sent.part(name).orElse(null);
            assertThat(part).as("file parameter %s is a part of %s", name, sent.parts()).isNotNull();
            if (part.isFile()) {
                assertUpload(part, upload);
            } else {
                assertThat(part.text()).as("file parameter %s is either a file part or attach://<part>", name)
                        .startsWith("attach://");
                String attachName = part.text().substring("attach://".length());
                allowed.add(attachName);
                assertUpload(sent.part(attachName).orElse(null), upload);
            }
        });
        for (InputFile.Upload upload : attached) {
            allowed.add(upload.attachName());
            RecordedPart part = sent.part(upload.attachName()).orElse(null);
            assertThat(part).as("the upload attach://%s is a part of %s", upload.attachName(), sent.parts())
                    .isNotNull();
            assertUpload(part, upload);
        }
        assertThat(names).as("the parts of %s: no part beyond the parameters and files", methodName)
                .isSubsetOf(allowed);
    }

    private static void assertUpload(RecordedPart part, InputFile.Upload upload) {
        assertThat(part).as("a part carrying %s", upload).isNotNull();
        assertThat(part.isFile()).as("%s is a file part", part).isTrue();
        assertThat(part.filename()).as("the file name of part %s", part.name()).isEqualTo(upload.filename());
        assertThat(part.content()).as("the bytes of part %s", part.name()).isEqualTo(contentOf(upload));
    }

    /** A multipart text field against the expected JSON value, the way the Bot API reads form fields. */
    private static void assertSameValue(String name, String text, JsonNode expected) {
        if (expected.isTextual()) {
            assertThat(text).as("parameter %s", name).isEqualTo(expected.textValue());
        } else if (expected.isNumber()) {
            assertThat(new BigDecimal(text.trim())).as("parameter %s (%s)", name, text)
                    .isEqualByComparingTo(expected.decimalValue());
        } else if (expected.isBoolean()) {
            assertThat(text).as("parameter %s", name).isEqualTo(Boolean.toString(expected.booleanValue()));
        } else {
            JsonNode actual = FakeJson.parse(text);
            assertThat(FakeJson.sameJson(actual, expected))
                    .as("parameter %s%n  is  %s%n  expected %s", name, actual, expected).isTrue();
        }
    }

    private static byte[] contentOf(InputFile.Upload upload) {
        try (InputStream in = upload.open()) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private ExpectedCall put(String name, JsonNode value) {
        params.put(name, value);
        return this;
    }

    @Override
    public String toString() {
        return "ExpectedCall[" + methodName + (multipart ? " multipart " : " json ") + params.keySet()
                + (files.isEmpty() ? "" : " files " + files.keySet())
                + (attached.isEmpty() ? "" : " attached " + attached.size()) + "]";
    }
}
