package io.github.quarkustelegram.deployment.updates;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import jakarta.annotation.Priority;
import jakarta.enterprise.inject.Alternative;
import jakarta.inject.Singleton;

import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.updates.UpdateSink;
import io.smallrye.mutiny.Uni;

/**
 * The tests' sink: records the updates. An enabled alternative, so that it replaces the application's own sink (the
 * dispatcher) rather than clash with it.
 */
@Alternative
@Priority(1)
@Singleton
public class RecordingSink implements UpdateSink {

    final List<Update> received = new CopyOnWriteArrayList<>();

    @Override
    public Uni<Void> accept(Update update) {
        received.add(update);
        return Uni.createFrom().voidItem();
    }
}
