package io.github.quarkustelegram.testing.telegram.world;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Function;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.telegram.api.BotApiError;
import io.github.quarkustelegram.testing.telegram.api.CallParams;

/**
 * The members of the groups a {@code FakeTelegram} knows, as Telegram keeps them: each member's status (owner,
 * administrator, member, restricted, left, banned) with its rights and {@code until_date}, and the pending join
 * requests. The bot is a plain member of a group until a user promotes it (a {@code PromoteBot} action); then
 * {@code restrictChatMember}, {@code banChatMember}, {@code approveChatJoinRequest}, ... act, otherwise they fail as
 * on Telegram. A restriction or ban with an {@code until_date} ends by itself when that date passes.
 *
 * <p>
 * Its state is guarded by the {@link FakeWorld}'s monitor, so that it is cleared and read with the chats it belongs
 * to.
 */
public final class ChatMembers {

    /** The permissions of a restricted member, in the order of the Bot API's ChatMemberRestricted. */
    public static final List<String> PERMISSIONS = List.of("can_send_messages", "can_send_audios", "can_send_documents",
            "can_send_photos", "can_send_videos", "can_send_video_notes", "can_send_voice_notes", "can_send_polls",
            "can_send_other_messages", "can_add_web_page_previews", "can_react_to_messages", "can_edit_tag",
            "can_change_info", "can_invite_users", "can_pin_messages", "can_manage_topics");

    /** The rights an administrator has, each given here; {@code can_promote_members} is the owner's to give. */
    private static final List<String> ADMIN_RIGHTS = List.of("can_manage_chat", "can_delete_messages",
            "can_manage_video_chats", "can_restrict_members", "can_change_info", "can_invite_users", "can_pin_messages",
            "can_manage_topics", "can_send_welcome_messages");
    private static final List<String> ADMIN_FLAGS_OFF = List.of("can_be_edited", "is_anonymous", "can_promote_members",
            "can_post_stories", "can_edit_stories", "can_delete_stories");

    /** Telegram: a restriction or ban for less than 30 seconds or more than 366 days is forever. */
    private static final long MIN_UNTIL = 30;
    private static final long MAX_UNTIL = 366L * 24 * 3600;

    private final FakeWorld world;
    /** chat id -> user id -> the ChatMember Telegram would answer (without expiry applied) */
    private final Map<Long, Map<Long, ObjectNode>> members = new HashMap<>();
    /** chat id -> the users whose join request waits */
    private final Map<Long, Set<Long>> requests = new HashMap<>();

    ChatMembers(FakeWorld world) {
        this.world = world;
    }

    /** Registers the Bot API methods of chat members, each writing what it did to the transcript. */
    public void register(Transcript transcript, BiConsumer<String, Function<CallParams, FakeReply>> add) {
        add.accept("getChatMember", p -> FakeReply.ok(getChatMember(chatId(p), userId(p))));
        add.accept("getChatAdministrators", p -> FakeReply.ok(administrators(chatId(p))));
        add.accept("getChatMemberCount", p -> FakeReply.ok(FakeJson.MAPPER.getNodeFactory().numberNode(count(chatId(p)))));
        add.accept("restrictChatMember", p -> acted(transcript, "restrictChatMember", p,
                () -> restrict(chatId(p), userId(p), p.json("permissions").orElse(null), until(p))));
        add.accept("banChatMember", p -> acted(transcript, "banChatMember", p, () -> ban(chatId(p), userId(p), until(p))));
        add.accept("unbanChatMember", p -> acted(transcript, "unbanChatMember", p,
                () -> unban(chatId(p), userId(p), p.bool("only_if_banned").orElse(false))));
        add.accept("approveChatJoinRequest", p -> acted(transcript, "approveChatJoinRequest", p,
                () -> answerRequest(chatId(p), userId(p), true)));
        add.accept("declineChatJoinRequest", p -> acted(transcript, "declineChatJoinRequest", p,
                () -> answerRequest(chatId(p), userId(p), false)));
    }

    private FakeReply acted(Transcript transcript, String method, CallParams p, Runnable action) {
        action.run();
        long chatId = chatId(p);
        ObjectNode params = FakeJson.MAPPER.createObjectNode();
        params.put("chat_id", chatId);
        params.put("user_id", userId(p));
        p.longValue("until_date").ifPresent(v -> params.put("until_date", v));
        p.bool("only_if_banned").ifPresent(v -> params.put("only_if_banned", v));
        p.json("permissions").ifPresent(v -> params.set("permissions", v));
        transcript.add(Step.From.BOT, method, chatId, 0, p.text("user_id").orElse(""), List.of(),
                params.toString());
        return FakeReply.okTrue();
    }

