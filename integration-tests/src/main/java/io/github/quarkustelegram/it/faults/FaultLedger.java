package io.github.quarkustelegram.it.faults;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import jakarta.inject.Singleton;

/**
 * What {@link EchoBot} did, update by update: in which order each chat's updates started, how often each update was
 * handled, and how each handling ended. The suite compares it with what the users sent and what the fake Telegram
 * received. Thread-safe.
 */
@Singleton
public class FaultLedger {

    private final Map<Long, List<Integer>> startedByChat = new HashMap<>();
    private final Map<Integer, Integer> starts = new HashMap<>();
    private final Map<Integer, Integer> successes = new HashMap<>();
    private final List<String> failures = new ArrayList<>();
    private int running;

    synchronized void started(long chatId, int updateId) {
        startedByChat.computeIfAbsent(chatId, c -> new ArrayList<>()).add(updateId);
        starts.merge(updateId, 1, Integer::sum);
        running++;
    }

    synchronized void finished(int updateId, Throwable failure) {
        running--;
        if (failure == null) {
            successes.merge(updateId, 1, Integer::sum);
        } else {
            failures.add(updateId + ": " + failure);
        }
    }

    /** @return the update ids each chat's handlings started with, in order */
    public synchronized Map<Long, List<Integer>> startedByChat() {
        Map<Long, List<Integer>> copy = new HashMap<>();
        startedByChat.forEach((chat, ids) -> copy.put(chat, List.copyOf(ids)));
        return copy;
    }

    /** @return how many times each update's handling started */
    public synchronized Map<Integer, Integer> starts() {
        return Map.copyOf(starts);
    }

    /** @return how many times each update was handled to the end, its reply sent */
    public synchronized Map<Integer, Integer> successes() {
        return Map.copyOf(successes);
    }

    /** @return the handlings that failed, as "update_id: cause" */
    public synchronized List<String> failures() {
        return List.copyOf(failures);
    }

    /** @return how many updates are being handled now */
    public synchronized int running() {
        return running;
    }

    /** @return how many updates were handled to the end */
    public synchronized int handled() {
        return successes.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** Forgets everything. */
    public synchronized void clear() {
        startedByChat.clear();
        starts.clear();
        successes.clear();
        failures.clear();
        running = 0;
    }
}
