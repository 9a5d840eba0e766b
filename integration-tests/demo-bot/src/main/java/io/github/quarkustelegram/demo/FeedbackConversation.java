package io.github.quarkustelegram.demo;

import java.util.stream.IntStream;

import io.github.quarkustelegram.callbacks.CallbackData;
import io.github.quarkustelegram.dispatch.ConversationState;
import io.github.quarkustelegram.dispatch.Conversational;
import io.github.quarkustelegram.dispatch.InConversation;
import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnText;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.dispatch.Transition;
import io.github.quarkustelegram.keyboards.InlineButtons;
import io.github.quarkustelegram.keyboards.InlineKeyboard;
import io.github.quarkustelegram.model.InlineKeyboardMarkup;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.User;

/**
 * {@code /feedback}: a conversation over several messages. The bot asks for a rating (buttons), then for a comment,
 * then thanks the user. {@code /cancel} leaves it at any step, and a conversation left alone for ten minutes ends by
 * itself. Each user has their own, per chat.
 *
 * <p>
 * The steps are annotated handlers with {@link InConversation}: the trigger says which update a step takes, the
 * state says when, and the returned {@link Transition} says where the conversation goes next and what to answer.
 */
// tag::conversation[]
@Conversational(value = "feedback", ttl = "10m") // one per user in each chat
public class FeedbackConversation {

    /** A rating button: the stars it gives. */
    @CallbackData("rate")
    public record Rate(int stars) {
    }

    /** What the conversation remembers between the rating and the comment. */
    public record Rating(int stars) {
    }

    @OnCommand("feedback")
    @InConversation(state = ConversationState.ENTRY)
    Transition start() {
        return Transition.to("rating")
                .reply(Reply.text("How do you like this bot? (/cancel to stop)").keyboard(ratingKeyboard()));
    }

    @OnCallbackData
    @InConversation(state = "rating")
    Transition rated(Rate rate) { // the question edited, so its buttons go away
        return Transition.to("comment", new Rating(rate.stars()))
                .reply(Reply.edit("You rated " + rate.stars() + " of 5. Any comment?"));
    }

    /** Text that is not a command: commands such as {@code /help} still reach their handlers meanwhile. */
    @OnText("^[^/]")
    @InConversation(state = "comment")
    Transition commented(Message message, User user, Rating rating) {
        return Transition.end().reply("Thanks, " + user.firstName() + "! Noted: " + rating.stars() + " of 5, \""
                + message.text() + "\".");
    }

    /** The way out, in any state of the conversation. */
    @OnCommand("cancel")
    @InConversation(state = InConversation.ANY)
    Transition cancel() {
        return Transition.end().reply("Feedback cancelled.");
    }

    /** {@code /cancel} outside the conversation: the step above only applies while it runs. */
    @OnCommand("cancel")
    String nothingToCancel() {
        return "Nothing to cancel.";
    }

    private static InlineKeyboardMarkup ratingKeyboard() {
        return InlineKeyboard.builder().row(IntStream.rangeClosed(1, 5)
                .mapToObj(n -> InlineButtons.callback(String.valueOf(n), new Rate(n))).toList()).build();
    }
}
// end::conversation[]
