package io.github.quarkustelegram.runtime.sessions;

import java.util.ArrayList;
import java.util.List;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.UpdateContext;
import io.smallrye.mutiny.Uni;

/**
 * The session parameters of one annotated handler: loaded before it runs, placed in their positions of the
 * invoker's arguments, and saved after its result completed. Made once, at start; a handler without session
 * parameters has none of this.
 */
public final class HandlerSessions {

    private record Slot(int position, SessionType<?> type, boolean holder) {
    }

    private final SessionEngine engine;
    private final List<Slot> slots;

    private HandlerSessions(SessionEngine engine, List<Slot> slots) {
        this.engine = engine;
        this.slots = slots;
    }

    /**
     * @param parameters the handler's session parameters
     * @param engine the engine
     * @param loader where the classes are
     * @return what loads and saves them, null when there are none
     */
    public static @Nullable HandlerSessions of(List<SessionParameter> parameters, SessionEngine engine,
            ClassLoader loader) {
        if (parameters.isEmpty()) {
            return null;
        }
        List<Slot> slots = new ArrayList<>();
        for (SessionParameter parameter : parameters) {
            try {
                slots.add(new Slot(parameter.position(), SessionType.of(Class.forName(parameter.type(), false, loader)),
                        parameter.holder()));
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException("The session type " + parameter.type() + " is not on the class path", e);
            }
        }
        return new HandlerSessions(engine, List.copyOf(slots));
    }

    /**
     * @param update the update
     * @return the handler's sessions, loaded in the order of its parameters
     */
    public Uni<Loaded> load(UpdateContext update) {
        Uni<List<@Nullable LoadedSession<?>>> all = Uni.createFrom().item(() -> new ArrayList<>(slots.size()));
        for (Slot slot : slots) {
            all = all.chain(loaded -> load(update, slot).map(session -> {
                loaded.add(session);
                return loaded;
            }));
        }
        return all.map(Loaded::new);
    }

    /**
     * A parameter's session, or the context's: that one is absent (null) when the update has no key for it (the
     * language choice of a channel post, which has no sender), where a parameter's fails the handler.
     */
    private Uni<@Nullable LoadedSession<?>> load(UpdateContext update, Slot slot) {
        Uni<@Nullable LoadedSession<?>> loaded = engine.load(update, slot.type()).map(session -> session);
        if (slot.position() != SessionParameter.CONTEXT) {
            return loaded;
        }
        return loaded.onFailure(IllegalArgumentException.class).recoverWithNull();
    }

    /** One update's loaded sessions. */
    public final class Loaded {

        private final List<@Nullable LoadedSession<?>> sessions;

        private Loaded(List<@Nullable LoadedSession<?>> sessions) {
            this.sessions = sessions;
        }

        /**
         * @param type a session type this handler loads
         * @param <T> the type
         * @return its value as loaded for this update; null when absent, or not loaded for this handler
         */
        public <T> @Nullable T value(Class<T> type) {
            for (int i = 0; i < slots.size(); i++) {
                LoadedSession<?> session = sessions.get(i);
                if (session != null && slots.get(i).type().type() == type) {
                    return type.cast(session.get());
                }
            }
            return null;
        }

        /** @param arguments the invoker's arguments: each session parameter's position gets its value or holder */
        public void fill(Object[] arguments) {
            for (int i = 0; i < slots.size(); i++) {
                LoadedSession<?> session = sessions.get(i);
                if (slots.get(i).position() != SessionParameter.CONTEXT && session != null) {
                    arguments[slots.get(i).position()] = slots.get(i).holder() ? session : session.get();
                }
            }
        }

        /** @return done when every changed value is written, in the order of the parameters */
        public Uni<Void> save() {
            Uni<Void> saved = Uni.createFrom().voidItem();
            for (LoadedSession<?> session : sessions) {
                if (session != null) {
                    saved = saved.chain(() -> engine.save(session));
                }
            }
            return saved;
        }
    }
}
