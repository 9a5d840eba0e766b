package io.github.quarkustelegram.callbacks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.Random;
import java.util.UUID;

import org.junit.jupiter.api.Test;

class CallbackDataCodecTest {

    enum Size {
        S,
        M,
        XL
    }

    // tag::record[]
    @CallbackData("cart")
    record CartItem(long productId, int quantity, Size size, boolean gift) {
    }
    // end::record[]

    @CallbackData("note")
    record Note(String text, Optional<String> tag, Integer count, UUID id) {
    }

    @CallbackData("none")
    record NoFields() {
    }

    // tag::stored[]
    @CallbackData(value = "q", stored = true)
    record Search(String query, int page) {
    }
    // end::stored[]

    @CallbackData("toolong-prefix-of-a-record")
    record TooBig(long a, long b, long c) {
    }

    @CallbackData("cart")
    record SamePrefix(int a) {
    }

    record NotAnnotated(int a) {
    }

    @CallbackData("bad:prefix")
    record BadPrefix(int a) {
    }

    @CallbackData("obj")
    record Unsupported(Object o) {
    }

    @Test
    void aRecordRoundTripsInFewBytes() {
        // tag::codec[]
        CallbackDataCodec<CartItem> codec = CallbackDataCodec.of(CartItem.class);
        String data = codec.encode(new CartItem(1234567, 2, Size.XL, true)); // "cart:qglj:2:XL:1"
        CartItem item = codec.decode(data);
        // end::codec[]
        assertThat(data).isEqualTo("cart:" + Long.toString(1234567, 36) + ":2:XL:1");
        assertThat(item).isEqualTo(new CartItem(1234567, 2, Size.XL, true));
        assertThat(codec.routePrefix()).isEqualTo("cart:");
        assertThat(CallbackDataCodec.decodeAny(data)).isEqualTo(item);
    }

    @Test
    void extremesRoundTrip() {
        CallbackDataCodec<CartItem> codec = CallbackDataCodec.of(CartItem.class);
        for (CartItem item : new CartItem[] { new CartItem(Long.MIN_VALUE, Integer.MIN_VALUE, Size.S, false),
                new CartItem(Long.MAX_VALUE, Integer.MAX_VALUE, Size.M, true), new CartItem(0, 0, Size.XL, false) }) {
            String data = codec.encode(item);
            assertThat(data.getBytes(StandardCharsets.UTF_8).length).isLessThanOrEqualTo(64);
            assertThat(codec.decode(data)).isEqualTo(item);
        }
        assertThat(CallbackDataCodec.of(NoFields.class).decode(CallbackDataCodec.of(NoFields.class)
                .encode(new NoFields()))).isEqualTo(new NoFields());
    }

    @Test
    void stringsWithSeparatorsEscapesAndAnyUnicodeRoundTrip() {
        CallbackDataCodec<Note> codec = CallbackDataCodec.of(Note.class);
        Random random = new Random(19);
        String[] pieces = { ":", "\\", "\\e", "\\s", "", "a", "é", "😀", "\\:", "::", "\\\\", "ж", "\u0301" };
        for (int i = 0; i < 5000; i++) {
            String text = random(random, pieces);
            Optional<String> tag = random.nextBoolean() ? Optional.empty() : Optional.of(random(random, pieces));
            Integer count = random.nextInt(4) == 0 ? null : random.nextInt();
            Note note = new Note(text, tag, count, new UUID(random.nextLong(), random.nextLong()));
            String data;
            try {
                data = codec.encode(note);
            } catch (CallbackDataException tooLong) {
                assertThat(tooLong.reason()).isEqualTo(CallbackDataException.Reason.TOO_LONG);
                continue;
            }
            assertThat(data.getBytes(StandardCharsets.UTF_8).length).isLessThanOrEqualTo(64);
            assertThat(codec.decode(data)).as(data).isEqualTo(note);
        }
    }

    private static String random(Random random, String[] pieces) {
        StringBuilder text = new StringBuilder();
        for (int n = random.nextInt(6); n > 0; n--) {
            text.append(pieces[random.nextInt(pieces.length)]);
        }
        return text.toString();
    }

