package io.github.quarkustelegram.modelgen.ir;

import java.util.List;

/**
 * An enum-like set of string values found in descriptions ("can be either “private”, “group”, ...").
 * Emitted as an open value type: constants for these values, and any other value still decodes.
 *
 * @param name the Java name, e.g. {@code ChatType}
 * @param values the known values, in page order
 * @param description where the values came from, for Javadoc
 */
public record EnumDef(String name, List<String> values, String description) {

    public EnumDef {
        values = List.copyOf(values);
    }
}
