package io.github.quarkustelegram.testing.telegram.control;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import io.github.quarkustelegram.testing.telegram.actions.Action;
import io.github.quarkustelegram.testing.telegram.actions.QueuedUpdate;
import io.github.quarkustelegram.testing.telegram.world.FakeWorld;
import io.github.quarkustelegram.testing.telegram.world.Transcript;
import io.github.quarkustelegram.testing.telegram.world.UpdateQueue;

/**
 * User actions carried out inside the fake: the update is made, written to the transcript, then queued. This table is
 * the one place that knows which class does each {@link Action} ({@link MessageActions}, {@link QueryActions},
 * {@link MemberActions}); the fake's users and its control API both come here.
 */
public final class LocalUserActions {

    /** How each kind of action is done, by its record's class. */
    private final Map<Class<? extends Action>, Function<Action, List<QueuedUpdate>>> table = new HashMap<>();

    public LocalUserActions(FakeWorld world, Transcript transcript, UpdateQueue queue) {
        ActionScene scene = new ActionScene(world, transcript, queue);
        new MessageActions(scene).register(this);
        new QueryActions(scene).register(this);
        new MemberActions(scene).register(this);
    }

    /** Says how a kind of action is done; for the classes of actions, each registering its own. */
    <A extends Action> void on(Class<A> kind, Function<A, List<QueuedUpdate>> handler) {
        if (table.putIfAbsent(kind, action -> handler.apply(kind.cast(action))) != null) {
            throw new IllegalStateException(kind.getSimpleName() + " is done twice");
        }
    }

    /**
     * Carries an action out.
     *
     * @return the updates it queued, in order: none for an action that only declares something
     * @throws IllegalArgumentException when the fake's state does not allow it (no such chat, button, message...)
     */
    public List<QueuedUpdate> perform(Action action) {
        return table.get(action.getClass()).apply(action);
    }

    /** @return the kinds of action this table knows: every record {@link Action} permits, as a test checks */
    public Set<Class<? extends Action>> known() {
        return Set.copyOf(table.keySet());
    }
}
