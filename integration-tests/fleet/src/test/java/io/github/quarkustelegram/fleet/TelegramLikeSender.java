package io.github.quarkustelegram.fleet;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

/**
 * Delivers updates to a webhook served by several instances behind a load balancer, the way Telegram delivers them:
 * <ul>
 * <li>each chat's updates in order, the next one once the previous was answered 200 (Telegram's queue does not
 * pass an update that failed); or, with {@code nextAfter}, also once the previous was in flight that long unanswered
 * and not failed (several of a chat's updates in flight, as Telegram's several connections carry them; a failed one
 * still holds its chat's next ones back until it is answered 200);</li>
 * <li>an answer other than 200, or a connection that fails (an instance killed), is delivered again after its
 * {@code Retry-After} (or {@code retryDelay}) to the next instance, until one answers 200;</li>
 * <li>an update not answered within {@code lateAfter} is delivered again, to another instance, while the first
 * delivery is still pending; so is a share of the updates at once ({@code redeliveryShare}): whichever delivery is
 * answered 200 first ends the update.</li>
 * </ul>
 * Each chat has a thread of its own; the HTTP client is the JDK's.
 */
final class TelegramLikeSender implements AutoCloseable {

    /** One update to deliver. */
    record Outgoing(int updateId, long chatId, String json) {
    }

    private final Supplier<List<URI>> webhooks;
    private final String secret;
    private final double redeliveryShare;
    private final Duration lateAfter;
    private final Duration retryDelay;
    private final Random random;
    private final HttpClient client;
    private final ScheduledExecutorService timers = Executors.newScheduledThreadPool(2);
    private final ExecutorService chats = Executors.newCachedThreadPool();
    private final AtomicInteger attempts = new AtomicInteger();
    private final AtomicInteger redeliveries = new AtomicInteger();
    private final Map<Integer, AtomicInteger> statuses = new ConcurrentHashMap<>();
    private final AtomicInteger next = new AtomicInteger();
    private final AtomicInteger failures = new AtomicInteger();
    private volatile boolean redelivering = true;
    /** A chat's updates delivered one at a time before its updates may overlap ({@code nextAfter}). */
    private static final int WARM_UP_UPDATES = 3;
    /** How long a chat's update may be in flight unanswered before its next one goes too; null: never. */
    private final @Nullable Duration nextAfter;

    TelegramLikeSender(Supplier<List<URI>> webhooks, String secret, double redeliveryShare, Duration lateAfter,
            Duration retryDelay, long seed) {
        this(webhooks, secret, redeliveryShare, lateAfter, retryDelay, seed, null);
    }

