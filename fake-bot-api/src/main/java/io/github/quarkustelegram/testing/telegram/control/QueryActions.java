package io.github.quarkustelegram.testing.telegram.control;

import java.util.List;

import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.telegram.actions.AnswerPoll;
import io.github.quarkustelegram.testing.telegram.actions.AskInline;
import io.github.quarkustelegram.testing.telegram.actions.ChooseInlineResult;
import io.github.quarkustelegram.testing.telegram.actions.PayInvoice;
import io.github.quarkustelegram.testing.telegram.actions.PressButton;
import io.github.quarkustelegram.testing.telegram.actions.PressCallback;
import io.github.quarkustelegram.testing.telegram.actions.PressEphemeralButton;
import io.github.quarkustelegram.testing.telegram.actions.QueuedUpdate;
import io.github.quarkustelegram.testing.telegram.actions.StopGeneration;
import io.github.quarkustelegram.testing.telegram.methods.InlineMode;
import io.github.quarkustelegram.testing.telegram.methods.Polls;
import io.github.quarkustelegram.testing.telegram.methods.StarPayments;
import io.github.quarkustelegram.testing.telegram.world.FakeWorld;
import io.github.quarkustelegram.testing.telegram.world.InlineKeyboard;

/**
 * What users ask of the bot rather than tell it: button presses (callback queries, on the bot's messages and ephemeral
 * ones), inline queries and the results they choose, a stop to a streamed draft, votes and payments.
 */
final class QueryActions {

    private final ActionScene scene;
    private final FakeWorld world;

    QueryActions(ActionScene scene) {
        this.scene = scene;
        this.world = scene.world();
    }

    void register(LocalUserActions table) {
        table.on(PressButton.class, a -> List.of(pressButton(a)));
        table.on(PressCallback.class, a -> List.of(pressCallback(a)));
        table.on(PressEphemeralButton.class, a -> List.of(pressEphemeralButton(a)));
        table.on(AskInline.class, a -> List.of(inlineQuery(a)));
        table.on(ChooseInlineResult.class, a -> List.of(InlineMode.in(world, scene.transcript(), scene.queue())
                .choose(scene.user(a), a.queryId(), a.resultId())));
        table.on(StopGeneration.class, a -> List.of(stopGeneration(a)));
        table.on(AnswerPoll.class, a -> List.of(answerPoll(a)));
        table.on(PayInvoice.class, a -> List.of(payInvoice(a)));
    }

    private QueuedUpdate pressButton(PressButton a) {
        ObjectNode user = scene.user(a);
        scene.chat(a.chatId());
        ObjectNode message = world.lastBotMessageWithButton(a.chatId(), a.buttonText())
                .or(() -> world.lastEphemeralWithButton(a.chatId(), a.userId(), a.buttonText()))
                .orElseThrow(() -> new IllegalArgumentException("No message of the bot in chat " + a.chatId()
                        + " has a callback button \"" + a.buttonText() + "\"" + (world.lastBotMessageWithDisabledButton(
                                a.chatId(), a.buttonText()) ? ": the button is disabled, pressing it does nothing" : "")));
        return callbackQuery(user, a.chatId(), message, InlineKeyboard.callbackData(message, a.buttonText()).orElseThrow());
    }

    private QueuedUpdate pressCallback(PressCallback a) {
        ObjectNode user = scene.user(a);
        scene.chat(a.chatId());
        ObjectNode message = world.message(a.chatId(), a.messageId()).orElseThrow(() -> new IllegalArgumentException(
                "Chat " + a.chatId() + " has no message " + a.messageId()));
        if (!InlineKeyboard.hasCallbackData(message, a.data())) {
            throw new IllegalArgumentException("Message " + a.messageId() + " of chat " + a.chatId()
                    + " has no callback button with data \"" + a.data() + "\"; its buttons: "
                    + InlineKeyboard.buttonTexts(message));
        }
        return callbackQuery(user, a.chatId(), message, a.data());
    }

