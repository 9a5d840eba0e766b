/**
 * The health checks (with {@code quarkus-smallrye-health}, registered by the deployment module only then): the
 * receiver's readiness, the poller's and the dispatcher's liveness. Their details name states, durations and
 * handlers: never the token, the secret or a URL.
 */
@NullMarked
package io.github.quarkustelegram.runtime.health;

import org.jspecify.annotations.NullMarked;