    TelegramLikeSender(Supplier<List<URI>> webhooks, String secret, double redeliveryShare, Duration lateAfter,
            Duration retryDelay, long seed, @Nullable Duration nextAfter) {
        this.nextAfter = nextAfter;
        this.webhooks = webhooks;
        this.secret = secret;
        this.redeliveryShare = redeliveryShare;
        this.lateAfter = lateAfter;
        this.retryDelay = retryDelay;
        this.random = new Random(seed);
        this.client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(2)).executor(Executors.newFixedThreadPool(4)).build();
    }

    /** Stops or resumes the late-answer redeliveries (while the test takes Redis away, say). */
    void redelivering(boolean on) {
        redelivering = on;
    }

    /**
     * Delivers every chat's updates, chats in parallel, and waits until each was answered 200.
     *
     * @param byChat each chat's updates, in order
     * @param timeout the longest the whole run may take
     */
    void deliverAll(Map<Long, List<Outgoing>> byChat, Duration timeout) throws Exception {
        List<CompletableFuture<Void>> all = new ArrayList<>();
        for (List<Outgoing> updates : byChat.values()) {
            all.add(CompletableFuture.runAsync(() -> deliverInOrder(updates), chats));
        }
        CompletableFuture.allOf(all.toArray(CompletableFuture[]::new)).get(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    private void deliverInOrder(List<Outgoing> updates) {
        if (nextAfter != null) {
            deliverOverlapping(updates, nextAfter);
            return;
        }
        for (Outgoing update : updates) {
            CompletableFuture<Void> answered = new CompletableFuture<>();
            attempt(update, nextWebhook(null), answered);
            if (redelivering && chance() < redeliveryShare) {
                redeliver(update, answered);
            }
            try {
                answered.get(lateAfter.toMillis(), TimeUnit.MILLISECONDS);
            } catch (TimeoutException late) {
                if (redelivering) {
                    redeliver(update, answered);
                }
                answered.join();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /**
     * In order, the next once the previous was answered, or in flight {@code nextAfter} without a failure; waits for
     * every answer.
     */
    private void deliverOverlapping(List<Outgoing> updates, Duration nextAfter) {
        List<CompletableFuture<Void>> pending = new ArrayList<>();
        for (Outgoing update : updates) {
            Delivery answered = new Delivery();
            pending.add(answered);
            attempt(update, nextWebhook(null), answered);
            if (redelivering && chance() < redeliveryShare) {
                redeliver(update, answered);
            }
            timers.schedule(() -> {
                if (!answered.isDone() && redelivering) {
                    redeliver(update, answered);
                }
            }, lateAfter.toMillis(), TimeUnit.MILLISECONDS);
            // a chat's first updates one at a time: an instance's first calls (its JIT, its Redis connection and
            // scripts) can take longer than nextAfter, and an update not yet received anywhere is passed by the next
            boolean warm = pending.size() > WARM_UP_UPDATES;
            long nextAt = System.nanoTime() + nextAfter.toNanos();
            while (!answered.isDone() && (!warm || answered.failed || System.nanoTime() < nextAt)) {
                try {
                    answered.get(10, TimeUnit.MILLISECONDS);
                } catch (TimeoutException stillInFlight) {
                    // the next goes once this one was in flight long enough, unless it failed meanwhile
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }
        }
        pending.forEach(CompletableFuture::join);
    }

    /** One update's deliveries: answered 200 once; whether one of them failed. */
    private static final class Delivery extends CompletableFuture<Void> {
        volatile boolean failed;
    }

    /** Delivers the update again, to another instance, while its first delivery is pending. */
    private void redeliver(Outgoing update, CompletableFuture<Void> answered) {
        redeliveries.incrementAndGet();
        timers.schedule(() -> attempt(update, nextWebhook(null), answered), 2, TimeUnit.MILLISECONDS);
    }

    private void attempt(Outgoing update, URI webhook, CompletableFuture<Void> answered) {
        if (answered.isDone()) {
            return;
        }
        attempts.incrementAndGet();
        HttpRequest request = HttpRequest.newBuilder(webhook).timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json").header("X-Telegram-Bot-Api-Secret-Token", secret)
                .POST(HttpRequest.BodyPublishers.ofString(update.json())).build();
        client.sendAsync(request, HttpResponse.BodyHandlers.discarding()).whenComplete((response, failure) -> {
            int status = failure != null ? -1 : response.statusCode();
            if (failure != null && failures.incrementAndGet() <= 3) {
                System.out.println("sender: delivery of update " + update.updateId() + " to " + webhook + " failed: "
                        + failure);
            }
            statuses.computeIfAbsent(status, s -> new AtomicInteger()).incrementAndGet();
            if (status == 200) {
                answered.complete(null);
                return;
            }
            if (answered instanceof Delivery delivery) {
                delivery.failed = true;
            }
            long delay = response == null ? retryDelay.toMillis()
                    : response.headers().firstValue("Retry-After").map(s -> Long.parseLong(s) * 1000)
                            .orElse(retryDelay.toMillis());
            timers.schedule(() -> attempt(update, nextWebhook(webhook), answered), delay, TimeUnit.MILLISECONDS);
        });
    }

    private URI nextWebhook(URI after) {
        List<URI> all = webhooks.get();
        URI chosen = all.get(Math.floorMod(next.getAndIncrement(), all.size()));
        if (chosen.equals(after) && all.size() > 1) {
            chosen = all.get(Math.floorMod(next.getAndIncrement(), all.size()));
        }
        return chosen;
    }

    private synchronized double chance() {
        return random.nextDouble();
    }

    /** @return how many HTTP deliveries were made */
    int attempts() {
        return attempts.get();
    }

    /** @return how many updates were delivered a second time on purpose */
    int redeliveries() {
        return redeliveries.get();
    }

    /** @return the answers by status (-1: the connection failed) */
    Map<Integer, Integer> statuses() {
        Map<Integer, Integer> copy = new java.util.TreeMap<>();
        statuses.forEach((status, count) -> copy.put(status, count.get()));
        return copy;
    }

    @Override
    public void close() {
        timers.shutdownNow();
        chats.shutdownNow();
    }
}
