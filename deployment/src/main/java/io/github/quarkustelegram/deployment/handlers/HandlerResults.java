package io.github.quarkustelegram.deployment.handlers;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.DotName;
import org.jboss.jandex.IndexView;
import org.jboss.jandex.Type;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.runtime.replies.ReplyTarget;
import io.github.quarkustelegram.runtime.replies.ResultType;

/**
 * Reads what a handler's return type makes of its result ({@link ResultType}), and checks it against the updates the
 * handler takes where the types tell: a message in answer to updates that have no chat (inline queries, polls...), an
 * edit or a toast in answer to updates that are no callback query, a reaction or a deletion with no message to apply
 * to. Each mistake is a problem naming {@code Class#method}, reported with the others.
 */
final class HandlerResults {

    /** The kinds whose update has a message a reaction or a deletion applies to. */
    private static final Set<UpdateKind> WITH_MESSAGE = EnumSet.of(UpdateKind.CALLBACK_QUERY,
            UpdateKind.MESSAGE_REACTION, UpdateKind.MESSAGE_REACTION_COUNT);

    static final String ALLOWED = "void, a String, a FormattedText, a Reply, a TelegramRequest (executed as it is), a"
            + " List of one of these, a Uni of any of them, or a Multi<String> or Multi<FormattedText> (streamed)";

    private final IndexView index;
    private final List<String> problems;

    HandlerResults(IndexView index, List<String> problems) {
        this.index = index;
        this.problems = problems;
    }

    /**
     * @param handler the handler, not a conversation step
     * @return what its result is, null after a problem
     */
    @Nullable
    ResultType of(HandlerContext handler) {
        return of(handler, problems);
    }

    /**
     * @param handler the handler (or an {@code @OnError} method, as if it were the handler)
     * @param problems where its mistakes go
     * @return what its result is, null after a problem
     */
    @Nullable
    ResultType of(HandlerContext handler, List<String> problems) {
        Type returned = handler.method().returnType();
        if (returned.kind() == Type.Kind.VOID) {
            return ResultType.VOID;
        }
        if (returned.name().equals(HandlerDotNames.MULTI)) {
            return stream(handler, returned, problems);
        }
        boolean uni = returned.name().equals(HandlerDotNames.UNI);
        Type inner = returned;
        if (uni) {
            if (returned.kind() != Type.Kind.PARAMETERIZED_TYPE) {
                return new ResultType(true, false, ResultType.Element.NOTHING);
            }
            inner = returned.asParameterizedType().arguments().get(0);
        }
        boolean list = inner.name().equals(HandlerDotNames.LIST);
        Type element = list ? elementOf(inner) : inner;
        ResultType.Element kind = element == null ? null : element(element);
        if (kind == null) {
            if (uni && !list) { // a Uni<Void>, a Uni<Message>...: awaited, its item the handler's business
                return new ResultType(true, false, ResultType.Element.NOTHING);
            }
            problems.add(handler.name() + ": returns " + returned + "; a handler returns " + ALLOWED);
            return null;
        }
        ResultType type = new ResultType(uni, list, kind);
        check(handler, type, element.name(), problems);
        return type;
    }

    /**
     * A {@code Multi<String>}, {@code Multi<FormattedText>} or {@code Multi<Reply>} (text replies): the pieces of one
     * answer, streamed.
     */
    private static @Nullable ResultType stream(HandlerContext handler, Type returned, List<String> problems) {
        Type element = elementOf(returned);
        ResultType.Element kind = null;
        if (element != null && element.name().equals(HandlerDotNames.STRING)) {
            kind = ResultType.Element.TEXT;
        } else if (element != null && element.name().equals(HandlerDotNames.FORMATTED_TEXT)) {
            kind = ResultType.Element.FORMATTED_TEXT;
        } else if (element != null && (element.name().equals(HandlerDotNames.REPLY)
                || element.name().equals(HandlerDotNames.REPLY_SEND))) {
            kind = ResultType.Element.REPLY;
        }
        if (kind == null) {
            problems.add(handler.name() + ": returns " + returned + "; a handler streams a Multi<String> (a model's"
                    + " Markdown, appended), a Multi<FormattedText> or a Multi<Reply> (text replies, appended)");
            return null;
        }
        ResultType type = ResultType.stream(kind);
        check(handler, type, element.name(), problems);
        return type;
    }

