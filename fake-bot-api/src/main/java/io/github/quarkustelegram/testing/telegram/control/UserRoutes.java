package io.github.quarkustelegram.testing.telegram.control;

import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

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
 * The control API's routes of one user's actions, {@code POST /fake/users/{id}/<route>}, kept for the {@code curl}
 * lines of the READMEs and the Dev UI's users: each turns its body into the JSON of an action, which
 * {@link ActionCodec} reads as {@code POST /fake/actions} does. A new action needs no route here: the client posts every
 * action to {@code /fake/actions}.
 */
public final class UserRoutes {

    /** What a route answers: its one update, all of them (an album), or {@code true} (a declaration). */
    public enum Answer {
        ONE,
        ALL,
        NONE
    }

    /**
     * A route's action, the answer it gives, and the values its body may leave out.
     *
     * @param action the action's record
     * @param defaults a field and its value when the body has no such field
     */
    private record Route(Class<? extends Action> action, Answer answer, Map<String, Boolean> defaults) {
        Route(Class<? extends Action> action) {
            this(action, Answer.ONE, Map.of());
        }
    }

    private static final Map<String, Route> ROUTES = Map.ofEntries(
            Map.entry("messages", new Route(SendText.class)),
            Map.entry("stopped-generations", new Route(StopGeneration.class)),
            Map.entry("inline-queries", new Route(AskInline.class)),
            Map.entry("photos", new Route(SendPhoto.class)),
            Map.entry("edits", new Route(EditText.class)),
            Map.entry("bot-blocked", new Route(SetBotBlocked.class, Answer.ONE, Map.of("blocked", true))),
            Map.entry("documents", new Route(SendDocument.class)),
            Map.entry("albums", new Route(SendAlbum.class, Answer.ALL, Map.of())),
            Map.entry("chosen-inline-results", new Route(ChooseInlineResult.class)),
            Map.entry("poll-answers", new Route(AnswerPoll.class)),
            Map.entry("payments", new Route(PayInvoice.class)),
            Map.entry("member-status", new Route(SetMemberStatus.class, Answer.NONE, Map.of())),
            Map.entry("joins", new Route(JoinGroup.class)),
            Map.entry("join-requests", new Route(RequestToJoin.class)),
            Map.entry("bot-promotions", new Route(PromoteBot.class)),
            Map.entry("topics-on", new Route(TurnTopicsOn.class, Answer.NONE, Map.of())),
            Map.entry("topic-messages", new Route(SendInTopic.class)),
            Map.entry("business-connections", new Route(ConnectBusiness.class, Answer.ONE,
                    Map.of("can_reply", true, "is_enabled", true))),
            Map.entry("business-messages", new Route(WriteToBusiness.class)),
            Map.entry("replies", new Route(SendReply.class)));

    private UserRoutes() {
    }

    /**
     * @param route the last part of the path
     * @return what the route answers, when there is such a route
     */
    public static Optional<Answer> answer(String route) {
        return Optional.ofNullable(ROUTES.get(route)).map(Route::answer)
                .or(() -> route.equals("callback-queries") ? Optional.of(Answer.ONE) : Optional.empty());
    }

    /**
     * @param userId the user of the path
     * @param route the last part of the path, one {@link #answer(String)} knows
     * @param body the body posted
     * @return the action's JSON: the body, named, its user and chat (the private chat unless it names one) filled in
     */
    public static ObjectNode action(long userId, String route, JsonNode body) {
        ObjectNode action = FakeJson.MAPPER.createObjectNode();
        action.put(ActionCodec.TYPE_PROPERTY, ActionCodec.typeId(actionOf(route, body)));
        action.put("chat_id", userId);
        Route known = ROUTES.get(route);
        if (known != null) {
            known.defaults().forEach(action::put);
        }
        action.setAll((ObjectNode) body);
        action.put("user_id", userId); // the path's user, whatever the body says
        return action;
    }

    /** One route presses any kind of button: by its text, or by its data on a message or an ephemeral message. */
    private static Class<? extends Action> actionOf(String route, JsonNode body) {
        if (!route.equals("callback-queries")) {
            return ROUTES.get(route).action();
        }
        if (body.has("button_text")) {
            return PressButton.class;
        }
        return body.has("ephemeral_message_id") ? PressEphemeralButton.class : PressCallback.class;
    }
}
