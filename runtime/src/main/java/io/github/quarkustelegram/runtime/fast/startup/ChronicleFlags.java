package io.github.quarkustelegram.runtime.fast.startup;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

/**
 * Checks that the JVM was started with the options Chronicle needs, so that a missing one is a clear start-up error
 * naming it, not a stack trace from deep inside Chronicle at the first call.
 *
 * <ul>
 * <li>Required (Chronicle fails without them): {@value #OPEN_REFLECT}, {@value #EXPORT_NIO}.</li>
 * <li>Recommended (without them Chronicle logs errors and warnings at start-up, but works): {@value #EXPORT_REF},
 * {@value #EXPORT_MISC}, {@value #NO_ANALYTICS}.</li>
 * </ul>
 * The checks ask the {@code java.base} module whether it opens or exports the package to this class's module (the
 * unnamed module of its class loader, which {@code ALL-UNNAMED} covers).
 */
public final class ChronicleFlags {

    /** Required: Chronicle reads JDK internals by reflection. */
    public static final String OPEN_REFLECT = "--add-opens=java.base/java.lang.reflect=ALL-UNNAMED";
    /** Required: Chronicle uses the NIO channel internals. */
    public static final String EXPORT_NIO = "--add-exports=java.base/sun.nio.ch=ALL-UNNAMED";
    /** Recommended: silences Chronicle's start-up error about cleaners. */
    public static final String EXPORT_REF = "--add-exports=java.base/jdk.internal.ref=ALL-UNNAMED";
    /** Recommended: silences Chronicle's start-up warnings about {@code jdk.internal.misc}. */
    public static final String EXPORT_MISC = "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED";
    /** Recommended: Chronicle otherwise tries to send usage analytics. */
    public static final String NO_ANALYTICS = "-Dchronicle.analytics.disable=true";

    /** Every option, in the order a command line lists them. */
    public static final List<String> ALL = List.of(OPEN_REFLECT, EXPORT_NIO, EXPORT_REF, EXPORT_MISC, NO_ANALYTICS);

    private static final Logger LOG = Logger.getLogger(ChronicleFlags.class);

    private ChronicleFlags() {
    }

    /** What the JVM was started with; {@link #jvm()} asks the running JVM, tests give their own. */
    public interface Probe {

        /** @return whether {@code java.base} opens the package to the unnamed module */
        boolean opens(String javaBasePackage);

        /** @return whether {@code java.base} exports the package to the unnamed module */
        boolean exports(String javaBasePackage);

        /** @return the system property, or null */
        @Nullable
        String property(String name);

        /** @return whether this runs in a native image, where the fast path does not work */
        boolean nativeImage();
    }

    /** @return the probe of the running JVM */
    public static Probe jvm() {
        Module javaBase = Object.class.getModule();
        Module us = ChronicleFlags.class.getModule();
        return new Probe() {
            @Override
            public boolean opens(String javaBasePackage) {
                return javaBase.isOpen(javaBasePackage, us);
            }

            @Override
            public boolean exports(String javaBasePackage) {
                return javaBase.isExported(javaBasePackage, us);
            }

            @Override
            public @Nullable String property(String name) {
                return System.getProperty(name);
            }

            @Override
            public boolean nativeImage() {
                return System.getProperty("org.graalvm.nativeimage.imagecode") != null;
            }
        };
    }

    /**
     * @param probe the JVM to check
     * @return the required options missing, in command-line order; empty when all are there
     */
    public static List<String> missingRequired(Probe probe) {
        List<String> missing = new ArrayList<>();
        if (!probe.opens("java.lang.reflect")) {
            missing.add(OPEN_REFLECT);
        }
        if (!probe.exports("sun.nio.ch")) {
            missing.add(EXPORT_NIO);
        }
        return missing;
    }

    /**
     * @param probe the JVM to check
     * @return the recommended options missing, in command-line order
     */
    public static List<String> missingRecommended(Probe probe) {
        List<String> missing = new ArrayList<>();
        if (!probe.exports("jdk.internal.ref")) {
            missing.add(EXPORT_REF);
        }
        if (!probe.exports("jdk.internal.misc")) {
            missing.add(EXPORT_MISC);
        }
        if (!"true".equals(probe.property("chronicle.analytics.disable"))) {
            missing.add(NO_ANALYTICS);
        }
        return missing;
    }

    /**
     * Fails when a required option is missing (or in a native image), and logs a warning naming the recommended ones
     * missing.
     *
     * @param probe the JVM to check
     * @throws IllegalStateException naming each missing option and where to set it
     */
    public static void require(Probe probe) {
        Objects.requireNonNull(probe, "probe");
        if (probe.nativeImage()) {
            throw new IllegalStateException("The fast transport (quarkus.telegram.transport=fast) works on the JVM "
                    + "only, not in a native image: set quarkus.telegram.transport=rest-client for native builds");
        }
        List<String> required = missingRequired(probe);
        if (!required.isEmpty()) {
            throw new IllegalStateException(message(required));
        }
        List<String> recommended = missingRecommended(probe);
        if (!recommended.isEmpty()) {
            LOG.warnf("The fast transport works, but Chronicle logs errors at start-up without these JVM options: "
                    + "%s (add them where the others are set; see the fast-path guide)", String.join(" ", recommended));
        }
    }

    /** {@link #require(Probe)} on the running JVM. */
    public static void require() {
        require(jvm());
    }

    /** The start-up error: each missing option on a line of its own, then how to set all of them. */
    static String message(List<String> missing) {
        StringBuilder text = new StringBuilder("The fast transport (quarkus.telegram.transport=fast) writes with "
                + "Chronicle, which needs JVM options this JVM was not started with:");
        for (String option : missing) {
            text.append("\n    ").append(option);
        }
        String all = String.join(" ", ALL);
        text.append("\nStart the JVM with all of: ").append(all)
                .append("\n  - java -jar: java ").append(all).append(" -jar target/quarkus-app/quarkus-run.jar")
                .append("\n  - dev mode: <jvmArgs>").append(all)
                .append("</jvmArgs> in the quarkus-maven-plugin's configuration, or mvn quarkus:dev -Djvm.args=\"")
                .append(all).append('"')
                .append("\n  - tests: the maven-surefire-plugin's <argLine>@{argLine} ").append(all)
                .append("</argLine>")
                .append("\nor go back to the default transport: quarkus.telegram.transport=rest-client");
        return text.toString();
    }
}
