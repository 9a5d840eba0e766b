package io.github.quarkustelegram.testing.telegram.control;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.server.RecordedRequest;
import io.github.quarkustelegram.testing.telegram.actions.QueuedUpdate;
import io.github.quarkustelegram.testing.telegram.actions.SetLanguage;
import io.github.quarkustelegram.testing.telegram.world.ConversationWaits;
import io.github.quarkustelegram.testing.telegram.world.FakeWorld;
import io.github.quarkustelegram.testing.telegram.world.Step;
import io.github.quarkustelegram.testing.telegram.world.Transcript;
import io.vertx.core.Vertx;

/**
 * The fake's control API, under {@value #CONTROL_PATH}: what {@code FakeTelegramDriver} offers, over HTTP
 * and JSON, for {@code FakeTelegramClient} and the Dev UI. Loopback only, like the fake.
 *
 * <pre>
 * GET    /fake/bot                              the bot, the webhook URL, the pending updates
 * POST   /fake/actions                          any user action, as ActionCodec writes it
 *                                               ({"action":"send_text","user_id":..,"chat_id":..,"text":..})
 *                                                                                        -> [UserAction]
 * POST   /fake/users/{id}                       {"first_name":..,"language_code":..}: the user and their private
 *                                               chat exist; language_code ("" for none) from now on
 * POST   /fake/users/{id}/messages              {"text":..,"first_name":..,"chat_id":..}  -> UserAction
 *                                               (this route and the other users/{id}/.. routes below: UserRoutes,
 *                                               each the JSON of an action without its name and user)
 *                                               (a UserAction: {"update_id":..,"kind":..,"chat_id":..,"message_id":..,
 *                                               "query_id":..,"step":..}, step the sequence of its transcript step)
 * POST   /fake/users/{id}/callback-queries      {"button_text":..} or {"chat_id":..,"message_id":..,"data":..}
 *                                               or {"chat_id":..,"ephemeral_message_id":..,"data":..}
 * POST   /fake/users/{id}/stopped-generations   {"chat_id":..}: stops the bot's draft in the chat
 * POST   /fake/users/{id}/inline-queries        {"query":..}
 * POST   /fake/users/{id}/photos                {"caption":..,"chat_id":..}: a photo alone
 * POST   /fake/users/{id}/edits                 {"message_id":..,"text":..,"chat_id":..}: the user edits a text message
 * POST   /fake/users/{id}/bot-blocked           {"blocked":true|false}: the user blocks the bot, or restarts it
 * POST   /fake/users/{id}/documents             {"file_name":..,"mime_type":..,"content_base64":..,"caption":..,"chat_id":..}
 * POST   /fake/users/{id}/albums                {"captions":[..],"chat_id":..}: an album     -> [UserAction]
 * POST   /fake/users/{id}/chosen-inline-results {"result_id":..,"query_id":..}: chooses an inline result
 * POST   /fake/users/{id}/poll-answers          {"chat_id":..,"message_id":..,"option_ids":[..]}: votes
 * POST   /fake/users/{id}/payments              {"chat_id":..,"message_id":..} or {"invoice_link":..}: pays
 * POST   /fake/groups/{chat id}                 {"title":..}
 * POST   /fake/updates/{kind}                   the payload                              -> {"update_id":..}
 * GET    /fake/transcript                       [entries]
 * GET    /fake/chats/{id}/reply-keyboard        [[button text, ..], ..]: what the chat's client shows
 * GET    /fake/requests...                      the server's records (FakeBotApiServer.REQUESTS_PATH)
 * GET    /fake/replies?chat_id=&amp;count=&amp;timeout_ms=&amp;after=  [entries], 408 when they do not come in time;
 *                                               after the step {@code
 * after
 * } (an action's), else the user's last
 *                                               action in the chat
 * GET    /fake/calls?method=&amp;timeout_ms=          entry, 408 when it does not come in time
 * DELETE /fake/state                            forgets the conversation
 * GET    /fake/chaos                            {"plan":{..},"report":{..}}: the fault plan in force, what it did
 * PUT    /fake/chaos                            the plan ({"seed":..,"too_many_requests":..,...}) -> the old report
 * DELETE /fake/chaos                            no more faults                           -> the report
 * POST   /fake/users/{id}/member-status         {"chat_id":..,"status":"creator"|"administrator"|"member"}
 * POST   /fake/users/{id}/joins                 {"chat_id":..}: joins the group          -> UserAction
 * POST   /fake/users/{id}/join-requests         {"chat_id":..}                           -> UserAction
 * POST   /fake/users/{id}/bot-promotions        {"chat_id":..}: makes the bot an admin   -> UserAction
 * POST   /fake/users/{id}/topics-on             {"chat_id":..}: the supergroup becomes a forum
 * POST   /fake/users/{id}/topic-messages        {"chat_id":..,"message_thread_id":..,"text":..} -> UserAction
 * POST   /fake/users/{id}/business-connections  {"can_reply":..,"is_enabled":..}         -> UserAction
 * POST   /fake/users/{id}/business-messages     {"owner_id":..,"text":..}                -> UserAction
 * POST   /fake/users/{id}/replies               {"chat_id":..,"reply_to_message_id":..,"text":..} -> UserAction
 * </pre>
 */