    // ---------------------------------------------------------------------------------------------- reading

    /** @return the member as Telegram would answer {@code getChatMember}; a user the fake never met: 400 */
    ObjectNode getChatMember(long chatId, long userId) {
        synchronized (world) {
            ObjectNode chat = world.chat(Long.toString(chatId));
            ObjectNode user = knownUser(userId);
            if (chat.path("type").asText().equals("private")) {
                return status("member", user);
            }
            return current(chatId, userId).orElseGet(() -> userId == world.botId() ? status("member", user)
                    : status("left", user));
        }
    }

    private ArrayNode administrators(long chatId) {
        synchronized (world) {
            ObjectNode chat = world.chat(Long.toString(chatId));
            if (chat.path("type").asText().equals("private")) {
                throw BotApiError.badRequest("there are no administrators in the private chat");
            }
            ArrayNode admins = FakeJson.MAPPER.createArrayNode();
            members.getOrDefault(chatId, Map.of()).keySet().stream().sorted()
                    .map(id -> current(chatId, id).orElseThrow())
                    .filter(m -> Set.of("creator", "administrator").contains(m.path("status").asText()))
                    .forEach(admins::add);
            return admins;
        }
    }

    private int count(long chatId) {
        synchronized (world) {
            ObjectNode chat = world.chat(Long.toString(chatId));
            if (chat.path("type").asText().equals("private")) {
                return 2;
            }
            Map<Long, ObjectNode> known = members.getOrDefault(chatId, Map.of());
            int count = known.containsKey(world.botId()) ? 0 : 1; // the bot, a member of every group it knows
            for (Long id : known.keySet()) {
                count += isMember(current(chatId, id).orElseThrow()) ? 1 : 0;
            }
            return count;
        }
    }

    /** @return the member's status now, an expired restriction or ban lifted; empty if the chat never had them */
    private Optional<ObjectNode> current(long chatId, long userId) {
        ObjectNode member = members.getOrDefault(chatId, Map.of()).get(userId);
        if (member == null) {
            return Optional.empty();
        }
        long until = member.path("until_date").asLong(0);
        if (until != 0 && until <= FakeWorld.now()) {
            String status = member.path("status").asText();
            ObjectNode lifted = status.equals("kicked") || !member.path("is_member").asBoolean(true)
                    ? status("left", member.get("user"))
                    : status("member", member.get("user"));
            members.get(chatId).put(userId, lifted);
            return Optional.of(lifted.deepCopy());
        }
        return Optional.of(member.deepCopy());
    }

    /** @return the status of a user in a chat: creator, administrator, member, restricted, left or kicked */
    String statusOf(long chatId, long userId) {
        synchronized (world) {
            return current(chatId, userId).map(m -> m.path("status").asText())
                    .orElse(userId == world.botId() ? "member" : "left");
        }
    }

    /** @return whether the bot is the owner or an administrator of the chat with this right */
    boolean botMay(long chatId, String right) {
        synchronized (world) {
            ObjectNode bot = current(chatId, world.botId()).orElse(null);
            if (bot == null) {
                return false;
            }
            String status = bot.path("status").asText();
            return status.equals("creator") || status.equals("administrator") && bot.path(right).asBoolean(false);
        }
    }

    // ------------------------------------------------------------------------------------------------ acting

    private void restrict(long chatId, long userId, JsonNode permissions, long until) {
        synchronized (world) {
            ObjectNode chat = world.chat(Long.toString(chatId));
            if (!chat.path("type").asText().equals("supergroup")) {
                throw BotApiError.badRequest("method is available only for supergroups");
            }
            if (permissions == null || !permissions.isObject()) {
                throw BotApiError.badRequest("can't parse permissions JSON object");
            }
            ObjectNode user = knownUser(userId);
            if (userId == world.botId()) {
                throw BotApiError.badRequest("can't restrict self");
            }
            requireRight(chatId);
            ObjectNode old = getChatMember(chatId, userId);
            refuseAdmins(old);
            boolean allowed = PERMISSIONS.stream().allMatch(name -> permissions.path(name).asBoolean(false));
            if (allowed) {
                put(chatId, userId, isMember(old) ? status("member", user) : status("left", user));
                return;
            }
            ObjectNode restricted = status("restricted", user);
            restricted.put("is_member", isMember(old));
            PERMISSIONS.forEach(name -> restricted.put(name, permissions.path(name).asBoolean(false)));
            restricted.put("until_date", until);
            put(chatId, userId, restricted);
        }
    }

