package io.github.quarkustelegram.examples.inlinemode;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.inject.Inject;

import io.github.quarkustelegram.dispatch.Has;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.keyboards.InlineButtons;
import io.github.quarkustelegram.keyboards.InlineKeyboard;
import io.github.quarkustelegram.method.AnswerInlineQuery;
import io.github.quarkustelegram.model.ChosenInlineResult;
import io.github.quarkustelegram.model.InlineQuery;
import io.github.quarkustelegram.model.InlineQueryResult;
import io.github.quarkustelegram.model.InlineQueryResultArticle;
import io.github.quarkustelegram.model.InlineQueryResultCachedPhoto;
import io.github.quarkustelegram.model.InlineQueryResultPhoto;
import io.github.quarkustelegram.model.InputTextMessageContent;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.PhotoSize;

/**
 * An inline bot: typing {@code @bot cats} in any chat lists cat facts (articles), a cat photo by URL and, once the user
 * sent the bot a photo, that photo (cached on Telegram, by its file_id). The results the users choose are counted and
 * shown first.
 */
public class InlineBot {

    static final String CAT_PHOTO = "https://upload.wikimedia.org/wikipedia/commons/3/3a/Cat03.jpg";

    @Inject
    CatFacts facts;

    /** user id -> the file_id of the latest photo they sent the bot. */
    private final Map<Long, String> photos = new ConcurrentHashMap<>();

    // tag::start[]
    @OnCommand("start")
    String start() {
        return "Type @ and my name in any chat to share a cat fact. Send me a photo to share it the same way.";
    }
    // end::start[]

    // tag::answer[]
    /** An inline query has no chat to reply in: its answer is the request that answers it. */
    @OnUpdate(UpdateKind.INLINE_QUERY)
    AnswerInlineQuery answer(InlineQuery query) {
        List<InlineQueryResult> results = new ArrayList<>();
        for (CatFacts.Fact fact : facts.matching(query.query())) {
            results.add(InlineQueryResultArticle.builder(fact.id(), fact.title(),
                    InputTextMessageContent.builder(fact.text()).build())
                    .description("Shared " + facts.timesShared(fact.id()) + " times")
                    .replyMarkup(InlineKeyboard.of(InlineButtons.url("More about cats", "https://en.wikipedia.org/wiki/Cat")))
                    .build());
        }
        results.add(InlineQueryResultPhoto.builder("photo", CAT_PHOTO, CAT_PHOTO).caption("A cat").build());
        String mine = photos.get(query.from().id());
        if (mine != null) { // a photo Telegram already has: sent again by its file_id, no URL needed
            results.add(InlineQueryResultCachedPhoto.builder("mine", mine).caption("My photo").build());
        }
        return AnswerInlineQuery.builder(query.id(), results)
                .cacheTime(0) // the order changes as users choose: no caching on Telegram's side
                .isPersonal(true) // "mine" is this user's own
                .build();
    }
    // end::answer[]

    // tag::chosen[]
    /** Telegram says which result the user sent (inline feedback must be on: @BotFather, /setinlinefeedback). */
    @OnUpdate(UpdateKind.CHOSEN_INLINE_RESULT)
    void chosen(ChosenInlineResult chosen) {
        facts.chosen(chosen.resultId());
    }
    // end::chosen[]

    // tag::photo[]
    /** A photo sent to the bot: its largest size is offered inline from now on. */
    @OnUpdate(value = UpdateKind.MESSAGE, filter = Has.Photo.class)
    String photo(Message message) {
        List<PhotoSize> sizes = message.photo();
        photos.put(message.from().id(), sizes.get(sizes.size() - 1).fileId());
        return "Got it: type @ and my name to share it.";
    }
    // end::photo[]
}
