package io.github.quarkustelegram.testing.telegram;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

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
import io.github.quarkustelegram.testing.telegram.actions.SetLanguage;
import io.github.quarkustelegram.testing.telegram.actions.SetMemberStatus;
import io.github.quarkustelegram.testing.telegram.actions.StopGeneration;
import io.github.quarkustelegram.testing.telegram.actions.TurnTopicsOn;
import io.github.quarkustelegram.testing.telegram.actions.UpgradeGroup;
import io.github.quarkustelegram.testing.telegram.actions.WriteToBusiness;

/**
 * A Telegram user talking to the bot in a fake Telegram: each action becomes an update for the bot (by long polling or
 * webhook) and a step of the transcript. The user's private chat with the bot has the user's id as its chat id.
 *
 * <pre>{@code
 * FakeUser alice = telegram.user(42, "Alice");
 * TranscriptEntry welcome = alice.sends("/start").reply(); // the bot's first message in the chat after it
 * alice.presses("Yes"); // the callback button "Yes" of the bot's latest message offering it
 * }</pre>
 */
public final class FakeUser {

    private final UserActions actions;
    private final long id;
    private final String firstName;

    FakeUser(UserActions actions, long id, String firstName) {
        if (id <= 0) {
            throw new IllegalArgumentException("A user id is positive, not " + id);
        }
        this.actions = actions;
        this.id = id;
        this.firstName = firstName;
    }

    /** @return the user's id, also the id of their private chat with the bot */
    public long id() {
        return id;
    }

    /** @return the user's first name, or null for the fake's default ({@code User <id>}) */
    public String firstName() {
        return firstName;
    }

    /**
     * Sets the language the user's Telegram app is set to (the fake's users start with {@code en}): every later update
     * from the user carries it as {@code language_code}.
     *
     * @param languageCode an IETF tag as Telegram sends it ({@code de}, {@code pt-br}), or null for none
     * @return this user
     */
    public FakeUser speaks(String languageCode) {
        return declare(new SetLanguage(id, firstName, languageCode));
    }

    /**
     * Sends a text message to the bot in the private chat. A leading {@code /command} is marked as a
     * {@code bot_command} entity, as Telegram's apps do.
     *
     * @param text the text
     * @return the update it made
     */
    public UserAction sends(String text) {
        return one(new SendText(id, firstName, id, requireText(text)));
    }

    /**
     * Sends a text message in a group the fake knows ({@code group(chatId, title)}).
     *
     * @param groupChatId the group's chat id (negative)
     * @param text the text
     * @return the update it made
     * @throws IllegalArgumentException when the user is banned there, or restricted from sending messages
     */
    public UserAction sendsIn(long groupChatId, String text) {
        return one(new SendText(id, firstName, groupChatId, requireText(text)));
    }

    /**
     * Sends a photo to the bot in the private chat (a fake photo: two sizes with made-up file ids).
     *
     * @param caption the caption, or null
     * @return the update it made
     */
    public UserAction sendsPhoto(String caption) {
        return one(new SendPhoto(id, firstName, id, caption));
    }

    /**
     * Sends a photo in a chat the fake knows (a group declared with {@code group(chatId, title)}, or the private chat).
     *
     * @param chatId the chat
     * @param caption the caption, or null
     * @return the update it made
     */
    public UserAction sendsPhotoIn(long chatId, String caption) {
        return one(new SendPhoto(id, firstName, chatId, caption));
    }

    /**
     * Edits a text message this user sent in their private chat: an {@code edited_message} update.
     *
     * @param messageId the message, e.g. {@code sends(...).messageId()}
     * @param newText its new text
     * @return the update it made
     */
    public UserAction edits(long messageId, String newText) {
        return one(new EditText(id, firstName, id, messageId, newText));
    }

    /**
     * Edits a text message this user sent in a chat the fake knows: an {@code edited_message} update.
     *
     * @see #edits(long, String)
     */
    public UserAction editsIn(long chatId, long messageId, String newText) {
        return one(new EditText(id, firstName, chatId, messageId, newText));
    }

