package io.github.quarkustelegram.testing.telegram.markup;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.github.quarkustelegram.testing.telegram.api.BotApiError;

class RichMessageChecksTest {

    @Test
    void exactlyOneOfHtmlMarkdownAndBlocks() {
        assertRefused("{}", "exactly one of html, markdown or blocks");
        assertRefused("{\"html\":\"<b>a</b>\",\"markdown\":\"**a**\"}", "exactly one of html, markdown or blocks");
        assertThatCode(() -> check("{\"markdown\":\"**a**\"}")).doesNotThrowAnyException();
        assertThatCode(() -> check("{\"blocks\":[{\"type\":\"paragraph\",\"text\":\"a\"}]}"))
                .doesNotThrowAnyException();
    }

    @Test
    void charactersAreCountedInUtf16UnitsAcrossBlocksAndFormatting() {
        String half = "x".repeat(16_384);
        String exactly = "{\"blocks\":[{\"type\":\"paragraph\",\"text\":\"" + half + "\"},"
                + "{\"type\":\"paragraph\",\"text\":[{\"type\":\"bold\",\"text\":\"" + half + "\"}]}]}";
        assertThatCode(() -> check(exactly)).doesNotThrowAnyException();
        String emojiOver = "{\"blocks\":[{\"type\":\"paragraph\",\"text\":\"" + "😀".repeat(8_192) + half + "y\"}]}";
        assertRefused(emojiOver, "rich message is too long: 32769 characters");
    }

    @Test
    void listItemsAndTableRowsCountAsBlocks() {
        ObjectNode message = FakeJson.MAPPER.createObjectNode();
        ObjectNode list = message.putArray("blocks").addObject().put("type", "list");
        ArrayNode items = list.putArray("items");
        for (int i = 0; i < 249; i++) {
            items.addObject().putArray("blocks").addObject().put("type", "paragraph").put("text", "i");
        }
        // 1 list + 249 items + 249 paragraphs = 499
        assertThatCode(() -> RichMessageChecks.check(message)).doesNotThrowAnyException();
        ArrayNode row = ((ArrayNode) message.get("blocks")).addObject().put("type", "table").putArray("cells")
                .addArray();
        row.addObject().put("text", "cell");
        assertRefused(message, "too many blocks in the rich message: 501");
    }

    @Test
    void nestingCountsBlocksItemsAndFormatting() {
        // list (1) > item (2) > paragraph (3) > 13 formattings (4..16)
        String text = "\"deep\"";
        for (int i = 0; i < 13; i++) {
            text = "{\"type\":\"italic\",\"text\":" + text + "}";
        }
        String fits = "{\"blocks\":[{\"type\":\"list\",\"items\":[{\"blocks\":[{\"type\":\"paragraph\",\"text\":" + text
                + "}]}]}]}";
        assertThatCode(() -> check(fits)).doesNotThrowAnyException();
        String tooDeep = fits.replace("\"text\":\"deep\"", "\"text\":{\"type\":\"bold\",\"text\":\"deep\"}");
        assertRefused(tooDeep, "rich message nesting is too deep: level 17");
    }

    @Test
    void aTableHasAtMostTwentyColumnsColspanIncluded() {
        String cells = "{\"text\":\"a\",\"align\":\"left\",\"valign\":\"top\"},".repeat(18);
        String twenty = "{\"blocks\":[{\"type\":\"table\",\"cells\":[[" + cells
                + "{\"text\":\"b\",\"colspan\":2,\"align\":\"left\",\"valign\":\"top\"}]]}]}";
        assertThatCode(() -> check(twenty)).doesNotThrowAnyException();
        assertRefused(twenty.replace("\"colspan\":2", "\"colspan\":3"), "too many columns in a rich message table: 21");
    }

    private static void check(String json) {
        RichMessageChecks.check(parse(json));
    }

    private static void assertRefused(String json, String description) {
        assertRefused(parse(json), description);
    }

    private static void assertRefused(JsonNode message, String description) {
        assertThatThrownBy(() -> RichMessageChecks.check(message)).isInstanceOf(BotApiError.class)
                .hasMessageStartingWith("Bad Request: " + description);
    }

    private static JsonNode parse(String json) {
        try {
            return FakeJson.MAPPER.readTree(json);
        } catch (Exception e) {
            throw new IllegalArgumentException(json, e);
        }
    }
}
