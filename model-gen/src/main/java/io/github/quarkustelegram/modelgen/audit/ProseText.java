package io.github.quarkustelegram.modelgen.audit;

/** Turns a description's HTML into one short line of text for an audit message. */
final class ProseText {

    private static final int MAX = 200;

    private ProseText() {
    }

    static String of(String html) {
        String text = html.replaceAll("<[^>]+>", "").replaceAll("\\s+", " ").strip();
        return text.length() <= MAX ? text : text.substring(0, MAX) + "...";
    }
}