    /**
     * Blocks the bot: a {@code my_chat_member} update (the bot {@code kicked} from the private chat); from then on every
     * message the bot sends the user fails with 403 "Forbidden: bot was blocked by the user", as on Telegram.
     *
     * @return the update it made
     */
    public UserAction blocksBot() {
        return one(new SetBotBlocked(id, firstName, true));
    }

    /**
     * Unblocks the bot (Telegram's "Restart"): a {@code my_chat_member} update, the bot a {@code member} again.
     *
     * @return the update it made
     */
    public UserAction unblocksBot() {
        return one(new SetBotBlocked(id, firstName, false));
    }

    /**
     * Sends a file in the private chat: a {@code document} message; the bot downloads these bytes as Telegram serves
     * a file ({@code getFile}, then the file's URL).
     *
     * @param fileName the file's name, e.g. {@code report.pdf}
     * @param mimeType its MIME type, e.g. {@code application/pdf}, or null
     * @param content the file's bytes
     * @param caption the caption, or null
     * @return the update it made
     */
    public UserAction sendsDocument(String fileName, String mimeType, byte[] content, String caption) {
        return sendsDocumentIn(id, fileName, mimeType, content, caption);
    }

    /**
     * Sends a file in a chat the fake knows (a group declared with {@code group(chatId, title)}, or the private chat).
     *
     * @see #sendsDocument(String, String, byte[], String)
     */
    public UserAction sendsDocumentIn(long chatId, String fileName, String mimeType, byte[] content, String caption) {
        return one(new SendDocument(id, firstName, chatId, Objects.requireNonNull(fileName, "fileName"), mimeType,
                Objects.requireNonNull(content, "content"), caption));
    }

    /**
     * Sends an album in the private chat: one photo per caption (null for none), each its own update with one
     * {@code media_group_id}, in order, queued together (a long poll gets them in one answer), as Telegram delivers an
     * album.
     *
     * @param captions the photos' captions, 2 to 10 of them
     * @return the updates it made, in order
     */
    public List<UserAction> sendsAlbum(String... captions) {
        return sendsAlbumIn(id, captions);
    }

    /**
     * Sends an album in a chat the fake knows (a group declared with {@code group(chatId, title)}, or the private
     * chat).
     *
     * @param chatId the chat
     * @param captions the photos' captions, 2 to 10 of them
     * @return the updates it made, in order
     */
    public List<UserAction> sendsAlbumIn(long chatId, String... captions) {
        return actions.perform(new SendAlbum(id, firstName, chatId, Arrays.asList(captions)));
    }

    /**
     * Presses an inline keyboard's callback button in the private chat: the one with this text on the bot's latest
     * message that offers it.
     *
     * @param buttonText the button's text
     * @return the callback query update it made
     * @throws IllegalArgumentException when no bot message in the chat has such a button
     */
    public UserAction presses(String buttonText) {
        return one(new PressButton(id, firstName, id, Objects.requireNonNull(buttonText, "buttonText")));
    }

    /**
     * Presses an inline keyboard's callback button in a group: the one with this text on the bot's latest message that
     * offers it, or else on the latest ephemeral message the bot sent this user there.
     *
     * @param groupChatId the group's chat id
     * @param buttonText the button's text
     * @return the callback query update it made
     * @throws IllegalArgumentException when no such message has such a button
     */
    public UserAction pressesIn(long groupChatId, String buttonText) {
        return one(new PressButton(id, firstName, groupChatId, Objects.requireNonNull(buttonText, "buttonText")));
    }

    /**
     * Presses the callback button with this data on a given bot message of a chat.
     *
     * @param chatId the chat (the user's id for the private chat)
     * @param messageId the bot's message
     * @param callbackData the button's {@code callback_data}
     * @return the callback query update it made
     * @throws IllegalArgumentException when the message has no such button
     */
    public UserAction pressesCallback(long chatId, long messageId, String callbackData) {
        return one(new PressCallback(id, firstName, chatId, messageId,
                Objects.requireNonNull(callbackData, "callbackData")));
    }

