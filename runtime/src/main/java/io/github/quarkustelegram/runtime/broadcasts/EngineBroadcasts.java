package io.github.quarkustelegram.runtime.broadcasts;

import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.broadcasts.Broadcast;
import io.github.quarkustelegram.broadcasts.BroadcastMessage;
import io.github.quarkustelegram.broadcasts.BroadcastProgress;
import io.github.quarkustelegram.broadcasts.Broadcasts;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.method.TelegramRequest;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;

/** The {@link Broadcasts} bean: a message stored in its form, the recipients handed to the engine. */
public final class EngineBroadcasts implements Broadcasts {

    private static final Pattern ID = Pattern.compile("[A-Za-z0-9._:-]{1,100}");

    private final SendingParts parts;
    private final BroadcastEngine engine;
    /** The id every start uses ({@link #once}), null for a new one each time. */
    private final @Nullable String id;

    /**
     * @param parts what sending uses
     * @param engine the engine that stores and sends
     */
    public EngineBroadcasts(SendingParts parts, BroadcastEngine engine) {
        this(parts, engine, null);
    }

    private EngineBroadcasts(SendingParts parts, BroadcastEngine engine, @Nullable String id) {
        this.parts = parts;
        this.engine = engine;
        this.id = id;
    }

    @Override
    public Broadcasts once(String id) {
        if (!ID.matcher(Objects.requireNonNull(id, "id")).matches()) {
            throw new IllegalArgumentException("A broadcast's id is 1 to 100 letters, digits, '.', '_', ':' or '-': '"
                    + id + "'");
        }
        return new EngineBroadcasts(parts, engine, id);
    }

    @Override
    public Uni<Broadcast> start(String name, List<Long> recipients, Reply.Send message) {
        return start(name, Multi.createFrom().iterable(recipients), message);
    }

    @Override
    public Uni<Broadcast> start(String name, Multi<Long> recipients, Reply.Send message) {
        return start(name, recipients, () -> parts.payloads().of(message), false);
    }

    @Override
    public Uni<Broadcast> start(String name, Multi<Long> recipients, TelegramRequest<?> message) {
        return start(name, recipients, () -> parts.payloads().of(message), false);
    }

    @Override
    public Uni<Broadcast> start(String name, List<Long> recipients, Class<? extends BroadcastMessage> message) {
        return start(name, Multi.createFrom().iterable(recipients), message);
    }

    @Override
    public Uni<Broadcast> start(String name, Multi<Long> recipients, Class<? extends BroadcastMessage> message) {
        return start(name, recipients, () -> parts.payloads().of(message), false);
    }

    @Override
    public Uni<Broadcast> startPaid(String name, Multi<Long> recipients, Reply.Send message) {
        return start(name, recipients, () -> parts.payloads().of(message), true);
    }

    private Uni<Broadcast> start(String name, Multi<Long> recipients, java.util.function.Supplier<String> payload,
            boolean paid) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(recipients, "recipients");
        return Uni.createFrom().item(payload)
                .flatMap(stored -> engine.start(id, name, recipients, stored, paid))
                .map(id -> new BroadcastHandle(id, name, parts, engine));
    }

    @Override
    public Uni<@Nullable Broadcast> find(String id) {
        return parts.store().find(id)
                .map(b -> b == null ? null : new BroadcastHandle(b.id(), b.name(), parts, engine));
    }

    @Override
    public Uni<List<BroadcastProgress>> list() {
        return parts.store().all().map(all -> all.stream().map(b -> BroadcastProgress.of(b, parts.now())).toList());
    }

    @Override
    public Uni<Boolean> remove(String id) {
        return parts.store().find(id).flatMap(b -> {
            if (b == null || !b.state().ended()) {
                return Uni.createFrom().item(false);
            }
            return parts.store().remove(id).replaceWith(true);
        });
    }
}
