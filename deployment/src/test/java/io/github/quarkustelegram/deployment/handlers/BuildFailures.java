package io.github.quarkustelegram.deployment.handlers;

/** Reads the message of a build failure, whatever Quarkus wrapped it in. */
final class BuildFailures {

    private BuildFailures() {
    }

    static String messages(Throwable failure) {
        StringBuilder all = new StringBuilder();
        for (Throwable t = failure; t != null; t = t.getCause()) {
            all.append(t.getMessage()).append('\n');
        }
        return all.toString();
    }
}