    /**
     * Presses the callback button with this data on an ephemeral message the bot sent this user in a group
     * ({@code ephemeral_message_parameters}; Bot API 10.3). The callback query's message is the ephemeral one:
     * {@code message_id} 0 and its {@code ephemeral_message_id}.
     *
     * @param groupChatId the group
     * @param ephemeralMessageId the ephemeral message's {@code ephemeral_message_id}
     * @param callbackData the button's {@code callback_data}
     * @return the callback query update it made
     * @throws IllegalArgumentException when this user received no such message, or it has no such button
     */
    public UserAction pressesEphemeral(long groupChatId, long ephemeralMessageId, String callbackData) {
        return one(new PressEphemeralButton(id, firstName, groupChatId, ephemeralMessageId,
                Objects.requireNonNull(callbackData, "callbackData")));
    }

    /**
     * Presses the stop button of the draft the bot streams in the private chat ({@code sendMessageDraft} with
     * {@code can_stop}; Bot API 10.3): the bot gets a {@code stopped_message_generation} update, and the draft goes
     * unless the bot asked to keep it ({@code keep_on_stop}).
     *
     * @return the update it made
     * @throws IllegalArgumentException when the bot streams no draft with a stop button there
     */
    public UserAction stopsGeneration() {
        return one(new StopGeneration(id, firstName, id));
    }

    /**
     * Types an inline query ({@code @bot query}) in any chat.
     *
     * @param query the query text
     * @return the inline query update it made
     */
    public UserAction asksInline(String query) {
        return one(new AskInline(id, firstName, Objects.requireNonNull(query, "query")));
    }

    // ---------------------------------------------------------------------- inline mode, polls, Stars payments

    /**
     * Chooses a result the bot offered this user in its answer to an inline query ({@code answerInlineQuery}): the bot
     * gets a {@code chosen_inline_result} update with the result's id, the query and, when the result has an inline
     * keyboard, an {@code inline_message_id}.
     *
     * @param resultId the result's {@code id}
     * @return the update it made
     * @throws IllegalArgumentException when no answer of the bot to this user's inline queries offered that result
     */
    public UserAction choosesInlineResult(String resultId) {
        return one(new ChooseInlineResult(id, firstName, null, Objects.requireNonNull(resultId, "resultId")));
    }

    /**
     * Votes in the latest poll the bot sent in the private chat: for a poll that is not anonymous the bot gets a
     * {@code poll_answer} update, and for any poll a {@code poll} update with the new counts.
     *
     * @param optionIds the chosen options, 0-based (one unless the poll allows multiple answers; none retracts)
     * @return the {@code poll_answer} update (a {@code poll} update for an anonymous poll)
     * @throws IllegalArgumentException when there is no such poll, it is closed, or the vote breaks its rules (a quiz
     *         takes one answer, never changed)
     */
    public UserAction answersPoll(int... optionIds) {
        return answersPollIn(id, 0, optionIds);
    }

    /**
     * Votes in a poll the bot sent in a chat.
     *
     * @param chatId the chat (the user's id for the private chat)
     * @param messageId the poll's message, or 0 for the bot's latest poll there
     * @param optionIds the chosen options, 0-based
     * @return the {@code poll_answer} update (a {@code poll} update for an anonymous poll)
     */
    public UserAction answersPollIn(long chatId, long messageId, int... optionIds) {
        return one(new AnswerPoll(id, firstName, chatId, messageId, Arrays.stream(optionIds).boxed().toList()));
    }

