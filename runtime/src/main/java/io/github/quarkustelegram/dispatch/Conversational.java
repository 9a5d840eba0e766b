package io.github.quarkustelegram.dispatch;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares a {@link Conversation} whose steps are the class's {@link InConversation} handlers, instead of a
 * {@code @Produces Conversation} method.
 *
 * <pre>
 * &#64;Conversational(value = "signup", ttl = "1h")
 * public class SignupForm {
 *     record Answers(String name, Integer age) {
 *     }
 *
 *     &#64;OnCommand("signup")
 *     &#64;InConversation(state = ConversationState.ENTRY)
 *     Transition start() {
 *         return Transition.to("name").reply("What is your name?");
 *     }
 *
 *     &#64;OnText("^[^/]")
 *     &#64;InConversation(state = "name")
 *     Transition name(Message message) {
 *         return Transition.to("age", new Answers(message.text(), null)).reply("How old are you?");
 *     }
 *
 *     &#64;OnCommand("cancel")
 *     &#64;InConversation(state = InConversation.ANY)
 *     Transition cancel() {
 *         return Transition.end().reply("Cancelled.");
 *     }
 * }
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Conversational {

    /**
     * The conversation's name, unique in the application.
     *
     * @return the name
     */
    String value();

    /**
     * Whose conversation an update belongs to.
     *
     * @return the key, by default the user in a chat
     */
    Key key() default Key.CHAT_AND_USER;

    /**
     * How long the conversation lives without an update moving it, as Quarkus writes durations ({@code 15m},
     * {@code 1h}, {@code PT30S}); checked at build time.
     *
     * @return the time to live
     */
    String ttl() default "15m";

    /** The {@link ConversationKey}s an annotation can name. */
    enum Key {
        /** {@link ConversationKey#CHAT}: one conversation per chat. */
        CHAT(ConversationKey.CHAT),
        /** {@link ConversationKey#USER}: one per user, across chats. */
        USER(ConversationKey.USER),
        /** {@link ConversationKey#CHAT_AND_USER}: one per user in each chat. */
        CHAT_AND_USER(ConversationKey.CHAT_AND_USER);

        private final ConversationKey key;

        Key(ConversationKey key) {
            this.key = key;
        }

        /** @return the key */
        public ConversationKey key() {
            return key;
        }
    }
}