public final class ControlApi implements Function<RecordedRequest, FakeReply> {

    private static final long MAX_WAIT_MS = 120_000;

    private final ControlledFake telegram;
    private final FakeWorld world;
    private final Transcript transcript;
    private final Vertx vertx;

    /** Where the control API starts: {@code /fake/}, under the fake's Bot API URL. */
    public static final String CONTROL_PATH = "/fake/";

    public ControlApi(ControlledFake telegram, FakeWorld world, Transcript transcript, Vertx vertx) {
        this.telegram = telegram;
        this.world = world;
        this.transcript = transcript;
        this.vertx = vertx;
    }

    /** The header by which a caller names a call, so that the call sent again is not carried out twice. */
    public static final String CALL_ID_HEADER = "X-Fake-Call-Id";
    private static final int REMEMBERED_CALLS = 1_000;

    /** The answers to the latest calls that named themselves, by call id. */
    private final java.util.Map<String, FakeReply> answered = new java.util.LinkedHashMap<>(16, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(java.util.Map.Entry<String, FakeReply> eldest) {
            return size() > REMEMBERED_CALLS;
        }
    };

    /**
     * A call that names itself ({@value #CALL_ID_HEADER}) and was answered already gets the same answer again, and is
     * not carried out twice: {@code FakeTelegramClient} sends a call again when its connection failed, not knowing
     * whether the fake got it. (The JDK's HttpClient, before JDK-8336655, fixed in JDK 24, may fail a request on a
     * connection from its pool with "HTTP/1.1 header parser received no bytes" after the server carried it out.)
     */
    @Override
    public FakeReply apply(RecordedRequest request) {
        String callId = request.header(CALL_ID_HEADER);
        if (callId == null) {
            return answer(request);
        }
        synchronized (answered) {
            FakeReply earlier = answered.get(callId);
            if (earlier != null) {
                return earlier;
            }
        }
        FakeReply reply = answer(request);
        if (reply instanceof FakeReply.Http) {
            synchronized (answered) {
                answered.put(callId, reply);
            }
        }
        return reply;
    }

    private FakeReply answer(RecordedRequest request) {
        String[] path = request.path().substring(CONTROL_PATH.length()).split("/");
        String verb = request.httpMethod();
        try {
            if (verb.equals("GET") && path.length == 1) {
                switch (path[0]) {
                    case "bot":
                        return FakeReply.ok(bot());
                    case "transcript":
                        return FakeReply.ok(entries(transcript.all()));
                    case "replies":
                        return awaitReplies(request);
                    case "calls":
                        return awaitCall(request);
                    default:
                        break;
                }
            }
            if (path.length == 1 && path[0].equals("chaos")) {
                switch (verb) {
                    case "GET":
                        return FakeReply.ok(telegram.chaos());
                    case "PUT":
                        return FakeReply.ok(telegram.chaos(body(request)));
                    case "DELETE":
                        return FakeReply.ok(telegram.chaos(null));
                    default:
                        break;
                }
            }
            if (verb.equals("DELETE") && path.length == 1 && path[0].equals("state")) {
                telegram.reset();
                return FakeReply.okTrue();
            }
            if (verb.equals("POST") && path.length == 1 && path[0].equals("actions")) {
                return FakeReply.ok(ActionCodec.write(telegram.perform(ActionCodec.read(body(request)))));
            }
            if (verb.equals("POST") && path.length == 2 && path[0].equals("users")) {
                JsonNode body = body(request);
                long userId = Long.parseLong(path[1]);
                String firstName = body.path("first_name").isTextual() ? body.get("first_name").asText() : null;
                world.meetUser(userId, firstName);
                if (body.has("language_code")) {
                    telegram.perform(new SetLanguage(userId, firstName, body.path("language_code").asText("")));
                }
                return FakeReply.okTrue();
            }
            if (verb.equals("POST") && path.length == 3 && path[0].equals("users")) {
                return userRoute(Long.parseLong(path[1]), path[2], body(request));
            }
            if (verb.equals("GET") && path.length == 3 && path[0].equals("chats") && path[2].equals("reply-keyboard")) {
                return FakeReply.ok(FakeJson.MAPPER.valueToTree(telegram.replyKeyboard(Long.parseLong(path[1]))));
            }
            if (verb.equals("POST") && path.length == 2 && path[0].equals("groups")) {
                telegram.group(Long.parseLong(path[1]), body(request).path("title").asText("Group " + path[1]));
                return FakeReply.okTrue();
            }
            if (verb.equals("POST") && path.length == 2 && path[0].equals("updates")) {
                ObjectNode id = FakeJson.MAPPER.createObjectNode();
                id.put("update_id", telegram.injectUpdate(path[1], body(request).toString()));
                return FakeReply.ok(id);
            }
        } catch (IllegalArgumentException e) {
            return FakeReply.error(400, "Bad Request: " + e.getMessage());
        }
        return FakeReply.error(404, "Not Found");
    }

