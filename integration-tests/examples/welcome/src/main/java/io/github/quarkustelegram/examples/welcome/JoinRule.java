package io.github.quarkustelegram.examples.welcome;

import java.util.List;
import java.util.Locale;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.config.inject.ConfigProperty;

import io.github.quarkustelegram.model.User;

/** Which join requests the bot approves: those whose name has none of the configured words (spam accounts' bait). */
@ApplicationScoped
public class JoinRule {

    private final List<String> declinedWords;

    JoinRule(@ConfigProperty(name = "welcome.declined-words") List<String> declinedWords) {
        this.declinedWords = declinedWords.stream().map(word -> word.toLowerCase(Locale.ROOT)).toList();
    }

    // tag::rule[]
    public boolean accepts(User requester) {
        String name = (requester.firstName() + " " + (requester.lastName() == null ? "" : requester.lastName()))
                .toLowerCase(Locale.ROOT);
        return declinedWords.stream().noneMatch(name::contains);
    }
    // end::rule[]
}