    private void ban(long chatId, long userId, long until) {
        synchronized (world) {
            ObjectNode chat = world.chat(Long.toString(chatId));
            if (chat.path("type").asText().equals("private")) {
                throw BotApiError.badRequest("method is available for supergroup and channel chats only");
            }
            ObjectNode user = knownUser(userId);
            if (userId == world.botId()) {
                throw BotApiError.badRequest("can't remove self");
            }
            requireRight(chatId);
            refuseAdmins(getChatMember(chatId, userId));
            ObjectNode banned = status("kicked", user);
            banned.put("until_date", until);
            put(chatId, userId, banned);
            requests.getOrDefault(chatId, new HashSet<>()).remove(userId);
        }
    }

    /** Telegram: without only_if_banned, "unbanning" a member removes them from the chat (they can join again). */
    private void unban(long chatId, long userId, boolean onlyIfBanned) {
        synchronized (world) {
            ObjectNode chat = world.chat(Long.toString(chatId));
            if (!chat.path("type").asText().equals("supergroup")) {
                throw BotApiError.badRequest("method is available for supergroup and channel chats only");
            }
            ObjectNode user = knownUser(userId);
            requireRight(chatId);
            ObjectNode old = getChatMember(chatId, userId);
            boolean banned = old.path("status").asText().equals("kicked");
            if (onlyIfBanned && !banned) {
                return;
            }
            refuseAdmins(old);
            put(chatId, userId, status("left", user));
        }
    }

    private void answerRequest(long chatId, long userId, boolean approve) {
        synchronized (world) {
            world.chat(Long.toString(chatId));
            ObjectNode user = knownUser(userId);
            if (!botMay(chatId, "can_invite_users")) {
                throw BotApiError.badRequest("CHAT_ADMIN_REQUIRED");
            }
            if (isMember(getChatMember(chatId, userId))) {
                throw BotApiError.badRequest("USER_ALREADY_PARTICIPANT");
            }
            if (!requests.getOrDefault(chatId, Set.of()).remove(userId)) {
                throw BotApiError.badRequest("HIDE_REQUESTER_MISSING");
            }
            if (approve) {
                put(chatId, userId, status("member", user));
            }
        }
    }

    // -------------------------------------------------------------------------------- what users do (actions)

    /**
     * A user joins a group.
     *
     * @return {old member, new member}
     * @throws IllegalArgumentException when the user is a member already, or banned
     */
    public ObjectNode[] join(long chatId, long userId) {
        synchronized (world) {
            requireGroup(chatId);
            ObjectNode old = getChatMember(chatId, userId);
            if (isMember(old)) {
                throw new IllegalArgumentException("User " + userId + " is a member of chat " + chatId + " already");
            }
            if (old.path("status").asText().equals("kicked")) {
                throw new IllegalArgumentException("User " + userId + " is banned from chat " + chatId);
            }
            ObjectNode member = status("member", old.get("user"));
            put(chatId, userId, member);
            return new ObjectNode[] { old, member.deepCopy() };
        }
    }

    /** A user asks to join a group; the request waits for the bot's answer. */
    public void requestToJoin(long chatId, long userId) {
        synchronized (world) {
            requireGroup(chatId);
            String status = statusOf(chatId, userId);
            if (!status.equals("left") && !status.equals("restricted")) {
                throw new IllegalArgumentException("User " + userId + " cannot ask to join chat " + chatId
                        + ": their status there is " + status);
            }
            requests.computeIfAbsent(chatId, id -> new HashSet<>()).add(userId);
        }
    }

    /** @return whether a join request of this user waits in the chat */
    boolean hasRequest(long chatId, long userId) {
        synchronized (world) {
            return requests.getOrDefault(chatId, Set.of()).contains(userId);
        }
    }

    /**
     * Sets a user's status in a group as a test declares it: {@code creator}, {@code administrator} (with every right
     * but promoting) or {@code member}. The bot itself may be made an administrator this way.
     *
     * @return {old member, new member}
     */
    public ObjectNode[] setStatus(long chatId, long userId, String status) {
        synchronized (world) {
            requireGroup(chatId);
            ObjectNode old = getChatMember(chatId, userId);
            ObjectNode user = old.get("user").deepCopy();
            ObjectNode member = switch (status) {
                case "creator" -> {
                    ObjectNode owner = status("creator", user);
                    owner.put("is_anonymous", false);
                    yield owner;
                }
                case "administrator" -> {
                    ObjectNode admin = status("administrator", user);
                    ADMIN_FLAGS_OFF.forEach(flag -> admin.put(flag, false));
                    ADMIN_RIGHTS.forEach(right -> admin.put(right, true));
                    yield admin;
                }
                case "member" -> status("member", user);
                default -> throw new IllegalArgumentException("A status to set is creator, administrator or member, not "
                        + status);
            };
            put(chatId, userId, member);
            return new ObjectNode[] { old, member.deepCopy() };
        }
    }

