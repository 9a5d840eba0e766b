package io.github.quarkustelegram.fleet;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What the instances' journals say was handled: each update's handlings (instance, start, end), and from them the
 * run's counts.
 */
final class FleetJournal {

    /** One handling. */
    record Handling(int updateId, long chatId, String instance, long startMicros, long endMicros) {
    }

    final List<Handling> handlings = new ArrayList<>();

    static FleetJournal read(List<Path> journals) throws IOException {
        FleetJournal journal = new FleetJournal();
        for (Path path : journals) {
            if (!Files.exists(path)) {
                continue;
            }
            for (String line : Files.readAllLines(path)) {
                String[] f = line.split(" ");
                if (f.length == 10 && f[0].equals("handled")) {
                    journal.handlings.add(new Handling(Integer.parseInt(f[1]), Long.parseLong(f[3]), f[5],
                            Long.parseLong(f[7]), Long.parseLong(f[9])));
                }
            }
        }
        return journal;
    }

    /** @return the handlings of each update */
    Map<Integer, List<Handling>> byUpdate() {
        return handlings.stream().collect(Collectors.groupingBy(Handling::updateId));
    }

    /** @return how many of the expected updates were handled exactly once */
    long handledOnce(List<Integer> expected) {
        Map<Integer, List<Handling>> by = byUpdate();
        return expected.stream().filter(id -> by.getOrDefault(id, List.of()).size() == 1).count();
    }

    /** @return the handlings beyond the first of each update */
    long duplicates() {
        return byUpdate().values().stream().mapToLong(h -> h.size() - 1).sum();
    }

    /** @return the updates handled more than once */
    List<Integer> duplicated() {
        return byUpdate().entrySet().stream().filter(e -> e.getValue().size() > 1).map(Map.Entry::getKey).sorted()
                .toList();
    }

    /** @return the expected updates never handled */
    List<Integer> lost(List<Integer> expected) {
        Map<Integer, List<Handling>> by = byUpdate();
        return expected.stream().filter(id -> !by.containsKey(id)).toList();
    }

    /** @return per chat, how often a handling began before one of a lower update id (by start time) */
    long outOfOrder() {
        long count = 0;
        for (List<Handling> chat : byChat().values()) {
            for (int i = 1; i < chat.size(); i++) {
                if (chat.get(i).updateId() < chat.get(i - 1).updateId()) {
                    count++;
                }
            }
        }
        return count;
    }

    /** @return per chat, how often a handling began before the previous one ended (on any instance) */
    long overlaps() {
        long count = 0;
        for (List<Handling> chat : byChat().values()) {
            for (int i = 1; i < chat.size(); i++) {
                if (chat.get(i).startMicros() < chat.get(i - 1).endMicros()) {
                    count++;
                }
            }
        }
        return count;
    }

    /** @return how many updates each instance handled */
    Map<String, Long> perInstance() {
        return handlings.stream().collect(Collectors.groupingBy(Handling::instance, Collectors.counting()));
    }

    private Map<Long, List<Handling>> byChat() {
        Map<Long, List<Handling>> chats = new HashMap<>();
        for (Handling h : handlings) {
            chats.computeIfAbsent(h.chatId(), c -> new ArrayList<>()).add(h);
        }
        chats.values().forEach(list -> list.sort(Comparator.comparingLong(Handling::startMicros)));
        return chats;
    }
}
