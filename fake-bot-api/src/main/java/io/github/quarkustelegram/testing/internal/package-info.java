/**
 * Helpers shared by the fake's packages; not part of its API and free to change.
 */
package io.github.quarkustelegram.testing.internal;
