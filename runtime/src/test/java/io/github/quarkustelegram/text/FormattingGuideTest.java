package io.github.quarkustelegram.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.method.EditMessageText;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.method.SendPhoto;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.model.MessageEntity;
import io.github.quarkustelegram.model.MessageEntityType;
import io.github.quarkustelegram.model.ParseMode;
import io.github.quarkustelegram.model.User;

/**
 * The examples of {@code docs/modules/ROOT/pages/formatting.adoc}, included from here by tag: keep them short, and
 * keep them passing.
 */
class FormattingGuideTest {

    private final ChatId chat = ChatId.of(42);

    @Test
    void compose() {
        User ann = User.builder(7, false, "Ann").build();
        // tag::compose[]
        FormattedText reply = Fmt.concat(
                Fmt.bold("Order #42"), Fmt.text(" for "), Fmt.mention("Ann", ann), Fmt.text(" is "),
                Fmt.italic(Fmt.bold("on its way"), Fmt.text(" 🚚")), Fmt.text("\n"),
                Fmt.link("Track it", "https://shop.example/track/42"), Fmt.text(" · total "), Fmt.code("12.50 €"));
        // reply.text():     "Order #42 for Ann is on its way 🚚\nTrack it · total 12.50 €"
        // reply.entities(): bold 0+9, text_mention 14+3, italic 21+13, bold 21+10, text_link 35+8, code 52+7
        // end::compose[]
        assertThat(reply.text()).isEqualTo("Order #42 for Ann is on its way 🚚\nTrack it · total 12.50 €");
        assertThat(reply.entities()).extracting(e -> e.type().value() + " " + e.offset() + "+" + e.length())
                .containsExactly("bold 0+9", "text_mention 14+3", "italic 21+13", "bold 21+10", "text_link 35+8",
                        "code 52+7");
    }

    @Test
    void builder() {
        List<String> items = List.of("tea", "scones");
        // tag::builder[]
        FormattedText.Builder cart = FormattedText.builder().bold("Your cart").newline();
        for (String item : items) {
            cart.append("• ").append(Fmt.italic(item)).newline();
        }
        FormattedText text = cart.append(Fmt.spoiler("free delivery!")).build();
        // end::builder[]
        assertThat(text.text()).isEqualTo("Your cart\n• tea\n• scones\nfree delivery!");
        assertThat(text.entities()).hasSize(4);
    }

    @Test
    void send() {
        FormattedText reply = Fmt.concat(Fmt.text("Hello "), Fmt.bold("Ann"));
        // tag::send[]
        SendMessage send = reply.sendTo(chat).disableNotification(true).build(); // text + entities, no parse mode
        EditMessageText edit = reply.editing(chat, 17).build(); // the same in message 17
        // end::send[]
        assertThat(send.entities()).containsExactly(MessageEntity.builder(MessageEntityType.BOLD, 6, 3).build());
        assertThat(send.parseMode()).isNull();
        assertThat(edit.entities()).isEqualTo(send.entities());
    }

    @Test
    void caption() {
        FormattedText description = Fmt.concat(Fmt.bold("Sunset"), Fmt.text(" over the bay"));
        // tag::caption[]
        SendPhoto photo = description.sendPhotoTo(chat, InputFile.reference("AgACAgIAAxkBAAIB")).build();
        // any other captioned request: .caption(description.text()).captionEntities(description.entitiesOrNull())
        // end::caption[]
        assertThat(photo.caption()).isEqualTo("Sunset over the bay");
        assertThat(photo.captionEntities()).isEqualTo(description.entities());
    }

    @Test
    void escape() {
        String userInput = "<script> & 1.5*2_x";
        // tag::escape[]
        SendMessage html = SendMessage.builder(chat, "You wrote: <code>" + Html.escape(userInput) + "</code>")
                .parseMode(ParseMode.HTML).build();
        SendMessage markdown = SendMessage.builder(chat, "*You wrote:* " + MarkdownV2.escape(userInput))
                .parseMode(ParseMode.MARKDOWN_V2).build();
        // inside `code` / ```pre```: MarkdownV2.escapeCode(...); inside a link's (...): MarkdownV2.escapeUrl(...)
        // end::escape[]
        assertThat(html.text()).isEqualTo("You wrote: <code>&lt;script&gt; &amp; 1.5*2_x</code>");
        assertThat(markdown.text()).isEqualTo("*You wrote:* <script\\> & 1\\.5\\*2\\_x");
    }

    @Test
    void render() {
        // tag::render[]
        FormattedText text = Fmt.concat(Fmt.bold("Price:"), Fmt.text(" 1.5 < 2"));
        String html = text.toHtml(); //           "<b>Price:</b> 1.5 &lt; 2"
        String markdown = text.toMarkdownV2(); // "*Price:* 1\.5 < 2"
        // end::render[]
        assertThat(html).isEqualTo("<b>Price:</b> 1.5 &lt; 2");
        assertThat(markdown).isEqualTo("*Price:* 1\\.5 < 2");
    }

    @Test
    void split() {
        FormattedText report = Fmt.concat(Fmt.bold("Report\n\n"), Fmt.text("line\n".repeat(1200)));
        // tag::split[]
        for (FormattedText part : report.split()) { // each at most 4096 UTF-16 units
            SendMessage send = part.sendTo(chat).build();
            // bot.call(send) ...
        }
        List<FormattedText> captions = report.split(FormattedText.CAPTION_LIMIT); // 1024 for a caption
        // end::split[]
        assertThat(report.split()).hasSize(2);
        assertThat(report.split().get(0).text()).endsWith("line\n");
        assertThat(captions).allSatisfy(c -> assertThat(c.length()).isLessThanOrEqualTo(1024));
        assertThat(String.join("", captions.stream().map(FormattedText::text).toList())).isEqualTo(report.text());
    }
}
