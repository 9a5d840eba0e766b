package io.github.quarkustelegram.perf.harness.report;

/**
 * A table of the report: one path through a Bot API client, measured the same way for ours and the peers, with
 * how its scores are read.
 */
public enum Section {

    BLOCKING_1("Blocking, 1 caller", "One thread calls sendMessage(42, \"hello\") and waits for the Message, over "
            + "and over.", Sense.TIME, "µs/call", 1e-3),
    BLOCKING_4("Blocking, 4 callers", "Four threads do the same at once, through one client.", Sense.RATE,
            "calls/s", 1),
    IN_FLIGHT_64("64 in flight", "One thread starts 64 calls through the library's own asynchronous API (ours: "
            + "the reactive bot) and waits for all 64; calls per second.", Sense.RATE, "calls/s", 1),
    ENCODE("Encode", "A sendMessage to the body bytes the library would send, with its own serializer.",
            Sense.TIME, "ns/op", 1),
    DECODE("Decode", "An Update's UTF-8 bytes to the library's Update type, with its own JSON set-up.",
            Sense.TIME, "ns/op", 1),
    DISPATCH("Dispatch", "An Update routed through a bot of 20 handlers to the last one tried, the handler's own work "
            + "excluded (its Uni is complete already): what the dispatcher adds to every update.", Sense.TIME, "ns/op",
            1),
    WEBHOOK_INGEST("Webhook ingest", "Updates delivered to a webhook on real HTTP over loopback, 64 connections each "
            + "sending its next update once the last was answered: received, decoded, dispatched to a no-op handler "
            + "and answered 200, against a bare Vert.x route that only parses the body into a JSON tree.",
            Sense.RATE, "updates/s", 1),
    FLOORS("Floors", "The same HTTP exchange with the same server, without a Telegram library: what no client "
            + "can beat on this machine. Each row is compared with the best peer of its path.", Sense.TIME, "", 1);

    /** Which way is better. */
    public enum Sense {
        /** A time per operation: lower is better. */
        TIME,
        /** Operations per second: higher is better. */
        RATE
    }

    private final String title;
    private final String what;
    private final Sense sense;
    private final String unit;
    private final double fromNormalized;

    Section(String title, String what, Sense sense, String unit, double fromNormalized) {
        this.title = title;
        this.what = what;
        this.sense = sense;
        this.unit = unit;
        this.fromNormalized = fromNormalized;
    }

    public String title() {
        return title;
    }

    public String what() {
        return what;
    }

    public Sense sense() {
        return sense;
    }

    /** @return the unit its scores are shown in */
    public String unit() {
        return unit;
    }

    /** @return a normalized score (ns/op or ops/s) in this section's unit */
    public double shown(double normalized) {
        return normalized * fromNormalized;
    }

    /** @return whether {@code a} is better than {@code b}, both normalized */
    public boolean better(double a, double b) {
        return sense == Sense.TIME ? a < b : a > b;
    }
}
