package io.github.quarkustelegram.examples.formconversation;

import io.github.quarkustelegram.sessions.SessionData;
import io.github.quarkustelegram.sessions.SessionScope;

/** What the form collects, kept per user once confirmed (on Redis, as the conversation). */
@SessionData(scope = SessionScope.USER)
public record Profile(String name, int age) {
}
