package io.github.quarkustelegram.testing.telegram.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.telegram.actions.Action;
import io.github.quarkustelegram.testing.telegram.actions.AnswerPoll;
import io.github.quarkustelegram.testing.telegram.actions.AskInline;
import io.github.quarkustelegram.testing.telegram.actions.ChooseInlineResult;
import io.github.quarkustelegram.testing.telegram.actions.ConnectBusiness;
import io.github.quarkustelegram.testing.telegram.actions.EditText;
import io.github.quarkustelegram.testing.telegram.actions.JoinGroup;
import io.github.quarkustelegram.testing.telegram.actions.PayInvoice;
import io.github.quarkustelegram.testing.telegram.actions.PressButton;
import io.github.quarkustelegram.testing.telegram.actions.PressCallback;
import io.github.quarkustelegram.testing.telegram.actions.PressEphemeralButton;
import io.github.quarkustelegram.testing.telegram.actions.PromoteBot;
import io.github.quarkustelegram.testing.telegram.actions.RequestToJoin;
import io.github.quarkustelegram.testing.telegram.actions.SendAlbum;
import io.github.quarkustelegram.testing.telegram.actions.SendDocument;
import io.github.quarkustelegram.testing.telegram.actions.SendInTopic;
import io.github.quarkustelegram.testing.telegram.actions.SendPhoto;
import io.github.quarkustelegram.testing.telegram.actions.SendReply;
import io.github.quarkustelegram.testing.telegram.actions.SendText;
import io.github.quarkustelegram.testing.telegram.actions.SetBotBlocked;
import io.github.quarkustelegram.testing.telegram.actions.SetMemberStatus;
import io.github.quarkustelegram.testing.telegram.actions.StopGeneration;
import io.github.quarkustelegram.testing.telegram.actions.TurnTopicsOn;
import io.github.quarkustelegram.testing.telegram.actions.WriteToBusiness;

/**
 * The bodies the READMEs' {@code curl} lines post to {@code /fake/users/{id}/<route>} are the actions they always
 * were: the private chat unless the body names a chat, and the defaults of the old routes.
 */
class UserRoutesTest {

    static Stream<Arguments> routes() {
        return Stream.of(
                Arguments.of("messages", "{\"text\":\"/start\",\"first_name\":\"Ada\"}", new SendText(42, "Ada", 42,
                        "/start")),
                Arguments.of("messages", "{\"chat_id\":-100,\"text\":\"hi\"}", new SendText(42, null, -100, "hi")),
                Arguments.of("callback-queries", "{\"button_text\":\"Next »\"}", new PressButton(42, null, 42,
                        "Next »")),
                Arguments.of("callback-queries", "{\"message_id\":5,\"data\":\"d\"}", new PressCallback(42, null, 42, 5,
                        "d")),
                Arguments.of("callback-queries", "{\"chat_id\":-100,\"ephemeral_message_id\":9,\"data\":\"pay\"}",
                        new PressEphemeralButton(42, null, -100, 9, "pay")),
                Arguments.of("stopped-generations", "{}", new StopGeneration(42, null, 42)),
                Arguments.of("inline-queries", "{\"query\":\"cats\"}", new AskInline(42, null, "cats")),
                Arguments.of("photos", "{\"caption\":\"cat\"}", new SendPhoto(42, null, 42, "cat")),
                Arguments.of("edits", "{\"message_id\":3,\"text\":\"new\"}", new EditText(42, null, 42, 3, "new")),
                Arguments.of("bot-blocked", "{}", new SetBotBlocked(42, null, true)),
                Arguments.of("bot-blocked", "{\"blocked\":false}", new SetBotBlocked(42, null, false)),
                Arguments.of("documents", "{\"file_name\":\"hello.txt\",\"mime_type\":\"text/plain\","
                        + "\"content_base64\":\"aGk=\"}",
                        new SendDocument(42, null, 42, "hello.txt", "text/plain",
                                new byte[] { 'h', 'i' }, null)),
                Arguments.of("albums", "{\"captions\":[\"Sunset\",null]}", new SendAlbum(42, null, 42,
                        Arrays.asList("Sunset", null))),
                Arguments.of("chosen-inline-results", "{\"result_id\":\"a1\"}", new ChooseInlineResult(42, null, null,
                        "a1")),
                Arguments.of("poll-answers", "{\"chat_id\":-100,\"option_ids\":[2]}", new AnswerPoll(42, null, -100, 0,
                        List.of(2))),
                Arguments.of("payments", "{}", new PayInvoice(42, null, 42, 0, null)),
                Arguments.of("member-status", "{\"chat_id\":-100,\"status\":\"creator\"}", new SetMemberStatus(42,
                        null, -100, "creator")),
                Arguments.of("joins", "{\"chat_id\":-100}", new JoinGroup(42, null, -100)),
                Arguments.of("join-requests", "{\"chat_id\":-100}", new RequestToJoin(42, null, -100)),
                Arguments.of("bot-promotions", "{\"chat_id\":-100}", new PromoteBot(42, null, -100)),
                Arguments.of("topics-on", "{\"chat_id\":-100}", new TurnTopicsOn(42, null, -100)),
                Arguments.of("topic-messages", "{\"chat_id\":-100,\"message_thread_id\":7,\"text\":\"/where\"}",
                        new SendInTopic(42, null, -100, 7, "/where")),
                Arguments.of("business-connections", "{\"first_name\":\"Flora\"}", new ConnectBusiness(42, "Flora",
                        true, true)),
                Arguments.of("business-connections", "{\"can_reply\":false,\"is_enabled\":false}",
                        new ConnectBusiness(42, null, false, false)),
                Arguments.of("business-messages", "{\"owner_id\":7,\"text\":\"Do you deliver?\"}",
                        new WriteToBusiness(42, null, 7, "Do you deliver?")),
                Arguments.of("replies", "{\"chat_id\":-100,\"reply_to_message_id\":4,\"text\":\"/ban\"}",
                        new SendReply(42, null, -100, 4, "/ban")));
    }

    @ParameterizedTest
    @MethodSource("routes")
    void aRoutesBodyIsItsAction(String route, String body, Action expected) {
        Action action = ActionCodec.read(UserRoutes.action(42, route, FakeJson.parse(body)));

        assertThat(UserRoutes.answer(route)).isPresent();
        assertThat(action).usingRecursiveComparison().isEqualTo(expected);
    }

    @Test
    void thePathsUserActsWhateverTheBodySaysAndAnUnknownRouteIsNone() {
        assertThat(ActionCodec.read(UserRoutes.action(42, "messages", FakeJson.parse("{\"user_id\":7,\"text\":\"x\"}")))
                .userId()).isEqualTo(42);
        assertThat(UserRoutes.answer("telepathy")).isEmpty();
        assertThat(UserRoutes.answer("albums")).contains(UserRoutes.Answer.ALL);
        assertThat(UserRoutes.answer("topics-on")).contains(UserRoutes.Answer.NONE);
        assertThatThrownBy(() -> ActionCodec.read(UserRoutes.action(42, "edits", FakeJson.parse("{\"message_id\":3}"))))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("text is missing");
    }
}
