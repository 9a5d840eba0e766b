package io.github.quarkustelegram.deployment.devservices;

import java.util.Optional;

import io.github.quarkustelegram.deployment.telemetry.OperationsDevUi;
import io.quarkus.deployment.IsLocalDevelopment;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.devui.spi.buildtime.BuildTimeActionBuildItem;
import io.quarkus.devui.spi.page.CardPageBuildItem;
import io.quarkus.devui.spi.page.Page;

/**
 * The Dev UI of the fake Telegram: a page to chat with the bot as a user. Its actions run on the build's side, where
 * the fake is, and reach it through its control API.
 */
class FakeTelegramDevUiProcessor {

    /** The extension's one card: the chat when the fake runs, and the operations pages always. */
    @BuildStep(onlyIf = IsLocalDevelopment.class)
    CardPageBuildItem chatPage(Optional<FakeTelegramBuildItem> fake) {
        CardPageBuildItem card = new CardPageBuildItem();
        if (fake.isEmpty()) {
            return OperationsDevUi.addPages(card);
        }
        card.addPage(Page.webComponentPageBuilder()
                .title("Chat with @" + fake.get().botUsername())
                .icon("font-awesome-solid:comments")
                .componentLink("qwc-telegram-chat.js"));
        card.addPage(Page.externalPageBuilder("Transcript (JSON)")
                .url(fake.get().baseUrl() + "/fake/transcript")
                .doNotEmbed()
                .icon("font-awesome-solid:list"));
        return OperationsDevUi.addPages(card);
    }

    @BuildStep(onlyIf = IsLocalDevelopment.class)
    BuildTimeActionBuildItem chatActions(Optional<FakeTelegramBuildItem> fake) {
        if (fake.isEmpty()) {
            return null;
        }
        FakeTelegramConsole console = new FakeTelegramConsole(fake.get().baseUrl());
        BuildTimeActionBuildItem actions = new BuildTimeActionBuildItem();
        actions.actionBuilder().methodName("chat")
                .description("A user's private chat or a group as that user sees it: bubbles, toasts, reply keyboard")
                .function(console::chat).build();
        actions.actionBuilder().methodName("send").description("A user sends a text to the bot")
                .function(console::send).build();
        actions.actionBuilder().methodName("sendPhoto").description("A user sends a photo, with an optional caption")
                .function(console::sendPhoto).build();
        actions.actionBuilder().methodName("press").description("A user presses a callback button")
                .function(console::press).build();
        actions.actionBuilder().methodName("stop").description("A user stops the draft the bot streams")
                .function(console::stop).build();
        actions.actionBuilder().methodName("reset").description("Forgets the conversation")
                .function(console::reset).build();
        return actions;
    }
}
