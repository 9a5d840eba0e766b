package io.github.quarkustelegram.runtime.config;

import java.time.Duration;
import java.util.Map;

import io.quarkus.runtime.configuration.DurationConverter;
import io.quarkus.runtime.configuration.MemorySize;
import io.quarkus.runtime.configuration.MemorySizeConverter;
import io.smallrye.config.PropertiesConfigSource;
import io.smallrye.config.SmallRyeConfig;
import io.smallrye.config.SmallRyeConfigBuilder;

/** {@link TelegramConfig} read from properties by SmallRye Config with Quarkus's converters, as an application reads it. */
public final class TelegramConfigs {

    private TelegramConfigs() {
    }

    /**
     * @param properties {@code quarkus.telegram.*} keys and values; absent keys take their defaults
     * @return the mapping
     */
    public static TelegramConfig of(Map<String, String> properties) {
        SmallRyeConfig config = new SmallRyeConfigBuilder()
                .withMapping(TelegramConfig.class)
                .withConverter(Duration.class, 200, new DurationConverter())
                .withConverter(MemorySize.class, 200, new MemorySizeConverter())
                .withSources(new PropertiesConfigSource(properties, "test", 500))
                .build();
        return config.getConfigMapping(TelegramConfig.class);
    }
}
