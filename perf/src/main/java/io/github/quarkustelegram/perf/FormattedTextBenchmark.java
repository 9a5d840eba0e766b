package io.github.quarkustelegram.perf;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import io.github.quarkustelegram.text.Fmt;
import io.github.quarkustelegram.text.FormattedText;

/**
 * What formatted text costs a bot: composing a typical reply (a dozen pieces, an emoji, a link), rendering it as HTML
 * and MarkdownV2, and splitting a 20,000-unit report with 600 entities at 4096. Run with {@code -prof gc} for the
 * bytes allocated.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(value = 1, jvmArgsAppend = { JulAtInfo.FLAG, JulAtInfo.VERTX_ON_JUL })
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class FormattedTextBenchmark {

    private FormattedText reply;
    private FormattedText report;

    @Setup
    public void setup() {
        reply = compose();
        List<FormattedText> lines = new ArrayList<>();
        for (int i = 0; i < 600; i++) {
            lines.add(Fmt.concat(Fmt.bold("Item " + i), Fmt.text(": 12.50 € 👍 "), Fmt.italic("in stock")));
        }
        report = Fmt.join("\n", lines);
    }

    @Benchmark
    public FormattedText compose() {
        return Fmt.concat(Fmt.bold("Order #42"), Fmt.text(" is "), Fmt.italic(Fmt.bold("on its way"), Fmt.text(" 🚚")),
                Fmt.text("\n"), Fmt.link("Track it", "https://shop.example/track/42"), Fmt.text(" · total "),
                Fmt.code("12.50 €"), Fmt.text("\n"), Fmt.spoiler("a gift inside"), Fmt.text("\n"),
                Fmt.blockquote("Thank you for shopping with us"));
    }

    @Benchmark
    public String toHtml() {
        return reply.toHtml();
    }

    @Benchmark
    public String toMarkdownV2() {
        return reply.toMarkdownV2();
    }

    @Benchmark
    public List<FormattedText> splitReport() {
        return report.split();
    }
}
