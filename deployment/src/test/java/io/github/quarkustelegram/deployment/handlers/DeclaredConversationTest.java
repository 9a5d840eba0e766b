package io.github.quarkustelegram.deployment.handlers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

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
import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.quarkus.test.QuarkusUnitTest;

/**
 * A conversation declared on its class: steps that reply through their transition, data kept as a record of the bot's
 * own and given back to the next step as a parameter, a way out of any state, a button's edit as a step's reply.
 */
class DeclaredConversationTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(Signup.class, Signup.Answers.class))
            .overrideConfigKey("quarkus.http.test-port", "0")
            .overrideConfigKey("quarkus.telegram.flood-control.enabled", "false");

    // tag::conversation[]
    @Conversational(value = "signup", ttl = "1h")
    public static class Signup {

        /** What the form collects, kept between its steps. */
        public record Answers(String name, Integer age) {
        }

        @OnCommand("signup")
        @InConversation(state = ConversationState.ENTRY)
        Transition start() {
            return Transition.to("name").reply("What is your name?");
        }

        @OnText("^[^/]")
        @InConversation(state = "name")
        Transition name(Message message) {
            return Transition.to("age", new Answers(message.text(), null))
                    .reply("How old are you, " + message.text() + "?");
        }

        @OnText("^[^/]")
        @InConversation(state = "age")
        Transition age(Message message, Answers answers) {
            if (!message.text().matches("\\d{1,3}")) {
                return Transition.stay().reply("A number, please.");
            }
            Answers all = new Answers(answers.name(), Integer.valueOf(message.text()));
            return Transition.to("confirm", all).reply(Reply.text(all.name() + ", " + all.age() + ". Right?")
                    .keyboard(InlineKeyboard.builder().row(InlineButtons.callback("Yes", "signup:yes")).build()));
        }

        @OnCallbackData("signup:yes")
        @InConversation(state = "confirm")
        Transition confirmed(Answers answers) {
            return Transition.end().reply(Reply.edit("Welcome, " + answers.name() + "!"));
        }

        @OnCommand("cancel")
        @InConversation(state = InConversation.ANY) // a way out of every state
        Transition cancel() {
            return Transition.end().reply("Cancelled.");
        }
    }
    // end::conversation[]

    @ConfigProperty(name = "quarkus.telegram.api.base-url")
    String telegramUrl;

    FakeTelegramClient telegram;

    @BeforeEach
    void connect() {
        telegram = FakeTelegramClient.connect(telegramUrl);
    }

    @Test
    void aFormIsFilledInStepByStepItsAnswersKeptAsARecord() {
        FakeUser ada = telegram.user(301, "Ada");
        assertThat(ada.sends("/signup").reply().text()).isEqualTo("What is your name?");
        assertThat(ada.sends("Ada").reply().text()).isEqualTo("How old are you, Ada?");
        assertThat(ada.sends("old").reply().text()).isEqualTo("A number, please.");
        TranscriptEntry question = ada.sends("36").reply();
        assertThat(question.text()).isEqualTo("Ada, 36. Right?");
        assertThat(question.buttons()).containsExactly("Yes");
        TranscriptEntry welcome = ada.presses("Yes").reply();
        assertThat(welcome.kind()).isEqualTo("editMessageText");
        assertThat(welcome.messageId()).isEqualTo(question.messageId());
        assertThat(welcome.text()).isEqualTo("Welcome, Ada!");
        // ended: the form starts again from the top
        assertThat(ada.sends("/signup").reply().text()).isEqualTo("What is your name?");
        assertThat(ada.sends("Again").reply().text()).isEqualTo("How old are you, Again?");
    }

    @Test
    void aWayOutOfAnyState() {
        FakeUser grace = telegram.user(302, "Grace");
        grace.sends("/signup").reply();
        grace.sends("Grace").reply();
        assertThat(grace.sends("/cancel").reply().text()).isEqualTo("Cancelled.");
        List<TranscriptEntry> after = List.of(grace.sends("/signup").reply());
        assertThat(after).extracting(TranscriptEntry::text).containsExactly("What is your name?");
    }
}
