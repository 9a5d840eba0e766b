package io.github.quarkustelegram.runtime.updates.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import io.vertx.core.buffer.Buffer;

/** The body cap, chunk by chunk. */
class BoundedBodyTest {

    static Buffer bytes(int n) {
        return Buffer.buffer("x".repeat(n));
    }

    @Test
    void oneChunkIsKeptAsItIs() {
        BoundedBody body = new BoundedBody(100);
        Buffer chunk = bytes(100);
        assertThat(body.append(chunk)).as("exactly the cap").isTrue();
        assertThat(body.body()).isSameAs(chunk);
    }

    @Test
    void chunksAreGatheredUpToTheCapAndTheOneBeyondRefusesTheBody() {
        BoundedBody body = new BoundedBody(100);
        assertThat(body.append(bytes(40))).isTrue();
        assertThat(body.append(bytes(40))).isTrue();
        assertThat(body.append(bytes(20))).isTrue();
        assertThat(body.body().length()).isEqualTo(100);
        assertThat(body.append(bytes(1))).isFalse();
        assertThat(body.body().length()).as("the refused chunk is not kept").isEqualTo(100);
    }

    @Test
    void aChunkAloneOverTheCapIsRefused() {
        BoundedBody body = new BoundedBody(10);
        assertThat(body.append(bytes(11))).isFalse();
        assertThat(body.body().length()).isZero();
    }

    @Test
    void noBodyIsAnEmptyBuffer() {
        assertThat(new BoundedBody(10).body().length()).isZero();
    }
}
