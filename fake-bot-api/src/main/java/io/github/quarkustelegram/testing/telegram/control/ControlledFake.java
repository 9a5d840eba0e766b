package io.github.quarkustelegram.testing.telegram.control;

import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.testing.telegram.actions.Action;
import io.github.quarkustelegram.testing.telegram.actions.QueuedUpdate;

/**
 * What {@link ControlApi} asks of the fake it serves, beyond its world and transcript: the fake's own verbs, and its
 * chaos plan as the control API's JSON (the plan is public API of the package above, which turns it to and from JSON).
 */
public interface ControlledFake {

    /** @return the updates the action queued */
    List<QueuedUpdate> perform(Action action);

    /** @return the webhook's URL, when one is set */
    Optional<String> webhookUrl();

    /** @return how many updates wait for the bot */
    int pendingUpdates();

    /** Forgets the conversation. */
    void reset();

    /** Declares a group. */
    void group(long chatId, String title);

    /** @return the {@code update_id} of an update put in the queue as given */
    long injectUpdate(String kind, String payloadJson);

    /** @return the reply keyboard the chat's client shows, button texts row by row */
    List<List<String>> replyKeyboard(long chatId);

    /** @return {@code {"plan":{..},"report":{..}}}: the fault plan in force and what it did */
    JsonNode chaos();

    /**
     * @param plan a fault plan as JSON; {@code null} for none
     * @return what the previous plan did, as JSON
     * @throws IllegalArgumentException when the plan is not one
     */
    JsonNode chaos(JsonNode plan);
}
