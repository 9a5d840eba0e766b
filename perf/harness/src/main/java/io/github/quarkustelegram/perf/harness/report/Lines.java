package io.github.quarkustelegram.perf.harness.report;

import static io.github.quarkustelegram.perf.harness.report.Line.Role.FLOOR;
import static io.github.quarkustelegram.perf.harness.report.Line.Role.OURS;
import static io.github.quarkustelegram.perf.harness.report.Line.Role.PEER;
import static io.github.quarkustelegram.perf.harness.report.Line.Role.YARDSTICK;
import static io.github.quarkustelegram.perf.harness.report.Section.BLOCKING_1;
import static io.github.quarkustelegram.perf.harness.report.Section.BLOCKING_4;
import static io.github.quarkustelegram.perf.harness.report.Section.DECODE;
import static io.github.quarkustelegram.perf.harness.report.Section.DISPATCH;
import static io.github.quarkustelegram.perf.harness.report.Section.ENCODE;
import static io.github.quarkustelegram.perf.harness.report.Section.FLOORS;
import static io.github.quarkustelegram.perf.harness.report.Section.IN_FLIGHT_64;
import static io.github.quarkustelegram.perf.harness.report.Section.WEBHOOK_INGEST;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Every row of the comparison, as data: which benchmark (ours in {@code perf}, the peers' and the floors in
 * {@code perf/peers}) fills which row of which table. A benchmark renamed must be renamed here too; a row whose
 * benchmark did not run shows as not run.
 *
 * <p>
 * Dispatch and webhook ingest are ours only: the peers have no dispatcher nor webhook of the same kind, so their
 * rows compare with a number (dispatch) or a bare Vert.x route (webhook ingest).
 */
public final class Lines {

    static final String OURS_DEFAULT = "ours · REST client (default)";
    static final String OURS_FAST = "ours · fast path";
    static final String PENGRAD = "pengrad java-telegram-bot-api 10.1.0";
    static final String TELEGRAMBOTS = "TelegramBots 10.2.0 (OkHttpTelegramClient)";

    /** The call paths, with the id prefix their rows have, and the benchmark method that measures them. */
    private record CallPath(Section section, String prefix, String method) {
    }

    private static final List<CallPath> CALL_PATHS = List.of(
            new CallPath(BLOCKING_1, "blocking1", "oneCaller"),
            new CallPath(BLOCKING_4, "blocking4", "fourCallers"),
            new CallPath(IN_FLIGHT_64, "inflight64", "inFlight64"));

    private static final List<String> REQUESTS = List.of("sendMessageHtml", "keyboard2");
    private static final List<String> UPDATES = List.of("small.json", "large.json");

    /** All rows, in the order they are shown. */
    public static final List<Line> ALL = all();

    private Lines() {
    }

