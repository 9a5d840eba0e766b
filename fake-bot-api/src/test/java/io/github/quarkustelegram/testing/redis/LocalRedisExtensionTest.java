package io.github.quarkustelegram.testing.redis;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The extension's promises, in order: one server for the class, given to lifecycle methods and tests; a test's keys
 * gone before the next; a server a test stopped running again for the next.
 */
@ExtendWith(LocalRedisExtension.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class LocalRedisExtensionTest {

    static LocalRedisServer first;

    @BeforeAll
    static void given(LocalRedisServer redis) {
        first = redis;
    }

    @Test
    @Order(1)
    void theClassHasOneRunningServer(LocalRedisServer redis) {
        assertThat(redis).isSameAs(first);
        assertThat(redis.running()).isTrue();
        assertThat(redis.command("SET left behind")).isEqualTo("+OK");
    }

    @Test
    @Order(2)
    void aTestSeesNoKeyOfAnotherThenStopsTheServer(LocalRedisServer redis) {
        assertThat(redis).isSameAs(first);
        assertThat(redis.command("DBSIZE")).isEqualTo(":0");
        redis.stop();
    }

    @Test
    @Order(3)
    void theNextTestHasItRunningAgain(LocalRedisServer redis) {
        assertThat(redis.running()).isTrue();
        assertThat(redis.command("PING")).isEqualTo("+PONG");
    }
}
