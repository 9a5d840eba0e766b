package io.github.quarkustelegram.testing.telegram.methods;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.telegram.api.BotApiError;
import io.github.quarkustelegram.testing.telegram.api.CallParams;
import io.github.quarkustelegram.testing.telegram.world.FakeWorld;
import io.github.quarkustelegram.testing.telegram.world.Transcript;
import io.github.quarkustelegram.testing.telegram.world.UpdateQueue;

/**
 * The Bot API methods a {@code FakeTelegram} answers from its state, by name, each as Telegram would, each area in a
 * class of its own ({@link SendMethods}, {@link EditMethods}, {@link ChatMethods}, {@link Polls}, ...): messages get the chat's
 * next {@code message_id}, the bot as {@code from}, the date, and echo what was sent (text, entities, caption, reply
 * markup); edits and deletes find the message or fail with Telegram's description. The calls that send, edit or
 * answer something are written to the transcript.
 *
 * <p>
 * Bot API 10.3: a send with {@code ephemeral_message_parameters} makes an ephemeral message (in a group, seen by
 * its receiver only: {@code message_id} 0, its own {@code ephemeral_message_id}, {@code receiver_user}), which the
 * {@code editEphemeralMessage*} methods and {@code deleteEphemeralMessage} find by chat, receiver and id. The 10.2
 * top-level {@code receiver_user_id} and {@code callback_query_id} of a send are refused: Telegram 10.3 would ignore
 * them and post the message for everyone. {@code sendMessageDraft} and {@code sendRichMessageDraft} keep the chat's
 * draft, which a user with a stop button ({@code can_stop}) can stop: a {@code stopped_message_generation} update.
 * Inline keyboards may have disabled buttons ({@code "disabled": {}}), which carry no action.
 */
public final class BotMethods {

    @FunctionalInterface
    interface Method {
        FakeReply call(CallParams params);
    }

    private final BotMessages messages;
    private final Map<String, String> names = new LinkedHashMap<>();
    private final Map<String, Method> methods = new LinkedHashMap<>();

    public BotMethods(FakeWorld world, Transcript transcript, UpdateQueue queue) {
        this.messages = new BotMessages(world, transcript);
        new ChatMethods(world, transcript, messages).register(this);
        new SendMethods(world, transcript, messages).register(this);
        new RichMessages(messages).register(this);
        new EditMethods(world, transcript, messages).register(this);
        // inline mode, polls, Telegram Stars payments
        InlineMode.in(world, transcript, queue).register(this);
        Polls.in(world, transcript, queue).register(this);
        StarPayments.in(world, transcript, queue).register(this);
        // chat members, business connections, forum topics: each area's state is the world's
        world.members().register(transcript, (name, method) -> add(name, method::apply));
        world.business().register((name, method) -> add(name, method::apply));
        world.topics().register(transcript, (name, method) -> add(name, method::apply));
    }

    /** @return how the bot's messages are made and stored, for the areas that send */
    BotMessages messages() {
        return messages;
    }

    void add(String name, Method method) {
        names.put(key(name), name);
        methods.put(key(name), method);
    }

    /** @return the methods answered here, by their Bot API names */
    public List<String> names() {
        return List.copyOf(names.values());
    }

    /** @return the answer to a call of a method answered here (any case) */
    public FakeReply call(String method, CallParams params) {
        Method handler = methods.get(key(method));
        if (handler == null) {
            return FakeReply.error(404, "Not Found");
        }
        try {
            return handler.call(params);
        } catch (BotApiError e) {
            return e.reply();
        }
    }

    private static String key(String method) {
        return method.toLowerCase(Locale.ROOT);
    }
}
