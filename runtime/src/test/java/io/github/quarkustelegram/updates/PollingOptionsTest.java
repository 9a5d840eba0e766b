package io.github.quarkustelegram.updates;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.model.UpdateType;

class PollingOptionsTest {

    @Test
    void defaults() {
        PollingOptions options = PollingOptions.defaults();
        assertThat(options.timeout()).isEqualTo(Duration.ofSeconds(50));
        assertThat(options.limit()).isEqualTo(100);
        assertThat(options.allowedUpdates()).isNull();
        assertThat(options.initialBackoff()).isEqualTo(Duration.ofSeconds(1));
        assertThat(options.maxBackoff()).isEqualTo(Duration.ofSeconds(30));
        assertThat(options.maxHandlingAttempts()).isEqualTo(3);
        assertThat(options.drainTimeout()).isEqualTo(Duration.ofSeconds(10));
    }

    @Test
    void rejectsWhatTelegramOrTheLoopCannotTake() {
        PollingOptions options = PollingOptions.defaults();
        assertThatIllegalArgumentException().isThrownBy(() -> options.withLimit(0));
        assertThatIllegalArgumentException().isThrownBy(() -> options.withLimit(101));
        assertThatIllegalArgumentException().isThrownBy(() -> options.withTimeout(Duration.ofSeconds(-1)));
        assertThatIllegalArgumentException().isThrownBy(() -> options.withBackoff(Duration.ZERO, Duration.ofSeconds(1)));
        assertThatIllegalArgumentException()
                .isThrownBy(() -> options.withBackoff(Duration.ofSeconds(2), Duration.ofSeconds(1)));
        assertThatIllegalArgumentException().isThrownBy(() -> options.withMaxHandlingAttempts(0));
        assertThatIllegalArgumentException().isThrownBy(() -> options.withDrainTimeout(Duration.ofSeconds(-1)));
    }

    @Test
    void copiesTheAllowedUpdates() {
        List<UpdateType> types = new ArrayList<>(List.of(UpdateType.MESSAGE));
        PollingOptions options = PollingOptions.defaults().withAllowedUpdates(types);
        types.add(UpdateType.POLL);
        assertThat(options.allowedUpdates()).containsExactly(UpdateType.MESSAGE);
    }
}
