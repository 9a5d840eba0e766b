package io.github.quarkustelegram.perf.peers;

import java.nio.charset.StandardCharsets;
import java.util.Map;

import io.github.quarkustelegram.perf.harness.Json;
import io.github.quarkustelegram.perf.harness.LoopbackBotApi;
import io.github.quarkustelegram.perf.harness.SetupCheck;

/**
 * The exchange the floors make: the request a Telegram library would send for {@code sendMessage(42, "hello")},
 * encoded once before the benchmark, and a check that the answer's bytes are the canned sendMessage answer.
 */
final class FloorExchange {

    static final String PATH = "/bot" + LoopbackBotApi.TOKEN + "/sendMessage";
    static final String CONTENT_TYPE = "application/json";
    static final byte[] BODY = ("{\"chat_id\":" + SetupCheck.CHAT_ID + ",\"text\":\"" + SetupCheck.TEXT + "\"}")
            .getBytes(StandardCharsets.UTF_8);

    private FloorExchange() {
    }

    /** @return the whole HTTP/1.1 request, head and body, for a server on 127.0.0.1 at that port */
    static byte[] rawRequest(int port) {
        byte[] head = ("POST " + PATH + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Type: " + CONTENT_TYPE
                + "\r\nContent-Length: " + BODY.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
        byte[] request = new byte[head.length + BODY.length];
        System.arraycopy(head, 0, request, 0, head.length);
        System.arraycopy(BODY, 0, request, head.length, BODY.length);
        return request;
    }

    /**
     * The setup check of a floor: the request reached the server, and the answer bytes read are the canned answer.
     *
     * @param floor which floor, for the message
     * @param answer the answer body the floor read
     */
    @SuppressWarnings("unchecked")
    static void check(String floor, LoopbackBotApi server, byte[] answer) {
        SetupCheck.sentHello(floor, server);
        Map<String, Object> result = (Map<String, Object>) Json.object(new String(answer, StandardCharsets.UTF_8))
                .get("result");
        if (result == null) {
            throw new IllegalStateException(floor + ": no result in the answer " + new String(answer,
                    StandardCharsets.UTF_8));
        }
        SetupCheck.repliedHello(floor, (Number) result.get("message_id"), (String) result.get("text"));
    }
}
