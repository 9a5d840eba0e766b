package io.github.quarkustelegram.modelgen.audit;

import java.util.ArrayList;
import java.util.List;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;

/**
 * Fails loudly on anything the emitter would have to guess. See {@link #problems(ApiSpec)}.
 */
public final class SpecAudit {

    private SpecAudit() {
    }

    /** Throws {@link AuditException} listing every problem, or returns quietly. */
    public static void check(ApiSpec spec) {
        List<String> problems = problems(spec);
        if (!problems.isEmpty()) {
            throw new AuditException(problems);
        }
    }

    /** Every problem found, each naming the type/field or method/parameter at fault. */
    public static List<String> problems(ApiSpec spec) {
        List<String> problems = new ArrayList<>();
        // filled in by the audit implementation
        return problems;
    }

    /** The audit's verdict: the build must stop. */
    public static final class AuditException extends RuntimeException {
        private final List<String> problems;

        public AuditException(List<String> problems) {
            super("The Bot API model cannot be generated without guessing (" + problems.size() + " problem"
                    + (problems.size() == 1 ? "" : "s") + "):\n  - " + String.join("\n  - ", problems));
            this.problems = List.copyOf(problems);
        }

        public List<String> problems() {
            return problems;
        }
    }
}
