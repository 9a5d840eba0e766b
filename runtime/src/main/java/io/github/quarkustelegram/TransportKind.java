package io.github.quarkustelegram;

/**
 * The transports a client can carry its calls with: {@code quarkus.telegram.transport} in a Quarkus application
 * ({@code rest-client} or {@code fast}), {@link TelegramClient.Builder#transport(TransportKind)} outside CDI.
 */
public enum TransportKind {
    /** The Quarkus REST client: the default, and the one for native builds (not yet proven by a native build). */
    REST_CLIENT,
    /**
     * The fast path: each request written with Chronicle straight into a pooled direct Netty buffer and sent without a
     * copy (a blocking call to a plain-HTTP server on the caller's thread); JVM only, and the JVM needs the options
     * the fast-path guide lists. Uploads still go through the REST client.
     */
    FAST
}
