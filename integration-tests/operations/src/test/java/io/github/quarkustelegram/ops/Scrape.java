package io.github.quarkustelegram.ops;

import static io.restassured.RestAssured.given;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** {@code /q/metrics} in Prometheus's text format, parsed into samples: what a Prometheus server would read. */
record Scrape(String text, List<Sample> samples) {

    private static final Pattern LABEL = Pattern.compile("(\\w+)=\"((?:[^\"\\\\]|\\\\.)*)\"");

    /** One sample: a series and its value. */
    record Sample(String name, Map<String, String> labels, double value) {
    }

    /** @return the endpoint scraped now */
    static Scrape now() {
        String text = given().get("/q/metrics").then().statusCode(200).extract().asString();
        List<Sample> samples = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            int exemplar = line.indexOf(" # {"); // an exemplar (with OpenTelemetry): the trace of one sample
            if (exemplar >= 0) {
                line = line.substring(0, exemplar);
            }
            int brace = line.indexOf('{');
            int space = line.lastIndexOf(' ');
            String name = brace < 0 ? line.substring(0, space) : line.substring(0, brace);
            Map<String, String> labels = new LinkedHashMap<>();
            if (brace >= 0) {
                Matcher m = LABEL.matcher(line.substring(brace, line.lastIndexOf('}') + 1));
                while (m.find()) {
                    labels.put(m.group(1), m.group(2));
                }
            }
            samples.add(new Sample(name, labels, Double.parseDouble(line.substring(space + 1))));
        }
        return new Scrape(text, samples);
    }

    /**
     * @param name a series name
     * @param labels label, value, label, value...: those the series must have (others may be there too)
     * @return the sum of the matching samples' values, 0 when none
     */
    double value(String name, String... labels) {
        return samples.stream().filter(s -> s.name().equals(name) && matches(s, labels)).mapToDouble(Sample::value)
                .sum();
    }

    /** @return whether a sample of that name and labels exists */
    boolean has(String name, String... labels) {
        return samples.stream().anyMatch(s -> s.name().equals(name) && matches(s, labels));
    }

    private static boolean matches(Sample sample, String[] labels) {
        for (int i = 0; i < labels.length; i += 2) {
            if (!labels[i + 1].equals(sample.labels().get(labels[i]))) {
                return false;
            }
        }
        return true;
    }

    /** Scrapes until the scrape satisfies the condition (the metrics of an update are recorded once it ended). */
    static Scrape until(Predicate<Scrape> condition, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        Scrape scrape = now();
        while (!condition.test(scrape) && System.nanoTime() < deadline) {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            scrape = now();
        }
        return scrape;
    }
}
