package io.github.quarkustelegram.it;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;

import io.quarkus.jackson.ObjectMapperCustomizer;

/**
 * The application's own Jackson settings, chosen to be as hostile to Telegram's JSON as possible:
 * a naming strategy that is not Telegram's snake_case, failing on unknown fields, and writing nulls.
 * The model's mapper ({@code TelegramJson.mapper()}) must not see any of it.
 */
@Singleton
public class AppObjectMapperCustomizer implements ObjectMapperCustomizer {

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.setPropertyNamingStrategy(PropertyNamingStrategies.UPPER_CAMEL_CASE);
        mapper.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        mapper.setDefaultPropertyInclusion(JsonInclude.Include.ALWAYS);
    }
}
