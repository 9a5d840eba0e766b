package io.github.quarkustelegram.broadcasts;

import java.util.List;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.method.TelegramRequest;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;

/**
 * Sends one message to many chats: a newsletter, an alert, a price change. A bean; inject it.
 *
 * <pre>
 * &#64;Inject
 * Broadcasts broadcasts;
 *
 * &#64;OnCommand("broadcast")
 * Uni&lt;String&gt; broadcast(CommandArguments text) {
 *     return broadcasts.start("news", subscribers.ids(), Reply.text(text.rest()))
 *             .map(b -&gt; "Sending to everyone: " + b.id());
 * }
 * </pre>
 *
 * <ul>
 * <li><strong>Durable.</strong> The recipients and each one's outcome are stored ({@link BroadcastStore}: in memory by
 * default; on Redis with {@code quarkus.telegram.state.store=redis}, where a restart resumes the broadcast and one
 * instance of a fleet sends at a time, another taking over when it dies).</li>
 * <li><strong>At Telegram's rate, fairly.</strong> Sends go through the bot's flood control at a share of it
 * ({@code quarkus.telegram.broadcasts.per-second}, 20 of Telegram's 30 a second while users are chatting, so that
 * replies to them never wait behind the broadcast; {@code idle-per-second} when nobody is). A paid broadcast
 * ({@link #startPaid}: {@code allow_paid_broadcast}, 0.1 Star a message) has its own rate, up to 1,000 a second.</li>
 * <li><strong>Outcomes.</strong> A recipient who blocked the bot is recorded and reported ({@link RecipientUnreachable});
 * a group that became a supergroup gets the message at its new id ({@link RecipientMigrated}); a 429 is waited out; a
 * server fault or a lost connection is sent again.</li>
 * <li><strong>Each recipient once.</strong> After a crash, the broadcast resumes where it stopped. A send in flight
 * when the process died is sent again (Telegram has no idempotency key): at most
 * {@code quarkus.telegram.broadcasts.in-flight} (1) per instance that died.</li>
 * </ul>
 */
public interface Broadcasts {

    /**
     * @param name a name for people (logs, metrics, the Dev UI)
     * @param recipients the chats, in the order they are sent to
     * @param message the same message for every recipient (its chat is each recipient's): text, formatted text, a
     *        photo by {@code file_id} or URL...
     * @return the broadcast, once its recipients are stored and it runs
     */
    Uni<Broadcast> start(String name, List<Long> recipients, Reply.Send message);

    /**
     * @param name a name for people
     * @param recipients the chats, as a stream (e.g. from a database cursor), stored in chunks as they come: a million
     *        ids never sit in memory at once
     * @param message the same message for every recipient
     * @return the broadcast, once its recipients are stored and it runs; a failed stream fails it
     *         ({@link BroadcastState#FAILED}) and the returned {@code Uni}
     */
    Uni<Broadcast> start(String name, Multi<Long> recipients, Reply.Send message);

    /**
     * @param name a name for people
     * @param recipients the chats
     * @param message a request for any chat (its {@code chat_id} is replaced by each recipient's), e.g. a
     *        {@code SendPoll} or a {@code CopyMessage}
     * @return the broadcast, once its recipients are stored and it runs
     */
    Uni<Broadcast> start(String name, Multi<Long> recipients, TelegramRequest<?> message);

    /**
     * @param name a name for people
     * @param recipients the chats
     * @param message the bean that makes each recipient's message (found again by its class after a restart)
     * @return the broadcast, once its recipients are stored and it runs
     */
    Uni<Broadcast> start(String name, List<Long> recipients, Class<? extends BroadcastMessage> message);

    /**
     * @param name a name for people
     * @param recipients the chats
     * @param message the bean that makes each recipient's message
     * @return the broadcast, once its recipients are stored and it runs
     */
    Uni<Broadcast> start(String name, Multi<Long> recipients, Class<? extends BroadcastMessage> message);

    /**
     * A paid broadcast: each send sets {@code allow_paid_broadcast} (0.1 Telegram Star a message, from the bot's
     * balance) and goes at {@code quarkus.telegram.broadcasts.paid-per-second} (up to Telegram's 1,000), outside the
     * free flood budget.
     *
     * @param name a name for people
     * @param recipients the chats
     * @param message the same message for every recipient
     * @return the broadcast, once its recipients are stored and it runs
     */
    Uni<Broadcast> startPaid(String name, Multi<Long> recipients, Reply.Send message);

    /**
     * Starts broadcasts under an id of the application's choosing, once: a start with an id the store already has
     * stores nothing and gives that broadcast back (its recipients and message are not read). What a fleet's
     * {@code @Scheduled} digest needs, since each instance's scheduler fires:
     *
     * <pre>
     * &#64;Scheduled(cron = "0 0 9 * * ?")
     * Uni&lt;Void&gt; digest() {
     *     return broadcasts.once("digest-" + LocalDate.now()).start("digest", subscribers.ids(), Digest.class)
     *             .replaceWithVoid();
     * }
     * </pre>
     *
     * @param id the id: 1 to 100 letters, digits, {@code .}, {@code _}, {@code :} or {@code -}
     * @return broadcasts started under that id
     * @throws IllegalArgumentException for an id of other characters
     */
    Broadcasts once(String id);

    /**
     * @param id a broadcast's id
     * @return its handle, or null when the store has no such broadcast
     */
    Uni<@Nullable Broadcast> find(String id);

    /** @return the progress of every broadcast kept, oldest first */
    Uni<List<BroadcastProgress>> list();

    /**
     * Forgets an ended broadcast (its recipients, outcomes and counts): the store keeps ended broadcasts until then.
     *
     * @param id the broadcast
     * @return whether it was ended and is now forgotten (false: running, paused, or unknown)
     */
    Uni<Boolean> remove(String id);
}
