package io.github.quarkustelegram.testing.telegram;

import java.util.List;

/**
 * What users can do to the bot, for {@link FakeUser}: carried out in the fake itself ({@link FakeTelegram}) or over its
 * control API ({@link FakeTelegramClient}).
 */
interface UserActions {

    UserAction sendText(long userId, String firstName, long chatId, String text);

    /**
     * @param messageId the message whose button is pressed, or 0 for the latest bot message with {@code buttonText}
     * @param data the button's callback data (with a message id), or null
     * @param buttonText the button's text (without a message id), or null
     */
    UserAction pressButton(long userId, String firstName, long chatId, long messageId, String data, String buttonText);

    /** Presses the callback button with this data on an ephemeral message the user received in a group. */
    UserAction pressEphemeralButton(long userId, String firstName, long chatId, long ephemeralMessageId, String data);

    UserAction inlineQuery(long userId, String firstName, String query);

    /**
     * Sends a photo alone.
     *
     * @param caption the caption, or null
     */
    UserAction sendPhoto(long userId, String firstName, long chatId, String caption);

    /**
     * Sends a file as a document: a {@code document} message whose file the bot can download ({@code getFile}, then
     * {@code /file/bot<token>/<file_path>} serves these bytes).
     *
     * @param fileName the file's name, as the user's app gives it
     * @param mimeType its MIME type, or null for none
     * @param content the file's bytes
     * @param caption the caption, or null
     */
    UserAction sendDocument(long userId, String firstName, long chatId, String fileName, String mimeType,
            byte[] content, String caption);

    /**
     * Sends an album: one photo per caption (null for none), one {@code media_group_id}, queued together.
     *
     * @param captions 2 to 10
     */
    List<UserAction> sendAlbum(long userId, String firstName, long chatId, List<String> captions);

    /**
     * Sets the language the user's Telegram app is set to: their {@code language_code} in every later update.
     *
     * @param languageCode an IETF tag such as {@code de} or {@code pt-br}, or null for none
     */
    void setLanguage(long userId, String firstName, String languageCode);

    /** Presses the stop button of the draft the bot streams in the chat ({@code sendMessageDraft} with can_stop). */
    UserAction stopGeneration(long userId, String firstName, long chatId);
    // ---------------------------------------------------------------------- inline mode, polls, Stars payments

    /**
     * Chooses a result the bot offered in its answer to an inline query: a {@code chosen_inline_result} update.
     *
     * @param queryId the inline query, or null for the user's latest answered one offering the result
     */
    UserAction chooseInlineResult(long userId, String firstName, String queryId, String resultId);

    /**
     * Votes in a poll the bot sent: {@code poll_answer} (not anonymous) and {@code poll} updates.
     *
     * @param messageId the poll's message, or 0 for the bot's latest poll in the chat
     * @param optionIds the chosen options, 0-based; none retracts the vote
     */
    UserAction answerPoll(long userId, String firstName, long chatId, long messageId, List<Integer> optionIds);

    /**
     * Pays an invoice in Telegram Stars: a {@code pre_checkout_query} update.
     *
     * @param messageId the invoice message, or 0 for the bot's latest invoice in the chat
     * @param invoiceLink a link from {@code createInvoiceLink} (then the chat and message are ignored), or null
     */
    UserAction payInvoice(long userId, String firstName, long chatId, long messageId, String invoiceLink);

    // ---------------------------------------------------- chat members, business connections, forum topics

    /**
     * Sets a user's status in a group, as a test declares it (no update).
     *
     * @param status {@code creator}, {@code administrator} or {@code member}
     */
    void setMemberStatus(long userId, String firstName, long chatId, String status);

    /** Joins a group: a message with {@code new_chat_members}, then a {@code chat_member} update. */
    UserAction joinGroup(long userId, String firstName, long chatId);

    /** Asks to join a group: a {@code chat_join_request} update. */
    UserAction requestToJoin(long userId, String firstName, long chatId);

    /**
     * Edits a text message the user sent: an {@code edited_message} update carrying the message with its new text and
     * an {@code edit_date}.
     *
     * @param messageId the user's message in the chat
     */
    UserAction editText(long userId, String firstName, long chatId, long messageId, String newText);

    /**
     * The user blocks the bot (or, {@code blocked} false, restarts it): a {@code my_chat_member} update for their
     * private chat, the bot {@code kicked} (or a {@code member} again); while blocked, every message the bot sends
     * there fails with 403 "Forbidden: bot was blocked by the user".
     */
    UserAction setBotBlocked(long userId, String firstName, boolean blocked);

    /** Makes the bot an administrator of a group (the user becomes its owner if it has none): {@code my_chat_member}. */
    UserAction promoteBot(long userId, String firstName, long chatId);

    /** Turns a supergroup's topics on ({@code is_forum}). */
    void turnTopicsOn(long userId, String firstName, long chatId);

    /** Writes in a forum topic: a message with {@code message_thread_id} and {@code is_topic_message}. */
    UserAction sendInTopic(long userId, String firstName, long chatId, long threadId, String text);

    /** Connects the bot to the user's business account, changes its rights or disconnects it: {@code business_connection}. */
    UserAction connectBusiness(long userId, String firstName, boolean canReply, boolean enabled);

    /** Writes, as a customer, to the business account of {@code ownerId}: a {@code business_message} update. */
    UserAction writeToBusiness(long userId, String firstName, long ownerId, String text);

    /** Sends a text in a chat as a reply to one of its messages: the message's {@code reply_to_message}. */
    UserAction sendReply(long userId, String firstName, long chatId, long replyToMessageId, String text);
}
