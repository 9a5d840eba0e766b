package io.github.quarkustelegram.testing.telegram.actions;

/**
 * One thing a user does to the bot in the fake Telegram, described once: {@code FakeUser} builds it, the fake in the
 * test's JVM carries it out, and {@code FakeTelegramClient} sends it, as JSON, to the fake's control API, which carries
 * it out in its own JVM. Adding an action is adding a record here (and to {@code permits}), its handling in one of the
 * fake's classes of actions (one {@code on(...)} line in {@code control.MessageActions}, {@code QueryActions} or
 * {@code MemberActions}) and a step of {@code UserActionsBothSidesTest}: the JSON codec and the control API take every
 * permitted record as it is, and the tests fail until the fake and that test know the new one.
 *
 * <p>
 * Carrying an action out gives the updates it queued, as {@link QueuedUpdate}s: none for an action that only declares
 * something (a language, a member's status), several for an album.
 */
public sealed interface Action
        permits SetLanguage, SendText, PressButton, PressCallback, PressEphemeralButton, AskInline, SendPhoto,
        SendDocument, SendAlbum, StopGeneration, ChooseInlineResult, AnswerPoll, PayInvoice, SetMemberStatus, JoinGroup,
        RequestToJoin, EditText, SetBotBlocked, PromoteBot, TurnTopicsOn, SendInTopic, ConnectBusiness, WriteToBusiness,
        SendReply, UpgradeGroup {

    /** @return the user who acts */
    long userId();

    /** @return the user's first name, or null for the fake's default ({@code User <id>}) */
    String firstName();

    /**
     * Refuses a missing text the way the control API answers it: a 400 naming the JSON field.
     *
     * @param value the text
     * @param field its name in the JSON
     * @return the text
     * @throws IllegalArgumentException when it is null or blank
     */
    static String requireText(String value, String field) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(field + " is missing");
        }
        return value;
    }
}
