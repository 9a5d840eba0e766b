package io.github.quarkustelegram.modelgen.ir;

import java.util.List;
import java.util.Optional;

/**
 * The whole Bot API as read from Telegram's documentation page: the root of the IR.
 *
 * <p>
 * Types and methods keep the page's order so that the committed JSON diffs cleanly from one Bot API
 * version to the next. Everything the emitter needs is here; the emitter never reads the page.
 *
 * @param version the Bot API version, e.g. {@code "10.2"}
 * @param releaseDate the date the page gives for that version, e.g. {@code "July 14, 2026"}
 * @param types every type of the page, plus the named unions the page only spells inline ("X or Y")
 * @param methods every method of the page
 * @param enums the enum-like string sets found in field descriptions, named and de-duplicated
 */
public record ApiSpec(String version, String releaseDate, List<TypeDef> types, List<MethodDef> methods,
        List<EnumDef> enums) {

    public ApiSpec {
        types = List.copyOf(types);
        methods = List.copyOf(methods);
        enums = List.copyOf(enums);
    }

    public Optional<TypeDef> type(String name) {
        return types.stream().filter(t -> t.name().equals(name)).findFirst();
    }

    public Optional<MethodDef> method(String name) {
        return methods.stream().filter(m -> m.name().equals(name)).findFirst();
    }

    public Optional<EnumDef> enumDef(String name) {
        return enums.stream().filter(e -> e.name().equals(name)).findFirst();
    }
}
