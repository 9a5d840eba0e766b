/**
 * The engine of the public {@code webapp} package: reading signed Telegram data, its HMAC and Ed25519 checks, its
 * freshness and the in-memory replay memory. It names no public {@code webapp} type, so the face may use it.
 */
package io.github.quarkustelegram.runtime.webapp;
