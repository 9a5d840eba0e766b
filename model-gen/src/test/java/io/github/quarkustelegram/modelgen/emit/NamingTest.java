package io.github.quarkustelegram.modelgen.emit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

class NamingTest {

    @Test
    void membersAreLowerCamelAndAvoidKeywords() {
        assertThat(Naming.memberName("message_thread_id")).isEqualTo("messageThreadId");
        assertThat(Naming.memberName("id")).isEqualTo("id");
        assertThat(Naming.memberName("default")).isEqualTo("defaultValue");
        assertThat(Naming.memberName("class")).isEqualTo("classValue");
        assertThat(Naming.memberName("hash_code")).isEqualTo("hashCodeValue");
        assertThat(Naming.memberName("to_builder")).isEqualTo("toBuilderValue");
    }

    @Test
    void requestsAreUpperCamel() {
        assertThat(Naming.requestName("sendMessage")).isEqualTo("SendMessage");
        assertThat(Naming.requestName("getMe")).isEqualTo("GetMe");
    }

    @Test
    void constantsAreUpperSnakeOfTheValue() {
        assertThat(Naming.constantNames(List.of("private", "bot_command", "MarkdownV2", "HTML", "video/mp4", "XTR")))
                .containsExactly(
                        entry("private", "PRIVATE"), entry("bot_command", "BOT_COMMAND"),
                        entry("MarkdownV2", "MARKDOWN_V2"), entry("HTML", "HTML"), entry("video/mp4", "VIDEO_MP4"),
                        entry("XTR", "XTR"));
    }

    @Test
    void emojiAreNamedAfterTheirCodePoints() {
        assertThat(Naming.constantNames(List.of("🎲", "❤", "👍", "❤\u200d🔥", "🤷\u200d♂", "☃\uFE0F", "🫡")))
                .containsExactly(
                        entry("🎲", "GAME_DIE"), entry("❤", "HEAVY_BLACK_HEART"), entry("👍", "THUMBS_UP_SIGN"),
                        entry("❤\u200d🔥", "HEAVY_BLACK_HEART_FIRE"), entry("🤷\u200d♂", "SHRUG_MALE_SIGN"),
                        entry("☃\uFE0F", "SNOWMAN"), entry("🫡", "SALUTING_FACE"));
    }

    @Test
    void valuesDifferingOnlyInCaseOrStartingWithADigitGetCharacterNames() {
        assertThat(Naming.constantNames(List.of("a", "A", "i", "I", "1")))
                .containsExactly(
                        entry("a", "LATIN_SMALL_LETTER_A"), entry("A", "LATIN_CAPITAL_LETTER_A"),
                        entry("i", "LATIN_SMALL_LETTER_I"), entry("I", "LATIN_CAPITAL_LETTER_I"),
                        entry("1", "DIGIT_ONE"));
    }

    @Test
    void remainingClashesAreNumberedInValueOrder() {
        assertThat(Naming.constantNames(List.of("foo-bar", "foo_bar", "foo bar baz", "foo.bar.baz")))
                .containsExactly(
                        entry("foo-bar", "FOO_BAR"), entry("foo_bar", "FOO_BAR_2"),
                        entry("foo bar baz", "FOO_BAR_BAZ"), entry("foo.bar.baz", "FOO_BAR_BAZ_2"));
        assertThat(Naming.constantName("2fa_required")).isEqualTo("VALUE_2FA_REQUIRED");
        assertThat(Naming.constantName("default")).isEqualTo("DEFAULT");
    }

    private static java.util.Map.Entry<String, String> entry(String key, String value) {
        return java.util.Map.entry(key, value);
    }
}
