package io.github.quarkustelegram.testing.telegram.control;

import java.util.List;

import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.telegram.actions.ConnectBusiness;
import io.github.quarkustelegram.testing.telegram.actions.JoinGroup;
import io.github.quarkustelegram.testing.telegram.actions.PromoteBot;
import io.github.quarkustelegram.testing.telegram.actions.QueuedUpdate;
import io.github.quarkustelegram.testing.telegram.actions.RequestToJoin;
import io.github.quarkustelegram.testing.telegram.actions.SetBotBlocked;
import io.github.quarkustelegram.testing.telegram.actions.SetLanguage;
import io.github.quarkustelegram.testing.telegram.actions.SetMemberStatus;
import io.github.quarkustelegram.testing.telegram.actions.TurnTopicsOn;
import io.github.quarkustelegram.testing.telegram.actions.UpgradeGroup;
import io.github.quarkustelegram.testing.telegram.world.FakeWorld;

/**
 * Who users are to the bot and its groups: their language, their status in a group, joining or asking to, making the
 * bot an administrator, blocking it, upgrading a group to a supergroup, turning a supergroup's topics on, connecting
 * their business account.
 */
final class MemberActions {

    private final ActionScene scene;
    private final FakeWorld world;

    MemberActions(ActionScene scene) {
        this.scene = scene;
        this.world = scene.world();
    }

    void register(LocalUserActions table) {
        table.on(SetLanguage.class, a -> {
            scene.user(a);
            world.setLanguage(a.userId(), a.languageCode());
            return List.of();
        });
        table.on(SetMemberStatus.class, a -> {
            setMemberStatus(a);
            return List.of();
        });
        table.on(TurnTopicsOn.class, a -> {
            scene.user(a);
            world.turnTopicsOn(a.chatId());
            return List.of();
        });
        table.on(JoinGroup.class, a -> List.of(joinGroup(a)));
        table.on(RequestToJoin.class, a -> List.of(requestToJoin(a)));
        table.on(PromoteBot.class, a -> List.of(promoteBot(a)));
        table.on(SetBotBlocked.class, a -> List.of(setBotBlocked(a)));
        table.on(UpgradeGroup.class, this::upgradeGroup);
        table.on(ConnectBusiness.class, a -> List.of(connectBusiness(a)));
    }

    private void setMemberStatus(SetMemberStatus a) {
        if (a.userId() != world.botId()) {
            scene.user(a);
        }
        world.members().setStatus(a.chatId(), a.userId(), a.status());
    }

    private QueuedUpdate joinGroup(JoinGroup a) {
        ObjectNode user = scene.user(a);
        ObjectNode chat = scene.chat(a.chatId());
        ObjectNode[] change = world.members().join(a.chatId(), a.userId());
        ObjectNode message = ActionScene.userMessage(user, chat);
        message.putArray("new_chat_members").add(user);
        return scene.queue().together(() -> {
            QueuedUpdate joined = scene.queueMessage("message", "new_chat_members", world.addMessage(message),
                    user.get("first_name").asText());
            memberUpdate("chat_member", user, chat, change);
            return joined;
        });
    }

    private QueuedUpdate requestToJoin(RequestToJoin a) {
        ObjectNode user = scene.user(a);
        ObjectNode chat = scene.chat(a.chatId());
        world.members().requestToJoin(a.chatId(), a.userId());
        ObjectNode request = FakeJson.MAPPER.createObjectNode();
        request.set("chat", chat);
        request.set("from", user);
        request.put("user_chat_id", a.userId());
        request.put("date", FakeWorld.now());
        return scene.queued("chat_join_request", a.chatId(), 0, user.get("first_name").asText(), request, null);
    }

    private QueuedUpdate promoteBot(PromoteBot a) {
        ObjectNode user = scene.user(a);
        ObjectNode chat = scene.chat(a.chatId());
        if (!world.members().hasOwner(a.chatId())) {
            world.members().setStatus(a.chatId(), a.userId(), "creator");
        }
        ObjectNode[] change = world.members().setStatus(a.chatId(), world.botId(), "administrator");
        return memberUpdate("my_chat_member", user, chat, change);
    }

    private QueuedUpdate setBotBlocked(SetBotBlocked a) {
        ObjectNode user = scene.user(a);
        ObjectNode chat = scene.chat(a.userId());
        if (!world.setBlockedBy(a.userId(), a.blocked())) {
            throw new IllegalArgumentException("User " + a.userId() + (a.blocked() ? " has blocked the bot already"
                    : " has not blocked the bot"));
        }
        ObjectNode member = FakeJson.MAPPER.createObjectNode();
        member.set("user", world.bot());
        member.put("status", "member");
        ObjectNode kicked = member.deepCopy();
        kicked.put("status", "kicked");
        kicked.put("until_date", 0);
        return memberUpdate("my_chat_member", user, chat, a.blocked() ? new ObjectNode[] { member, kicked }
                : new ObjectNode[] { kicked, member });
    }

    /**
     * The two service messages of an upgrade, as Telegram sends them to a bot in the group, queued together: the
     * group's {@code migrate_to_chat_id}, from the user, then the supergroup's {@code migrate_from_chat_id}, its first
     * message, sent on the supergroup's behalf (from {@code @GroupAnonymousBot}, {@code sender_chat} the supergroup).
     */
    private List<QueuedUpdate> upgradeGroup(UpgradeGroup a) {
        ObjectNode user = scene.user(a);
        ObjectNode[] chats = world.upgradeGroup(a.groupId(), a.supergroupId());
        ObjectNode migrateTo = ActionScene.userMessage(user, chats[0]);
        migrateTo.put("migrate_to_chat_id", a.supergroupId());
        ObjectNode migrateFrom = ActionScene.userMessage(groupAnonymousBot(), chats[1]);
        migrateFrom.set("sender_chat", chats[1]);
        migrateFrom.put("migrate_from_chat_id", a.groupId());
        return scene.queue().together(() -> List.of(
                scene.queueMessage("message", "migrate_to_chat_id", world.addMessage(migrateTo),
                        Long.toString(a.supergroupId())),
                scene.queueMessage("message", "migrate_from_chat_id", world.addMessage(migrateFrom),
                        Long.toString(a.groupId()))));
    }

    /** The sender Telegram gives a message a group sends on its own behalf. */
    private static ObjectNode groupAnonymousBot() {
        ObjectNode bot = FakeJson.MAPPER.createObjectNode();
        bot.put("id", 1_087_968_824L);
        bot.put("is_bot", true);
        bot.put("first_name", "Group");
        bot.put("username", "GroupAnonymousBot");
        return bot;
    }

    /** A {@code chat_member} or {@code my_chat_member} update: who changed whose status, from what to what. */
    private QueuedUpdate memberUpdate(String kind, ObjectNode by, ObjectNode chat, ObjectNode[] change) {
        ObjectNode updated = FakeJson.MAPPER.createObjectNode();
        updated.set("chat", chat);
        updated.set("from", by);
        updated.put("date", FakeWorld.now());
        updated.set("old_chat_member", change[0]);
        updated.set("new_chat_member", change[1]);
        long chatId = chat.get("id").longValue();
        return scene.queued(kind, chatId, 0, change[1].path("status").asText(), updated, null);
    }

    private QueuedUpdate connectBusiness(ConnectBusiness a) {
        ObjectNode owner = scene.user(a);
        ObjectNode connection = world.business().connect(owner, a.canReply(), a.enabled());
        return scene.queued("business_connection", a.userId(), 0, connection.get("id").asText(), connection, null);
    }
}
