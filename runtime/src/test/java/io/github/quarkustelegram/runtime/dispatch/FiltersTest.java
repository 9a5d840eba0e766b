package io.github.quarkustelegram.runtime.dispatch;

import static io.github.quarkustelegram.runtime.dispatch.TestUpdates.callback;
import static io.github.quarkustelegram.runtime.dispatch.TestUpdates.message;
import static io.github.quarkustelegram.runtime.dispatch.TestUpdates.poll;
import static io.github.quarkustelegram.runtime.dispatch.TestUpdates.text;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.dispatch.Filters;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateFilter;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.model.ChatType;
import io.github.quarkustelegram.model.MessageEntityType;
import io.github.quarkustelegram.model.Update;

class FiltersTest {

    private static UpdateContext context(Update update) {
        return new DispatchContext(update, () -> null, () -> null);
    }

    private static boolean passes(UpdateFilter filter, Update update) {
        return filter.test(context(update));
    }

    @Test
    void chatTypeAndChat() {
        Update group = message(1, -5, "supergroup", "\"text\":\"hi\"");
        assertThat(passes(Filters.groupChat(), group)).isTrue();
        assertThat(passes(Filters.privateChat(), group)).isFalse();
        assertThat(passes(Filters.chatType(ChatType.SUPERGROUP), group)).isTrue();
        assertThat(passes(Filters.chat(-5), group)).isTrue();
        assertThat(passes(Filters.chat(5), group)).isFalse();
        assertThat(passes(Filters.privateChat(), poll(2))).as("no chat").isFalse();
    }

    @Test
    void sender() {
        Update fromSeven = text(1, 7, "hi");
        assertThat(passes(Filters.from(7, 8), fromSeven)).isTrue();
        assertThat(passes(Filters.from(8), fromSeven)).isFalse();
        assertThat(passes(Filters.fromUsername("USER7"), fromSeven)).isTrue();
        assertThat(passes(Filters.fromBot(), fromSeven)).isFalse();
        assertThat(passes(Filters.from(7), callback(2, 7, "x"))).isTrue();
    }

    @Test
    void content() {
        Update photo = message(1, 7, "private",
                "\"photo\":[{\"file_id\":\"p\",\"file_unique_id\":\"u\",\"width\":1,\"height\":1}]");
        Update document = message(2, 7, "private", "\"document\":{\"file_id\":\"d\",\"file_unique_id\":\"u\"}");
        Update reply = message(3, 7, "private",
                "\"text\":\"re\",\"reply_to_message\":{\"message_id\":1,\"date\":1,\"chat\":{\"id\":7,\"type\":\"private\"}}");
        Update forward = message(4, 7, "private",
                "\"text\":\"fw\",\"forward_origin\":{\"type\":\"hidden_user\",\"date\":1,\"sender_user_name\":\"X\"}");
        Update link = message(5, 7, "private",
                "\"text\":\"see x.io\",\"entities\":[{\"type\":\"url\",\"offset\":4,\"length\":4}]");
        Update captionTag = message(6, 7, "private",
                "\"photo\":[],\"caption\":\"#tag\",\"caption_entities\":[{\"type\":\"hashtag\",\"offset\":0,\"length\":4}]");

        assertThat(passes(Filters.hasPhoto(), photo)).isTrue();
        assertThat(passes(Filters.hasPhoto(), document)).isFalse();
        assertThat(passes(Filters.hasDocument(), document)).isTrue();
        assertThat(passes(Filters.isReply(), reply)).isTrue();
        assertThat(passes(Filters.isReply(), forward)).isFalse();
        assertThat(passes(Filters.isForwarded(), forward)).isTrue();
        assertThat(passes(Filters.hasEntity(MessageEntityType.URL), link)).isTrue();
        assertThat(passes(Filters.hasEntity(MessageEntityType.URL), captionTag)).isFalse();
        assertThat(passes(Filters.hasEntity(MessageEntityType.HASHTAG), captionTag)).isTrue();
        assertThat(passes(Filters.hasText(), link)).isTrue();
        assertThat(passes(Filters.hasText(), photo)).isFalse();
        assertThat(passes(Filters.textMatches(Pattern.compile("x\\.io")), link)).isTrue();
        assertThat(passes(Filters.hasPhoto(), callback(7, 7, "x"))).as("the callback's message has no photo").isFalse();
    }

    @Test
    void andOrNot() {
        Update groupPhoto = message(1, -5, "group",
                "\"photo\":[{\"file_id\":\"p\",\"file_unique_id\":\"u\",\"width\":1,\"height\":1}]");
        Update privatePhoto = message(2, 7, "private",
                "\"photo\":[{\"file_id\":\"p\",\"file_unique_id\":\"u\",\"width\":1,\"height\":1}]");
        Update groupText = message(3, -5, "group", "\"text\":\"t\"");
        // tag::combine[]
        UpdateFilter groupPhotos = Filters.groupChat().and(Filters.hasPhoto());
        UpdateFilter eitherOr = Filters.privateChat().or(Filters.hasText());
        // end::combine[]
        assertThat(passes(groupPhotos, groupPhoto)).isTrue();
        assertThat(passes(groupPhotos, privatePhoto)).isFalse();
        assertThat(passes(groupPhotos, groupText)).isFalse();
        assertThat(passes(eitherOr, privatePhoto)).isTrue();
        assertThat(passes(eitherOr, groupText)).isTrue();
        assertThat(passes(eitherOr, groupPhoto)).isFalse();
        assertThat(passes(groupPhotos.negate(), groupText)).isTrue();
        assertThat(passes(Filters.not(Filters.privateChat()), privatePhoto)).isFalse();
        assertThat(passes(Filters.allOf(Filters.groupChat(), Filters.hasPhoto()), groupPhoto)).isTrue();
        assertThat(passes(Filters.anyOf(), groupPhoto)).isFalse();
        assertThat(passes(Filters.allOf(), groupPhoto)).isTrue();
        assertThat(passes(Filters.kind(UpdateKind.CALLBACK_QUERY), callback(4, 7, "x"))).isTrue();
        assertThat(passes(Filters.callbackData("x"), callback(4, 7, "x"))).isTrue();
        assertThat(passes(Filters.command("start"), text(5, 7, "/start now"))).isTrue();
        assertThat(passes(Filters.command("/start"), text(5, 7, "/stop"))).isFalse();
    }
}
