package io.github.quarkustelegram.testing.server;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;

/**
 * The request Telegram must receive for a call, checked against what {@link FakeBotApiServer} recorded: the method
 * path, the token, the content type, and every parameter, as the Bot API reads them.
 *
 * <pre>{@code
 * ExpectedCall.multipart("sendPhoto")
 *         .param("chat_id", -1001234567890L)
 *         .file("photo", "photo.jpg", bytes) // an upload in a parameter of its own
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
 *
 * <p>
 * {@link #verify} throws an {@link AssertionError} naming what differs. Not final: a client's tests may add
 * overloads for their own upload type (each method returning their subclass).
 */
public class ExpectedCall {

    private final String methodName;
    private final boolean multipart;
    private final Map<String, JsonNode> params = new LinkedHashMap<>();
    private final Map<String, Upload> files = new LinkedHashMap<>();
    private final List<Upload> attached = new ArrayList<>();

    /**
     * An expected file part.
     *
     * @param name the parameter it is the file of, or its attach name
     */
    private record Upload(String name, String filename, byte[] content) {
    }

    /**
     * @param methodName the Bot API method
     * @param multipart true for {@code multipart/form-data}, false for {@code application/json}
     */
    protected ExpectedCall(String methodName, boolean multipart) {
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
     * @param filename the file name the part must have
     * @param content the bytes it must carry
     * @return this
     */
    public ExpectedCall file(String name, String filename, byte[] content) {
        files.put(Objects.requireNonNull(name, "name"), new Upload(name, filename, content.clone()));
        return this;
    }

    /**
     * @param attachName the name of an upload nested in a parameter (its JSON says {@code attach://<attach name>}),
     *        also the name of its part
     * @param filename the file name the part must have
     * @param content the bytes it must carry
     * @return this
     */
    public ExpectedCall attached(String attachName, String filename, byte[] content) {
        attached.add(new Upload(Objects.requireNonNull(attachName, "attachName"), filename, content.clone()));
        return this;
    }

    /**
     * Checks that the recorded request is this call.
     *
     * @param sent what the fake received
     * @param token the token the client was given
     * @return the request, for further checks
     * @throws AssertionError naming the first difference
     */
    public RecordedRequest verify(RecordedRequest sent, String token) {
        check(sent.kind() == RecordedRequest.Kind.METHOD, "a method call: %s", sent);
        same(methodName, sent.methodName(), "the method in the path " + sent.path());
        same(token, sent.token(), "the token in the path");
        check(!sent.testEnvironment(), "the path goes to the production environment: %s", sent.path());
        same("POST", sent.httpMethod(), "the HTTP method of " + sent);
        check(sent.bodyProblem() == null, "the body reads as its content type says: %s", sent);
        if (multipart) {
            verifyMultipart(sent);
        } else {
            verifyJson(sent);
        }
        return sent;
    }

    private void verifyJson(RecordedRequest sent) {
        same("application/json", sent.mediaType(), "the content type of " + sent);
        ObjectNode expected = JsonNodeFactory.instance.objectNode();
        params.forEach(expected::set);
        JsonNode body = sent.json();
        check(body != null, "the JSON body of %s", sent);
        check(FakeJson.sameJson(body, expected), "the JSON body of %s%n  is  %s%n  expected %s", methodName, body,
                expected);
    }

    private void verifyMultipart(RecordedRequest sent) {
        same("multipart/form-data", sent.mediaType(), "the content type of " + sent);
        check(sent.contentType().contains("boundary="), "the content type names its boundary: %s",
                sent.contentType());
        Set<String> names = new HashSet<>();
        for (RecordedPart part : sent.parts()) {
            check(names.add(part.name()), "part %s is sent once: %s", part.name(), sent.parts());
        }
        Set<String> allowed = new HashSet<>();
        params.forEach((name, value) -> {
            allowed.add(name);
            RecordedPart part = sent.part(name).orElse(null);
            check(part != null, "parameter %s is a part of %s", name, sent.parts());
            check(!part.isFile(), "parameter %s is a text part, not a file: %s", name, part);
            sameValue(name, part.text(), value);
        });
        files.forEach((name, upload) -> {
            allowed.add(name);
            RecordedPart part = sent.part(name).orElse(null);
            check(part != null, "file parameter %s is a part of %s", name, sent.parts());
            if (part.isFile()) {
                sameUpload(part, upload, name);
            } else {
                check(part.text().startsWith("attach://"), "file parameter %s is either a file part or "
                        + "attach://<part>, not %s", name, part);
                String attachName = part.text().substring("attach://".length());
                allowed.add(attachName);
                sameUpload(sent.part(attachName).orElse(null), upload, part.text());
            }
        });
        for (Upload upload : attached) {
            allowed.add(upload.name());
            RecordedPart part = sent.part(upload.name()).orElse(null);
            check(part != null, "the upload attach://%s is a part of %s", upload.name(), sent.parts());
            sameUpload(part, upload, "attach://" + upload.name());
        }
        Set<String> extra = new HashSet<>(names);
        extra.removeAll(allowed);
        check(extra.isEmpty(), "the parts of %s: no part beyond the parameters and files, but %s in %s", methodName,
                extra, sent.parts());
    }

    private static void sameUpload(RecordedPart part, Upload upload, String what) {
        check(part != null, "a part carrying %s", what);
        check(part.isFile(), "%s is a file part", part);
        same(upload.filename(), part.filename(), "the file name of part " + part.name());
        check(Arrays.equals(part.content(), upload.content()), "the bytes of part %s: %s expected, %s received",
                part.name(), upload.content().length, part.size());
    }

    /** A multipart text field against the expected JSON value, the way the Bot API reads form fields. */
    private static void sameValue(String name, String text, JsonNode expected) {
        if (expected.isTextual()) {
            same(expected.textValue(), text, "parameter " + name);
        } else if (expected.isNumber()) {
            BigDecimal value;
            try {
                value = new BigDecimal(text.trim());
            } catch (NumberFormatException e) {
                throw new AssertionError("parameter " + name + ": the number " + expected + " expected, \"" + text
                        + "\" received");
            }
            check(value.compareTo(expected.decimalValue()) == 0, "parameter %s: %s expected, %s received", name,
                    expected, text);
        } else if (expected.isBoolean()) {
            same(Boolean.toString(expected.booleanValue()), text, "parameter " + name);
        } else {
            JsonNode actual;
            try {
                actual = FakeJson.parse(text);
            } catch (IllegalArgumentException e) {
                throw new AssertionError("parameter " + name + ": JSON expected, \"" + text + "\" received");
            }
            check(FakeJson.sameJson(actual, expected), "parameter %s%n  is  %s%n  expected %s", name, actual, expected);
        }
    }

    private static void check(boolean condition, String message, Object... args) {
        if (!condition) {
            throw new AssertionError(String.format(message, args));
        }
    }

    private static void same(Object expected, Object actual, String what) {
        check(Objects.equals(expected, actual), "%s: \"%s\" expected, \"%s\" received", what, expected, actual);
    }

    private ExpectedCall put(String name, JsonNode value) {
        params.put(Objects.requireNonNull(name, "name"), value);
        return this;
    }

    @Override
    public String toString() {
        return "ExpectedCall[" + methodName + (multipart ? " multipart " : " json ") + params.keySet()
                + (files.isEmpty() ? "" : " files " + files.keySet())
                + (attached.isEmpty() ? "" : " attached " + attached.stream().map(Upload::name).toList()) + "]";
    }
}
