package io.github.quarkustelegram.deployment.devservices;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.Chaos;
import io.github.quarkustelegram.testing.telegram.FakeTelegram;
import io.quarkus.runtime.LaunchMode;

/** The fake's port: 8089 in dev mode unless configured, a free one in tests; a taken dev default is given up. */
class FakeTelegramPortTest {

    @Test
    void devModeListensOn8089UnlessConfigured() {
        assertThat(FakeTelegramPort.of(OptionalInt.empty(), LaunchMode.DEVELOPMENT))
                .isEqualTo(new FakeTelegramPort(8089, true));
        assertThat(FakeTelegramPort.of(OptionalInt.of(9000), LaunchMode.DEVELOPMENT))
                .isEqualTo(new FakeTelegramPort(9000, false));
    }

    @Test
    void testsListenOnAFreePortUnlessConfigured() {
        assertThat(FakeTelegramPort.of(OptionalInt.empty(), LaunchMode.TEST)).isEqualTo(new FakeTelegramPort(0, false));
        assertThat(FakeTelegramPort.of(OptionalInt.of(9000), LaunchMode.TEST))
                .isEqualTo(new FakeTelegramPort(9000, false));
    }

    @Test
    void aTakenDefaultPortIsGivenUpForAFreeOne() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
                FakeTelegram fake = TelegramDevServicesProcessor
                        .startFake(settings(new FakeTelegramPort(taken.getLocalPort(), true)))) {
            assertThat(fake.baseUrl()).startsWith("http://127.0.0.1:")
                    .doesNotEndWith(":" + taken.getLocalPort());
        }
    }

    @Test
    void aTakenConfiguredPortFailsTheStart() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            assertThatThrownBy(() -> TelegramDevServicesProcessor
                    .startFake(settings(new FakeTelegramPort(taken.getLocalPort(), false))).close())
                    .isInstanceOf(IllegalStateException.class);
        }
    }

    private static FakeTelegramSettings settings(FakeTelegramPort port) {
        return new FakeTelegramSettings(port, "fake_quarkus_bot", "Fake Bot", 100, Chaos.NONE);
    }
}
