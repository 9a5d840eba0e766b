package io.github.quarkustelegram.modelgen.diff;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import io.github.quarkustelegram.modelgen.diff.Change.Impact;
import io.github.quarkustelegram.modelgen.diff.Change.Kind;

/**
 * What {@link ApiDiff} found between two Bot API versions.
 *
 * @param olderVersion e.g. {@code 10.2}
 * @param olderDate the page's date for it, e.g. {@code July 14, 2026}
 * @param newerVersion e.g. {@code 10.3}
 * @param newerDate e.g. {@code August 24, 2026}
 * @param changes every change, in page order
 */
public record ApiChanges(String olderVersion, String olderDate, String newerVersion, String newerDate,
        List<Change> changes) {

    public ApiChanges {
        changes = List.copyOf(changes);
    }

    /** @return the changes of these kinds, in order */
    public List<Change> of(Kind... kinds) {
        return changes.stream().filter(ApiDiff.kind(kinds)).toList();
    }

    /** @return the changes with this impact, in order */
    public List<Change> with(Impact impact) {
        return changes.stream().filter(c -> c.impact() == impact).toList();
    }

    /** @return the change of this kind to this owner and member, if there is one */
    public Optional<Change> find(Kind kind, String owner, String member) {
        return changes.stream().filter(c -> c.kind() == kind && c.owner().equals(owner)
                && java.util.Objects.equals(c.member(), member)).findFirst();
    }

    /** @return whether nothing changed */
    public boolean isEmpty() {
        return changes.isEmpty();
    }

    /** @return how many changes there are of these kinds */
    public long count(Kind... kinds) {
        return changes.stream().filter(c -> Arrays.asList(kinds).contains(c.kind())).count();
    }
}
