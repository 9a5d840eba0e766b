package io.github.quarkustelegram.runtime.replies;

import java.util.List;

import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.text.FormattedText;
import io.smallrye.mutiny.Uni;

/**
 * Sends what a handler returned, the way its {@link ResultType} says: made once per handler from the type the build
 * read, so that an update pays one call, never a chain of {@code instanceof}. {@code null} (or an empty list) sends
 * nothing; a list is sent in order, each reply once the one before it was; a {@code Uni} is awaited first.
 */
@FunctionalInterface
public interface ResultDelivery {

    /** Nothing to send. */
    Uni<Void> DONE = Uni.createFrom().voidItem();

    /**
     * @param result what the handler returned
     * @param to the update it handled
     * @return completes when everything was sent; fails with the first failure, naming the handler when the reply
     *         could not apply to the update
     */
    Uni<Void> deliver(@Nullable Object result, Replying to);

    /**
     * @param type a handler's result type
     * @return how its results are sent
     * @throws IllegalArgumentException for a {@code Multi}, which streams ({@code runtime.streaming})
     */
    static ResultDelivery of(ResultType type) {
        if (type.multi()) {
            throw new IllegalArgumentException("A Multi is streamed by runtime.streaming.AnswerStreams, not sent here");
        }
        ResultDelivery one = switch (type.element()) {
            case NOTHING -> (result, to) -> DONE;
            case REQUEST -> (result, to) -> result == null ? DONE
                    : to.reactiveBot().execute((TelegramRequest<?>) result).replaceWithVoid();
            case TEXT -> (result, to) -> result == null ? DONE : send(Reply.text((String) result), to);
            case FORMATTED_TEXT -> (result, to) -> result == null ? DONE : send(Reply.text((FormattedText) result), to);
            case REPLY -> (result, to) -> result == null ? DONE : send((Reply) result, to);
        };
        ResultDelivery all = type.list() ? (result, to) -> result == null ? DONE : inOrder((List<?>) result, 0, one, to)
                : one;
        if (!type.uni()) {
            return all;
        }
        if (type.element() == ResultType.Element.NOTHING) {
            return (result, to) -> result == null ? DONE : ((Uni<?>) result).replaceWithVoid();
        }
        return (result, to) -> result == null ? DONE
                : ((Uni<?>) result).onItem().transformToUni(item -> all.deliver(item, to));
    }

    /**
     * @param reply a reply
     * @param to the update it answers
     * @return completes when it was made; fails naming the handler when it cannot apply to the update
     */
    static Uni<Void> send(Reply reply, Replying to) {
        if (reply instanceof Reply.All all) {
            return sendAll(all.replies(), to);
        }
        if (reply instanceof Reply.Later later) {
            return later(later, to);
        }
        TelegramRequest<?> request;
        try {
            request = request(reply, to);
        } catch (IllegalStateException e) {
            return Uni.createFrom().failure(e);
        }
        return to.reactiveBot().execute(request).replaceWithVoid();
    }

    /** A reply sent later: its request made for the update now, then scheduled. */
    private static Uni<Void> later(Reply.Later later, Replying to) {
        TelegramRequest<?> request;
        try {
            request = request(later.message(), to);
            return to.laterReplies().schedule(later.delay(), request).replaceWithVoid();
        } catch (IllegalStateException | IllegalArgumentException e) {
            return Uni.createFrom().failure(e);
        }
    }

    /**
     * @param reply a reply
     * @param to the update it answers
     * @return the request it is there
     * @throws IllegalStateException naming the handler, when the reply cannot apply to the update
     */
    static TelegramRequest<?> request(Reply reply, Replying to) {
        try {
            return ReplyRequests.of(reply, to.replyTarget());
        } catch (IllegalStateException e) {
            String handler = to.handlerName().isEmpty() ? "A reply outside any handler" : to.handlerName();
            throw new IllegalStateException(handler + ": " + e.getMessage(), e);
        }
    }

    /**
     * @param replies replies, in order
     * @param to the update they answer
     * @return completes when all were made, one after the other
     */
    static Uni<Void> sendAll(List<Reply> replies, Replying to) {
        return inOrder(replies, 0, (reply, target) -> send((Reply) reply, target), to);
    }

    private static Uni<Void> inOrder(List<?> results, int index, ResultDelivery one, Replying to) {
        if (index == results.size()) {
            return DONE;
        }
        return Uni.createFrom().deferred(() -> one.deliver(results.get(index), to))
                .onItem().transformToUni(ignored -> inOrder(results, index + 1, one, to));
    }
}
