package io.github.quarkustelegram.callbacks;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Makes a record the data of inline keyboard buttons: {@link CallbackDataCodec} writes it into {@code callback_data} as
 * {@code prefix:field:field...} and reads it back, and an {@code @OnCallbackData} handler taking the record as a
 * parameter handles the buttons carrying it.
 *
 * <p>
 * Fields may be {@code int}, {@code long}, {@code boolean}, their boxes, {@code String}, an enum, {@code UUID}, or an
 * {@code Optional} of one. Telegram takes 64 bytes (UTF-8): when every field is bounded (no string) the build fails if
 * the worst case is over; a string is checked when the data is written, and a value that would not fit throws a
 * {@link CallbackDataException} naming the record and the field (it is never cut).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface CallbackData {

    /**
     * The prefix that tells this record's buttons from others: short (it is in every button's 64 bytes), unique
     * among the application's records (checked at build time), without {@code :} or {@code \}.
     *
     * @return the prefix
     */
    String value();

    /**
     * Keep the data on the server, in the {@link CallbackDataStore}, and send only a short random key: for data that
     * can never fit 64 bytes. A key the store no longer has (expired, evicted, or the store was in memory and the
     * application restarted) gives {@link CallbackDataException.Reason#EXPIRED}.
     *
     * @return whether the data is stored
     */
    boolean stored() default false;
}