    private QueuedUpdate pressEphemeralButton(PressEphemeralButton a) {
        ObjectNode user = scene.user(a);
        scene.chat(a.chatId());
        ObjectNode message = world.ephemeralMessage(a.chatId(), a.userId(), a.ephemeralMessageId()).orElseThrow(
                () -> new IllegalArgumentException("User " + a.userId() + " received no ephemeral message "
                        + a.ephemeralMessageId() + " in chat " + a.chatId()));
        if (!InlineKeyboard.hasCallbackData(message, a.data())) {
            throw new IllegalArgumentException("Ephemeral message " + a.ephemeralMessageId() + " of chat " + a.chatId()
                    + " has no callback button with data \"" + a.data() + "\"; its buttons: "
                    + InlineKeyboard.buttonTexts(message));
        }
        return callbackQuery(user, a.chatId(), message, a.data());
    }

    /** The callback query of a pressed button; of an ephemeral message, its {@code message} has message_id 0. */
    private QueuedUpdate callbackQuery(ObjectNode user, long chatId, ObjectNode message, String callbackData) {
        String queryId = world.openQuery(chatId);
        world.callbackQueryMade(queryId, user.get("id").longValue(), chatId);
        ObjectNode query = FakeJson.MAPPER.createObjectNode();
        query.put("id", queryId);
        query.set("from", user);
        query.set("message", message);
        query.put("chat_instance", Long.toString(Math.abs(chatId * 31 + world.botId())));
        query.put("data", callbackData);
        long pressed = message.get("message_id").longValue();
        return scene.queued("callback_query", chatId, pressed, callbackData, query, queryId);
    }

    private QueuedUpdate inlineQuery(AskInline a) {
        String query = a.query() == null ? "" : a.query();
        ObjectNode user = scene.user(a);
        String queryId = world.openQuery(0);
        ObjectNode inline = FakeJson.MAPPER.createObjectNode();
        inline.put("id", queryId);
        inline.set("from", user);
        inline.put("query", query);
        inline.put("offset", "");
        InlineMode.in(world, scene.transcript(), scene.queue()).asked(queryId, user, query);
        return scene.queued("inline_query", 0, 0, query, inline, queryId);
    }

    private QueuedUpdate stopGeneration(StopGeneration a) {
        scene.user(a);
        ObjectNode chat = scene.chat(a.chatId());
        ObjectNode draft = world.draft(a.chatId()).filter(d -> d.path("can_stop").asBoolean())
                .orElseThrow(() -> new IllegalArgumentException("The bot streams no draft with a stop button in chat "
                        + a.chatId() + " (sendMessageDraft with can_stop)"));
        if (!draft.path("keep_on_stop").asBoolean()) {
            world.endDraft(a.chatId());
        }
        ObjectNode stopped = FakeJson.MAPPER.createObjectNode();
        stopped.set("chat", chat);
        if (draft.has("message_thread_id")) {
            stopped.put("message_thread_id", draft.get("message_thread_id").asLong());
        }
        stopped.put("draft_id", draft.get("draft_id").asLong());
        return scene.queued("stopped_message_generation", a.chatId(), 0, "", stopped, null);
    }

    private QueuedUpdate answerPoll(AnswerPoll a) {
        ObjectNode user = scene.user(a);
        scene.chat(a.chatId());
        return Polls.in(world, scene.transcript(), scene.queue()).answer(user, a.chatId(), a.messageId(), a.optionIds());
    }

    private QueuedUpdate payInvoice(PayInvoice a) {
        ObjectNode user = scene.user(a);
        if (a.invoiceLink() == null) {
            scene.chat(a.chatId());
        }
        return StarPayments.in(world, scene.transcript(), scene.queue()).pay(user, a.chatId(), a.messageId(), a.invoiceLink());
    }
}
