package io.github.quarkustelegram.modelgen.audit;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.EnumDef;
import io.github.quarkustelegram.modelgen.ir.FieldDef;
import io.github.quarkustelegram.modelgen.ir.MethodDef;
import io.github.quarkustelegram.modelgen.ir.TypeDef;

/**
 * Stage 3: fails loudly on anything the emitter would have to guess. Every problem names its culprit
 * ({@code Type.field}, {@code method.parameter}, {@code method}, {@code Union -> Member}) and says what the page
 * would need to state. There is no fallback to Object or Boolean anywhere after this.
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

    /** Every problem found, in page order. */
    public static List<String> problems(ApiSpec spec) {
        List<String> problems = new ArrayList<>();
        checkNames(spec, problems);
        TypeRefCheck refs = new TypeRefCheck(spec, problems);
        for (TypeDef type : spec.types()) {
            for (FieldDef field : type.fields()) {
                refs.checkField(type.name() + "." + field.name(), field.type());
                checkEnum(spec, type.name() + "." + field.name(), field, problems);
            }
        }
        for (MethodDef method : spec.methods()) {
            for (FieldDef param : method.params()) {
                refs.checkField(method.name() + "." + param.name(), param.type());
                checkEnum(spec, method.name() + "." + param.name(), param, problems);
            }
            if (method.returns() == null) {
                problems.add("method " + method.name() + ": return type not understood from its description: \""
                        + ProseText.of(method.description()) + "\"");
            } else {
                refs.checkResult(method.name(), method.returns());
            }
        }
        new UnionCheck(spec, problems).checkAll();
        for (EnumDef e : spec.enums()) {
            if (e.values().isEmpty()) {
                problems.add("enum " + e.name() + ": no known values were found");
            }
        }
        return problems;
    }

    private static void checkNames(ApiSpec spec, List<String> problems) {
        Set<String> javaNames = new HashSet<>();
        for (TypeDef type : spec.types()) {
            if (!javaNames.add(type.name())) {
                problems.add("type " + type.name() + ": defined twice");
            }
        }
        for (MethodDef method : spec.methods()) {
            String requestName = Character.toUpperCase(method.name().charAt(0)) + method.name().substring(1);
            if (!javaNames.add(requestName)) {
                problems.add("method " + method.name() + ": its request class " + requestName
                        + " would clash with a type or another method");
            }
        }
        for (EnumDef e : spec.enums()) {
            if (!javaNames.add(e.name())) {
                problems.add("enum " + e.name() + ": name clashes with a type, a request or another enum");
            }
        }
    }

    private static void checkEnum(ApiSpec spec, String where, FieldDef field, List<String> problems) {
        if (field.enumName() != null && spec.enumDef(field.enumName()).isEmpty()) {
            problems.add(where + ": refers to enum " + field.enumName() + ", which does not exist");
        }
    }

    /** The audit's verdict: the build must stop. */
    public static final class AuditException extends RuntimeException {
        private static final long serialVersionUID = 1L;
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