    private static @Nullable Type elementOf(Type list) {
        if (list.kind() != Type.Kind.PARAMETERIZED_TYPE) {
            return null;
        }
        Type element = list.asParameterizedType().arguments().get(0);
        if (element.kind() == Type.Kind.WILDCARD_TYPE) {
            element = element.asWildcardType().extendsBound();
        }
        return element;
    }

    private ResultType.@Nullable Element element(Type type) {
        DotName name = type.name();
        if (name.equals(HandlerDotNames.STRING)) {
            return ResultType.Element.TEXT;
        }
        if (name.equals(HandlerDotNames.FORMATTED_TEXT)) {
            return ResultType.Element.FORMATTED_TEXT;
        }
        if (name.equals(HandlerDotNames.REPLY) || name.toString().startsWith(HandlerDotNames.REPLY + "$")) {
            return ResultType.Element.REPLY;
        }
        if (isRequest(name)) {
            return ResultType.Element.REQUEST;
        }
        return null;
    }

    /** What the declared type tells about the updates it can answer. */
    private static void check(HandlerContext handler, ResultType type, DotName element, List<String> problems) {
        List<UpdateKind> kinds = handler.kinds();
        boolean sends = type.element() == ResultType.Element.TEXT || type.element() == ResultType.Element.FORMATTED_TEXT
                || element.equals(HandlerDotNames.REPLY_SEND) || element.equals(HandlerDotNames.REPLY_LATER);
        if (sends && kinds.stream().noneMatch(ReplyTarget::mayHaveChat)) {
            problems.add(handler.name() + ": replies with " + simple(element) + ", but handles " + wireNames(kinds)
                    + " updates, which have no chat to reply in; return the request that answers them (e.g."
                    + " AnswerInlineQuery) or a Reply.of(request)");
        } else if ((element.equals(HandlerDotNames.REPLY_EDIT) || element.equals(HandlerDotNames.REPLY_ANSWER))
                && !kinds.contains(UpdateKind.CALLBACK_QUERY)) {
            problems.add(handler.name() + ": returns " + simple(element) + ", which answers a pressed button (a"
                    + " callback query), but handles " + wireNames(kinds) + " updates; send a message instead");
        } else if ((element.equals(HandlerDotNames.REPLY_REACT) || element.equals(HandlerDotNames.REPLY_DELETE))
                && kinds.stream().noneMatch(k -> k.payloadType() == Message.class
                        || WITH_MESSAGE.contains(k))) {
            problems.add(handler.name() + ": returns " + simple(element) + ", which applies to the update's message,"
                    + " but handles " + wireNames(kinds) + " updates, which have none");
        }
    }

    private static String simple(DotName type) {
        String name = type.withoutPackagePrefix();
        return name.replace('$', '.');
    }

    private static List<String> wireNames(List<UpdateKind> kinds) {
        return kinds.stream().map(UpdateKind::wireName).toList();
    }

    /** @return whether the type is a {@code TelegramRequest}, through its classes and interfaces */
    boolean isRequest(DotName type) {
        if (type.equals(HandlerDotNames.TELEGRAM_REQUEST)) {
            return true;
        }
        ClassInfo info = index.getClassByName(type);
        while (info != null) {
            if (info.interfaceNames().contains(HandlerDotNames.TELEGRAM_REQUEST)) {
                return true;
            }
            for (DotName superInterface : info.interfaceNames()) {
                if (isRequest(superInterface)) {
                    return true;
                }
            }
            info = info.superName() == null ? null : index.getClassByName(info.superName());
        }
        return false;
    }
}
