package io.github.quarkustelegram.demo;

import java.util.concurrent.ThreadLocalRandom;

import io.github.quarkustelegram.callbacks.CallbackData;
import io.github.quarkustelegram.keyboards.InlineButtons;
import io.github.quarkustelegram.keyboards.InlineKeyboard;
import io.github.quarkustelegram.model.InlineKeyboardMarkup;

/**
 * The two games of the demo, rolling a dice and flipping a coin, and the keyboard offering them. Kept apart from the
 * handlers so the buttons and the typed requests of {@link GameHandlers} play the same game.
 */
public final class Games {

    private Games() {
    }

    // tag::keyboard[]
    /** What a game button carries: the game it plays, {@code dice} or {@code coin}. */
    @CallbackData("play")
    public record Play(String game) {
    }

    /** @return the inline keyboard under the greeting: one button per game */
    public static InlineKeyboardMarkup keyboard() {
        return InlineKeyboard.builder().row(InlineButtons.callback("Roll a dice", new Play("dice")),
                InlineButtons.callback("Flip a coin", new Play("coin"))).build();
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
