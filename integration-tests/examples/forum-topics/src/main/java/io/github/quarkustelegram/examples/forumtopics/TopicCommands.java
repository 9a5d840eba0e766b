package io.github.quarkustelegram.examples.forumtopics;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.method.CloseForumTopic;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.ForumTopic;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.User;

/**
 * A bot in a supergroup with topics: every answer goes to the topic the command came from, and {@code /newtopic}
 * opens a topic. A message in a topic carries the topic's {@code message_thread_id}; a reply carries it on, so that it
 * does not land in the forum's General topic.
 */
public class TopicCommands {

    // tag::reply-in-topic[]
    /** {@code /where}: answered in the same topic, without saying so: a reply goes where the command came from. */
    @OnCommand(value = "where", chatType = "supergroup")
    String where(Message message) {
        return message.isTopicMessage() ? "You are in topic " + message.messageThreadId() + "."
                : "You are in the General topic.";
    }
    // end::reply-in-topic[]

    // tag::new-topic[]
    /** {@code /newtopic Name}: creates the topic (the bot needs the right to manage topics) and writes in it first. */
    @OnCommand(value = "newtopic", chatType = "supergroup")
    Reply newTopic(Message message, User user, CommandArguments command, TelegramBot bot) {
        if (command.isEmpty()) {
            return Reply.text("Usage: /newtopic <name>");
        }
        ForumTopic topic = bot.createForumTopic(ChatId.of(message.chat()), command.arguments());
        return Reply.all(Reply.text("Welcome to " + topic.name() + "! Started by " + user.firstName() + ".")
                .topic(topic.messageThreadId()), // the new topic, rather than the command's
                Reply.text("Opened the topic " + topic.name() + "."));
    }
    // end::new-topic[]

    // tag::close[]
    /** {@code /close}: closes the topic it is sent in, after saying so there. */
    @OnCommand(value = "close", chatType = "supergroup")
    Reply close(Message message) {
        if (!message.isTopicMessage()) {
            return Reply.text("Send /close in the topic to close.");
        }
        return Reply.all(Reply.text("Closing this topic."),
                Reply.of(CloseForumTopic.builder(ChatId.of(message.chat()), message.messageThreadId()).build()));
    }
    // end::close[]
}
