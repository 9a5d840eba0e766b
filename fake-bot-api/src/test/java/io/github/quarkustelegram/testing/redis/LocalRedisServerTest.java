package io.github.quarkustelegram.testing.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Test;

class LocalRedisServerTest {

    @Test
    void startsOnALoopbackPortAndComesBackEmptyAfterARestart() {
        assumeTrue(LocalRedisServer.find().isPresent(), LocalRedisServer.skipReason());
        try (LocalRedisServer redis = LocalRedisServer.start()) {
            assertThat(redis.uri()).isEqualTo("redis://127.0.0.1:" + redis.port());
            assertThat(redis.command("SET answer 42")).isEqualTo("+OK");
            assertThat(redis.command("GET answer")).isEqualTo("$2");
            assertThat(redis.command("DBSIZE")).isEqualTo(":1");

            redis.stop();
            assertThat(redis.running()).isFalse();
            assertThatThrownBy(() -> redis.command("PING")).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("did not answer PING");

            redis.restart();
            assertThat(redis.running()).isTrue();
            assertThat(redis.command("DBSIZE")).isEqualTo(":0");
        }
    }
}
