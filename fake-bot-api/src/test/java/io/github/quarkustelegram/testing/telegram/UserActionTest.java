package io.github.quarkustelegram.testing.telegram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * A {@link UserAction} is a value as the record it was: the fake behind it and its transcript step are not part of
 * it. Made by hand, it has no fake to wait on.
 */
class UserActionTest {

    @Test
    void anActionOfTheFakeEqualsTheSameActionMadeByHand() {
        try (FakeTelegram telegram = FakeTelegram.start()) {
            UserAction sent = telegram.user(42, "Ada").sends("hi");
            UserAction byHand = new UserAction(sent.updateId(), "message", 42, sent.messageId(), null);

            assertThat(sent).isEqualTo(byHand).hasSameHashCodeAs(byHand);
            assertThat(sent).isNotEqualTo(new UserAction(sent.updateId(), "message", 42, sent.messageId(), "q"));
            assertThat(sent).hasToString("UserAction[updateId=" + sent.updateId() + ", kind=message, chatId=42, "
                    + "messageId=" + sent.messageId() + ", queryId=null]");
        }
    }

    @Test
    void anActionMadeByHandHasNoReply() {
        UserAction byHand = new UserAction(7, "message", 42, 3, null);

        assertThatThrownBy(byHand::reply).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("made by hand, not by a FakeUser");
    }
}
