package io.github.quarkustelegram.modelgen.scrape;

import java.util.Map;
import java.util.Set;

/**
 * Names for the unions the page only spells inline in a Type column ("A or B or C") and never names. A new
 * combination on a newer page has no name here: the audit then stops the build and asks for one, rather than
 * the emitter falling back to Object.
 */
public final class SyntheticUnionNames {

    /** Member set (as on the page) -> the Java name of the sealed interface. */
    static final Map<Set<String>, String> NAMES = Map.of(
            Set.of("InlineKeyboardMarkup", "ReplyKeyboardMarkup", "ReplyKeyboardRemove", "ForceReply"),
            "ReplyMarkup",
            // sendMediaGroup.media: the album-capable subset of InputMedia.
            Set.of("InputMediaAudio", "InputMediaDocument", "InputMediaLivePhoto", "InputMediaPhoto", "InputMediaVideo"),
            "InputMediaGroupItem",
            // InputRichMessageMedia.media: media a rich message can embed.
            Set.of("InputMediaAnimation", "InputMediaAudio", "InputMediaPhoto", "InputMediaVideo", "InputMediaVoiceNote"),
            "InputRichMedia");

    private SyntheticUnionNames() {
    }

    static String nameFor(Set<String> members) {
        return NAMES.get(members);
    }
}
