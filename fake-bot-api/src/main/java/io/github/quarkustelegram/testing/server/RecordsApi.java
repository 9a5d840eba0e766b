package io.github.quarkustelegram.testing.server;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

import com.fasterxml.jackson.databind.node.ArrayNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.vertx.core.Vertx;

/**
 * The records of a {@link FakeBotApiServer} over HTTP and JSON, under {@value FakeBotApiServer#REQUESTS_PATH}, for a
 * test in another class loader or process ({@link FakeBotApiServerClient}). Loopback only, like the server.
 *
 * <pre>
 * GET    /fake/requests                                       the Bot API methods called, in order
 * GET    /fake/requests/next?method=sendMessage&amp;timeout_ms=5000  takes the next request of a method not taken yet
 * GET    /fake/requests/next?file_path=a/b.pdf&amp;timeout_ms=5000    takes the next download of a file not taken yet
 * DELETE /fake/requests                                       forgets the recorded requests
 * </pre>
 *
 * A request taken is answered as {@link RecordedRequestJson} writes it; 408 when none comes in time.
 */
final class RecordsApi implements Function<RecordedRequest, FakeReply> {

    private static final long MAX_WAIT_MS = 120_000;

    private final RequestLog log;
    private final Vertx vertx;

    RecordsApi(RequestLog log, Vertx vertx) {
        this.log = log;
        this.vertx = vertx;
    }

    @Override
    public FakeReply apply(RecordedRequest request) {
        String path = request.path().substring(FakeBotApiServer.REQUESTS_PATH.length());
        String verb = request.httpMethod();
        if (path.isEmpty() && verb.equals("GET")) {
            return FakeReply.ok(methodsCalled());
        }
        if (path.isEmpty() && verb.equals("DELETE")) {
            log.clear();
            return FakeReply.okTrue();
        }
        if (path.equals("/next") && verb.equals("GET")) {
            return next(request);
        }
        return FakeReply.error(404, "Not Found");
    }

    private ArrayNode methodsCalled() {
        ArrayNode methods = FakeJson.MAPPER.createArrayNode();
        log.all().stream().filter(r -> r.kind() == RecordedRequest.Kind.METHOD)
                .forEach(r -> methods.add(r.methodName()));
        return methods;
    }

    private FakeReply next(RecordedRequest control) {
        String key;
        String what;
        if (control.param("method").isPresent()) {
            key = RequestLog.methodKey(control.param("method").get());
            what = control.param("method").get() + " request";
        } else if (control.param("file_path").isPresent()) {
            key = RequestLog.downloadKey(control.param("file_path").get());
            what = "download of " + control.param("file_path").get();
        } else {
            return FakeReply.error(400, "Bad Request: method or file_path is required");
        }
        long timeoutMs;
        try {
            timeoutMs = Math.max(0, Math.min(MAX_WAIT_MS, Long.parseLong(control.param("timeout_ms").orElse("0"))));
        } catch (NumberFormatException e) {
            return FakeReply.error(400, "Bad Request: timeout_ms is a number of milliseconds");
        }
        CompletableFuture<RecordedRequest> taken = log.takeLater(key);
        if (!taken.isDone()) {
            // whichever comes first; a request that comes after a cancel stays for the next taker
            long timer = vertx.setTimer(Math.max(1, timeoutMs), t -> taken.cancel(false));
            control.clientDisconnected().thenRun(() -> taken.cancel(false));
            taken.whenComplete((r, e) -> vertx.cancelTimer(timer));
        }
        return FakeReply.later(taken.handle((recorded, cancelled) -> recorded != null
                ? FakeReply.ok(RecordedRequestJson.write(recorded))
                : FakeReply.error(408, "Request Timeout: the fake Bot API received no " + what + " within "
                        + timeoutMs + " ms; it received: " + List.copyOf(log.all()))));
    }
}
