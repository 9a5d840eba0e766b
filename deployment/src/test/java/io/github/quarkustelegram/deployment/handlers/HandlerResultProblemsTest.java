package io.github.quarkustelegram.deployment.handlers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.method.AnswerInlineQuery;
import io.github.quarkustelegram.model.InlineQuery;
import io.github.quarkustelegram.text.FormattedText;
import io.quarkus.test.QuarkusUnitTest;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;

/**
 * Results whose type says they cannot answer the handler's updates fail the build, each naming its method: a message
 * in answer to updates without a chat, an edit or a toast in answer to messages, a reaction to updates without a
 * message, a type that is no result, a stream of anything but texts.
 */
class HandlerResultProblemsTest {

    private static final String BOT = WrongResults.class.getName();

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(WrongResults.class, BuildFailures.class))
            .assertException(failure -> {
                String messages = BuildFailures.messages(failure);
                assertThat(messages).contains(BOT + "#inlineText: replies with String, but handles [chosen_inline_result]"
                        + " updates, which have no chat to reply in; return the request that answers them (e.g."
                        + " AnswerInlineQuery) or a Reply.of(request)");
                assertThat(messages).contains(BOT + "#pollFormatted: replies with FormattedText, but handles [poll_answer]");
                assertThat(messages).contains(BOT + "#editAMessage: returns Reply.Edit, which answers a pressed button"
                        + " (a callback query), but handles [message] updates; send a message instead");
                assertThat(messages).contains(BOT + "#toastsInAList: returns Reply.Answer, which answers a pressed"
                        + " button");
                assertThat(messages).contains(BOT + "#reactToAJoinRequest: returns Reply.React, which applies to the"
                        + " update's message, but handles [chat_join_request] updates, which have none");
                assertThat(messages).contains(BOT + "#map: returns java.util.Map<java.lang.String, java.lang.String>;"
                        + " a handler returns void, a String");
                assertThat(messages).contains(BOT + "#listOfObjects: returns java.util.List<java.lang.Object>;");
                assertThat(messages).contains(BOT + "#streamOfNumbers: returns io.smallrye.mutiny.Multi<java.lang.Integer>;"
                        + " a handler streams a Multi<String> (a model's Markdown, appended), a Multi<FormattedText> or a Multi<Reply> (text"
                        + " replies, appended)");
                assertThat(messages).contains(BOT + "#streamToAnInlineQuery: replies with String, but handles"
                        + " [inline_query] updates, which have no chat to reply in");
                assertThat(messages).doesNotContain(BOT + "#inlineAnswer", BOT + "#anyReply", BOT + "#uniOfSomething");
            });

    /** Each method's result cannot answer what it handles; the last three can. */
    public static class WrongResults {

        @OnUpdate(UpdateKind.CHOSEN_INLINE_RESULT)
        String inlineText() {
            return "no chat";
        }

        @OnUpdate(UpdateKind.POLL_ANSWER)
        Uni<FormattedText> pollFormatted() {
            return Uni.createFrom().item(FormattedText.of("no chat"));
        }

        @OnCommand("edit")
        Reply.Edit editAMessage() {
            return Reply.edit("no button");
        }

        @OnCommand("toasts")
        List<Reply.Answer> toastsInAList() {
            return List.of(Reply.toast("no button"));
        }

        @OnUpdate(UpdateKind.CHAT_JOIN_REQUEST)
        Reply.React reactToAJoinRequest() {
            return Reply.react("👍");
        }

        @OnCommand("map")
        Map<String, String> map() {
            return Map.of();
        }

        @OnCommand("objects")
        List<Object> listOfObjects() {
            return List.of();
        }

        @OnCommand("numbers")
        Multi<Integer> streamOfNumbers() {
            return Multi.createFrom().items(1, 2);
        }

        @OnUpdate(UpdateKind.INLINE_QUERY)
        Multi<String> streamToAnInlineQuery() {
            return Multi.createFrom().item("no chat");
        }

        @OnUpdate(UpdateKind.INLINE_QUERY)
        AnswerInlineQuery inlineAnswer(InlineQuery query) {
            return AnswerInlineQuery.builder(query.id(), List.of()).build();
        }

        /** A Reply may be anything: checked when the update comes. */
        @OnUpdate(UpdateKind.POLL)
        Reply anyReply() {
            return Reply.delete();
        }

        /** A Uni of something else is awaited, as before results were replies. */
        @OnUpdate(UpdateKind.SHIPPING_QUERY)
        Uni<Map<String, String>> uniOfSomething() {
            return Uni.createFrom().item(Map.of());
        }
    }

    @Test
    void theBuildFails() {
        fail("the build should have failed");
    }
}
