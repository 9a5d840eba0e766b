package io.github.quarkustelegram.keyboards;

import io.github.quarkustelegram.callbacks.CallbackDataCodec;
import io.github.quarkustelegram.model.CopyTextButton;
import io.github.quarkustelegram.model.InlineKeyboardButton;
import io.github.quarkustelegram.model.LoginUrl;
import io.github.quarkustelegram.model.SwitchInlineQueryChosenChat;
import io.github.quarkustelegram.model.WebAppInfo;

/**
 * The buttons of an inline keyboard, one factory per kind Telegram has. For a button's other options (an icon, a
 * style), use {@code InlineKeyboardButton.builder} or {@code toBuilder()} on what these return.
 */
public final class InlineButtons {

    private InlineButtons() {
    }

    /**
     * @param text the label
     * @param url an {@code http(s)://} or {@code tg://} URL the button opens
     * @return the button
     */
    public static InlineKeyboardButton url(String text, String url) {
        return InlineKeyboardButton.builder(text).url(url).build();
    }

    /**
     * @param text the label
     * @param data the callback data sent back when pressed: 1 to 64 bytes (UTF-8)
     * @return the button
     */
    public static InlineKeyboardButton callback(String text, String data) {
        return InlineKeyboardButton.builder(text).callbackData(data).build();
    }

    /**
     * @param text the label
     * @param data a record annotated {@code @CallbackData}, written by its {@link CallbackDataCodec}
     * @return the button
     * @throws io.github.quarkustelegram.callbacks.CallbackDataException when the data would be over 64 bytes
     */
    public static InlineKeyboardButton callback(String text, Record data) {
        return callback(text, CallbackDataCodec.encodeAny(data));
    }

    /**
     * @param text the label
     * @param url the Mini App's {@code https://} URL
     * @return the button (private chats only)
     */
    public static InlineKeyboardButton webApp(String text, String url) {
        return InlineKeyboardButton.builder(text).webApp(WebAppInfo.builder(url).build()).build();
    }

    /**
     * @param text the label
     * @param url the {@code https://} URL the user is logged in to with Telegram Login
     * @return the button
     */
    public static InlineKeyboardButton login(String text, String url) {
        return InlineKeyboardButton.builder(text).loginUrl(LoginUrl.builder(url).build()).build();
    }

    /**
     * @param text the label
     * @param query the inline query inserted, after the bot's username, in a chat the user picks; may be empty
     * @return the button
     */
    public static InlineKeyboardButton switchInline(String text, String query) {
        return InlineKeyboardButton.builder(text).switchInlineQuery(query).build();
    }

    /**
     * @param text the label
     * @param query the inline query inserted in the current chat; may be empty
     * @return the button
     */
    public static InlineKeyboardButton switchInlineCurrentChat(String text, String query) {
        return InlineKeyboardButton.builder(text).switchInlineQueryCurrentChat(query).build();
    }

    /**
     * @param text the label
     * @param chosenChat which chats the user may pick and the query inserted there
     * @return the button
     */
    public static InlineKeyboardButton switchInlineChosenChat(String text, SwitchInlineQueryChosenChat chosenChat) {
        return InlineKeyboardButton.builder(text).switchInlineQueryChosenChat(chosenChat).build();
    }

    /**
     * @param text the label
     * @param copied the text copied to the clipboard, 1 to 256 characters
     * @return the button
     */
    public static InlineKeyboardButton copyText(String text, String copied) {
        return InlineKeyboardButton.builder(text).copyText(CopyTextButton.builder(copied).build()).build();
    }

    /**
     * @param text the label, e.g. "Pay 5 ⭐"
     * @return a pay button: it must be the first button of the first row, on an invoice
     */
    public static InlineKeyboardButton pay(String text) {
        return InlineKeyboardButton.builder(text).pay(true).build();
    }
}
