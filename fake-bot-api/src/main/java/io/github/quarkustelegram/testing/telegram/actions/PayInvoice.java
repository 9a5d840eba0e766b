package io.github.quarkustelegram.testing.telegram.actions;

/**
 * Pays an invoice in Telegram Stars: a {@code pre_checkout_query} update.
 *
 * @param userId the user who acts
 * @param firstName their first name, or null for the fake's default
 * @param chatId the chat
 * @param messageId the invoice message, or 0 for the bot's latest invoice in the chat
 * @param invoiceLink a link from {@code createInvoiceLink} (then the chat and message are ignored), or null
 */
public record PayInvoice(long userId, String firstName, long chatId, long messageId, String invoiceLink) implements Action {
}
