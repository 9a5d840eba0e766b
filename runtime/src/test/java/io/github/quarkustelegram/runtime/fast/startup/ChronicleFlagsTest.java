package io.github.quarkustelegram.runtime.fast.startup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.Set;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.TelegramClient;
import io.github.quarkustelegram.TransportKind;

/** The start-up check of the JVM options Chronicle needs: each missing one named, with where to set it. */
class ChronicleFlagsTest {

    /** A JVM started with the given packages opened/exported and properties set. */
    record FakeJvm(Set<String> opened, Set<String> exported, @Nullable String analytics, boolean nativeImage)
            implements
                ChronicleFlags.Probe {

        static FakeJvm complete() {
            return new FakeJvm(Set.of("java.lang.reflect"), Set.of("sun.nio.ch", "jdk.internal.ref",
                    "jdk.internal.misc"), "true", false);
        }

        @Override
        public boolean opens(String javaBasePackage) {
            return opened.contains(javaBasePackage);
        }

        @Override
        public boolean exports(String javaBasePackage) {
            return exported.contains(javaBasePackage);
        }

        @Override
        public @Nullable String property(String name) {
            return name.equals("chronicle.analytics.disable") ? analytics : null;
        }
    }

    @Test
    void aJvmWithEveryOptionPasses() {
        assertThatCode(() -> ChronicleFlags.require(FakeJvm.complete())).doesNotThrowAnyException();
        assertThat(ChronicleFlags.missingRequired(FakeJvm.complete())).isEmpty();
        assertThat(ChronicleFlags.missingRecommended(FakeJvm.complete())).isEmpty();
    }

    @Test
    void eachMissingRequiredOptionIsNamedWithWhereToSetIt() {
        FakeJvm bare = new FakeJvm(Set.of(), Set.of("jdk.internal.ref", "jdk.internal.misc"), "true", false);

        IllegalStateException e = catchThrowableOfType(IllegalStateException.class,
                () -> ChronicleFlags.require(bare));

        assertThat(e).hasMessageContaining("quarkus.telegram.transport=fast")
                .hasMessageContaining("\n    --add-opens=java.base/java.lang.reflect=ALL-UNNAMED")
                .hasMessageContaining("\n    --add-exports=java.base/sun.nio.ch=ALL-UNNAMED")
                .hasMessageContaining("java -jar")
                .hasMessageContaining("<jvmArgs>")
                .hasMessageContaining("-Djvm.args=")
                .hasMessageContaining("<argLine>")
                .hasMessageContaining("quarkus.telegram.transport=rest-client");
        assertThat(e.getCause()).isNull();
    }

    @Test
    void onlyTheMissingOptionIsListedAsMissing() {
        FakeJvm noNio = new FakeJvm(Set.of("java.lang.reflect"), Set.of("jdk.internal.ref", "jdk.internal.misc"),
                "true", false);

        assertThat(ChronicleFlags.missingRequired(noNio)).containsExactly(ChronicleFlags.EXPORT_NIO);
        String message = catchThrowableOfType(IllegalStateException.class, () -> ChronicleFlags.require(noNio))
                .getMessage();
        assertThat(message).contains("\n    " + ChronicleFlags.EXPORT_NIO)
                .doesNotContain("\n    " + ChronicleFlags.OPEN_REFLECT);
    }

    @Test
    void recommendedOptionsMissingOnlyWarn() {
        FakeJvm quietless = new FakeJvm(Set.of("java.lang.reflect"), Set.of("sun.nio.ch"), null, false);

        assertThatCode(() -> ChronicleFlags.require(quietless)).doesNotThrowAnyException();
        assertThat(ChronicleFlags.missingRecommended(quietless)).containsExactly(ChronicleFlags.EXPORT_REF,
                ChronicleFlags.EXPORT_MISC, ChronicleFlags.NO_ANALYTICS);
    }

    @Test
    void aNativeImageIsRefusedWhateverTheOptions() {
        FakeJvm nativeImage = new FakeJvm(Set.of("java.lang.reflect"), Set.of("sun.nio.ch"), "true", true);

        assertThat(catchThrowableOfType(IllegalStateException.class, () -> ChronicleFlags.require(nativeImage)))
                .hasMessageContaining("works on the JVM only").hasMessageContaining("rest-client");
    }

    @Test
    void theProbeOfThisJvmSeesWhatItWasStartedWith() {
        // the module system's own answer for a package java.base exports to everyone, and one it never does
        ChronicleFlags.Probe jvm = ChronicleFlags.jvm();
        assertThat(jvm.exports("java.lang")).isTrue();
        assertThat(jvm.opens("java.lang")).isEqualTo(
                Object.class.getModule().isOpen("java.lang", ChronicleFlags.class.getModule()));
        assertThat(jvm.nativeImage()).isFalse();
    }

    @Test
    void theClientBuilderChecksBeforeBuildingAFastClient() {
        boolean complete = ChronicleFlags.missingRequired(ChronicleFlags.jvm()).isEmpty();
        TelegramClient.Builder builder = TelegramClient.builder().token("123:abc")
                .transport(TransportKind.FAST);
        if (complete) {
            try (TelegramClient client = builder.build()) {
                assertThat(client.transportKind()).isEqualTo(TransportKind.FAST);
                assertThat(client.toString()).contains("fast").doesNotContain("123:abc");
            }
        } else {
            assertThat(catchThrowableOfType(IllegalStateException.class, builder::build))
                    .hasMessageContaining(ChronicleFlags.missingRequired(ChronicleFlags.jvm()).get(0));
        }
    }
}
