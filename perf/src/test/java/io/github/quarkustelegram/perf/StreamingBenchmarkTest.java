package io.github.quarkustelegram.perf;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.model.InputRichBlockBlockQuotation;
import io.github.quarkustelegram.model.InputRichBlockList;
import io.github.quarkustelegram.model.InputRichBlockParagraph;
import io.github.quarkustelegram.model.InputRichBlockPreformatted;
import io.github.quarkustelegram.model.InputRichBlockSectionHeading;
import io.github.quarkustelegram.model.InputRichBlockTable;
import io.github.quarkustelegram.model.InputRichMessage;

/** Not a timed test: checks that the benchmark renders what it should, and streams with the renders it says. */
class StreamingBenchmarkTest {

    private final StreamingBenchmark benchmark = new StreamingBenchmark();

    @Test
    void theAnswerIsFourKilobytesInTwoHundredPieces() {
        assertThat(StreamingBenchmark.ANSWER.length()).isBetween(3_900, 4_200);
        String[] pieces = StreamingBenchmark.pieces(StreamingBenchmark.ANSWER, StreamingBenchmark.PIECES);
        assertThat(pieces).hasSize(200).allSatisfy(piece -> assertThat(piece.length()).isBetween(19, 21));
        assertThat(String.join("", pieces)).isEqualTo(StreamingBenchmark.ANSWER);
    }

    @Test
    void everyConstructRendersAsItsBlock() {
        assertThat(benchmark.richMessages()).singleElement().extracting(InputRichMessage::blocks).asList()
                .hasAtLeastOneElementOfType(InputRichBlockSectionHeading.class)
                .hasAtLeastOneElementOfType(InputRichBlockParagraph.class)
                .hasAtLeastOneElementOfType(InputRichBlockList.class)
                .hasAtLeastOneElementOfType(InputRichBlockPreformatted.class)
                .hasAtLeastOneElementOfType(InputRichBlockTable.class)
                .hasAtLeastOneElementOfType(InputRichBlockBlockQuotation.class);
        assertThat(benchmark.richBlocks()).isEqualTo(benchmark.richMessages().get(0).blocks());
        assertThat(benchmark.formattedText().text()).contains("at $0.09 per GB").doesNotContain("**");
        assertThat(benchmark.formattedText().entities()).hasSizeGreaterThan(20);
        assertThat(benchmark.commonmarkHtml()).contains("<h2>", "<strong>", "<ol>", "<ul>", "<table>", "<blockquote>",
                "<pre><code class=\"language-java\">", "<a href=\"https://quarkus.io/guides/cache\">");
    }

    private static int requests(String output, int piecesPerRender) throws Exception {
        StreamingBenchmark.Stream stream = new StreamingBenchmark.Stream();
        stream.output = output;
        stream.piecesPerRender = piecesPerRender;
        stream.setup();
        int first = stream.run();
        assertThat(stream.run()).as("the same each time").isEqualTo(first);
        return first;
    }

    @Test
    void aDraftIsRenderedAtEveryPieceOrEveryTwentyFive() throws Exception {
        // the "thinking" draft, the drafts, the final rich message
        assertThat(requests("draft", 1)).isEqualTo(1 + 200 + 1);
        assertThat(requests("draft", 25)).isEqualTo(1 + 8 + 1);
    }

    @Test
    void anEditedMessageIsRenderedAtEveryPieceOrEveryTwentyFive() throws Exception {
        // the first message, then an edit per render that changed its text (the final render shows what the last
        // one showed when that came at the last piece)
        assertThat(requests("edited", 1)).isBetween(190, 200);
        assertThat(requests("edited", 25)).isEqualTo(1 + 7 + 1);
    }
}
