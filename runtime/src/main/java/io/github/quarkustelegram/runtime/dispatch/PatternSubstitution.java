package io.github.quarkustelegram.runtime.dispatch;

import java.util.regex.Pattern;

import io.quarkus.runtime.ObjectSubstitution;

/**
 * How the build records the {@link Pattern} of a text or callback-data trigger ({@link HandlerDefinition#trigger()}),
 * which the recorder cannot make itself: as its flags and its expression, {@code "2:^hi"}, compiled again when the
 * application starts.
 */
public final class PatternSubstitution implements ObjectSubstitution<Pattern, String> {

    @Override
    public String serialize(Pattern pattern) {
        return pattern.flags() + ":" + pattern.pattern();
    }

    @Override
    public Pattern deserialize(String recorded) {
        int colon = recorded.indexOf(':');
        return Pattern.compile(recorded.substring(colon + 1), Integer.parseInt(recorded.substring(0, colon)));
    }
}