    /**
     * A user's message in a group: refused to a banned member, and to a member restricted from sending messages, as
     * their Telegram app would not let them write.
     *
     * @throws IllegalArgumentException when the user may not write there
     */
    public void requireMaySend(long chatId, long userId) {
        synchronized (world) {
            ObjectNode member = current(chatId, userId).orElse(null);
            if (member == null) {
                return;
            }
            if (member.path("status").asText().equals("kicked")) {
                throw new IllegalArgumentException("User " + userId + " is banned from chat " + chatId);
            }
            if (member.path("status").asText().equals("restricted") && !member.path("can_send_messages").asBoolean()) {
                throw new IllegalArgumentException("User " + userId + " is restricted in chat " + chatId
                        + ": they cannot send messages");
            }
        }
    }

    /** @return whether the chat has an owner the fake knows */
    public boolean hasOwner(long chatId) {
        synchronized (world) {
            return members.getOrDefault(chatId, Map.of()).values().stream()
                    .anyMatch(m -> m.path("status").asText().equals("creator"));
        }
    }

    /**
     * A group became a supergroup: its members, with their statuses, and its waiting join requests are the
     * supergroup's now; the group keeps none.
     */
    void move(long groupId, long supergroupId) {
        synchronized (world) {
            Map<Long, ObjectNode> moved = members.remove(groupId);
            if (moved != null) {
                members.put(supergroupId, moved);
            }
            Set<Long> waiting = requests.remove(groupId);
            if (waiting != null) {
                requests.put(supergroupId, waiting);
            }
        }
    }

    void clear() {
        synchronized (world) {
            members.clear();
            requests.clear();
        }
    }

    // ------------------------------------------------------------------------------------------------ helpers

    private void requireRight(long chatId) {
        if (!botMay(chatId, "can_restrict_members")) {
            throw BotApiError.badRequest("not enough rights to restrict/unrestrict chat member");
        }
    }

    private static void refuseAdmins(ObjectNode member) {
        switch (member.path("status").asText()) {
            case "creator" -> throw BotApiError.badRequest("can't remove chat owner");
            case "administrator" -> throw BotApiError.badRequest("user is an administrator of the chat");
            default -> {
            }
        }
    }

    private void requireGroup(long chatId) {
        if (!world.knowsChat(chatId) || chatId > 0) {
            throw new IllegalArgumentException("The fake knows no group " + chatId + world.upgradedTo(chatId)
                    .map(to -> ": it was upgraded to supergroup " + to)
                    .orElse(": declare it first with group(" + chatId + ", title)"));
        }
    }

    private ObjectNode knownUser(long userId) {
        if (userId == world.botId()) {
            return world.bot();
        }
        return world.user(userId).orElseThrow(() -> BotApiError.badRequest("user not found"));
    }

    private void put(long chatId, long userId, ObjectNode member) {
        members.computeIfAbsent(chatId, id -> new HashMap<>()).put(userId, member);
    }

    static boolean isMember(JsonNode member) {
        return switch (member.path("status").asText()) {
            case "creator", "administrator", "member" -> true;
            case "restricted" -> member.path("is_member").asBoolean(false);
            default -> false;
        };
    }

    private static ObjectNode status(String status, JsonNode user) {
        ObjectNode member = FakeJson.MAPPER.createObjectNode();
        member.put("status", status);
        member.set("user", user.deepCopy());
        return member;
    }

    /** A restriction's or ban's end as Telegram reads it: 0 (forever) for less than 30 s or more than 366 days ahead. */
    private static long until(CallParams p) {
        long until = p.longValue("until_date").orElse(0L);
        long ahead = until - FakeWorld.now();
        return ahead < MIN_UNTIL || ahead > MAX_UNTIL ? 0 : until;
    }

    /** @return the id of the chat a call names, by id or {@code @username}; 400 "chat not found" otherwise */
    private long chatId(CallParams p) {
        return world.chat(p.requiredText("chat_id", "chat_id is empty")).get("id").longValue();
    }

    private static long userId(CallParams p) {
        return p.longValue("user_id").orElseThrow(() -> BotApiError.badRequest("invalid user_id specified"));
    }
}
