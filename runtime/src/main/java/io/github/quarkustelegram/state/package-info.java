/**
 * The state a bot keeps about the updates it receives, shared by its instances when it runs as several: the
 * {@link io.github.quarkustelegram.state.UpdateLedger} (no update handled twice, one chat at a time). In memory by
 * default; on Redis with {@code quarkus.telegram.state.store=redis} and the {@code quarkus-redis-client} extension.
 */
package io.github.quarkustelegram.state;
