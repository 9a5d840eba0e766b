package io.github.quarkustelegram.fleet;

import java.time.Instant;
import java.time.temporal.ChronoUnit;

import jakarta.inject.Singleton;

import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateMiddleware;
import io.smallrye.mutiny.Uni;

/** Around every handler: writes the update to the {@link Journal} once its handler succeeded. */
@Singleton
public class JournalMiddleware implements UpdateMiddleware {

    private final Journal journal;

    JournalMiddleware(Journal journal) {
        this.journal = journal;
    }

    @Override
    public Uni<Void> around(UpdateContext update, Next next) {
        long start = nowMicros();
        return Uni.createFrom().deferred(next::proceed).invoke(() -> journal.handled(update.update().updateId(),
                update.chat() == null ? 0 : update.chat().id(), start, nowMicros()));
    }

    private static long nowMicros() {
        Instant now = Instant.now();
        return ChronoUnit.MICROS.between(Instant.EPOCH, now);
    }
}
