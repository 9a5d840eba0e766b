package io.github.quarkustelegram.broadcasts;

import java.time.Instant;
import java.util.Objects;

/**
 * A scheduled message as a {@link BroadcastStore} keeps it.
 *
 * @param id its id, unique in the store
 * @param due when it is to be sent
 * @param request the request, in the engine's own form (opaque to the store)
 * @param createdAt when it was scheduled
 */
public record StoredMessage(String id, Instant due, String request, Instant createdAt) {

    /** Checks the components. */
    public StoredMessage {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(due, "due");
        Objects.requireNonNull(request, "request");
        Objects.requireNonNull(createdAt, "createdAt");
    }
}
