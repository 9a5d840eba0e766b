package io.github.quarkustelegram.updates;

import static io.github.quarkustelegram.updates.LongPollerTest.FAST;
import static io.github.quarkustelegram.updates.LongPollerTest.await;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.runtime.dispatch.RouteTable;
import io.github.quarkustelegram.runtime.dispatch.UpdateDispatcher;
import io.smallrye.mutiny.Uni;

/**
 * An album whose parts come in separate getUpdates answers: the poller, whose next long poll waits for its batch to
 * be handled, polls ahead (same offset, confirming nothing) while the dispatcher collects the album, so the rest of
 * it arrives within the window and the album is handled once, whole.
 */
@Timeout(60)
class AlbumsOverLongPollingTest {

    private final PollingBed bed = new PollingBed();
    private final List<List<Integer>> albums = new CopyOnWriteArrayList<>();
    private UpdateDispatcher dispatcher;

    @AfterEach
    void tearDown() throws Exception {
        bed.close();
        if (dispatcher != null) {
            dispatcher.close();
        }
    }

    @Test
    void partsArrivingInThreeAnswersMakeOneAlbumAndAreConfirmedAfterIt() throws Exception {
        RouteTable routes = new RouteTable();
        routes.onMediaGroup(ctx -> {
            albums.add(ctx.album().stream().map(Message::messageId).toList());
            return Uni.createFrom().voidItem();
        });
        dispatcher = UpdateDispatcher.builder(routes).albumWindow(Duration.ofMillis(600)).build();
        LongPoller poller = bed.poller(dispatcher, FAST);
        poller.start();

        bed.telegram.injectUpdate("message", part(101));
        await("the first part collected", () -> dispatcher.albumsCollecting() == 1);
        assertThat(poller.offset()).as("nothing confirmed while the album is collected").isNull();
        bed.telegram.injectUpdate("message", part(102));
        Thread.sleep(150); // a later answer again
        bed.telegram.injectUpdate("message", part(103));

        await("the album handled", () -> !albums.isEmpty());
        assertThat(albums).containsExactly(List.of(101, 102, 103));
        await("the three parts confirmed", () -> Integer.valueOf(4).equals(poller.offset()));
        Thread.sleep(800); // a second album would come within a window after the first
        assertThat(albums).hasSize(1);
    }

    @Test
    void withoutAlbumsNoPollGoesAheadOfABatch() throws Exception {
        RouteTable routes = new RouteTable();
        java.util.concurrent.CompletableFuture<Void> release = new java.util.concurrent.CompletableFuture<>();
        routes.on(io.github.quarkustelegram.dispatch.UpdateKind.MESSAGE,
                ctx -> Uni.createFrom().completionStage(release));
        dispatcher = UpdateDispatcher.builder(routes).build();
        LongPoller poller = bed.poller(dispatcher, FAST);
        poller.start();
        bed.telegram.injectUpdate("message", part(201));
        await("the first poll answered", () -> bed.api.requests("getUpdates").size() >= 1);
        Thread.sleep(500);
        assertThat(bed.api.requests("getUpdates")).as("the batch is being handled: no other poll").hasSize(1);
        release.complete(null);
        await("confirmed", () -> Integer.valueOf(2).equals(poller.offset()));
    }

    /** A photo of album "a" in chat 5, its message id the given one. */
    private static String part(int messageId) {
        return """
                {"message_id":%d,"date":1,"chat":{"id":5,"type":"private"},"from":{"id":5,"is_bot":false,
                "first_name":"P"},"media_group_id":"a","photo":[{"file_id":"f%d","file_unique_id":"u%d","width":1,
                "height":1}]}""".formatted(messageId, messageId, messageId);
    }
}
