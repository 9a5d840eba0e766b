package io.github.quarkustelegram.examples.business;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.enterprise.context.ApplicationScoped;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.model.BusinessConnection;

/**
 * The business accounts connected to the bot, by connection id, as the {@code business_connection} updates told. One
 * the bot has not seen (it was connected before a restart) is asked of Telegram once.
 */
@ApplicationScoped
public class BusinessConnections {

    private final Map<String, BusinessConnection> byId = new ConcurrentHashMap<>();
    private final TelegramBot bot;

    BusinessConnections(TelegramBot bot) {
        this.bot = bot;
    }

    void remember(BusinessConnection connection) {
        byId.put(connection.id(), connection);
    }

    BusinessConnection get(String id) {
        return byId.computeIfAbsent(id, bot::getBusinessConnection);
    }
}
