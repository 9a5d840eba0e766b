package io.github.quarkustelegram.runtime.resilience;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.method.ChatTargeted;
import io.github.quarkustelegram.method.TelegramRequest;

/**
 * Every Bot API method of the generated model, classified by hand: a method added by a new Bot API version fails
 * {@link #everyGeneratedMethodIsClassified()} until it is added to one of the two lists below, and the rule of
 * {@link MethodIdempotency} must agree with the lists. The lists are included in {@code resilience.adoc}.
 */
class MethodIdempotencyTest {

    // tag::idempotent[]
    static final List<String> IDEMPOTENT = List.of(
            // reads
            "getAvailableGifts", "getBusinessAccountGifts", "getBusinessAccountStarBalance", "getBusinessConnection",
            "getChat", "getChatAdministrators", "getChatGifts", "getChatMember", "getChatMemberCount",
            "getChatMenuButton", "getCustomEmojiStickers", "getFile", "getForumTopicIconStickers",
            "getGameHighScores", "getManagedBotAccessSettings", "getManagedBotToken", "getMe", "getMyCommands",
            "getMyDefaultAdministratorRights", "getMyDescription", "getMyName", "getMyShortDescription",
            "getMyStarBalance", "getStarTransactions", "getStickerSet", "getUpdates", "getUserChatBoosts",
            "getUserGifts", "getUserPersonalChatMessages", "getUserProfileAudios", "getUserProfilePhotos",
            "getWebhookInfo",
            // set a value given in full
            "setBusinessAccountBio", "setBusinessAccountGiftSettings", "setBusinessAccountName",
            "setBusinessAccountProfilePhoto", "setBusinessAccountUsername", "setChatAdministratorCustomTitle",
            "setChatDescription", "setChatMemberTag", "setChatMenuButton", "setChatPermissions", "setChatPhoto",
            "setChatStickerSet", "setChatTitle", "setCustomEmojiStickerSetThumbnail", "setGameScore",
            "setManagedBotAccessSettings", "setMessageReaction", "setMyCommands", "setMyDefaultAdministratorRights",
            "setMyDescription", "setMyName", "setMyProfilePhoto", "setMyShortDescription", "setPassportDataErrors",
            "setStickerEmojiList", "setStickerKeywords", "setStickerMaskPosition", "setStickerPositionInSet",
            "setStickerSetThumbnail", "setStickerSetTitle", "setUserEmojiStatus", "setWebhook",
            // replace the content of something that exists
            "editChatInviteLink", "editChatSubscriptionInviteLink", "editEphemeralMessageCaption",
            "editEphemeralMessageMedia", "editEphemeralMessageReplyMarkup", "editEphemeralMessageText",
            "editForumTopic", "editGeneralForumTopic", "editMessageCaption", "editMessageChecklist",
            "editMessageLiveLocation", "editMessageMedia", "editMessageReplyMarkup", "editMessageText", "editStory",
            "editUserStarSubscription",
            // put a member, a message, a topic or the bot in a state
            "banChatMember", "banChatSenderChat", "unbanChatMember", "unbanChatSenderChat", "restrictChatMember",
            "promoteChatMember", "pinChatMessage", "unpinChatMessage", "unpinAllChatMessages",
            "unpinAllForumTopicMessages", "unpinAllGeneralForumTopicMessages", "verifyChat", "verifyUser",
            "removeChatVerification", "removeUserVerification", "closeForumTopic", "closeGeneralForumTopic",
            "reopenForumTopic", "reopenGeneralForumTopic", "hideGeneralForumTopic", "unhideGeneralForumTopic",
            "readBusinessMessage", "stopMessageLiveLocation", "stopPoll", "revokeChatInviteLink", "leaveChat",
            "logOut", "close",
            // remove
            "deleteAllMessageReactions", "deleteBusinessMessages", "deleteChatPhoto", "deleteChatStickerSet",
            "deleteEphemeralMessage", "deleteForumTopic", "deleteMessage", "deleteMessageReaction", "deleteMessages",
            "deleteMyCommands", "deleteStickerFromSet", "deleteStickerSet", "deleteStory", "deleteWebhook",
            "removeBusinessAccountProfilePhoto", "removeMyProfilePhoto",
            // named exceptions to the name rule
            "sendChatAction", "sendMessageDraft", "sendRichMessageDraft", "answerCallbackQuery",
            "answerInlineQuery", "answerShippingQuery", "answerPreCheckoutQuery", "answerChatJoinRequestQuery",
            "approveChatJoinRequest", "declineChatJoinRequest");
    // end::idempotent[]

    // tag::not-idempotent[]
    static final List<String> NOT_IDEMPOTENT = List.of(
            // send a message (answerWebAppQuery and answerGuestQuery send one too)
            "sendAnimation", "sendAudio", "sendChecklist", "sendContact", "sendDice", "sendDocument", "sendGame",
            "sendInvoice", "sendLivePhoto", "sendLocation", "sendMediaGroup", "sendMessage", "sendPaidMedia",
            "sendPhoto", "sendPoll", "sendRichMessage", "sendSticker", "sendVenue", "sendVideo", "sendVideoNote",
            "sendVoice", "forwardMessage", "forwardMessages", "copyMessage", "copyMessages", "answerWebAppQuery",
            "answerGuestQuery", "sendChatJoinRequestWebApp",
            // create something new each time, or add to a collection
            "createChatInviteLink", "createChatSubscriptionInviteLink", "createForumTopic", "createInvoiceLink",
            "createNewStickerSet", "exportChatInviteLink", "replaceManagedBotToken", "postStory", "repostStory",
            "uploadStickerFile", "savePreparedInlineMessage", "savePreparedKeyboardButton", "addStickerToSet",
            "replaceStickerInSet",
            // move Stars, gifts or money
            "sendGift", "giftPremiumSubscription", "transferBusinessAccountStars", "transferGift",
            "convertGiftToStars", "upgradeGift", "refundStarPayment", "approveSuggestedPost",
            "declineSuggestedPost");
    // end::not-idempotent[]

