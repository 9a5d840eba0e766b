package io.github.quarkustelegram.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import io.github.quarkustelegram.model.MessageEntity;
import io.github.quarkustelegram.text.TextSamples.Expected;
import io.github.quarkustelegram.text.TextSamples.Sample;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** FormattedText over random Unicode: entity offsets, and splitting. */
class FormattedTextPropertiesTest {

    @Provide
    Arbitrary<Sample> samples() {
        return TextSamples.samples(3);
    }

    @Provide
    Arbitrary<Sample> longSamples() {
        return TextSamples.samples(3).list().ofMinSize(2).ofMaxSize(8).map(Sample::concat);
    }

    @Property(tries = 500)
    void entitiesCoverExactlyTheIntendedText(@ForAll("samples") Sample sample) {
        FormattedText text = sample.text();
        Set<String> actual = new TreeSet<>();
        for (MessageEntity e : text.entities()) {
            for (int i = e.offset(); i < e.offset() + e.length(); i++) {
                actual.add(e.type().value() + "@" + i);
            }
        }
        Set<String> expected = new TreeSet<>();
        for (Expected e : sample.expected()) {
            assertThat(text.text().substring(e.offset(), e.offset() + e.covered().length())).isEqualTo(e.covered());
            for (int i = e.offset(); i < e.offset() + e.covered().length(); i++) {
                expected.add(e.type().value() + "@" + i);
            }
        }
        // an entity inside one of the same kind adds nothing and is dropped: compare what each kind covers
        assertThat(actual).isEqualTo(expected);
        assertThat(text.entities()).allSatisfy(e -> assertThat(sample.expected()).anySatisfy(x -> {
            assertThat(x.type()).isEqualTo(e.type());
            assertThat(x.offset()).isEqualTo(e.offset());
            assertThat(x.covered()).hasSize(e.length());
        }));
    }

    @Property(tries = 300)
    void splitPartsFitGiveTheTextBackAndKeepEveryEntity(@ForAll("longSamples") Sample sample,
            @ForAll @IntRange(min = 2, max = 40) int limit) {
        FormattedText text = sample.text();
        List<FormattedText> parts = text.split(limit);

        StringBuilder joined = new StringBuilder();
        List<Integer> starts = new ArrayList<>();
        for (FormattedText part : parts) {
            assertThat(part.length()).isLessThanOrEqualTo(limit);
            assertThat(part.isEmpty()).isEqualTo(text.isEmpty());
            assertThat(part.text().isEmpty() || !Character.isLowSurrogate(part.text().charAt(0))).isTrue();
            starts.add(joined.length());
            joined.append(part.text());
        }
        assertThat(joined.toString()).isEqualTo(text.text());
        for (MessageEntity e : text.entities()) {
            for (int i = e.offset(); i < e.offset() + e.length(); i++) {
                int p = partOf(starts, i);
                int local = i - starts.get(p);
                assertThat(parts.get(p).entities()).as("%s at %d", e, i)
                        .anySatisfy(c -> {
                            assertThat(c.offset()).isLessThanOrEqualTo(local);
                            assertThat(c.offset() + c.length()).isGreaterThan(local);
                            assertThat(c.toBuilder().offset(0).length(0).build())
                                    .isEqualTo(e.toBuilder().offset(0).length(0).build());
                        });
            }
        }
    }

    private static int partOf(List<Integer> starts, int index) {
        int p = 0;
        while (p + 1 < starts.size() && starts.get(p + 1) <= index) {
            p++;
        }
        return p;
    }
}
