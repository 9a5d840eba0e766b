package io.github.quarkustelegram.demo;

import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

import io.github.quarkustelegram.model.InlineKeyboardButton;
import io.github.quarkustelegram.model.InlineKeyboardMarkup;

/**
 * The two games of the demo, rolling a dice and flipping a coin, and the keyboard offering them. Kept apart from the
 * handlers so the buttons and the typed requests of {@link GameHandlers} play the same game.
 */
public final class Games {

    /** The callback data of the game buttons starts with this; the rest names the game. */
    public static final String PLAY = "play:";

    private Games() {
    }

    // tag::keyboard[]
    /** @return the inline keyboard under the greeting: one button per game */
    public static InlineKeyboardMarkup keyboard() {
        return InlineKeyboardMarkup.builder(List.of(List.of(
                InlineKeyboardButton.builder("Roll a dice").callbackData(PLAY + "dice").build(),
                InlineKeyboardButton.builder("Flip a coin").callbackData(PLAY + "coin").build()))).build();
    }
    // end::keyboard[]

    /**
     * @param game {@code dice} or {@code coin} (any case; "a dice" and "a coin" too)
     * @return the outcome of one play, e.g. "You rolled a 4." or "You flipped heads."
     */
    public static String play(String game) {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        if (game.toLowerCase().contains("dice")) {
            return "You rolled a " + (1 + random.nextInt(6)) + ".";
        }
        return "You flipped " + (random.nextBoolean() ? "heads" : "tails") + ".";
    }
}
