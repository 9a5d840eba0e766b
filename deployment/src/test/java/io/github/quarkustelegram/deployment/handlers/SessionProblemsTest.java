package io.github.quarkustelegram.deployment.handlers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.sessions.Session;
import io.github.quarkustelegram.sessions.SessionData;
import io.github.quarkustelegram.sessions.SessionScope;
import io.quarkus.test.QuarkusUnitTest;

/** Session parameters the engine could not load or save fail the build, each naming its handler and parameter. */
class SessionProblemsTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(WrongBot.class, Score.class, Shape.class, NoCreator.class,
                    Member.class, BuildFailures.class))
            .assertException(failure -> {
                String messages = BuildFailures.messages(failure);
                String bot = WrongBot.class.getName();
                assertThat(messages).contains(bot + "#raw: parameter 1 (" + Session.class.getName()
                        + " session) needs its value's type: Session<T>, T a class annotated @SessionData");
                assertThat(messages).contains(bot + "#text: parameter 1 (" + Session.class.getName()
                        + "<java.lang.String> session) is a Session of java.lang.String, which is not a session type:"
                        + " annotate it with @SessionData");
                assertThat(messages).contains(bot + "#record: parameter 1 (" + Score.class.getName() + " score) is a"
                        + " record, which cannot be changed in place: take a Session<Score>");
                assertThat(messages).contains(bot + "#shape: parameter 1 (" + Session.class.getName() + "<"
                        + Shape.class.getName() + "> shape) is a session of " + Shape.class.getName()
                        + ", which cannot be read back from JSON: it is an interface");
                assertThat(messages).contains(bot + "#noCreator: parameter 1 (" + Session.class.getName() + "<"
                        + NoCreator.class.getName() + "> value) is a session of " + NoCreator.class.getName()
                        + ", which cannot be read back from JSON: it has no no-argument constructor and no"
                        + " @JsonCreator");
                assertThat(messages).contains(bot + "#inline: parameter 1 (" + Session.class.getName() + "<"
                        + Member.class.getName() + "> member) is per CHAT_MEMBER (Member's @SessionData) but"
                        + " inline_query updates have no chat");
            });

    @SessionData
    public record Score(int points) {
    }

    @SessionData
    public interface Shape {
    }

    @SessionData
    public static class NoCreator {
        final int value;

        NoCreator(int value) {
            this.value = value;
        }
    }

    @SessionData(scope = SessionScope.CHAT_MEMBER)
    public record Member(int level) {
    }

    /** Handlers with mistakes. */
    public static class WrongBot {

        @SuppressWarnings("rawtypes")
        @OnCommand("raw")
        void raw(Session session) {
        }

        @OnCommand("text")
        void text(Session<String> session) {
        }

        @OnCommand("record")
        void record(Score score) {
        }

        @OnCommand("shape")
        void shape(Session<Shape> shape) {
        }

        @OnCommand("nocreator")
        void noCreator(Session<NoCreator> value) {
        }

        @OnUpdate(UpdateKind.INLINE_QUERY)
        void inline(Session<Member> member) {
        }
    }

    @Test
    void theBuildFails() {
        fail("the build should have failed");
    }
}