    private static List<Line> all() {
        List<Line> lines = new ArrayList<>();
        for (CallPath path : CALL_PATHS) {
            Section s = path.section();
            String p = path.prefix();
            String m = path.method();
            lines.add(line(s, "", p + ".ours-default", OURS_DEFAULT, OURS, "CallBenchmark." + m,
                    Map.of("transport", "REST_CLIENT")));
            lines.add(line(s, "", p + ".ours-fast", OURS_FAST, OURS, "CallBenchmark." + m,
                    Map.of("transport", "FAST")));
            lines.add(line(s, "", p + ".pengrad", PENGRAD, PEER, "PengradCallBenchmark." + m, Map.of()));
            lines.add(line(s, "", p + ".telegrambots", TELEGRAMBOTS, PEER, "TelegramBotsCallBenchmark." + m,
                    Map.of()));
        }
        for (String request : REQUESTS) {
            Map<String, String> params = Map.of("request", request);
            lines.add(line(ENCODE, request, "encode." + request + ".ours-default",
                    "ours · default path (Jackson, byte[])", OURS, "FastEncodeBenchmark.defaultPath", params));
            lines.add(line(ENCODE, request, "encode." + request + ".ours-fast",
                    "ours · fast path (Chronicle, pooled direct buffer)", OURS, "FastEncodeBenchmark.fastPath",
                    params));
            lines.add(line(ENCODE, request, "encode." + request + ".pengrad", PENGRAD + " (Gson, form body)", PEER,
                    "PengradEncodeBenchmark.encode", params));
            lines.add(line(ENCODE, request, "encode." + request + ".telegrambots", TELEGRAMBOTS + " (Jackson)",
                    PEER, "TelegramBotsEncodeBenchmark.encode", params));
        }
        for (String update : UPDATES) {
            Map<String, String> params = Map.of("fixture", update);
            lines.add(line(DECODE, update, "decode." + update + ".ours", "ours (TelegramJson.mapper())", OURS,
                    "UpdateDecodeBenchmark.decode", params));
            lines.add(line(DECODE, update, "decode." + update + ".pengrad", PENGRAD + " (Gson)", PEER,
                    "PengradDecodeBenchmark.decode", params));
            lines.add(line(DECODE, update, "decode." + update + ".telegrambots", TELEGRAMBOTS + " (Jackson)", PEER,
                    "TelegramBotsDecodeBenchmark.decode", params));
        }
        lines.add(line(DECODE, "small.json", "decode.small.json.jackson-records",
                "Jackson into minimal hand-written records", YARDSTICK, "JacksonRecordsDecodeBenchmark.decode",
                Map.of()));

        lines.add(line(DISPATCH, "", "dispatch.ours", "ours · UpdateDispatcher, 20 handlers, to the last", OURS,
                "DispatchBenchmark.dispatch", Map.of()));
        lines.add(line(WEBHOOK_INGEST, "", "webhook.ours", "ours · webhook route (decode, dispatch, no-op handler)",
                OURS, "WebhookIngestBenchmark.ingest", Map.of("route", "telegram")));
        lines.add(line(WEBHOOK_INGEST, "", "webhook.bare", "bare Vert.x route (JSON tree only)", YARDSTICK,
                "WebhookIngestBenchmark.ingest", Map.of("route", "bare")));

        lines.add(floor(BLOCKING_1, "floor.blocking1.raw-socket", "raw blocking socket, 1 caller",
                "RawSocketFloorBenchmark.oneCaller"));
        lines.add(floor(BLOCKING_1, "floor.blocking1.okhttp", "OkHttp 5.3.2 moving bytes, 1 caller",
                "OkHttpFloorBenchmark.oneCaller"));
        lines.add(floor(BLOCKING_1, "floor.blocking1.vertx", "Vert.x 4.5.27 HttpClient moving bytes, 1 caller",
                "VertxFloorBenchmark.oneCaller"));
        lines.add(floor(BLOCKING_1, "floor.blocking1.jdk", "JDK HttpClient (HTTP/1.1) moving bytes, 1 caller",
                "JdkHttpClientFloorBenchmark.oneCaller"));
        lines.add(floor(BLOCKING_4, "floor.blocking4.raw-socket", "raw blocking socket, 4 callers",
                "RawSocketFloorBenchmark.fourCallers"));
        lines.add(floor(BLOCKING_4, "floor.blocking4.okhttp", "OkHttp 5.3.2 moving bytes, 4 callers",
                "OkHttpFloorBenchmark.fourCallers"));
        lines.add(floor(BLOCKING_4, "floor.blocking4.vertx", "Vert.x 4.5.27 HttpClient moving bytes, 4 callers",
                "VertxFloorBenchmark.fourCallers"));
        lines.add(floor(IN_FLIGHT_64, "floor.inflight64.okhttp",
                "OkHttp 5.3.2, 64 in flight, default dispatcher (5 per host)", "OkHttpFloorBenchmark.inFlight64"));
        lines.add(floor(IN_FLIGHT_64, "floor.inflight64.okhttp-64-per-host",
                "OkHttp 5.3.2, 64 in flight, dispatcher raised to 64 per host",
                "OkHttpFloorBenchmark.inFlight64PerHost64"));
        lines.add(floor(IN_FLIGHT_64, "floor.inflight64.vertx", "Vert.x 4.5.27 HttpClient, 64 in flight (pool 64)",
                "VertxFloorBenchmark.inFlight64"));
        return List.copyOf(lines);
    }

    private static Line line(Section section, String group, String id, String label, Line.Role role,
            String benchmark, Map<String, String> params) {
        return new Line(id, section, section, group, label, role, benchmark, params);
    }

    private static Line floor(Section path, String id, String label, String benchmark) {
        return new Line(id, FLOORS, path, "", label, FLOOR, benchmark, Map.of());
    }

    /** @return the row with that id */
    public static Line byId(String id) {
        return ALL.stream().filter(line -> line.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no report line " + id));
    }
}
