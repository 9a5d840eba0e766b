package io.github.quarkustelegram.dispatch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDate;
import java.util.List;

import org.junit.jupiter.api.Test;

/** A conversation's data as a record of the bot's own, and a transition's replies. */
class ConversationRecordsTest {

    record Order(String item, int quantity, List<String> notes, LocalDate by) {
    }

    record Other(String x) {
    }

    @Test
    void aRecordIsKeptAsTextAndReadBackAsItself() {
        Order order = new Order("tea", 2, List.of("green", "no sugar"), LocalDate.of(2026, 12, 24));
        ConversationData data = ConversationData.of(order);
        assertThat(data.names()).containsExactly(ConversationData.RECORD, ConversationData.RECORD_TYPE);
        assertThat(data.get(ConversationData.RECORD)).isEqualTo(
                "{\"by\":\"2026-12-24\",\"item\":\"tea\",\"notes\":[\"green\",\"no sugar\"],\"quantity\":2}");
        assertThat(data.recordType()).isEqualTo(Order.class.getName());
        assertThat(data.as(Order.class)).isEqualTo(order);
        assertThat(ConversationData.empty().as(Order.class)).isNull();
    }

    @Test
    void readingAsAnotherRecordOrWithAReservedNameFails() {
        ConversationData data = ConversationData.of(new Other("x"));
        assertThatThrownBy(() -> data.as(Order.class)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("is a " + Other.class.getName() + ", not a " + Order.class.getName());
        assertThatThrownBy(() -> ConversationData.empty().with(ConversationData.RECORD, "{}"))
                .hasMessageContaining("is where a record is kept");
        ConversationData changed = ConversationData.empty().with("note", "kept")
                .without("note");
        assertThat(changed).isEqualTo(ConversationData.empty());
    }

    @Test
    void aTransitionRepliesInOrderAfterWhatItRepliesAlready() {
        Transition transition = Transition.to("age", new Other("Ada")).reply("How old are you?")
                .reply(Reply.toast("Noted"), Reply.delete());
        assertThat(transition.state()).isEqualTo("age");
        assertThat(transition.data().as(Other.class)).isEqualTo(new Other("Ada"));
        assertThat(transition.replies()).containsExactly(Reply.text("How old are you?"), Reply.toast("Noted"),
                Reply.delete());
        assertThat(Transition.end().reply("Bye").isEnd()).isTrue();
        assertThat(Transition.end().replies()).as("the shared constant is unchanged").isEmpty();
        assertThat(Transition.stay().reply("Again").toString()).isEqualTo("stay replying 1");
    }
}
