package io.github.quarkustelegram.perf.harness.report;

import static io.github.quarkustelegram.perf.harness.report.Goal.Bound.AT_LEAST;
import static io.github.quarkustelegram.perf.harness.report.Goal.Bound.AT_MOST;
import static io.github.quarkustelegram.perf.harness.report.Goal.Metric.BYTES;
import static io.github.quarkustelegram.perf.harness.report.Goal.Metric.SCORE;
import static io.github.quarkustelegram.perf.harness.report.Goal.Reference.ABSOLUTE;
import static io.github.quarkustelegram.perf.harness.report.Goal.Reference.BEST_PEER;
import static io.github.quarkustelegram.perf.harness.report.Goal.Reference.LINE;

import java.util.List;

/**
 * The goals of the call-path rewrite, as data: the report checks each against one run. Ratios compare rows of the
 * same run; "best peer" is the better of pengrad and TelegramBots on that row's path.
 */
public final class Goals {

    private static final String EVENT_LOOP_HAND_OFF = "A blocking caller hands its call to an event loop and waits "
            + "for the answer: two thread hand-offs the raw-socket floor does not pay (the Vert.x floor shows them).";
    private static final String REST_CLIENT_ON_VERTX = EVENT_LOOP_HAND_OFF + " The default path is the Quarkus REST "
            + "client, on Vert.x: when the Vert.x floor itself is above the target, no call through it can meet it; "
            + "read the REST client's own cost as its ratio to that floor.";
    private static final String SHARED_SERVER = "With 2 cores, the callers, the client's event loops and the "
            + "loopback server share them: the raw-socket floor shows what the server and the loopback leave.";

    private static final String DECODE = "Ours builds the whole model: Message is a record of 117 components, "
            + "built through its canonical constructor; C2 compiles no call with that many arguments (JDK 17 and 25: "
            + "'unsupported calling sequence'), so the constructor and its caller run as C1 code. Jackson into "
            + "minimal hand-written records is a reference row, not a goal: it skips most of what the model holds.";

    /** The goals issue 17 set from the measurements of 2026-12-01/02 (docs/benchmarks). */
    public static final List<Goal> ALL = List.of(
            new Goal("Fast path · 1 blocking caller · time", "blocking1.ours-fast", SCORE, BEST_PEER, null,
                    AT_MOST, 1.0, EVENT_LOOP_HAND_OFF),
            new Goal("Fast path · 1 blocking caller · vs raw socket", "blocking1.ours-fast", SCORE, LINE,
                    "floor.blocking1.raw-socket", AT_MOST, 1.10, EVENT_LOOP_HAND_OFF),
            new Goal("Fast path · bytes per call (1 caller)", "blocking1.ours-fast", BYTES, ABSOLUTE, null, AT_MOST,
                    3 * 1024, "The bytes count the whole JVM: client, its event loop and the loopback server (the "
                            + "raw-socket floor's bytes are the server's share and the socket's)."),
            new Goal("Fast path · 4 blocking callers · calls/s", "blocking4.ours-fast", SCORE, BEST_PEER, null,
                    AT_LEAST, 1.5, SHARED_SERVER),
            new Goal("Fast path · 64 in flight · calls/s", "inflight64.ours-fast", SCORE, BEST_PEER, null, AT_LEAST,
                    2, SHARED_SERVER + " Both peers queue async calls on OkHttp's dispatcher, 5 per host."),
            new Goal("Default path · 1 blocking caller · vs bare Vert.x HttpClient", "blocking1.ours-default", SCORE,
                    LINE, "floor.blocking1.vertx", AT_MOST, 1.2, REST_CLIENT_ON_VERTX),
            new Goal("Default path · 4 blocking callers · calls/s", "blocking4.ours-default", SCORE, BEST_PEER, null,
                    AT_LEAST, 0.8, SHARED_SERVER),
            new Goal("Default path · 64 in flight · calls/s", "inflight64.ours-default", SCORE, BEST_PEER, null,
                    AT_LEAST, 1.5, SHARED_SERVER),
            new Goal("Default path · bytes per call (1 caller)", "blocking1.ours-default", BYTES, BEST_PEER, null,
                    AT_MOST, 1, "The peers' bytes per call include OkHttp's; both sides include the server's."),
            new Goal("Decode · small Update · time", "decode.small.json.ours", SCORE, BEST_PEER, null, AT_MOST, 0.9,
                    DECODE),
            new Goal("Decode · large Update · time", "decode.large.json.ours", SCORE, BEST_PEER, null, AT_MOST, 0.9,
                    DECODE),
            new Goal("Dispatch · time", "dispatch.ours", SCORE, ABSOLUTE, null, AT_MOST, 1000,
                    "The dispatcher's own work: the per-chat scheduler, routing, the context; no I/O."),
            new Goal("Dispatch · bytes", "dispatch.ours", BYTES, ABSOLUTE, null, AT_MOST, 200,
                    "The job and the context of the update, and Mutiny's subscription to the handler's Uni."),
            new Goal("Webhook ingest · updates/s", "webhook.ours", SCORE, LINE, "webhook.bare", AT_LEAST, 0.9,
                    "The same Vert.x server and load generator share the 2 cores with the route. Netty's and "
                            + "Vert.x's work per update is the same for both, and decoding into the model costs what "
                            + "the bare route's JSON tree does; the rest is the receiving side's own work per update "
                            + "(admission, deadline, redelivery ledger, per-chat dispatch), 1-2 % each."));

    private Goals() {
    }
}
