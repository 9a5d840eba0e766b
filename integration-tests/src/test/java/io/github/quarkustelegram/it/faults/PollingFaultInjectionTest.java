package io.github.quarkustelegram.it.faults;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.ChaosReport;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** The fault-injection suite through long polling, with one 409 from a competing poller on top. */
@QuarkusTest
@TestProfile(ChaosProfile.Polling.class)
class PollingFaultInjectionTest extends FaultInjectionSuite {

    @Test
    void everyUpdateHandledOnceInOrderAndEveryReplyDeliveredOnce() throws Exception {
        startClean();

        ChaosReport chaos = run("long polling");

        assertThat(chaos.conflicts()).as("409 from a competing poller").isEqualTo(1);
    }
}
