package io.github.quarkustelegram.runtime.resilience;

import java.util.List;
import java.util.Set;

import io.github.quarkustelegram.method.TelegramRequest;

/**
 * Which Bot API methods may be sent again when a call failed in a way that leaves open whether Telegram received
 * it (a timeout, a connection reset after the request was written, a 502 or 504 from a gateway).
 *
 * <p>
 * A method is <b>idempotent</b> here when calling it a second time, after a first call that Telegram did act on,
 * leaves the same state and creates nothing new. It reads something ({@code get*}); sets something to a value given
 * in full ({@code set*}, {@code edit*}, {@code ban*}, {@code restrict*}, {@code promote*}, {@code pin*},
 * {@code verify*}, {@code hide*}, {@code close*}, {@code reopen*}, {@code stop*}, ...); removes something
 * ({@code delete*}, {@code remove*}, {@code unban*}, {@code unpin*}, {@code revoke*}, {@code leaveChat},
 * {@code logOut}); or is one of a few named methods whose repeat is harmless (a chat action, a draft, the answer
 * to a callback, inline, shipping, pre-checkout or join-request query, the decision on a join request).
 *
 * <p>
 * Every other method is <b>not idempotent</b>: each call sends, creates or moves something (a message, a
 * forward or copy, an invite or invoice link, a forum topic, a story, a file, a prepared message, a token, Stars,
 * a gift), adds to a collection ({@code addStickerToSet}), or spends money. A method name this class does not know
 * (a request an application wrote for a newer Bot API method) follows the same name rule and is not idempotent
 * unless its name starts with one of the idempotent prefixes.
 *
 * <p>
 * Note that a repeated call Telegram already carried out may still fail: an edit answers "message is not
 * modified", a delete "message to delete not found". Such an error then means the first attempt did take effect.
 */
public final class MethodIdempotency {

    /** Method name prefixes (each followed by an upper-case letter, or the whole name) that are idempotent. */
    static final List<String> IDEMPOTENT_PREFIXES = List.of("get", "set", "delete", "edit", "ban", "unban",
            "restrict", "promote", "pin", "unpin", "verify", "remove", "read", "hide", "unhide", "close", "reopen",
            "leave", "logOut", "stop", "revoke");

    /** Methods outside the prefixes that are idempotent all the same; see the class documentation. */
    static final Set<String> IDEMPOTENT_METHODS = Set.of(
            // a status shown for five seconds: repeating it only renews it
            "sendChatAction",
            // a draft is replaced as a whole by the next draft with the same draft_id
            "sendMessageDraft", "sendRichMessageDraft",
            // a query is answered once: the answer shows nothing in a chat, and Telegram refuses a second one;
            // retrying matters here, since an unanswered query fails for the user after a few seconds
            "answerCallbackQuery", "answerInlineQuery", "answerShippingQuery", "answerPreCheckoutQuery",
            "answerChatJoinRequestQuery",
            // the decision on one user's pending request: the user ends up a member (or not) either way
            "approveChatJoinRequest", "declineChatJoinRequest");

    private MethodIdempotency() {
    }

    /**
     * @param methodName a Bot API method name, e.g. {@code "editMessageText"}
     * @return whether the method may be repeated after the request may have reached Telegram
     */
    public static boolean isIdempotent(String methodName) {
        if (IDEMPOTENT_METHODS.contains(methodName)) {
            return true;
        }
        for (String prefix : IDEMPOTENT_PREFIXES) {
            if (methodName.startsWith(prefix) && (methodName.length() == prefix.length()
                    || Character.isUpperCase(methodName.charAt(prefix.length())))) {
                return true;
            }
        }
        return false;
    }

    /**
     * @param request a request
     * @return whether its method may be repeated after the request may have reached Telegram
     */
    public static boolean isIdempotent(TelegramRequest<?> request) {
        return isIdempotent(request.methodName());
    }
}
