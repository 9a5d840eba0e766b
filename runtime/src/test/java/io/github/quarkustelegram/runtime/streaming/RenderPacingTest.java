package io.github.quarkustelegram.runtime.streaming;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The pacing decision, on the times the test gives. */
class RenderPacingTest {

    private static final long SECOND = 1_000_000_000L;

    @Test
    void theFirstChangeRendersAtOnceAndTheNextWaitsForTheInterval() {
        RenderPacing pacing = new RenderPacing(SECOND, 0);
        assertThat(pacing.delay(0, false)).isEqualTo(RenderPacing.NOTHING);
        assertThat(pacing.delay(5, true)).isZero();
        pacing.rendering(5);
        assertThat(pacing.delay(5 + SECOND / 4, true)).isEqualTo(SECOND * 3 / 4);
        assertThat(pacing.delay(5 + SECOND, true)).isZero();
    }

    @Test
    void withoutAChangeNothingRendersUnlessARefreshIsDue() {
        RenderPacing edits = new RenderPacing(SECOND, 0);
        edits.rendering(0);
        assertThat(edits.delay(60 * SECOND, false)).isEqualTo(RenderPacing.NOTHING);

        RenderPacing drafts = new RenderPacing(SECOND / 2, 20 * SECOND);
        drafts.rendering(0);
        assertThat(drafts.delay(5 * SECOND, false)).isEqualTo(15 * SECOND);
        assertThat(drafts.delay(20 * SECOND, false)).isZero();
    }

    @Test
    void theIntervalCountsFromTheAnswerOfARenderThatTookLong() {
        RenderPacing pacing = new RenderPacing(SECOND, 0);
        pacing.rendering(0);
        pacing.answered(SECOND / 2); // on its way for half a second: Telegram may have had it just now
        assertThat(pacing.delay(SECOND, true)).isEqualTo(SECOND / 2);
        assertThat(pacing.delay(SECOND * 3 / 2, true)).isZero();
    }
}
