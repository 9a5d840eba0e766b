package io.github.quarkustelegram.json;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import io.github.quarkustelegram.model.BotApiModule;

/**
 * The JSON mapping of the Bot API model.
 *
 * <p>
 * The model carries its own mapping (explicit property names, inclusion and unknown-field rules on every type),
 * so it reads and writes the same JSON in any {@link ObjectMapper}, whatever naming strategy, inclusion or
 * fail-on-unknown setting the application chose. What a mapper needs in addition is {@link #module()}, which decodes
 * the unions (sealed interfaces). {@link #mapper()} is a mapper with everything set up.
 */
public final class TelegramJson {

    private static final ObjectMapper MAPPER = newMapper();

    private TelegramJson() {
    }

    /**
     * The shared, preconfigured mapper: our module, unknown properties ignored, nulls left out, no naming
     * strategy, decimals kept exactly in trees (what the model does not know), input bounded ({@value #MAX_NESTING_DEPTH}
     * levels, numbers of {@value #MAX_NUMBER_LENGTH}
     * characters). Thread-safe; do not reconfigure it (use {@link #newMapper()} for a mapper of your own).
     *
     * @return the shared mapper
     */
    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /**
     * How deep the JSON the model reads may nest. Telegram's deepest answers nest a few dozen levels (a message
     * quoting a message with rich text); a body nested deeper is refused before it costs a deep recursion.
     */
    public static final int MAX_NESTING_DEPTH = 200;
    /** How many characters a number may have: Telegram's ids have at most 20, its floats a few more. */
    public static final int MAX_NUMBER_LENGTH = 100;

    /** @return a new mapper configured like {@link #mapper()}, free to be configured further */
    public static ObjectMapper newMapper() {
        JsonFactory factory = JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxNestingDepth(MAX_NESTING_DEPTH)
                        .maxNumberLength(MAX_NUMBER_LENGTH)
                        .build())
                .build();
        return JsonMapper.builder(factory)
                .addModule(module())
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                // what the model does not know (an unknown union member, an unknown field) is kept as a tree: its
                // decimals as written, so that it is written back as it came (as a double, 1e720929 would become
                // "Infinity", a string)
                .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .nodeFactory(JsonNodeFactory.withExactBigDecimals(true))
                .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
                .defaultPropertyInclusion(JsonInclude.Value.construct(JsonInclude.Include.NON_NULL,
                        JsonInclude.Include.NON_NULL))
                .build();
    }

    /** @return the module decoding the model's unions; register it on any mapper that reads Telegram JSON */
    public static Module module() {
        return new BotApiModule();
    }

    /**
     * Registers {@link #module()} on an application's mapper; the rest of its configuration does not change how
     * the model maps.
     *
     * @param mapper the application's mapper
     * @param <M> its type
     * @return the same mapper
     */
    public static <M extends ObjectMapper> M register(M mapper) {
        mapper.registerModule(module());
        return mapper;
    }
}
