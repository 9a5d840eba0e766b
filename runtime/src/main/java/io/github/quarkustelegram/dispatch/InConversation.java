package io.github.quarkustelegram.dispatch;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Makes an annotated handler a step of a {@link Conversation}: it is tried only while the conversation is in
 * {@link #state()} for the update's key ({@link ConversationState#ENTRY}: while it is not active, as an entry step),
 * after the conversation's own steps for that state. Its trigger annotation ({@link OnCommand}, {@link OnText}, ...)
 * and filters select the updates, as for any handler.
 *
 * <p>
 * Such a handler may take the {@link ConversationState} as a parameter, and the conversation's data as the record of
 * the bot's own it is ({@link Transition#to(String, Record)}; null before the first); it returns the
 * {@link Transition} (or a {@code Uni} of one), with its replies; {@code void} stays in the state. The conversation
 * itself (key, time to live) is declared on the class with {@link Conversational}, or is a {@link Conversation} bean of
 * that name, which may have no step of its own.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface InConversation {

    /** The state of a step tried in any state of an active conversation, after the state's own (a way out, say). */
    String ANY = "*";

    /**
     * The conversation's name; empty for the one its class declares with {@link Conversational}.
     *
     * @return the name
     */
    String value() default "";

    /**
     * The state the step applies in; {@link ConversationState#ENTRY} for an entry step, {@link #ANY} for every state
     * of an active conversation.
     *
     * @return the state
     */
    String state();
}
