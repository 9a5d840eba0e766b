package io.github.quarkustelegram.runtime.dispatch;

import static io.github.quarkustelegram.runtime.dispatch.TestUpdates.message;
import static io.github.quarkustelegram.runtime.dispatch.TestUpdates.text;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.dispatch.Route;
import io.github.quarkustelegram.dispatch.Trigger;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.runtime.dispatch.albums.AlbumCollector;
import io.github.quarkustelegram.runtime.resilience.VirtualScheduler;
import io.smallrye.mutiny.Uni;

/**
 * Albums ({@code @OnMediaGroup}): the parts of one {@code media_group_id} collected over the window, handled once in
 * message order, each part's receiver answered with the album's outcome. The window runs on a virtual clock.
 */
class AlbumsTest {

    private static final Duration WINDOW = Duration.ofMillis(500);

    private final VirtualScheduler clock = new VirtualScheduler();
    private final RouteTable routes = new RouteTable();
    /** The albums handled, as the message ids each held. */
    private final List<List<Integer>> albums = new CopyOnWriteArrayList<>();
    /** The single messages handled by the catch-all route, by message id. */
    private final List<Integer> singles = new CopyOnWriteArrayList<>();

    private UpdateDispatcher dispatcher() {
        routes.on(UpdateKind.MESSAGE, ctx -> {
            singles.add(ctx.message().messageId());
            return Uni.createFrom().voidItem();
        });
        return UpdateDispatcher.builder(routes).albumWindow(WINDOW).albumTimer(clock).timeoutExecutor(Runnable::run)
                .handlerTimeout(Duration.ZERO).build();
    }

    private void collectAlbums() {
        routes.onMediaGroup(ctx -> {
            albums.add(ids(ctx.album()));
            return Uni.createFrom().voidItem();
        });
    }

    @Test
    void partsArrivingOutOfOrderAreHandledOnceInMessageOrderAfterTheWindowAndEachReceiverWaitsForIt() {
        collectAlbums();
        UpdateDispatcher dispatcher = dispatcher();

        CompletableFuture<Void> third = send(dispatcher, photo(12, 1, "g1"));
        CompletableFuture<Void> first = send(dispatcher, photo(10, 1, "g1"));
        clock.advance(Duration.ofMillis(400)); // within the window: the album waits for more
        CompletableFuture<Void> second = send(dispatcher, photo(11, 1, "g1"));
        clock.advance(Duration.ofMillis(400)); // 800 ms since the first part, 400 since the last: still waiting
        assertThat(albums).isEmpty();
        assertThat(List.of(first, second, third)).noneMatch(CompletableFuture::isDone);

        clock.advance(Duration.ofMillis(100));
        assertThat(albums).containsExactly(List.of(10, 11, 12));
        assertThat(List.of(first, second, third)).allMatch(f -> f.isDone() && !f.isCompletedExceptionally());
        assertThat(singles).as("no part reached the route of single messages").isEmpty();
        assertThat(dispatcher.albumsCollecting()).isZero();
    }

    @Test
    void otherMessagesAndOtherChatsAreNotHeldAndTheSameAlbumIdInAnotherChatIsAnotherAlbum() {
        collectAlbums();
        UpdateDispatcher dispatcher = dispatcher();

        CompletableFuture<Void> a = send(dispatcher, photo(20, 1, "g"));
        CompletableFuture<Void> b = send(dispatcher, photo(21, 2, "g"));
        CompletableFuture<Void> plain = send(dispatcher, text(22, 1, "hello"));
        assertThat(plain).as("a message outside an album is handled at once").isDone();
        assertThat(singles).containsExactly(22);

        clock.advance(WINDOW);
        assertThat(albums).containsExactlyInAnyOrder(List.of(20), List.of(21));
        assertThat(List.of(a, b)).allMatch(CompletableFuture::isDone);
    }

    @Test
    void aFullAlbumOfTenIsHandledWithoutWaitingForTheWindow() {
        collectAlbums();
        UpdateDispatcher dispatcher = dispatcher();
        List<CompletableFuture<Void>> parts = new ArrayList<>();
        for (int id = 30; id < 30 + AlbumCollector.LARGEST; id++) {
            parts.add(send(dispatcher, photo(id, 1, "big")));
        }
        assertThat(albums).hasSize(1);
        assertThat(albums.get(0)).hasSize(10).isSorted();
        assertThat(parts).allMatch(CompletableFuture::isDone);
        assertThat(clock.pendingDelays()).as("the window's timer was cancelled").isEmpty();
    }

