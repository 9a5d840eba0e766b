package io.github.quarkustelegram.testing.telegram;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;

/** {@link Chaos} and {@link ChaosReport} as the control API carries them: JSON objects with snake_case names. */
final class ChaosJson {

    private ChaosJson() {
    }

    static ObjectNode plan(Chaos plan) {
        ObjectNode json = FakeJson.MAPPER.createObjectNode();
        json.put("seed", plan.seed());
        json.put("too_many_requests", plan.tooManyRequests());
        json.put("retry_after", plan.retryAfter().toSeconds());
        json.put("server_errors", plan.serverErrors());
        json.put("connection_resets", plan.connectionResets());
        json.put("slow_answers", plan.slowAnswers());
        json.put("slow_answer_delay_ms", plan.slowAnswerDelay().toMillis());
        json.put("conflicts", plan.conflicts());
        json.put("lost_webhook_answers", plan.lostWebhookAnswers());
        ArrayNode methods = json.putArray("methods");
        plan.methods().forEach(methods::add);
        RateLimits limits = plan.rateLimits();
        ObjectNode rates = json.putObject("rate_limits");
        rates.put("overall_per_second", limits.overallPerSecond());
        rates.put("per_chat_per_second", limits.perChatPerSecond());
        rates.put("per_group_per_minute", limits.perGroupPerMinute());
        limits.methods().forEach(rates.putArray("methods")::add);
        limits.excludedMethods().forEach(rates.putArray("excluded_methods")::add);
        return json;
    }

    /** @throws IllegalArgumentException for a plan that is not one */
    static Chaos plan(JsonNode json) {
        List<String> methods = new ArrayList<>();
        if (json.has("methods")) {
            json.get("methods").forEach(m -> methods.add(m.asText()));
        } else {
            methods.addAll(Chaos.DEFAULT_METHODS);
        }
        return new Chaos(json.path("seed").asLong(0), json.path("too_many_requests").asDouble(0),
                Duration.ofSeconds(json.path("retry_after").asLong(1)), json.path("server_errors").asDouble(0),
                json.path("connection_resets").asDouble(0), json.path("slow_answers").asDouble(0),
                Duration.ofMillis(json.path("slow_answer_delay_ms").asLong(50)), json.path("conflicts").asInt(0),
                json.path("lost_webhook_answers").asDouble(0), methods, rateLimits(json.path("rate_limits")));
    }

    private static RateLimits rateLimits(JsonNode json) {
        if (json.isMissingNode() || json.isNull()) {
            return RateLimits.NONE;
        }
        List<String> methods = new ArrayList<>();
        json.path("methods").forEach(m -> methods.add(m.asText()));
        List<String> excluded = new ArrayList<>();
        json.path("excluded_methods").forEach(m -> excluded.add(m.asText()));
        return new RateLimits(json.path("overall_per_second").asInt(0), json.path("per_chat_per_second").asInt(0),
                json.path("per_group_per_minute").asInt(0), json.has("methods") ? methods : RateLimits.DEFAULT_METHODS,
                json.has("excluded_methods") ? excluded : RateLimits.DEFAULT_EXCLUDED_METHODS);
    }

    static ObjectNode report(ChaosReport report) {
        ObjectNode json = FakeJson.MAPPER.createObjectNode();
        json.put("calls", report.calls());
        json.put("too_many_requests", report.tooManyRequests());
        json.put("server_errors", report.serverErrors());
        json.put("connection_resets", report.connectionResets());
        json.put("slow_answers", report.slowAnswers());
        json.put("conflicts", report.conflicts());
        json.put("lost_webhook_answers", report.lostWebhookAnswers());
        json.put("rate_limited", report.rateLimited());
        return json;
    }

    static ChaosReport report(JsonNode json) {
        return new ChaosReport(json.path("calls").asLong(), json.path("too_many_requests").asLong(),
                json.path("server_errors").asLong(), json.path("connection_resets").asLong(),
                json.path("slow_answers").asLong(), json.path("conflicts").asLong(),
                json.path("lost_webhook_answers").asLong(), json.path("rate_limited").asLong());
    }
}
