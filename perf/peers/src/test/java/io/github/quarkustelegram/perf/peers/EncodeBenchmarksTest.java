package io.github.quarkustelegram.perf.peers;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.github.quarkustelegram.perf.harness.Json;
import io.github.quarkustelegram.perf.harness.SampleRequests;

/** Not timed: each peer's encode benchmark writes the sample request, fields and keyboard, in its own format. */
class EncodeBenchmarksTest {

    private static final Map<String, Object> KEYBOARD = Json.object("""
            {"inline_keyboard":[[{"text":"ok","callback_data":"ok:1"},{"text":"no","callback_data":"no:1"},
            {"text":"more","callback_data":"more:1"}],[{"text":"←","callback_data":"p:l"},
            {"text":"→","callback_data":"p:r"}]]}""");

    @ParameterizedTest
    @ValueSource(strings = { SampleRequests.SEND_MESSAGE_HTML, SampleRequests.KEYBOARD_2 })
    void pengradWritesAFormWithTheKeyboardAsJson(String request) throws Throwable {
        PengradEncodeBenchmark benchmark = new PengradEncodeBenchmark();
        benchmark.request = request;
        benchmark.setup();

        Map<String, String> form = form(new String(benchmark.encodeOnce(), StandardCharsets.UTF_8));
        assertThat(benchmark.contentType()).startsWith("application/x-www-form-urlencoded");
        assertThat(form).containsEntry("chat_id", String.valueOf(SampleRequests.CHAT_ID))
                .containsEntry("text", SampleRequests.TEXT).containsEntry("parse_mode", SampleRequests.PARSE_MODE);
        if (SampleRequests.hasKeyboard(request)) {
            assertThat(Json.object(form.get("reply_markup"))).isEqualTo(KEYBOARD);
        } else {
            assertThat(form).doesNotContainKey("reply_markup");
        }
        assertThat(benchmark.encodeOnce()).as("the reused buffer is cleared")
                .hasSize((int) benchmark.encode());
    }

    @ParameterizedTest
    @ValueSource(strings = { SampleRequests.SEND_MESSAGE_HTML, SampleRequests.KEYBOARD_2 })
    void telegramBotsWritesJson(String request) throws Exception {
        TelegramBotsEncodeBenchmark benchmark = new TelegramBotsEncodeBenchmark();
        benchmark.request = request;
        benchmark.setup();

        Map<String, Object> json = Json.object(new String(benchmark.encode(), StandardCharsets.UTF_8));
        assertThat(json).containsEntry("chat_id", String.valueOf(SampleRequests.CHAT_ID))
                .containsEntry("text", SampleRequests.TEXT).containsEntry("parse_mode", SampleRequests.PARSE_MODE);
        if (SampleRequests.hasKeyboard(request)) {
            assertThat(json.get("reply_markup")).isEqualTo(KEYBOARD);
        } else {
            assertThat(json).doesNotContainKey("reply_markup");
        }
        assertThat(json.get("method")).isIn(null, "sendmessage", "sendMessage");
    }

    private static Map<String, String> form(String body) {
        Map<String, String> fields = new LinkedHashMap<>();
        for (String pair : body.split("&")) {
            List<String> parts = List.of(pair.split("=", 2));
            fields.put(URLDecoder.decode(parts.get(0), StandardCharsets.UTF_8),
                    URLDecoder.decode(parts.get(1), StandardCharsets.UTF_8));
        }
        return fields;
    }
}
