/**
 * User actions carried out in the fake ({@link LocalUserActions}, the one table of how each action is done) and their
 * JSON for the control API ({@link ActionCodec}, {@link UserRoutes}). Internal to the fake.
 */
package io.github.quarkustelegram.testing.telegram.control;