    /**
     * Pays the latest invoice the bot sent in the private chat ({@code sendInvoice} in Telegram Stars): the bot gets a
     * {@code pre_checkout_query} (its {@link UserAction#queryId()}) to answer within 10 seconds; answered with
     * {@code ok}, the payment goes through and the bot gets the {@code successful_payment} message.
     *
     * @return the pre-checkout query update it made
     * @throws IllegalArgumentException when the bot sent no invoice there
     */
    public UserAction paysInvoice() {
        return one(new PayInvoice(id, firstName, id, 0, null));
    }

    /**
     * Pays an invoice message of the bot in a chat.
     *
     * @param chatId the chat
     * @param messageId the invoice message, or 0 for the latest
     * @return the pre-checkout query update it made
     */
    public UserAction paysInvoiceIn(long chatId, long messageId) {
        return one(new PayInvoice(id, firstName, chatId, messageId, null));
    }

    /**
     * Pays an invoice link the bot made ({@code createInvoiceLink}); the payment message goes to the private chat.
     *
     * @param invoiceLink the link
     * @return the pre-checkout query update it made
     */
    public UserAction paysInvoiceLink(String invoiceLink) {
        return one(new PayInvoice(id, firstName, id, 0, Objects.requireNonNull(invoiceLink, "invoiceLink")));
    }

    /** @return the one update the action queued */
    private UserAction one(Action action) {
        return actions.perform(action).get(0);
    }

    /** Carries out an action that only declares something (it queues no update). */
    private FakeUser declare(Action action) {
        actions.perform(action);
        return this;
    }

