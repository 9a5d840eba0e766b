package io.github.quarkustelegram.examples.formconversation;

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
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.sessions.Session;

/**
 * {@code /signup}: a form over several messages. Name, then age (a number from 13 to 120, asked again until it is
 * one), then a confirmation with two buttons. {@code /cancel} leaves it at any step; a form left alone for an hour
 * ends by itself. The confirmed answers become the user's {@link Profile}, which {@code /me} shows.
 *
 * <p>
 * The class declares the conversation (one per user and chat); each step is a handler with {@link InConversation}:
 * its trigger says which update it takes, its state when. The state and the answers so far (named values of its
 * {@code ConversationData}) are in the conversation store: on Redis here.
 */
// tag::conversation[]
@Conversational(value = "signup", ttl = "1h")
public class SignupForm {

    /** What the form collected so far: the conversation's data, given back to the next steps. */
    public record Answers(String name, Integer age) {
    }

    @OnCommand("signup")
    @InConversation(state = ConversationState.ENTRY)
    Transition start() {
        return Transition.to("name").reply("Let's sign you up. What is your name? (/cancel to stop)");
    }

    /** Any text but a command: commands such as /me still reach their handlers in the middle of the form. */
    @OnText("^[^/]")
    @InConversation(state = "name")
    Transition name(Message message) {
        String name = message.text().strip();
        if (name.length() > 64) {
            return Transition.stay().reply("That is a long name! At most 64 characters, please.");
        }
        return Transition.to("age", new Answers(name, null)).reply("How old are you, " + name + "?");
    }

    @OnText("^[^/]")
    @InConversation(state = "age")
    Transition age(Message message, Answers answers) {
        String text = message.text().strip();
        int age = text.matches("\\d{1,3}") ? Integer.parseInt(text) : 0; // not a number: out of range too
        if (age < 13 || age > 120) { // asked again, the conversation stays where it is
            return Transition.stay().reply("Please send your age as a number from 13 to 120.");
        }
        return Transition.to("confirm", new Answers(answers.name(), age))
                .reply(Reply.text("Name: " + answers.name() + "\nAge: " + age + "\nIs that right?")
                        .keyboard(InlineKeyboard.of(InlineButtons.callback("Yes, sign me up", "signup:yes"),
                                InlineButtons.callback("No, start again", "signup:no"))));
    }

    /** The question edited into the answer, so that its buttons go away. */
    @OnCallbackData("signup:yes")
    @InConversation(state = "confirm")
    Transition confirmed(Answers answers, Session<Profile> profile) {
        Profile signedUp = new Profile(answers.name(), answers.age());
        profile.set(signedUp); // written to the store once this step completed
        return Transition.end().reply(Reply.edit("Welcome aboard, " + signedUp.name() + "!"));
    }

    @OnCallbackData("signup:no")
    @InConversation(state = "confirm")
    Transition again() {
        return Transition.to("name").reply(Reply.edit("Let's start again. What is your name?"));
    }

    /** A way out of every step of the form. */
    @OnCommand("cancel")
    @InConversation(state = InConversation.ANY)
    Transition cancel() {
        return Transition.end().reply("Sign-up cancelled. /signup starts again.");
    }

    /** /cancel outside the form: its steps apply only while the form runs. */
    @OnCommand("cancel")
    String nothingToCancel() {
        return "Nothing to cancel.";
    }

    @OnCommand("me")
    String me(Session<Profile> profile) {
        Profile me = profile.get(); // null until a form was confirmed
        return me == null ? "You have not signed up yet: /signup" : "You are " + me.name() + ", " + me.age() + ".";
    }
}
// end::conversation[]
