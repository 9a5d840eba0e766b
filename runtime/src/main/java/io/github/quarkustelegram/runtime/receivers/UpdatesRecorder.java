package io.github.quarkustelegram.runtime.receivers;

import java.util.List;
import java.util.function.Supplier;

import io.github.quarkustelegram.updates.HandledUpdateKinds;
import io.quarkus.arc.Arc;
import io.quarkus.runtime.annotations.Recorder;
import io.quarkus.runtime.shutdown.ShutdownListener;
import io.vertx.core.Handler;
import io.vertx.ext.web.RoutingContext;

/** What the build records for receiving updates: the handled kinds, and the webhook route's handler. */
@Recorder
public class UpdatesRecorder {

    /**
     * @param kinds the handled update kinds, sorted
     * @return the supplier of the {@link HandledUpdateKinds} bean
     */
    public Supplier<HandledUpdateKinds> handledKinds(List<String> kinds) {
        HandledUpdateKinds value = new HandledUpdateKinds(kinds);
        return () -> value;
    }

    /**
     * Called at run-time init, after the run-time configuration and the synthetic beans are ready: the receivers are
     * resolved here, once, not on the first request.
     *
     * @return the handler of the webhook route, handing requests to {@link UpdateReceivers}
     */
    public Handler<RoutingContext> webhookRoute() {
        return new WebhookRoute(Arc.container().instance(UpdateReceivers.class).get());
    }

    /** @return the listener that drains the receivers when the application begins to stop */
    public ShutdownListener shutdownListener() {
        return new ReceiversShutdownListener();
    }
}