    private static String requireText(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("A message needs some text");
        }
        return text;
    }

    @Override
    public String toString() {
        return "FakeUser[" + id + (firstName == null ? "" : " " + firstName) + "]";
    }

    // ---------------------------------------------------- chat members, business connections, forum topics

    /**
     * Declares this user the owner of a group the fake knows (no update): an owner cannot be restricted or banned.
     *
     * @return this user
     */
    public FakeUser isOwnerOf(long groupChatId) {
        return declare(new SetMemberStatus(id, firstName, groupChatId, "creator"));
    }

    /**
     * Declares this user an administrator of a group the fake knows (no update): listed by
     * {@code getChatAdministrators}, and not to be restricted or banned by the bot.
     *
     * @return this user
     */
    public FakeUser isAdminOf(long groupChatId) {
        return declare(new SetMemberStatus(id, firstName, groupChatId, "administrator"));
    }

    /**
     * Declares this user a member of a group the fake knows (no update; {@link #joins} makes the updates).
     *
     * @return this user
     */
    public FakeUser isMemberOf(long groupChatId) {
        return declare(new SetMemberStatus(id, firstName, groupChatId, "member"));
    }

    /**
     * Joins a group: a message with {@code new_chat_members}, then a {@code chat_member} update (which Telegram sends
     * only to a bot that asked for it in {@code allowed_updates}).
     *
     * @return the message's update
     * @throws IllegalArgumentException when the user is a member already, or banned there
     */
    public UserAction joins(long groupChatId) {
        return one(new JoinGroup(id, firstName, groupChatId));
    }

    /**
     * Asks to join a group: a {@code chat_join_request} update, waiting for the bot's
     * {@code approveChatJoinRequest} or {@code declineChatJoinRequest}.
     *
     * @return the update it made
     */
    public UserAction requestsToJoin(long groupChatId) {
        return one(new RequestToJoin(id, firstName, groupChatId));
    }

    /**
     * Makes the bot an administrator of a group (every right but promoting others): a {@code my_chat_member} update.
     * The user becomes the group's owner if it has none yet.
     *
     * @return the update it made
     */
    public UserAction promotesBotIn(long groupChatId) {
        return one(new PromoteBot(id, firstName, groupChatId));
    }

    /**
     * Upgrades a group to a supergroup, as Telegram does when a group grows or its owner changes its settings: the bot
     * gets a {@code message} with {@code migrate_to_chat_id} in the group, then the supergroup's first
     * {@code message}, with {@code migrate_from_chat_id} (from {@code @GroupAnonymousBot}, on the supergroup's behalf).
     * The supergroup has the group's title and members, the bot among them with its status; from then on every call
     * naming the group's id fails with 400 "Bad Request: group chat was upgraded to a supergroup chat" and
     * {@code parameters.migrate_to_chat_id}, as on Telegram.
     *
     * <pre>{@code
     * telegram.group(-4242, "Club");
     * telegram.user(42, "Ada").upgradesGroup(-4242, -1004242424242L);
     * }</pre>
     *
     * @param groupChatId a group the fake knows (declared with {@code group(chatId, title)}; not a supergroup)
     * @param supergroupChatId the supergroup it becomes ({@code -100...}), a chat the fake does not know yet
     * @return the supergroup's update ({@code migrate_from_chat_id}); the group's was queued just before it, and its
     *         {@link UserAction#reply()} waits for the bot's messages in the supergroup
     * @throws IllegalArgumentException when the fake knows no such group, or the supergroup's id is taken or is not a
     *         supergroup's
     */
    public UserAction upgradesGroup(long groupChatId, long supergroupChatId) {
        List<UserAction> updates = actions.perform(new UpgradeGroup(id, firstName, groupChatId, supergroupChatId));
        return updates.get(updates.size() - 1);
    }

    /**
     * Turns a supergroup's topics on: its Chat is {@code is_forum} from now on, and the bot (an administrator with
     * {@code can_manage_topics}) may create topics.
     *
     * @param supergroupChatId a supergroup's id ({@code -100...})
     * @return this user
     */
    public FakeUser turnsTopicsOn(long supergroupChatId) {
        return declare(new TurnTopicsOn(id, firstName, supergroupChatId));
    }

    /**
     * Writes in a forum topic: a message with {@code message_thread_id} and {@code is_topic_message}.
     *
     * @param threadId the topic's {@code message_thread_id} (from {@code createForumTopic})
     * @return the update it made
     * @throws IllegalArgumentException when the topic does not exist or is closed
     */
    public UserAction sendsInTopic(long forumChatId, long threadId, String text) {
        return one(new SendInTopic(id, firstName, forumChatId, threadId, requireText(text)));
    }

    /**
     * Connects the bot to this user's Telegram Business account, with the right to reply: a {@code business_connection}
     * update.
     *
     * @return the update it made
     */
    public UserAction connectsBusinessAccount() {
        return one(new ConnectBusiness(id, firstName, true, true));
    }

    /**
     * Connects the bot to this user's business account, or changes its rights.
     *
     * @param canReply whether the bot may send messages on the account's behalf
     * @return the update it made
     */
    public UserAction connectsBusinessAccount(boolean canReply) {
        return one(new ConnectBusiness(id, firstName, canReply, true));
    }

    /**
     * Disconnects the bot from this user's business account: a {@code business_connection} update with
     * {@code is_enabled} false; the bot's sends through it fail from now on.
     *
     * @return the update it made
     */
    public UserAction disconnectsBusinessAccount() {
        return one(new ConnectBusiness(id, firstName, false, false));
    }

    /**
     * Writes, as a customer, to the business account of another user who connected the bot to it: a
     * {@code business_message} update carrying the connection's {@code business_connection_id}, in the private chat
     * with this user (chat id: this user's id).
     *
     * @param ownerUserId the business account's owner
     * @return the update it made
     */
    public UserAction writesToBusiness(long ownerUserId, String text) {
        return one(new WriteToBusiness(id, firstName, ownerUserId, requireText(text)));
    }

    /**
     * Sends a text in a chat as a reply to one of its messages (e.g. a moderator's {@code /ban} on a spammer's message).
     *
     * @param chatId the chat (the user's id for the private chat)
     * @param replyToMessageId the message replied to, e.g. {@link UserAction#messageId()} of another user's message
     * @return the update it made
     * @throws IllegalArgumentException when the chat has no such message
     */
    public UserAction repliesIn(long chatId, long replyToMessageId, String text) {
        return one(new SendReply(id, firstName, chatId, replyToMessageId, requireText(text)));
    }
}
