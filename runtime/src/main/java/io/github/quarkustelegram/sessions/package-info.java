/**
 * Sessions: typed per-chat, per-user and per-chat-member data of the bot's own types, loaded before a handler runs
 * and saved when it completes. A type is marked with {@link io.github.quarkustelegram.sessions.SessionData}; a handler
 * takes it as a parameter (a mutable class, changed in place) or as a {@link io.github.quarkustelegram.sessions.Session}
 * holder (records and other immutable values); other code uses the {@link io.github.quarkustelegram.sessions.Sessions}
 * bean. Values live in a {@link io.github.quarkustelegram.sessions.SessionStore}: in memory by default, on Redis with
 * {@code quarkus.telegram.state.store=redis}. See {@code docs/modules/ROOT/pages/sessions.adoc}.
 */
@NullMarked
package io.github.quarkustelegram.sessions;

import org.jspecify.annotations.NullMarked;
