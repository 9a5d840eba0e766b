package io.github.quarkustelegram.testing.server;

import io.netty.handler.codec.http.QueryStringDecoder;

/**
 * A request path of the Bot API protocol, taken apart: {@code /bot<token>/<method>},
 * {@code /bot<token>/test/<method>}, {@code /file/bot<token>/<file path>} and {@code /file/bot<token>/test/<file path>}.
 *
 * @param kind what the path asks for
 * @param token the token, percent-decoded (null for {@link RecordedRequest.Kind#OTHER})
 * @param testEnvironment true when the path goes through {@code /test/}
 * @param target the method name, or the file path (null for {@link RecordedRequest.Kind#OTHER})
 */
record BotApiPath(RecordedRequest.Kind kind, String token, boolean testEnvironment, String target) {

    private static final BotApiPath OTHER = new BotApiPath(RecordedRequest.Kind.OTHER, null, false, null);

    static BotApiPath parse(String path) {
        if (path.startsWith("/bot")) {
            BotApiPath method = split(RecordedRequest.Kind.METHOD, path.substring("/bot".length()));
            // a method name is one segment: /bot<token>/send/Message is no method
            return method.kind == RecordedRequest.Kind.METHOD && method.target.indexOf('/') < 0 ? method : OTHER;
        }
        if (path.startsWith("/file/bot")) {
            return split(RecordedRequest.Kind.FILE, path.substring("/file/bot".length()));
        }
        return OTHER;
    }

    /** {@code <token>/[test/]<rest>} -> token, test flag, rest. */
    private static BotApiPath split(RecordedRequest.Kind kind, String afterBot) {
        int slash = afterBot.indexOf('/');
        if (slash < 0) {
            return OTHER;
        }
        String token = QueryStringDecoder.decodeComponent(afterBot.substring(0, slash));
        String rest = afterBot.substring(slash + 1);
        boolean test = false;
        if (rest.startsWith("test/")) {
            test = true;
            rest = rest.substring("test/".length());
        }
        if (rest.isEmpty()) {
            return OTHER;
        }
        return new BotApiPath(kind, token, test, QueryStringDecoder.decodeComponent(rest));
    }
}