    @Test
    void aValueThatWouldNotFitIsRefusedNamingRecordFieldAndSize() {
        CallbackDataCodec<Note> codec = CallbackDataCodec.of(Note.class);
        Note note = new Note("é".repeat(40), Optional.empty(), 1, new UUID(0, 0));
        assertThatThrownBy(() -> codec.encode(note))
                .isInstanceOfSatisfying(CallbackDataException.class,
                        e -> assertThat(e.reason()).isEqualTo(CallbackDataException.Reason.TOO_LONG))
                .hasMessageContaining(Note.class.getName())
                .hasMessageContaining("largest field is text (80 bytes)")
                .hasMessageContaining("needs 111 bytes");
    }

    @Test
    void aRecordWhoseWorstCaseIsOverTheLimitIsRefusedAtFirstUse() {
        assertThatThrownBy(() -> CallbackDataCodec.of(TooBig.class))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(TooBig.class.getName())
                .hasMessageContaining("up to 71 bytes");
    }

    @Test
    void mistakesAreRefusedClearly() {
        CallbackDataCodec.of(CartItem.class);
        assertThatThrownBy(() -> CallbackDataCodec.of(SamePrefix.class))
                .hasMessageContaining("prefix \"cart\" is used by");
        assertThatThrownBy(() -> CallbackDataCodec.of(NotAnnotated.class)).hasMessageContaining("not a record annotated");
        assertThatThrownBy(() -> CallbackDataCodec.of(BadPrefix.class)).hasMessageContaining("without ':'");
        assertThatThrownBy(() -> CallbackDataCodec.of(Unsupported.class))
                .hasMessageContaining(Unsupported.class.getName() + ".o: java.lang.Object is not supported");
    }

    @Test
    void dataOfAnOlderVersionIsReportedNotMisread() {
        CallbackDataCodec<CartItem> codec = CallbackDataCodec.of(CartItem.class);
        assertThatThrownBy(() -> codec.decode("cart:1:2:XL"))
                .isInstanceOfSatisfying(CallbackDataException.class,
                        e -> assertThat(e.reason()).isEqualTo(CallbackDataException.Reason.UNREADABLE))
                .hasMessageContaining("has 3 fields, CartItem has 4");
        assertThatThrownBy(() -> codec.decode("cart:1:2:XXL:1")).hasMessageContaining("field size");
        assertThatThrownBy(() -> codec.decode("cart:1::XL:1")).hasMessageContaining("field quantity is empty");
        assertThatThrownBy(() -> codec.decode("other:1")).hasMessageContaining("is not callback data of");
        assertThatThrownBy(() -> CallbackDataCodec.decodeAny("nobody:1"))
                .isInstanceOfSatisfying(CallbackDataException.class,
                        e -> assertThat(e.reason()).isEqualTo(CallbackDataException.Reason.UNKNOWN_PREFIX));
    }

    @Test
    void storedDataSendsOnlyAKeyAndExpires() {
        CallbackDataCodec<Search> codec = CallbackDataCodec.of(Search.class);
        Search search = new Search("a long query: ".repeat(20), 3);
        String data = codec.encode(search);
        assertThat(data).startsWith("q:\\s").hasSize(4 + 12);
        assertThat(codec.decode(data)).isEqualTo(search);
        assertThatThrownBy(() -> codec.decode("q:\\sAAAAAAAAAAAA"))
                .isInstanceOfSatisfying(CallbackDataException.class,
                        e -> assertThat(e.reason()).isEqualTo(CallbackDataException.Reason.EXPIRED))
                .hasMessageContaining("has expired");
    }

    @Test
    void aStoreWhoseKeysDoNotFitIsReported() {
        CallbackDataCodec<Search> codec = CallbackDataCodec.of(Search.class);
        CallbackDataStore badKeys = new CallbackDataStore() {
            @Override
            public String put(String data) {
                return "a:b";
            }

            @Override
            public String get(String key) {
                return null;
            }
        };
        CallbackDataCodec.useStore(badKeys);
        try {
            assertThatThrownBy(() -> codec.encode(new Search("x", 1))).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("returned a key that does not fit a button of " + Search.class.getName());
        } finally {
            CallbackDataCodec.useStore(CallbackDataStore.inMemory(10, java.time.Duration.ofMinutes(1)));
        }
    }
}
