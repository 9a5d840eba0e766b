package io.github.quarkustelegram.testing.telegram;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;

import io.github.quarkustelegram.testing.server.FakeReply;

/**
 * Applies a {@link Chaos} plan: draws the fault of each call before the fake acts on it, and counts what it did.
 * Thread-safe: the draws are made under a lock, so a seed gives one sequence of draws.
 */
final class FaultInjector {

    static final String CONFLICT = "Conflict: terminated by other getUpdates request; make sure that only one bot "
            + "instance is running";
    private static final byte[] BAD_GATEWAY = ("<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n"
            + "<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.18.0</center>\r\n</body>\r\n</html>\r\n")
            .getBytes(StandardCharsets.UTF_8);

    private enum Fault {
        NONE,
        TOO_MANY_REQUESTS,
        SERVER_ERROR,
        BAD_GATEWAY,
        RESET,
        SLOW,
        CONFLICT
    }

    // guarded by this
    private Chaos plan = Chaos.NONE;
    private Random random = new Random(0);
    private long calls;
    private long tooManyRequests;
    private long serverErrors;
    private long connectionResets;
    private long slowAnswers;
    private long conflicts;
    private long lostWebhookAnswers;
    private long polls;
    private RateCheck rates = new RateCheck(RateLimits.NONE);

    /** Sets a new plan, its draws starting from its seed and its counts from zero. */
    synchronized ChaosReport plan(Chaos newPlan) {
        ChaosReport before = report();
        plan = newPlan;
        random = new Random(newPlan.seed());
        rates = new RateCheck(newPlan.rateLimits());
        calls = tooManyRequests = serverErrors = connectionResets = slowAnswers = conflicts = lostWebhookAnswers = 0;
        polls = 0;
        return before;
    }

    synchronized Chaos plan() {
        return plan;
    }

    synchronized ChaosReport report() {
        return new ChaosReport(calls, tooManyRequests, serverErrors, connectionResets, slowAnswers, conflicts,
                lostWebhookAnswers, rates.refused().size());
    }

    /**
     * @param method the method called
     * @param act what the fake does with the call
     * @return the fault's answer (the fake did not act), or the fake's answer, late when the fault is a slow answer
     */
    FakeReply answer(String method, Supplier<FakeReply> act) {
        return answer(method, () -> null, act);
    }

    /**
     * @param method the method called
     * @param chat the call's {@code chat_id} as sent, or null, for the rate limits
     * @param act what the fake does with the call
     * @return the fault's answer (the fake did not act), or the fake's answer, late when the fault is a slow answer
     */
    FakeReply answer(String method, Supplier<String> chat, Supplier<FakeReply> act) {
        Fault fault;
        Chaos current;
        synchronized (this) {
            current = plan;
            if (!current.isActive()) {
                return act.get();
            }
            fault = current.appliesTo(method) ? draw(method) : Fault.NONE;
            if (fault == Fault.NONE || fault == Fault.SLOW) {
                // only a call the fake carries out counts against the rate limits
                RateLimitedCall refused = rates.check(method, chat.get(), System.nanoTime());
                if (refused != null) {
                    return FakeReply.tooManyRequests(refused.retryAfter());
                }
            }
        }
        return switch (fault) {
            case NONE -> act.get();
            case TOO_MANY_REQUESTS -> FakeReply.tooManyRequests((int) current.retryAfter().toSeconds());
            case SERVER_ERROR -> FakeReply.error(500, "Internal Server Error");
            case BAD_GATEWAY -> FakeReply.raw(502, "text/html", BAD_GATEWAY);
            case RESET -> FakeReply.resetConnection();
            case SLOW -> act.get().after(current.slowAnswerDelay());
            case CONFLICT -> FakeReply.error(409, CONFLICT);
        };
    }

    private Fault draw(String method) {
        calls++;
        if (method.equalsIgnoreCase("getUpdates") && ++polls >= 2 && conflicts < plan.conflicts()) {
            conflicts++;
            return Fault.CONFLICT;
        }
        double r = random.nextDouble();
        if ((r -= plan.tooManyRequests()) < 0) {
            tooManyRequests++;
            return Fault.TOO_MANY_REQUESTS;
        }
        if ((r -= plan.serverErrors()) < 0) {
            serverErrors++;
            return random.nextBoolean() ? Fault.SERVER_ERROR : Fault.BAD_GATEWAY;
        }
        if ((r -= plan.connectionResets()) < 0) {
            connectionResets++;
            return Fault.RESET;
        }
        if ((r -= plan.slowAnswers()) < 0) {
            slowAnswers++;
            return Fault.SLOW;
        }
        return Fault.NONE;
    }

    /** @return the calls refused over a rate limit since the plan was set */
    synchronized List<RateLimitedCall> rateLimited() {
        return rates.refused();
    }

    /** @return whether the bot's 2xx to a webhook delivery is to be taken as lost (the update delivered again) */
    synchronized boolean loseWebhookAnswer() {
        if (plan.lostWebhookAnswers() > 0 && random.nextDouble() < plan.lostWebhookAnswers()) {
            lostWebhookAnswers++;
            return true;
        }
        return false;
    }
}
