package org.acme;

import io.github.quarkustelegram.callbacks.CallbackData;
import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.keyboards.InlineButtons;
import io.github.quarkustelegram.keyboards.InlineKeyboard;
import io.github.quarkustelegram.model.InlineKeyboardMarkup;
import io.github.quarkustelegram.model.User;

/**
 * A bot is a bean with annotated methods: the build finds them. /start greets the user with a button; each press
 * edits the greeting to count the presses. What a handler returns is its reply, sent where the update came from.
 */
public class GreetingBot {

    /** What the button carries; Telegram sends it back when the button is pressed. */
    @CallbackData("count")
    public record Count(int times) {
    }

    @OnCommand("start")
    Reply start(User user) {
        return Reply.text("Hello, " + user.firstName() + "!").keyboard(counter(0));
    }

    @OnCallbackData // the Count parameter routes the presses of its buttons here
    Reply pressed(Count count) {
        int times = count.times() + 1;
        // edits the message whose button was pressed (the button's spinner is stopped for the handler)
        return Reply.edit("Pressed " + times + (times == 1 ? " time" : " times")).keyboard(counter(times));
    }

    private static InlineKeyboardMarkup counter(int times) {
        return InlineKeyboard.builder().row(InlineButtons.callback("Press me", new Count(times))).build();
    }
}
