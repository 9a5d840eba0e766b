package io.github.quarkustelegram.examples.inlinemode;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.enterprise.context.ApplicationScoped;

/** What the bot offers inline: a few facts about cats, the most shared first. */
@ApplicationScoped
public class CatFacts {

    /** A fact: its result id, its title in the list, and the message it becomes. */
    public record Fact(String id, String title, String text) {
    }

    static final List<Fact> FACTS = List.of(
            new Fact("sleep", "Cats sleep a lot", "Cats sleep 12 to 16 hours a day."),
            new Fact("purr", "Why cats purr", "Cats purr when content, and to soothe themselves when they are not."),
            new Fact("whiskers", "Whiskers measure gaps", "A cat's whiskers are about as wide as its body."));

    /** result id -> how many times users chose it. */
    private final Map<String, Integer> shared = new ConcurrentHashMap<>();

    /** @return the facts whose title contains the query (all for an empty one), the most shared first */
    public List<Fact> matching(String query) {
        String wanted = query.trim().toLowerCase(Locale.ROOT);
        return FACTS.stream().filter(f -> f.title().toLowerCase(Locale.ROOT).contains(wanted))
                .sorted(Comparator.comparingInt((Fact f) -> -timesShared(f.id()))).toList();
    }

    public void chosen(String resultId) {
        shared.merge(resultId, 1, Integer::sum);
    }

    public int timesShared(String resultId) {
        return shared.getOrDefault(resultId, 0);
    }
}