    private ObjectNode bot() {
        ObjectNode bot = FakeJson.MAPPER.createObjectNode();
        bot.set("bot", world.bot());
        bot.put("webhook_url", telegram.webhookUrl().orElse(""));
        bot.put("pending_update_count", telegram.pendingUpdates());
        return bot;
    }

    /** An action posted to its own route ({@link UserRoutes}), answered as that route always answered. */
    private FakeReply userRoute(long userId, String route, JsonNode body) {
        UserRoutes.Answer answer = UserRoutes.answer(route).orElseThrow(() -> new IllegalArgumentException(
                "no user action " + route));
        List<QueuedUpdate> queued = telegram.perform(ActionCodec.read(UserRoutes.action(userId, route, body)));
        return switch (answer) {
            case ONE -> FakeReply.ok(ActionCodec.write(queued.get(0)));
            case ALL -> FakeReply.ok(ActionCodec.write(queued));
            case NONE -> FakeReply.okTrue();
        };
    }

    private FakeReply awaitReplies(RecordedRequest request) {
        long chatId = Long.parseLong(query(request, "chat_id").orElseThrow(
                () -> new IllegalArgumentException("chat_id is missing")));
        int count = Integer.parseInt(query(request, "count").orElse("1"));
        Optional<Long> after = query(request, "after").map(Long::parseLong);
        return later(after.map(step -> ConversationWaits.repliesAfter(transcript, chatId, step, count))
                .orElseGet(() -> ConversationWaits.replies(transcript, chatId, count)).thenApply(ControlApi::entries),
                timeout(request));
    }

    private FakeReply awaitCall(RecordedRequest request) {
        String method = query(request, "method").orElseThrow(() -> new IllegalArgumentException("method is missing"));
        return later(ConversationWaits.call(transcript, method).thenApply(ControlApi::entry), timeout(request));
    }

    /** Answers when the wait ends, or 408 when it times out; the wait is dropped if the client goes away. */
    private FakeReply later(CompletableFuture<? extends JsonNode> found, Duration timeout) {
        CompletableFuture<FakeReply> reply = new CompletableFuture<>();
        long timer = vertx.setTimer(Math.max(1, timeout.toMillis()), t -> {
            found.cancel(false);
            reply.complete(FakeReply.error(408, "Request Timeout: the bot did not do it within " + timeout.toMillis()
                    + " ms; the transcript: " + transcript.all()));
        });
        found.whenComplete((json, failure) -> {
            if (failure == null) {
                vertx.cancelTimer(timer);
                reply.complete(FakeReply.ok(json));
            }
        });
        return FakeReply.later(reply);
    }

    private static Duration timeout(RecordedRequest request) {
        long ms = Long.parseLong(query(request, "timeout_ms").orElse("10000"));
        return Duration.ofMillis(Math.max(1, Math.min(MAX_WAIT_MS, ms)));
    }

    static ArrayNode entries(List<Step> entries) {
        ArrayNode json = FakeJson.MAPPER.createArrayNode();
        entries.forEach(e -> json.add(entry(e)));
        return json;
    }

    static ObjectNode entry(Step entry) {
        ObjectNode json = FakeJson.MAPPER.createObjectNode();
        json.put("sequence", entry.sequence());
        json.put("from", entry.from().name());
        json.put("kind", entry.kind());
        json.put("chat_id", entry.chatId());
        json.put("message_id", entry.messageId());
        json.put("text", entry.text());
        ArrayNode buttons = json.putArray("buttons");
        entry.buttons().forEach(buttons::add);
        json.set("json", FakeJson.parse(entry.json()));
        json.put("at", entry.at().toString());
        return json;
    }

    private static Optional<String> query(RecordedRequest request, String name) {
        List<String> values = request.queryParams().get(name);
        return values == null || values.isEmpty() ? Optional.empty() : Optional.of(values.get(0));
    }

    private static JsonNode body(RecordedRequest request) {
        JsonNode json = request.json();
        if (json == null || !json.isObject()) {
            if (request.bodyLength() == 0) {
                return FakeJson.MAPPER.createObjectNode();
            }
            throw new IllegalArgumentException("a JSON object is expected as the body");
        }
        return json;
    }
}
