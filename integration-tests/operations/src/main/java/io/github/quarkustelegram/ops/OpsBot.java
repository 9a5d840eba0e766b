package io.github.quarkustelegram.ops;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.jboss.logging.Logger;

import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.method.AnswerCallbackQuery;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.CallbackQuery;
import io.github.quarkustelegram.model.Message;

/** A bot with a handler per outcome the operations tests look for. */
public class OpsBot {

    private static final Logger LOG = Logger.getLogger(OpsBot.class);

    /** Holds {@link #slow} until a test opens it. */
    public static volatile CountDownLatch gate = new CountDownLatch(0);

    @OnCommand("start")
    SendMessage start(Message message) {
        LOG.info("greeting"); // a log line made while handling: the MDC names the update, its chat and this handler
        return SendMessage.builder(io.github.quarkustelegram.model.ChatId.of(message.chat().id()), "Hello").build();
    }

    @OnCommand("fail")
    void fail(Message message) {
        throw new IllegalStateException("this handler always fails");
    }

    /** Blocks its worker thread, ignoring the deadline's cancellation, until {@link #gate} opens. */
    @OnCommand("slow")
    void slow(Message message) throws InterruptedException {
        CountDownLatch waitFor = gate;
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (waitFor.getCount() > 0 && System.nanoTime() < until) {
            try {
                waitFor.await(until - System.nanoTime(), TimeUnit.NANOSECONDS);
            } catch (InterruptedException ignored) {
                // a handler that does not stop when cancelled: what the liveness check is for
            }
        }
    }

    @OnCallbackData(prefix = "pick:")
    AnswerCallbackQuery pick(CallbackQuery query) {
        return AnswerCallbackQuery.builder(query.id()).text("picked").build();
    }
}
