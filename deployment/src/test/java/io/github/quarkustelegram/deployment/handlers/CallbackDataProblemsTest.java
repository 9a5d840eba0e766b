package io.github.quarkustelegram.deployment.handlers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import jakarta.enterprise.inject.spi.DeploymentException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.callbacks.CallbackData;
import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.quarkus.test.QuarkusUnitTest;

/** Every mistake with typed callback data fails the build, all at once, each naming its record or its method. */
class CallbackDataProblemsTest {

    private static final String BOT = WrongBot.class.getName();
    private static final String TEST = CallbackDataProblemsTest.class.getName();

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(WrongBot.class, Cart.class, SameAsCart.class, Plain.class,
                    Huge.class, NotARecord.class, Strange.class, BuildFailures.class))
            .assertException(failure -> {
                assertThat(failure).isInstanceOf(DeploymentException.class);
                String messages = BuildFailures.messages(failure);
                assertThat(messages).contains(
                        // tag::too-big[]
                        "@CallbackData record " + TEST + "$Huge can take up to 71 bytes of callback data; Telegram"
                                + " takes 64. Shorten the prefix, use smaller fields, or store it"
                                + " (@CallbackData(stored = true))",
                        // end::too-big[]
                        "The callback data prefix \"cart\" is used by " + TEST + "$Cart and " + TEST + "$SameAsCart",
                        "@CallbackData class " + TEST + "$NotARecord is not a record",
                        "@CallbackData record " + TEST + "$Strange.when: java.time.Instant is not supported",
                        BOT + "#two: parameter 2 (" + TEST + "$Cart other) is a second @CallbackData record",
                        BOT + "#untyped: @OnCallbackData needs exactly one of value, prefix, pattern, or a parameter"
                                + " of a @CallbackData record; got []; the record " + TEST
                                + "$Plain is not annotated @CallbackData",
                        BOT + "#contradicts: @OnCallbackData(prefix = \"other:\") contradicts its @CallbackData"
                                + " parameter, whose data starts with \"cart:\"",
                        BOT + "#command: parameter 1 (" + TEST + "$Cart cart) is a @CallbackData record: only an"
                                + " @OnCallbackData handler takes one");
            });

    @CallbackData("cart")
    public record Cart(int id) {
    }

    @CallbackData("cart")
    public record SameAsCart(long id) {
    }

    public record Plain(int id) {
    }

    // tag::too-big-record[]
    @CallbackData("huge-record") // 11 bytes, 4 separators, 4 longs of up to 14 bytes: 71 bytes
    public record Huge(long a, long b, long c, long d) {
    }
    // end::too-big-record[]

    @CallbackData("x")
    public static class NotARecord {
    }

    @CallbackData("strange")
    public record Strange(java.time.Instant when) {
    }

    public static class WrongBot {

        @OnCallbackData
        void two(Cart cart, Cart other) {
        }

        @OnCallbackData
        void untyped(Plain plain) {
        }

        @OnCallbackData(prefix = "other:")
        void contradicts(Cart cart) {
        }

        @OnCommand("cart")
        void command(Cart cart) {
        }
    }

    @Test
    void theBuildFails() {
        fail("the build should have failed");
    }
}
