package io.github.quarkustelegram.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;

import org.jboss.jandex.Index;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.model.Update;

class TelegramProcessorTest {

    @Test
    void modelClassesAreThoseOfTheModelPackagesSorted() throws IOException {
        Index index = Index.of(Update.class, Message.class, TelegramJson.class, TelegramProcessor.class, String.class);

        assertThat(TelegramProcessor.modelClasses(index))
                .containsExactly(TelegramJson.class.getName(), Message.class.getName(), Update.class.getName());
    }
}
