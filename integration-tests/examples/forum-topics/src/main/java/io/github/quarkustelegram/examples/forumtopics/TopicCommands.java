package io.github.quarkustelegram.examples.forumtopics;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.method.CloseForumTopic;
import io.github.quarkustelegram.method.CreateForumTopic;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.ForumTopic;
import io.github.quarkustelegram.model.Message;

/**
 * A bot in a supergroup with topics: every answer goes to the topic the command came from, and {@code /newtopic}
 * opens a topic. A message in a topic carries the topic's {@code message_thread_id}; a send without it would land in
 * the forum's General topic.
 */
public class TopicCommands {

    // tag::reply-in-topic[]
    /** {@code /where}: answered in the same topic, by giving the send the message's {@code message_thread_id}. */
    @OnCommand(value = "where", chatType = "supergroup")
    SendMessage where(Message message) {
        String where = !message.isTopicMessage()
                ? "You are in the General topic."
                : "You are in topic " + message.messageThreadId() + ".";
        return inSameTopic(message, where);
    }

    /** A reply in the topic the message was written in (none: the General topic). */
    static SendMessage inSameTopic(Message message, String text) {
        return SendMessage.builder(ChatId.of(message.chat().id()), text)
                .messageThreadId(message.isTopicMessage() ? message.messageThreadId() : null)
                .build();
    }
    // end::reply-in-topic[]

    // tag::new-topic[]
    /** {@code /newtopic Name}: creates the topic (the bot needs the right to manage topics) and writes in it first. */
    @OnCommand(value = "newtopic", chatType = "supergroup")
    void newTopic(Message message, CommandArguments command, TelegramBot bot) {
        if (command.isEmpty()) {
            bot.sendMessage(inSameTopic(message, "Usage: /newtopic <name>"));
            return;
        }
        ChatId forum = ChatId.of(message.chat().id());
        ForumTopic topic = bot.createForumTopic(CreateForumTopic.builder(forum, command.arguments()).build());
        bot.sendMessage(SendMessage.builder(forum, "Welcome to " + topic.name() + "! Started by "
                + message.from().firstName() + ".").messageThreadId(topic.messageThreadId()).build());
        bot.sendMessage(inSameTopic(message, "Opened the topic " + topic.name() + "."));
    }
    // end::new-topic[]

    /** {@code /close}: closes the topic it is sent in, after saying so there. */
    @OnCommand(value = "close", chatType = "supergroup")
    void close(Message message, TelegramBot bot) {
        if (!message.isTopicMessage()) {
            bot.sendMessage(inSameTopic(message, "Send /close in the topic to close."));
            return;
        }
        bot.sendMessage(inSameTopic(message, "Closing this topic."));
        bot.closeForumTopic(CloseForumTopic.builder(ChatId.of(message.chat().id()), message.messageThreadId()).build());
    }
}
