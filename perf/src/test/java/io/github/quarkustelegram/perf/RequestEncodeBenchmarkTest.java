package io.github.quarkustelegram.perf;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.perf.harness.SampleRequests;

/** Not a timed test: checks what the benchmark encodes, and that it decodes back to the same request. */
class RequestEncodeBenchmarkTest {

    private static JsonNode encode(String request) throws Exception {
        RequestEncodeBenchmark benchmark = new RequestEncodeBenchmark();
        benchmark.request = request;
        benchmark.setup();
        byte[] json = benchmark.encodeOnce();
        ObjectMapper mapper = TelegramJson.mapper();
        assertThat(mapper.readValue(json, SendMessage.class)).isEqualTo(RequestEncodeBenchmark.request(request));
        return mapper.readTree(json);
    }

    @Test
    void encodesTheSmallRequest() throws Exception {
        JsonNode json = encode("sendMessage");
        assertThat(json.get("chat_id").longValue()).isEqualTo(-1001234567890L);
        assertThat(json.get("parse_mode").textValue()).isEqualTo("HTML");
        assertThat(json.at("/entities/0/type").textValue()).isEqualTo("bold");
        assertThat(json.has("reply_markup")).isFalse();
    }

    @Test
    void encodesTheHundredButtons() throws Exception {
        JsonNode keyboard = encode("keyboard100").at("/reply_markup/inline_keyboard");
        assertThat(keyboard).hasSize(10);
        assertThat(keyboard.get(9)).hasSize(10);
        assertThat(keyboard.at("/9/9/callback_data").textValue()).isEqualTo("cb:9:9");
    }

    @Test
    void encodesTheSampleTheirsEncodeToo() throws Exception {
        JsonNode json = encode(SampleRequests.KEYBOARD_2);
        assertThat(json.get("chat_id").longValue()).isEqualTo(SampleRequests.CHAT_ID);
        assertThat(json.get("text").textValue()).isEqualTo(SampleRequests.TEXT);
        assertThat(json.get("parse_mode").textValue()).isEqualTo(SampleRequests.PARSE_MODE);
        assertThat(json.at("/reply_markup/inline_keyboard")).hasSize(2);
        assertThat(json.at("/reply_markup/inline_keyboard/1/1/text").textValue()).isEqualTo("→");
        assertThat(json.at("/reply_markup/inline_keyboard/1/1/callback_data").textValue()).isEqualTo("p:r");
        assertThat(encode(SampleRequests.SEND_MESSAGE_HTML).has("reply_markup")).isFalse();
    }
}
