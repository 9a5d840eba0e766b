/**
 * Replies made into requests: where a reply to an update goes ({@link ReplyTarget}: its chat, forum topic, business
 * connection, direct-messages topic, the message and the query it answers), the request each {@code Reply} becomes
 * there ({@link ReplyRequests}), and a handler's result, chosen at build time by its return type, sent in order
 * ({@link ResultDelivery}). Internal: applications use {@code io.github.quarkustelegram.dispatch.Reply}.
 */
@NullMarked
package io.github.quarkustelegram.runtime.replies;

import org.jspecify.annotations.NullMarked;
