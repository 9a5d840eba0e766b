package io.github.quarkustelegram.runtime.dispatch;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import io.github.quarkustelegram.dispatch.UpdateHandler;
import io.smallrye.mutiny.Uni;

/** Handlers that record what they saw, for the dispatcher's tests. */
final class Recording {

    final List<String> seen = new CopyOnWriteArrayList<>();

    UpdateHandler handler(String name) {
        return update -> {
            String detail = update.command() != null ? " " + update.command().arguments()
                    : update.match() != null && update.match().groupCount() > 0 ? " " + update.match().group(1) : "";
            seen.add(name + detail);
            return Uni.createFrom().voidItem();
        };
    }
}
