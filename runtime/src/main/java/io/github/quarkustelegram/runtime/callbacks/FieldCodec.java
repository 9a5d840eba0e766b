package io.github.quarkustelegram.runtime.callbacks;

import org.jspecify.annotations.Nullable;

/** How one field of a callback-data record is written as a token and read back. */
public interface FieldCodec {

    /** {@link #maxBytes()} of a field whose size has no bound (a string). */
    int UNBOUNDED = -1;

    /**
     * @param out where the token goes
     * @param value the field's value
     */
    void write(StringBuilder out, @Nullable Object value);

    /**
     * @param token the token, escapes kept; empty for null
     * @return the value
     * @throws IllegalArgumentException when the token is not one this codec writes
     */
    @Nullable
    Object read(String token);

    /** @return the most UTF-8 bytes a token takes, or {@link #UNBOUNDED} */
    int maxBytes();
}
