package io.github.quarkustelegram.testing.telegram;

import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.telegram.actions.Action;
import io.github.quarkustelegram.testing.telegram.actions.QueuedUpdate;
import io.github.quarkustelegram.testing.telegram.control.ControlledFake;

/** A {@link FakeTelegram} as its control API sees it: its own verbs, and its chaos plan in the control API's JSON. */
final class ControlledTelegram implements ControlledFake {

    private final FakeTelegram telegram;

    ControlledTelegram(FakeTelegram telegram) {
        this.telegram = telegram;
    }

    @Override
    public List<QueuedUpdate> perform(Action action) {
        return telegram.perform(action);
    }

    @Override
    public Optional<String> webhookUrl() {
        return telegram.webhookUrl();
    }

    @Override
    public int pendingUpdates() {
        return telegram.pendingUpdates();
    }

    @Override
    public void reset() {
        telegram.reset();
    }

    @Override
    public void group(long chatId, String title) {
        telegram.group(chatId, title);
    }

    @Override
    public long injectUpdate(String kind, String payloadJson) {
        return telegram.injectUpdate(kind, payloadJson);
    }

    @Override
    public List<List<String>> replyKeyboard(long chatId) {
        return telegram.replyKeyboard(chatId);
    }

    @Override
    public JsonNode chaos() {
        ObjectNode state = FakeJson.MAPPER.createObjectNode();
        state.set("plan", ChaosJson.plan(telegram.chaos()));
        state.set("report", ChaosJson.report(telegram.chaosReport()));
        return state;
    }

    @Override
    public JsonNode chaos(JsonNode plan) {
        return ChaosJson.report(telegram.chaos(plan == null ? Chaos.NONE : ChaosJson.plan(plan)));
    }
}