    @Test
    void aMessageDeliveredTwiceUnderTwoUpdateIdsIsInTheAlbumOnceAndBothReceiversAreAnswered() {
        collectAlbums();
        UpdateDispatcher dispatcher = dispatcher();
        CompletableFuture<Void> original = send(dispatcher, photo(40, 1, "g2"));
        // the same message (id 40) under another update id
        CompletableFuture<Void> again = send(dispatcher, TestUpdates.decode("""
                {"update_id":41,"message":{"message_id":40,"date":1,"chat":{"id":1,"type":"private"},
                "photo":[{"file_id":"f","file_unique_id":"u","width":1,"height":1}],"media_group_id":"g2"}}"""));
        clock.advance(WINDOW);
        assertThat(albums).containsExactly(List.of(40));
        assertThat(List.of(original, again)).allMatch(f -> f.isDone() && !f.isCompletedExceptionally());
    }

    @Test
    void aPartAfterTheWindowIsHandledAsAnAlbumOfItsOwnNotLost() {
        collectAlbums();
        UpdateDispatcher dispatcher = dispatcher();
        send(dispatcher, photo(50, 1, "g3"));
        clock.advance(WINDOW);
        CompletableFuture<Void> late = send(dispatcher, photo(51, 1, "g3"));
        clock.advance(WINDOW);
        assertThat(albums).containsExactly(List.of(50), List.of(51));
        assertThat(late).isDone();
    }

    @Test
    void anAlbumNoAlbumRouteTakesIsHandledPartByPartInMessageOrder() {
        routes.add(Route.of("albums of groups", Trigger.mediaGroup(), ctx -> "group".equals(ctx.chat().type()),
                ctx -> {
                    albums.add(ids(ctx.album()));
                    return Uni.createFrom().voidItem();
                }));
        UpdateDispatcher dispatcher = dispatcher();
        CompletableFuture<Void> second = send(dispatcher, photo(61, 1, "g4"));
        CompletableFuture<Void> first = send(dispatcher, photo(60, 1, "g4"));
        assertThat(singles).as("collected first").isEmpty();
        clock.advance(WINDOW);
        assertThat(albums).isEmpty();
        assertThat(singles).containsExactly(60, 61);
        assertThat(List.of(first, second)).allMatch(f -> f.isDone() && !f.isCompletedExceptionally());
    }

    @Test
    void withoutAlbumRoutesPartsAreSingleUpdatesHandledAtOnce() {
        UpdateDispatcher dispatcher = dispatcher();
        CompletableFuture<Void> part = send(dispatcher, photo(70, 1, "g5"));
        assertThat(part).isDone();
        assertThat(singles).containsExactly(70);
        assertThat(clock.pendingDelays()).isEmpty();
    }

    @Test
    void whenTheAlbumFailsForGoodEveryPartsReceiverSeesTheFailureSoTheyAreDeliveredAgain() {
        routes.onMediaGroup(ctx -> Uni.createFrom().failure(new IllegalStateException("boom")));
        routes.on(UpdateKind.MESSAGE, ctx -> Uni.createFrom().voidItem());
        UpdateDispatcher dispatcher = UpdateDispatcher.builder(routes).albumWindow(WINDOW).albumTimer(clock)
                .timeoutExecutor(Runnable::run).handlerTimeout(Duration.ZERO)
                .errorHook((ctx, failure) -> Uni.createFrom().failure(failure)).build();
        CompletableFuture<Void> a = send(dispatcher, photo(80, 1, "g6"));
        CompletableFuture<Void> b = send(dispatcher, photo(81, 1, "g6"));
        clock.advance(WINDOW);
        assertThat(List.of(a, b)).allMatch(CompletableFuture::isCompletedExceptionally);
    }

    @Test
    void theAlbumIsInTheContextOfItsFirstPartForEveryHandlerParameter() throws Exception {
        CompletableFuture<UpdateContext> seen = new CompletableFuture<>();
        routes.onMediaGroup(ctx -> {
            seen.complete(ctx);
            return Uni.createFrom().voidItem();
        });
        UpdateDispatcher dispatcher = dispatcher();
        send(dispatcher, photo(91, 7, "g7"));
        send(dispatcher, photo(90, 7, "g7"));
        clock.advance(WINDOW);
        UpdateContext ctx = seen.get(1, TimeUnit.SECONDS);
        assertThat(ctx.message().messageId()).isEqualTo(90);
        assertThat(ctx.update().updateId()).isEqualTo(90);
        assertThat(ctx.chat().id()).isEqualTo(7);
        assertThat(ctx.album()).extracting(Message::messageId).containsExactly(90, 91);
        assertThat(ctx.handlerName()).isEqualTo("albums");
    }

    private static CompletableFuture<Void> send(UpdateDispatcher dispatcher, Update update) {
        return dispatcher.accept(update).subscribeAsCompletionStage();
    }

    /** A photo of an album: update and message ids equal. */
    private static Update photo(int id, long chatId, String group) {
        return message(id, chatId, "private",
                "\"photo\":[{\"file_id\":\"f" + id + "\",\"file_unique_id\":\"u" + id
                        + "\",\"width\":1,\"height\":1}],\"media_group_id\":\"" + group + "\"");
    }

    private static List<Integer> ids(List<Message> album) {
        return album.stream().map(Message::messageId).toList();
    }
}
