package io.github.quarkustelegram.broadcasts;

import io.github.quarkustelegram.dispatch.Reply;

/**
 * A broadcast's message made for each recipient: personalised, localised. Implemented by a CDI bean (any scope), named
 * by its class when the broadcast starts ({@link Broadcasts#start(String, java.util.List, Class)}), so that a restart,
 * or another instance of a fleet, finds it again to go on: the broadcast keeps the class's name, never a lambda.
 *
 * <pre>
 * &#64;ApplicationScoped
 * class Digest implements BroadcastMessage {
 *     &#64;Inject
 *     Subscribers subscribers;
 *
 *     &#64;Override
 *     public Reply.Send message(long chatId) {
 *         return Reply.text("Good morning, " + subscribers.name(chatId) + "! Today: ...");
 *     }
 * }
 * </pre>
 */
@FunctionalInterface
public interface BroadcastMessage {

    /**
     * Called on a worker thread, once per recipient (again if its send is repeated): it may block (read a database).
     *
     * @param chatId the recipient
     * @return the message to send there (its chat is the recipient's, whatever the reply names); a file by
     *         {@code file_id} or URL, never an upload (upload it once first, then broadcast its {@code file_id})
     */
    Reply.Send message(long chatId);
}
