package io.github.quarkustelegram.method;

import org.jspecify.annotations.Nullable;

/**
 * A request that may be sent as a paid broadcast: Telegram's {@code allow_paid_broadcast}, up to 1,000 messages a
 * second for a fee in Stars, beyond the free limit of about 30. The generator makes every request record with that
 * parameter implement it ({@code SendMessage}, {@code SendPhoto}, {@code CopyMessage}, ...), so that flood control
 * holds a paid send to the paid rate rather than the free one without knowing its type.
 */
public interface AllowsPaidBroadcast {

    /** @return true when the request is sent as a paid broadcast; null or false otherwise */
    @Nullable
    Boolean allowPaidBroadcast();
}
