package io.github.quarkustelegram.modelgen.ir;

import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * A Bot API method.
 *
 * @param name the method name as called, e.g. {@code sendMessage}
 * @param anchor the page anchor, e.g. {@code sendmessage}
 * @param description the page's prose, as an HTML fragment
 * @param params the parameters, in page order
 * @param returns the result type, read from the prose ("On success, the sent Message is returned"); null
 *        when the prose could not be understood (the audit then fails, naming the method)
 */
public record MethodDef(String name, String anchor, String description, List<FieldDef> params,
        @Nullable TypeRef returns) {

    public MethodDef {
        params = List.copyOf(params);
    }
}
