package io.github.quarkustelegram.testing.server;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;

/**
 * A {@link RecordedRequest} as JSON, for the records' control API ({@link RecordsApi}) and the client that reads them
 * ({@link FakeBotApiServerClient}): every field, the bytes in Base64, so that a request read over HTTP is the one the
 * server recorded.
 */
final class RecordedRequestJson {

    private RecordedRequestJson() {
    }

    static ObjectNode write(RecordedRequest request) {
        ObjectNode json = FakeJson.MAPPER.createObjectNode();
        json.put("sequence", request.sequence());
        json.put("received_at", request.receivedAt().toString());
        json.put("kind", request.kind().name());
        json.put("http_method", request.httpMethod());
        json.put("uri", request.uri());
        json.put("path", request.path());
        json.put("token", request.token());
        json.put("test_environment", request.testEnvironment());
        json.put("method", request.methodName());
        json.put("file_path", request.filePath());
        json.set("headers", lists(request.headers()));
        json.put("content_type", request.contentType());
        json.put("body", Base64.getEncoder().encodeToString(request.body()));
        json.put("body_length", request.bodyLength());
        json.set("json", request.json());
        ArrayNode parts = json.putArray("parts");
        for (RecordedPart part : request.parts()) {
            ObjectNode p = parts.addObject();
            p.put("name", part.name());
            p.put("filename", part.filename());
            p.put("content_type", part.contentType());
            p.put("content", part.isKept() ? Base64.getEncoder().encodeToString(part.content()) : null);
            p.put("size", part.size());
        }
        json.set("form_fields", lists(request.formFields()));
        json.set("query_params", lists(request.queryParams()));
        json.put("body_problem", request.bodyProblem());
        json.put("client_disconnected", request.clientDisconnected().isDone());
        return json;
    }

    static RecordedRequest read(JsonNode json) {
        RecordedRequest.Builder b = new RecordedRequest.Builder();
        b.sequence = json.path("sequence").asLong();
        b.receivedAt = json.hasNonNull("received_at") ? Instant.parse(json.get("received_at").asText()) : null;
        b.kind = RecordedRequest.Kind.valueOf(json.path("kind").asText());
        b.httpMethod = text(json, "http_method");
        b.uri = text(json, "uri");
        b.path = text(json, "path");
        b.token = text(json, "token");
        b.testEnvironment = json.path("test_environment").asBoolean();
        b.methodName = text(json, "method");
        b.filePath = text(json, "file_path");
        b.headers = lists(json.path("headers"));
        b.contentType = text(json, "content_type");
        b.body = Base64.getDecoder().decode(json.path("body").asText());
        b.bodyLength = json.path("body_length").asLong();
        b.json = json.hasNonNull("json") ? json.get("json") : null;
        List<RecordedPart> parts = new ArrayList<>();
        for (JsonNode p : json.path("parts")) {
            String content = text(p, "content");
            parts.add(new RecordedPart(p.path("name").asText(), text(p, "filename"), text(p, "content_type"),
                    content == null ? null : Base64.getDecoder().decode(content), p.path("size").asLong()));
        }
        b.parts = parts;
        b.formFields = lists(json.path("form_fields"));
        b.queryParams = lists(json.path("query_params"));
        b.bodyProblem = text(json, "body_problem");
        if (json.path("client_disconnected").asBoolean()) {
            b.clientDisconnected.complete(null);
        }
        return b.build();
    }

    private static String text(JsonNode json, String field) {
        JsonNode value = json.get(field);
        return value == null || value.isNull() ? null : value.asText();
    }

    private static ObjectNode lists(Map<String, List<String>> map) {
        ObjectNode json = FakeJson.MAPPER.createObjectNode();
        map.forEach((name, values) -> values.forEach(json.putArray(name)::add));
        return json;
    }

    private static Map<String, List<String>> lists(JsonNode json) {
        Map<String, List<String>> map = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> field : json.properties()) {
            List<String> values = new ArrayList<>();
            field.getValue().forEach(v -> values.add(v.asText()));
            map.put(field.getKey(), List.copyOf(values));
        }
        return map;
    }
}
