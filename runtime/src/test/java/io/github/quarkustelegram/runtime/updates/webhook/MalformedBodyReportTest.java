package io.github.quarkustelegram.runtime.updates.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;

import org.jboss.logging.Logger;
import org.junit.jupiter.api.Test;

import io.vertx.core.buffer.Buffer;

/** The 400's log line: once per distinct failure, a bounded excerpt, never the secret. */
class MalformedBodyReportTest {

    static final String SECRET = "s3cret_Webhook-Token";

    @Test
    void aFailureIsAWarnOnceThenDebug() {
        MalformedBodyReport report = new MalformedBodyReport(SECRET);
        Buffer body = Buffer.buffer("{\"update_id\": 1, broken");
        MalformedBodyReport.Line first = report.report(body, new IOException("Unexpected character"));
        MalformedBodyReport.Line again = report.report(body, new IOException("Unexpected character"));
        MalformedBodyReport.Line other = report.report(body, new IOException("another reason"));

        assertThat(first.level()).isEqualTo(Logger.Level.WARN);
        assertThat(first.message()).isEqualTo("Webhook body rejected with 400 (Unexpected character; 23 bytes): "
                + "\"{\"update_id\": 1, broken\" [this failure is logged once]");
        assertThat(again).isEqualTo(new MalformedBodyReport.Line(Logger.Level.DEBUG,
                "Webhook body rejected with 400 (Unexpected character; 23 bytes)"));
        assertThat(other.level()).as("a distinct failure").isEqualTo(Logger.Level.WARN);
    }

    @Test
    void beyondTheRememberedFailuresEveryOneIsDebug() {
        MalformedBodyReport report = new MalformedBodyReport(null);
        Buffer body = Buffer.buffer("x");
        for (int i = 0; i < MalformedBodyReport.MAX_REMEMBERED_FAILURES; i++) {
            assertThat(report.report(body, new IOException("reason " + i)).level()).isEqualTo(Logger.Level.WARN);
        }
        assertThat(report.report(body, new IOException("one more")).level()).isEqualTo(Logger.Level.DEBUG);
    }

    @Test
    void theExcerptIsBoundedAndItsControlCharactersBlanked() {
        String excerpt = MalformedBodyReport.excerpt(Buffer.buffer("{\"a\":\n\t\"" + "y".repeat(500)));
        assertThat(excerpt).startsWith("\"{\"a\":  \"yyy").endsWith("\"...");
        assertThat(excerpt).hasSize(MalformedBodyReport.EXCERPT_CHARS + 2 + 3);
        assertThat(MalformedBodyReport.excerpt(Buffer.buffer("short"))).isEqualTo("\"short\"");
        assertThat(MalformedBodyReport.excerpt(Buffer.buffer(""))).isEqualTo("\"\"");
    }

    @Test
    void theSecretIsRedactedFromTheReasonAndTheExcerpt() {
        MalformedBodyReport report = new MalformedBodyReport(SECRET);
        MalformedBodyReport.Line line = report.report(Buffer.buffer("{\"echo\":\"" + SECRET + "\" broken"),
                new IOException("near " + SECRET));
        assertThat(line.message()).doesNotContain(SECRET).contains("near ***").contains("{\"echo\":\"***\"");
    }

    @Test
    void aLongReasonIsCut() {
        MalformedBodyReport.Line line = new MalformedBodyReport(null).report(Buffer.buffer("x"),
                new IOException("r".repeat(1000)));
        assertThat(line.message()).contains("r".repeat(MalformedBodyReport.EXCERPT_CHARS) + "...;")
                .doesNotContain("r".repeat(MalformedBodyReport.EXCERPT_CHARS + 1));
    }
}
