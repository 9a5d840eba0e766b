package io.github.quarkustelegram.runtime.callbacks.pressed;

import java.util.function.Function;

import org.jboss.logging.Logger;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.callbacks.CallbackDataCodec;
import io.github.quarkustelegram.callbacks.CallbackDataException;
import io.github.quarkustelegram.method.AnswerCallbackQuery;
import io.github.quarkustelegram.model.CallbackQuery;
import io.github.quarkustelegram.model.Update;
import io.smallrye.mutiny.Uni;

/**
 * The typed data of a pressed button, as a handler's argument. Data that cannot be read (an expired stored entry, a
 * button from an older version of the record) answers the callback query with a toast, so the user's button stops
 * spinning and says why, and then fails the handler with the {@link CallbackDataException} (the error hook sees it).
 */
public final class PressedButton {

    /** The toast of a stored entry that is gone. */
    public static final String EXPIRED = "This button has expired.";
    /** The toast of data this version cannot read. */
    public static final String OUTDATED = "This button is out of date.";

    private static final Logger LOG = Logger.getLogger(PressedButton.class);

    private PressedButton() {
    }

    /**
     * @param update a callback query
     * @param answer sends an answer to the query ({@code reactiveBot()::answerCallbackQuery}), used when the data
     *        cannot be read
     * @param codec the record's codec; null to find it by the data's prefix
     * @return the record
     * @throws CallbackDataException when the data cannot be read (the query was answered)
     */
    public static Record read(Update update, Function<AnswerCallbackQuery, Uni<Boolean>> answer,
            @Nullable CallbackDataCodec<?> codec) {
        CallbackQuery query = update.callbackQuery();
        String data = query == null ? null : query.data();
        if (data == null) {
            throw new CallbackDataException(CallbackDataException.Reason.UNREADABLE,
                    "The update carries no callback data");
        }
        try {
            return codec == null ? CallbackDataCodec.decodeAny(data) : codec.decode(data);
        } catch (CallbackDataException e) {
            String toast = e.reason() == CallbackDataException.Reason.EXPIRED ? EXPIRED : OUTDATED;
            answer.apply(AnswerCallbackQuery.builder(query.id()).text(toast).build())
                    .subscribe().with(ok -> {
                    }, failure -> LOG.debugf(failure, "Could not answer the callback query of unreadable data"));
            throw e;
        }
    }
}
