package io.github.quarkustelegram.runtime.streaming;

import java.util.ArrayList;
import java.util.List;

import io.github.quarkustelegram.model.InputRichBlock;
import io.github.quarkustelegram.model.InputRichBlockParagraph;
import io.github.quarkustelegram.model.InputRichMessage;
import io.github.quarkustelegram.model.RichText;
import io.github.quarkustelegram.text.FormattedText;

/**
 * The answer's text taken as plain text, Markdown marks and all: one paragraph block per paragraph (text between blank
 * lines), messages cut between paragraphs at Telegram's limits (a paragraph longer than a message cut where
 * {@link FormattedText#split(int)} cuts). A stand-in until the Markdown converter renders what the model meant.
 */
public final class PlainTextRenderer implements AnswerRenderer {

    @Override
    public List<InputRichMessage> richMessages(String text) {
        List<InputRichMessage> messages = new ArrayList<>();
        List<InputRichBlock> blocks = new ArrayList<>();
        int characters = 0;
        for (String paragraph : paragraphs(text)) {
            for (FormattedText piece : FormattedText.of(paragraph).split(RICH_MESSAGE_CHARACTERS)) {
                int length = piece.length();
                if (!blocks.isEmpty()
                        && (characters + length > RICH_MESSAGE_CHARACTERS || blocks.size() == RICH_MESSAGE_BLOCKS)) {
                    messages.add(InputRichMessage.builder().blocks(blocks).build());
                    blocks = new ArrayList<>();
                    characters = 0;
                }
                blocks.add(InputRichBlockParagraph.builder(RichText.of(piece.text().strip())).build());
                characters += length;
            }
        }
        if (!blocks.isEmpty()) {
            messages.add(InputRichMessage.builder().blocks(blocks).build());
        }
        return messages;
    }

    @Override
    public List<FormattedText> textMessages(String text) {
        String stripped = text.strip();
        return stripped.isEmpty() ? List.of() : FormattedText.of(stripped).split();
    }

    /** @return the paragraphs of the text, stripped, none blank */
    private static List<String> paragraphs(String text) {
        List<String> paragraphs = new ArrayList<>();
        for (String paragraph : text.split("\\n\\s*\\n")) {
            String stripped = paragraph.strip();
            if (!stripped.isEmpty()) {
                paragraphs.add(stripped);
            }
        }
        return paragraphs;
    }
}
