package io.github.quarkustelegram.modelgen.scrape;

import java.util.Comparator;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Names for the unions the page only spells inline in a Type column ("A or B or C") and never names. A new
 * combination on a newer page has no name here: the audit then stops the build and asks for one, rather than
 * the emitter falling back to Object, and points at the {@linkplain #nearest(Set) nearest} known set.
 *
 * <p>
 * When a newer page adds a member to a set, a maintainer decides whether the name still fits and, if it does,
 * adds the new set under the same name. The older set stays listed so that the previous version's page still
 * scrapes (the IR diff and the cross-checks read it); the two never meet on one page, and if they did the audit
 * would report the name as defined twice.
 */
public final class SyntheticUnionNames {

    /** Member set (as on the page) -> the Java name of the sealed interface. */
    static final Map<Set<String>, String> NAMES = Map.of(
            Set.of("InlineKeyboardMarkup", "ReplyKeyboardMarkup", "ReplyKeyboardRemove", "ForceReply"),
            "ReplyMarkup",
            // sendMediaGroup.media: the album-capable subset of InputMedia.
            Set.of("InputMediaAudio", "InputMediaDocument", "InputMediaLivePhoto", "InputMediaPhoto", "InputMediaVideo"),
            "InputMediaGroupItem",
            // InputRichMessageMedia.media: media a rich message can embed (Bot API 10.2).
            Set.of("InputMediaAnimation", "InputMediaAudio", "InputMediaPhoto", "InputMediaVideo", "InputMediaVoiceNote"),
            "InputRichMedia",
            // Bot API 10.3 adds general files (InputMediaDocument) to the media of a rich message: still InputRichMedia.
            Set.of("InputMediaAnimation", "InputMediaAudio", "InputMediaDocument", "InputMediaPhoto", "InputMediaVideo",
                    "InputMediaVoiceNote"),
            "InputRichMedia");

    private SyntheticUnionNames() {
    }

    static String nameFor(Set<String> members) {
        return NAMES.get(members);
    }

    /**
     * The named set closest to an unnamed one, for the audit's message when a page changes a set: the name, its
     * members, and what differs.
     *
     * @param members an inline member set that has no name
     * @return e.g. {@code InputRichMedia (InputMediaAnimation, ...): the page adds InputMediaDocument}, or empty
     *         when no named set shares a member with it
     */
    public static Optional<String> nearest(Set<String> members) {
        return NAMES.entrySet().stream()
                .filter(e -> e.getKey().stream().anyMatch(members::contains))
                .min(Comparator.<Map.Entry<Set<String>, String>> comparingInt(e -> difference(e.getKey(), members))
                        .thenComparing(Map.Entry::getValue))
                .map(e -> {
                    Set<String> added = new TreeSet<>(members);
                    added.removeAll(e.getKey());
                    Set<String> removed = new TreeSet<>(e.getKey());
                    removed.removeAll(members);
                    StringBuilder text = new StringBuilder(e.getValue()).append(" (")
                            .append(String.join(", ", new TreeSet<>(e.getKey()))).append(")");
                    String sep = ": the page ";
                    if (!added.isEmpty()) {
                        text.append(sep).append("adds ").append(String.join(", ", added));
                        sep = " and ";
                    }
                    if (!removed.isEmpty()) {
                        text.append(sep).append("drops ").append(String.join(", ", removed));
                    }
                    return text.toString();
                });
    }

    private static int difference(Set<String> a, Set<String> b) {
        Set<String> symmetric = new TreeSet<>(a);
        symmetric.addAll(b);
        Set<String> common = new TreeSet<>(a);
        common.retainAll(b);
        symmetric.removeAll(common);
        return symmetric.size();
    }
}
