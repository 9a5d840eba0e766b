package io.github.quarkustelegram.examples.business;

import java.util.Locale;

import jakarta.inject.Inject;

import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.model.BusinessConnection;
import io.github.quarkustelegram.model.Message;

/**
 * A business account's assistant: a Telegram Business user connects the bot to their account (Settings, Business,
 * Chatbots), and the bot answers their customers on their behalf until the owner takes over.
 */
public class BusinessReplies {

    static final String HOURS = "We are open Monday to Friday, 9:00 to 18:00.";

    @Inject
    BusinessConnections connections;

    // tag::connection[]
    /**
     * {@code business_connection}: the bot was connected, its rights changed, or it was disconnected. The reply goes to
     * the owner, in their private chat with the bot.
     */
    @OnUpdate(UpdateKind.BUSINESS_CONNECTION)
    String connected(BusinessConnection connection) {
        connections.remember(connection);
        if (!connection.isEnabled()) {
            return "Disconnected: I no longer answer your customers.";
        }
        return canReply(connection) ? "Connected: I answer your customers until you reply yourself."
                : "Connected, but without the right to reply: I will forward what customers write.";
    }
    // end::connection[]

    // tag::business-message[]
    /**
     * {@code business_message}: a customer wrote to the business account. The reply carries the message's
     * {@code business_connection_id}, so the customer sees it from the account, not from the bot.
     */
    @OnUpdate(UpdateKind.BUSINESS_MESSAGE)
    Reply customerWrote(Message message) {
        BusinessConnection connection = connections.get(message.businessConnectionId());
        String customer = message.from() == null ? "A customer" : message.from().firstName();
        if (!canReply(connection)) { // to the owner's chat with the bot instead, off the connection
            return Reply.text(customer + " wrote: " + message.text()).to(connection.userChatId());
        }
        String text = message.text() == null ? "" : message.text().toLowerCase(Locale.ROOT);
        return Reply.text(text.contains("open") || text.contains("hours") ? HOURS
                : "Thanks, " + customer + "! " + connection.user().firstName() + " will answer you soon.");
    }
    // end::business-message[]

    private static boolean canReply(BusinessConnection connection) {
        return connection.isEnabled() && connection.rights() != null && connection.rights().canReply();
    }
}
