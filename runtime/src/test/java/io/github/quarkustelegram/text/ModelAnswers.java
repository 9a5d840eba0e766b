package io.github.quarkustelegram.text;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.InputRichBlock;
import io.github.quarkustelegram.model.InputRichMessage;
import io.github.quarkustelegram.testing.telegram.markup.RichMessageChecks;
import io.github.quarkustelegram.testing.telegram.markup.RichMessageText;

/** The model-style answers written for the tests, and what the tests read back from rendered messages. */
final class ModelAnswers {

    static final List<String> ALL = List.of("prices-and-lookalikes.md", "code-with-languages.md",
            "table-of-plans.md", "lists-and-tasks.md", "nested-emphasis.md", "quotes-and-headings.md",
            "long-answer.md");

    private ModelAnswers() {
    }

    static String read(String name) {
        try (InputStream in = ModelAnswers.class.getResourceAsStream("model-answers/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no model answer " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @return the message as Telegram receives it */
    static JsonNode json(InputRichMessage message) {
        return TelegramJson.mapper().valueToTree(message);
    }

    /** Checks a message as the fake Telegram does; throws its 400 error if Telegram would refuse it. */
    static void checkAsTelegram(InputRichMessage message) {
        RichMessageChecks.check(json(message));
    }

    /** @return the blocks' text as a reader sees it, as the fake reads it */
    static String text(List<InputRichBlock> blocks) {
        return RichMessageText.of(json(InputRichMessage.builder().blocks(blocks).build()));
    }

    /** @return the messages' texts put together */
    static String textOfAll(List<InputRichMessage> messages) {
        List<String> parts = new ArrayList<>();
        messages.forEach(message -> parts.add(RichMessageText.of(json(message))));
        return String.join("\n", parts);
    }

    /** The text compared across a split: white space and the markers of items laid out flat are left out. */
    static String comparable(String text) {
        return text.replaceAll("[\\s•☐☑]", "");
    }
}
