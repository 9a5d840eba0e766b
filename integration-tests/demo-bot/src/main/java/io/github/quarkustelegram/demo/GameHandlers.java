package io.github.quarkustelegram.demo;

import java.util.List;
import java.util.regex.MatchResult;

import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnText;
import io.github.quarkustelegram.dispatch.Reply;

/**
 * The games, reached two ways: by writing "roll a dice" / "flip a coin" (a text pattern) or by pressing a button of
 * the greeting (callback data), which edits the greeting in place rather than adding a message.
 */
public class GameHandlers {

    // tag::text[]
    /** A text pattern, anywhere in a message; its group says which game. */
    @OnText("(?i)\\b(roll a dice|flip a coin)\\b")
    String typed(MatchResult match) {
        return Games.play(match.group(1));
    }
    // end::text[]

    // tag::callback[]
    /**
     * A button of the greeting (the {@link Games.Play} parameter routes its presses here): the outcome as a toast,
     * which stops the button's spinner, then the greeting replaced with it, without the keyboard, so the same game
     * cannot be pressed twice.
     */
    @OnCallbackData
    List<Reply> pressed(Games.Play play) {
        String outcome = Games.play(play.game());
        return List.of(Reply.toast(outcome), Reply.edit(outcome + " Send /start to play again."));
    }
    // end::callback[]
}
