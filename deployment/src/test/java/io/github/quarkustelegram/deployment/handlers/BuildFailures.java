package io.github.quarkustelegram.deployment.handlers;

/** Reads the messages of a build failure, whatever Quarkus wrapped them in: causes, and ArC's suppressed problems. */
final class BuildFailures {

    private BuildFailures() {
    }

    static String messages(Throwable failure) {
        StringBuilder all = new StringBuilder();
        append(failure, all);
        return all.toString();
    }

    private static void append(Throwable failure, StringBuilder all) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            all.append(t.getMessage()).append('\n');
            for (Throwable suppressed : t.getSuppressed()) {
                append(suppressed, all);
            }
        }
    }
}
