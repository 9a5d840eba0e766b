/**
 * The conversation engine: finds an update's step in the conversations and applies its transition with the store's
 * compare-and-set. Generic in the dispatcher's context, which it knows nothing of. Internal: applications use
 * {@code io.github.quarkustelegram.dispatch.Conversation}.
 */
@NullMarked
package io.github.quarkustelegram.runtime.dispatch.conversations;

import org.jspecify.annotations.NullMarked;
