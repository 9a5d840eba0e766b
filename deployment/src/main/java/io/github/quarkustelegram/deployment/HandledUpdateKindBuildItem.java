package io.github.quarkustelegram.deployment;

import java.util.Objects;

import io.quarkus.builder.item.MultiBuildItem;

/**
 * An update kind that some handler of the application handles, by its wire name: a field name of {@code Update} such
 * as {@code message}, {@code callback_query} or {@code chat_member}. Handler discovery produces one per kind; the
 * receivers (setWebhook at start-up, long polling) ask Telegram for exactly these kinds ({@code allowed_updates}), so
 * that kinds nobody handles, and kinds Telegram sends only when asked ({@code chat_member},
 * {@code message_reaction}, ...), follow the handlers that exist.
 */
public final class HandledUpdateKindBuildItem extends MultiBuildItem {

    private final String kind;

    /**
     * @param kind the update kind's wire name, e.g. {@code message}
     */
    public HandledUpdateKindBuildItem(String kind) {
        this.kind = Objects.requireNonNull(kind, "kind");
    }

    /** @return the update kind's wire name, e.g. {@code message} */
    public String kind() {
        return kind;
    }
}
