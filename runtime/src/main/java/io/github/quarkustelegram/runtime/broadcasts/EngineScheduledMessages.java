package io.github.quarkustelegram.runtime.broadcasts;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

import io.github.quarkustelegram.broadcasts.ScheduledMessages;
import io.github.quarkustelegram.broadcasts.StoredMessage;
import io.github.quarkustelegram.method.TelegramRequest;
import io.smallrye.mutiny.Uni;

/** The {@link ScheduledMessages} bean: the request stored in its form, sent by the engine at its time. */
public final class EngineScheduledMessages implements ScheduledMessages {

    private final SendingParts parts;
    private final BroadcastEngine engine;

    /**
     * @param parts what sending uses
     * @param engine the engine that sends them
     */
    public EngineScheduledMessages(SendingParts parts, BroadcastEngine engine) {
        this.parts = parts;
        this.engine = engine;
    }

    @Override
    public Uni<String> at(Instant at, TelegramRequest<?> request) {
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(request, "request");
        return Uni.createFrom().item(() -> new StoredMessage(BroadcastEngine.newMessageId(), at,
                parts.payloads().of(request), parts.now()))
                .call(message -> parts.store().schedule(message))
                .invoke(message -> {
                    if (!message.due().isAfter(parts.now())) {
                        engine.wake();
                    }
                })
                .map(StoredMessage::id);
    }

    @Override
    public Uni<String> in(Duration delay, TelegramRequest<?> request) {
        return at(parts.now().plus(delay), request);
    }

    @Override
    public Uni<Boolean> cancel(String id) {
        return parts.store().cancel(id);
    }

    @Override
    public Uni<List<Scheduled>> list() {
        return parts.store().scheduled().map(all -> all.stream().map(m -> {
            String[] described = parts.payloads().describe(m.request());
            return new Scheduled(m.id(), m.due(), described[0], described[1], m.createdAt());
        }).toList());
    }
}
