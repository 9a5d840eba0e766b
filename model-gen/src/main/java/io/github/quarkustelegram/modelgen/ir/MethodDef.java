package io.github.quarkustelegram.modelgen.ir;

import java.util.List;

/**
 * A Bot API method.
 *
 * @param name the method name as called, e.g. {@code sendMessage}
 * @param anchor the page anchor, e.g. {@code sendmessage}
 * @param description the page's prose, as an HTML fragment
 * @param params the parameters, in page order
 * @param returns the result type, read from the prose ("On success, the sent Message is returned")
 */
public record MethodDef(String name, String anchor, String description, List<FieldDef> params, TypeRef returns) {

    public MethodDef {
        params = List.copyOf(params);
    }
}
