package io.github.quarkustelegram.keyboards;

import io.github.quarkustelegram.model.KeyboardButton;
import io.github.quarkustelegram.model.KeyboardButtonPollType;
import io.github.quarkustelegram.model.KeyboardButtonRequestChat;
import io.github.quarkustelegram.model.KeyboardButtonRequestUsers;
import io.github.quarkustelegram.model.WebAppInfo;

/** The buttons of a reply keyboard: plain text, or a request the user answers by pressing it. */
public final class ReplyButtons {

    private ReplyButtons() {
    }

    /**
     * @param text the label, sent as a message when pressed
     * @return the button
     */
    public static KeyboardButton text(String text) {
        return KeyboardButton.builder(text).build();
    }

    /**
     * @param text the label
     * @return a button sending the user's phone number as a contact (private chats only)
     */
    public static KeyboardButton requestContact(String text) {
        return KeyboardButton.builder(text).requestContact(true).build();
    }

    /**
     * @param text the label
     * @return a button sending the user's location (private chats only)
     */
    public static KeyboardButton requestLocation(String text) {
        return KeyboardButton.builder(text).requestLocation(true).build();
    }

    /**
     * @param text the label
     * @param request which users may be picked; its {@code request_id} comes back in the {@code users_shared} message
     * @return the button (private chats only)
     */
    public static KeyboardButton requestUsers(String text, KeyboardButtonRequestUsers request) {
        return KeyboardButton.builder(text).requestUsers(request).build();
    }

    /**
     * @param text the label
     * @param request which chat may be picked; its {@code request_id} comes back in the {@code chat_shared} message
     * @return the button (private chats only)
     */
    public static KeyboardButton requestChat(String text, KeyboardButtonRequestChat request) {
        return KeyboardButton.builder(text).requestChat(request).build();
    }

    /**
     * @param text the label
     * @param type {@code quiz}, {@code regular}, or null for either
     * @return a button asking the user to create a poll and send it (private chats only)
     */
    public static KeyboardButton requestPoll(String text, @org.jspecify.annotations.Nullable String type) {
        return KeyboardButton.builder(text).requestPoll(KeyboardButtonPollType.builder().type(type).build()).build();
    }

    /**
     * @param text the label
     * @param url the Mini App's {@code https://} URL
     * @return the button (private chats only)
     */
    public static KeyboardButton webApp(String text, String url) {
        return KeyboardButton.builder(text).webApp(WebAppInfo.builder(url).build()).build();
    }
}
