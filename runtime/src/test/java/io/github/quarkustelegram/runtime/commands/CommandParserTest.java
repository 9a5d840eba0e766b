package io.github.quarkustelegram.runtime.commands;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The command reader on texts alone, making a plain string of the parts it read. */
class CommandParserTest {

    private static String parse(String text, String botUsername) {
        return CommandParser.parse(text, botUsername, (name, arguments) -> name + "|" + arguments);
    }

    @Test
    void aCommandIsItsLowerCaseNameThenItsTrimmedArguments() {
        assertThat(parse("/Start", null)).isEqualTo("start|");
        assertThat(parse("/start  ref 42 ", null)).isEqualTo("start|ref 42");
        assertThat(parse("/start\nline two", null)).isEqualTo("start|line two");
    }

    @Test
    void aTextThatDoesNotStartWithACommandIsNone() {
        assertThat(parse(null, null)).isNull();
        assertThat(parse("", null)).isNull();
        assertThat(parse("start", null)).isNull();
        assertThat(parse("/", null)).isNull();
        assertThat(parse("/start!", null)).isNull();
        assertThat(parse("/" + "a".repeat(65), null)).isNull();
        assertThat(parse("/" + "a".repeat(64), null)).isEqualTo("a".repeat(64) + "|");
    }

    @Test
    void aCommandForAnotherBotIsNoneWhenThisBotsNameIsKnown() {
        assertThat(parse("/start@My_Bot go", "my_bot")).isEqualTo("start|go");
        assertThat(parse("/start@other_bot go", "my_bot")).isNull();
        assertThat(parse("/start@other_bot go", null)).isEqualTo("start|go");
        assertThat(parse("/start@", null)).isNull();
    }

    @Test
    void onlyACommandNamingABotNeedsThisBotsName() {
        assertThat(CommandParser.namesABot("/start@my_bot")).isTrue();
        assertThat(CommandParser.namesABot("/start@my_bot now")).isTrue();
        assertThat(CommandParser.namesABot("/start")).isFalse();
        assertThat(CommandParser.namesABot("/start@")).isFalse();
        assertThat(CommandParser.namesABot("/start@bot!")).isFalse();
        assertThat(CommandParser.namesABot(null)).isFalse();
    }
}
