package io.github.quarkustelegram.testing.telegram.api;

import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.server.RecordedPart;
import io.github.quarkustelegram.testing.server.RecordedRequest;

/**
 * The parameters of one Bot API call, however they came: a request to the fake (JSON, form, multipart or query), or a
 * method call in a webhook's answer. Typed reads fail as Telegram does, with a 400 naming the parameter.
 */
public final class CallParams {

    private final RecordedRequest request;
    private final ObjectNode body;

    private CallParams(RecordedRequest request, ObjectNode body) {
        this.request = request;
        this.body = body;
    }

    public static CallParams of(RecordedRequest request) {
        return new CallParams(request, null);
    }

    public static CallParams of(ObjectNode body) {
        return new CallParams(null, body);
    }

    /** @return the parameter as text: a JSON string as its value, any other JSON as JSON text */
    public Optional<String> text(String name) {
        if (request != null) {
            return request.param(name);
        }
        JsonNode value = body.get(name);
        if (value == null || value.isNull()) {
            return Optional.empty();
        }
        return Optional.of(value.isTextual() ? value.textValue() : value.toString());
    }

    /** @return the parameter as JSON: as sent in a JSON body, or parsed from a form or multipart field */
    public Optional<JsonNode> json(String name) {
        if (request != null && request.isJson() && request.json() != null && request.json().has(name)) {
            return Optional.of(request.json().get(name));
        }
        if (body != null) {
            return Optional.ofNullable(body.get(name)).filter(v -> !v.isNull());
        }
        return text(name).map(text -> {
            try {
                return FakeJson.parse(text);
            } catch (IllegalArgumentException e) {
                throw BotApiError.badRequest("can't parse " + name + " JSON object");
            }
        });
    }

    /** @return a file uploaded in this parameter (a multipart file part), if any */
    public Optional<RecordedPart> upload(String name) {
        if (request == null) {
            return Optional.empty();
        }
        Optional<RecordedPart> direct = request.part(name).filter(RecordedPart::isFile);
        if (direct.isPresent()) {
            return direct;
        }
        // attach://<part name>
        return request.param(name).filter(v -> v.startsWith("attach://"))
                .flatMap(v -> request.part(v.substring("attach://".length())).filter(RecordedPart::isFile));
    }

    /** @return the file part of a multipart request with this name ({@code attach://<name>} points at it) */
    public Optional<RecordedPart> part(String name) {
        return request == null ? Optional.empty() : request.part(name).filter(RecordedPart::isFile);
    }

    public String requiredText(String name, String whenMissing) {
        return text(name).filter(t -> !t.isEmpty()).orElseThrow(() -> BotApiError.badRequest(whenMissing));
    }

    public Optional<Long> longValue(String name) {
        return text(name).filter(t -> !t.isEmpty()).map(t -> {
            try {
                return Long.parseLong(t.trim());
            } catch (NumberFormatException e) {
                throw BotApiError.badRequest("invalid " + name + " specified");
            }
        });
    }

    public Optional<Boolean> bool(String name) {
        return text(name).map(t -> t.equalsIgnoreCase("true") || t.equals("1"));
    }
}
