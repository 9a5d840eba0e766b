package io.github.quarkustelegram.perf.harness;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Keeps the first {@code limit} requests a {@link LoopbackBotApi} receives, across its connections. Past the limit
 * it costs one volatile read per request, so the server stays the same for every client once the setup check is
 * done.
 */
final class RequestCapture {

    private final AtomicInteger left;
    private final List<CapturedRequest> captured = new ArrayList<>();

    RequestCapture(int limit) {
        this.left = new AtomicInteger(limit);
    }

    /** @return a recording for the request whose head is being read, or null when the limit is reached */
    Recording start() {
        if (left.get() <= 0 || left.getAndDecrement() <= 0) {
            return null;
        }
        return new Recording();
    }

    synchronized List<CapturedRequest> captured() {
        return List.copyOf(captured);
    }

    private synchronized void add(CapturedRequest request) {
        captured.add(request);
    }

    /** One request being captured: its head first, then its body as it arrives. */
    final class Recording {
        private String method = "";
        private String target = "";
        private final Map<String, List<String>> headers = new LinkedHashMap<>();
        private final ByteArrayOutputStream body = new ByteArrayOutputStream();

        private Recording() {
        }

        void requestLine(String method, String target) {
            this.method = method;
            this.target = target;
        }

        void header(String name, String value) {
            headers.computeIfAbsent(name, n -> new ArrayList<>()).add(value);
        }

        void body(byte[] bytes) {
            body.writeBytes(bytes);
        }

        void finish() {
            add(new CapturedRequest(method, target, Map.copyOf(headers), body.toByteArray()));
        }
    }
}
