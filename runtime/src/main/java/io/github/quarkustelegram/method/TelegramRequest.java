package io.github.quarkustelegram.method;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.type.TypeFactory;

/**
 * A call of one Bot API method: the record's components are the method's parameters (written as the JSON body), and
 * {@code R} is the type of its result.
 *
 * <p>
 * A request record is generated for every method ({@code sendMessage} -> {@link SendMessage}). An application may
 * implement this interface itself to call a method newer than the generated model.
 *
 * @param <R> the type of the method's result
 */
public interface TelegramRequest<R> {

    /** @return the Bot API method name, e.g. {@code "sendMessage"} (the last segment of the request URL) */
    String methodName();

    /**
     * The Jackson type of the result, for decoding the {@code result} of the response.
     *
     * @param types the type factory of the mapper that will decode the response
     * @return the result type, e.g. {@code Message}, {@code List<Update>} or {@code Boolean}
     */
    JavaType resultType(TypeFactory types);
}