    /** The METHOD_NAME of every request record compiled from the generated sources. */
    static Set<String> generatedMethods() throws IOException, URISyntaxException {
        Path classes = Path.of(TelegramRequest.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path methodPackage = classes.resolve(TelegramRequest.class.getPackageName().replace('.', '/'));
        Set<String> names = new TreeSet<>();
        try (Stream<Path> files = Files.list(methodPackage)) {
            for (Path file : files.toList()) {
                String fileName = file.getFileName().toString();
                if (!fileName.endsWith(".class") || fileName.contains("$") || fileName.equals("package-info.class")) {
                    continue;
                }
                Class<?> type;
                try {
                    type = Class.forName(TelegramRequest.class.getPackageName() + "."
                            + fileName.substring(0, fileName.length() - ".class".length()));
                } catch (ClassNotFoundException e) {
                    throw new IllegalStateException(e);
                }
                if (type.isRecord() && TelegramRequest.class.isAssignableFrom(type)) {
                    try {
                        var field = type.getField("METHOD_NAME");
                        assertThat(Modifier.isStatic(field.getModifiers())).isTrue();
                        names.add((String) field.get(null));
                    } catch (ReflectiveOperationException e) {
                        throw new IllegalStateException(type + " has no METHOD_NAME", e);
                    }
                }
            }
        }
        return names;
    }

    @Test
    void everyGeneratedMethodIsClassified() throws Exception {
        Set<String> generated = generatedMethods();
        assertThat(generated).as("the request records of Bot API 10.2").hasSize(185);

        Set<String> classified = new HashSet<>(IDEMPOTENT);
        classified.addAll(NOT_IDEMPOTENT);
        assertThat(IDEMPOTENT).doesNotHaveDuplicates();
        assertThat(NOT_IDEMPOTENT).doesNotHaveDuplicates().doesNotContainAnyElementsOf(IDEMPOTENT);
        assertThat(generated)
                .as("methods not classified yet: add each to IDEMPOTENT or NOT_IDEMPOTENT, and to the rule if needed")
                .isSubsetOf(classified);
        assertThat(classified).as("classified methods the model no longer has").isSubsetOf(generated);
    }

    @Test
    void theRuleAgreesWithTheLists() {
        assertThat(IDEMPOTENT).allSatisfy(m -> assertThat(MethodIdempotency.isIdempotent(m)).as(m).isTrue());
        assertThat(NOT_IDEMPOTENT).allSatisfy(m -> assertThat(MethodIdempotency.isIdempotent(m)).as(m).isFalse());
    }

    @Test
    void theNamedExceptionsAreMethodsThatExist() {
        assertThat(MethodIdempotency.IDEMPOTENT_METHODS).isSubsetOf(IDEMPOTENT);
    }

    @Test
    void anUnknownMethodFollowsTheNameRuleAndIsNotIdempotentByDefault() {
        assertThat(MethodIdempotency.isIdempotent("getSomethingNew")).isTrue();
        assertThat(MethodIdempotency.isIdempotent("deleteSomethingNew")).isTrue();
        assertThat(MethodIdempotency.isIdempotent("close")).isTrue();
        assertThat(MethodIdempotency.isIdempotent("sendSomethingNew")).isFalse();
        assertThat(MethodIdempotency.isIdempotent("answerSomethingNew")).isFalse();
        assertThat(MethodIdempotency.isIdempotent("frobnicate")).isFalse();
        // a prefix counts only as a whole word: "settle" is not "set" + "tle"
        assertThat(MethodIdempotency.isIdempotent("settleInvoice")).isFalse();
        assertThat(MethodIdempotency.isIdempotent("getaway")).isFalse();
        assertThat(MethodIdempotency.isIdempotent(TestRequest.send(1, "x"))).isFalse();
    }

    @Test
    void theChatTargetedRequestsAreTheOnesWithAChatIdOfTypeChatId() throws Exception {
        // the emitter's rule, checked on the real model: 92 of 185 requests name their chat with a ChatId
        long targeted = 0;
        for (String name : generatedMethods()) {
            Class<?> type = Class.forName(TelegramRequest.class.getPackageName() + "."
                    + Character.toUpperCase(name.charAt(0)) + name.substring(1));
            boolean hasChatId = Stream.of(type.getRecordComponents())
                    .anyMatch(c -> c.getName().equals("chatId") && c.getType() == io.github.quarkustelegram.model.ChatId.class);
            assertThat(ChatTargeted.class.isAssignableFrom(type)).as(name).isEqualTo(hasChatId);
            targeted += hasChatId ? 1 : 0;
        }
        assertThat(targeted).isEqualTo(92);
    }
}
