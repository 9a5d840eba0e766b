package io.github.quarkustelegram.it.faults;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import io.github.quarkustelegram.ReactiveTelegramBot;
import io.github.quarkustelegram.dispatch.OnText;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.Update;
import io.smallrye.mutiny.Uni;

/**
 * The fault-injection suite's bot: it answers each {@code chaos <chat> <n>} message with its own text, and tells the
 * {@link FaultLedger} when it starts and how it ends. Other texts are not its business (the module's other bots
 * share the application).
 */
@ApplicationScoped
public class EchoBot {

    /** The texts this bot answers. */
    public static final String PATTERN = "^chaos \\d+ \\d+$";

    @Inject
    FaultLedger ledger;

    @OnText(PATTERN)
    Uni<Void> echo(Update update, Message message, ReactiveTelegramBot bot) {
        long chatId = message.chat().id();
        ledger.started(chatId, update.updateId());
        return bot.sendMessage(SendMessage.builder(ChatId.of(chatId), message.text()).build())
                .onItemOrFailure().invoke((sent, failure) -> ledger.finished(update.updateId(), failure))
                .replaceWithVoid();
    }
}
