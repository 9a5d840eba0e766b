package io.github.quarkustelegram.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.method.EditMessageText;
import io.github.quarkustelegram.method.SendMessage;

/** ChatId, InputFile and MessageOrTrue: the three hand-written alternatives of the model. */
class HandWrittenTypesTest {

    private final ObjectMapper mapper = TelegramJson.mapper();

    @Test
    void chatIdIsANumberOrAString() throws IOException {
        assertThat(mapper.writeValueAsString(ChatId.of(-1001234567890L))).isEqualTo("-1001234567890");
        assertThat(mapper.writeValueAsString(ChatId.of("@channel"))).isEqualTo("\"@channel\"");
        assertThat(mapper.readValue("-1001234567890", ChatId.class)).isEqualTo(ChatId.of(-1001234567890L));
        assertThat(mapper.readValue("\"@channel\"", ChatId.class)).isEqualTo(ChatId.of("@channel"));
        // a numeric string stays a string: the API accepts both, and we write back what we were given
        ChatId numericString = mapper.readValue("\"123\"", ChatId.class);
        assertThat(numericString).isInstanceOf(ChatId.Username.class);
        assertThat(mapper.writeValueAsString(numericString)).isEqualTo("\"123\"");
        assertThat(ChatId.of(42).toString()).isEqualTo("42");

        SendMessage request = SendMessage.builder(ChatId.of(42), "hi").build();
        assertThat(mapper.writeValueAsString(request)).isEqualTo("{\"chat_id\":42,\"text\":\"hi\"}");
        assertThat(mapper.readValue("{\"chat_id\":\"@x\",\"text\":\"hi\"}", SendMessage.class).chatId())
                .isEqualTo(ChatId.of("@x"));
    }

    @Test
    void aReferenceIsWrittenAsItsString() throws IOException {
        InputFile file = InputFile.reference("AgACAgIAAxkBAAIB");
        assertThat(mapper.writeValueAsString(file)).isEqualTo("\"AgACAgIAAxkBAAIB\"");
        assertThat(mapper.readValue("\"https://example.org/a.png\"", InputFile.class))
                .isEqualTo(InputFile.reference("https://example.org/a.png"));
        InputMediaPhoto photo = InputMediaPhoto.builder(file).caption("c").build();
        assertThat(mapper.writeValueAsString(photo))
                .isEqualTo("{\"type\":\"photo\",\"media\":\"AgACAgIAAxkBAAIB\",\"caption\":\"c\"}");
    }

    @Test
    void anUploadIsWrittenAsAnAttachReference(@TempDir Path dir) throws IOException {
        byte[] png = { (byte) 0x89, 'P', 'N', 'G' };
        InputFile.Upload bytes = InputFile.upload(png, "chart.png");
        assertThat(bytes.attachName()).matches("bytes[0-9a-f]{16}");
        assertThat(InputFile.upload(png.clone(), "other.png").attachName()).isEqualTo(bytes.attachName());
        assertThat(mapper.writeValueAsString(bytes)).isEqualTo("\"attach://" + bytes.attachName() + "\"");
        png[0] = 0; // the upload copied its content
        try (InputStream in = bytes.open()) {
            assertThat(in.readAllBytes()).containsExactly((byte) 0x89, 'P', 'N', 'G');
        }
        assertThat(bytes.contentLength()).isEqualTo(4);
        assertThat(bytes.toString()).isEqualTo("InputFile.Upload[chart.png as attach://" + bytes.attachName()
                + ", 4 bytes]");

        Path file = Files.write(dir.resolve("secret-dir-report.pdf"), new byte[10]);
        InputFile.Upload fromPath = InputFile.upload(file);
        assertThat(fromPath.filename()).isEqualTo("secret-dir-report.pdf");
        assertThat(fromPath).isEqualTo(InputFile.upload(file));
        assertThat(fromPath.toString()).doesNotContain(dir.toString()).contains("10 bytes");
        try (InputStream in = fromPath.open()) {
            assertThat(in.readAllBytes()).hasSize(10);
        }

        InputFile.Upload stream = InputFile.upload(new ByteArrayInputStream(png), "s.bin").withAttachName("part_1");
        assertThat(mapper.writeValueAsString(stream)).isEqualTo("\"attach://part_1\"");
        assertThat(stream.contentLength()).isEqualTo(-1);
        stream.open().close();
        assertThatThrownBy(stream::open).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> bytes.withAttachName("no spaces")).isInstanceOf(IllegalArgumentException.class);

        // decoding never yields an upload: the content is not in the JSON
        assertThat(mapper.readValue("\"attach://part_1\"", InputFile.class))
                .isEqualTo(InputFile.reference("attach://part_1"));
    }

    @Test
    void messageOrTrueIsAMessageOrTrue() throws IOException {
        var resultType = EditMessageText.builder().text("x").build().resultType(mapper.getTypeFactory());
        MessageOrTrue done = mapper.readValue("true", resultType);
        assertThat(done).isSameAs(MessageOrTrue.TRUE);
        assertThat(done.messageOrNull()).isNull();
        assertThat(mapper.writeValueAsString(done)).isEqualTo("true");

        String json = "{\"message_id\":5,\"date\":1700000000,\"chat\":{\"id\":1,\"type\":\"private\"},\"text\":\"x\"}";
        MessageOrTrue edited = mapper.readValue(json, resultType);
        assertThat(edited).isInstanceOf(MessageOrTrue.OfMessage.class);
        assertThat(edited.messageOrNull().messageId()).isEqualTo(5);
        assertThat(mapper.readTree(mapper.writeValueAsString(edited))).isEqualTo(mapper.readTree(json));
        assertThatThrownBy(() -> mapper.readValue("false", MessageOrTrue.class))
                .isInstanceOf(com.fasterxml.jackson.databind.exc.MismatchedInputException.class);
    }
}
