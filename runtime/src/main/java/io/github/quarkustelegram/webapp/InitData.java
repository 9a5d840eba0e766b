package io.github.quarkustelegram.webapp;

import java.time.Duration;
import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * A Mini App's launch data ({@code Telegram.WebApp.initData}), once {@link InitDataValidator} found it signed by
 * Telegram: Telegram's {@code WebAppInitData}. Written by hand: the type is on Telegram's Mini Apps page, not on the
 * Bot API page the model is generated from. Fields Telegram adds later are ignored (but signed all the same).
 *
 * @param queryId the Mini App session's id, for {@code answerWebAppQuery}
 * @param user the user who opened the Mini App
 * @param receiver the other party of a private chat the Mini App was opened in from the attachment menu
 * @param chat the group, supergroup or channel the Mini App was opened in from the attachment menu
 * @param chatType the type of the chat it was opened from ({@code sender}, {@code private}, {@code group},
 *        {@code supergroup}, {@code channel}), for Mini Apps launched from a direct link
 * @param chatInstance a global id of the chat it was opened from, for Mini Apps launched from a direct link
 * @param startParam the {@code startattach} / {@code startapp} parameter of the link it was opened with
 * @param canSendAfter how long after {@code authDate} a message can be sent with {@code answerWebAppQuery}
 * @param authDate when Telegram signed the data (the Mini App was opened)
 */
public record InitData(@Nullable String queryId, @Nullable WebAppUser user, @Nullable WebAppUser receiver,
        @Nullable WebAppChat chat, @Nullable String chatType, @Nullable String chatInstance,
        @Nullable String startParam, @Nullable Duration canSendAfter, Instant authDate) {
}
