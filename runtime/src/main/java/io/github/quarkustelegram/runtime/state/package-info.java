/**
 * The state beans ({@code StateBeans}: in memory, or from the {@code SharedState}) and, in {@code redis}, the shared
 * state on Redis (present only with the {@code quarkus-redis-client} extension).
 */
package io.github.quarkustelegram.runtime.state;
