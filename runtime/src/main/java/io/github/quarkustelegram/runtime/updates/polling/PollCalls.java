package io.github.quarkustelegram.runtime.updates.polling;

import java.util.List;

import io.github.quarkustelegram.method.DeleteWebhook;
import io.github.quarkustelegram.method.GetUpdates;
import io.github.quarkustelegram.model.Update;
import io.smallrye.mutiny.Uni;

/**
 * The two Bot API calls the poll loop makes. An interface of its own rather than the reactive bot: the bot's package
 * reaches the public {@code updates} package, and the engine must not depend on it (no package cycle).
 */
public interface PollCalls {

    /**
     * @param request the long poll
     * @return the updates received
     */
    Uni<List<Update>> getUpdates(GetUpdates request);

    /**
     * @param request what to delete
     * @return true once deleted
     */
    Uni<Boolean> deleteWebhook(DeleteWebhook request);
}
