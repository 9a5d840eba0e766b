package io.github.quarkustelegram.deployment.telemetry;

import io.quarkus.devui.spi.page.CardPageBuildItem;
import io.quarkus.devui.spi.page.Page;

/**
 * The Dev UI's operations pages, beside the chat with the fake Telegram: the live updates, the conversations, the
 * flood-control queues, the receiver's state and the broadcasts and scheduled messages, read from the running application over
 * JSON-RPC.
 */
public final class OperationsDevUi {

    private OperationsDevUi() {
    }

    /**
     * Adds the pages to the extension's card (Dev UI keeps one card per extension).
     *
     * @param card the card
     * @return the card
     */
    public static CardPageBuildItem addPages(CardPageBuildItem card) {
        card.addPage(Page.webComponentPageBuilder().title("Live updates").icon("font-awesome-solid:bolt")
                .componentLink("qwc-telegram-updates.js"));
        card.addPage(Page.webComponentPageBuilder().title("Conversations").icon("font-awesome-solid:diagram-project")
                .componentLink("qwc-telegram-conversations.js"));
        card.addPage(Page.webComponentPageBuilder().title("Flood control").icon("font-awesome-solid:hourglass-half")
                .componentLink("qwc-telegram-flood.js"));
        card.addPage(Page.webComponentPageBuilder().title("Receiver").icon("font-awesome-solid:tower-broadcast")
                .componentLink("qwc-telegram-receiver.js"));
        card.addPage(Page.webComponentPageBuilder().title("Broadcasts").icon("font-awesome-solid:bullhorn")
                .componentLink("qwc-telegram-broadcasts.js"));
        return card;
    }
}
