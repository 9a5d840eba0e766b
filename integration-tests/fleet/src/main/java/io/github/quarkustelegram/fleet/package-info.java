/**
 * One bot meant to run as several instances: notes, {@code /ping} and a {@code /survey} conversation, each handled
 * update written to the instance's {@code Journal}. Its state (the update ledger, conversations, flood budget) is on
 * Redis ({@code quarkus.telegram.state.store=redis}).
 */
package io.github.quarkustelegram.fleet;
