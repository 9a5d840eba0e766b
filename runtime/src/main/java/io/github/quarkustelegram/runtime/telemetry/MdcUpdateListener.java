package io.github.quarkustelegram.runtime.telemetry;

import jakarta.annotation.Priority;

import org.jboss.logging.MDC;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.hooks.UpdateListener;
import io.github.quarkustelegram.hooks.UpdateObserver;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.dispatch.UpdateOrder;

/**
 * Log lines made while an update is handled carry it in the MDC: {@code telegram.update_id}, {@code telegram.chat_id}
 * (the sender's id for updates without a chat) and {@code telegram.handler} once chosen, on every thread the handling
 * runs on; what was there before is put back after. A JSON log format ({@code quarkus-logging-json}) prints them as
 * fields; a pattern names them with {@code %X{telegram.update_id}}.
 */
@Priority(TelemetryPriorities.MDC)
public class MdcUpdateListener implements UpdateListener {

    /** The MDC keys. */
    public static final String UPDATE_ID = "telegram.update_id";
    public static final String CHAT_ID = "telegram.chat_id";
    public static final String HANDLER = "telegram.handler";

    @Override
    public UpdateObserver onUpdate(Update update) {
        return new Observer(update);
    }

    private static final class Observer implements UpdateObserver {

        private final Update update;
        private volatile @Nullable String handler;

        Observer(Update update) {
            this.update = update;
        }

        @Override
        public Scope enter() {
            Object previousUpdate = MDC.put(UPDATE_ID, update.updateId());
            UpdateOrder order = UpdateOrder.of(update);
            Object chatId = order == UpdateOrder.NONE ? null : (Object) order.id(update);
            Object previousChat = chatId == null ? MDC.get(CHAT_ID) : MDC.put(CHAT_ID, chatId);
            String name = handler;
            Object previousHandler = name == null ? MDC.get(HANDLER) : MDC.put(HANDLER, name);
            return () -> {
                restore(UPDATE_ID, previousUpdate);
                restore(CHAT_ID, previousChat);
                restore(HANDLER, previousHandler);
            };
        }

        @Override
        public void handlerChosen(UpdateContext context) {
            handler = context.handlerName();
        }

        private static void restore(String key, @Nullable Object previous) {
            if (previous == null) {
                MDC.remove(key);
            } else {
                MDC.put(key, previous);
            }
        }
    }
}
