package io.github.quarkustelegram.runtime.multipart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.method.CreateNewStickerSet;
import io.github.quarkustelegram.method.EditMessageMedia;
import io.github.quarkustelegram.method.PostStory;
import io.github.quarkustelegram.method.SendDocument;
import io.github.quarkustelegram.method.SendMediaGroup;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.method.SendPaidMedia;
import io.github.quarkustelegram.method.SendPhoto;
import io.github.quarkustelegram.method.SetMyProfilePhoto;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.model.InputMediaDocument;
import io.github.quarkustelegram.model.InputMediaPhoto;
import io.github.quarkustelegram.model.InputMediaVideo;
import io.github.quarkustelegram.model.InputPaidMediaPhoto;
import io.github.quarkustelegram.model.InputProfilePhotoStatic;
import io.github.quarkustelegram.model.InputSticker;
import io.github.quarkustelegram.model.InputStoryContentPhoto;
import io.github.quarkustelegram.model.ParseMode;
import io.github.quarkustelegram.model.StickerFormat;
import io.github.quarkustelegram.runtime.multipart.EncodedRequest.Part;

/** What goes over the wire for a request: JSON, or multipart parts with the uploads found wherever they are. */
class RequestEncoderTest {

    private static final ObjectMapper MAPPER = TelegramJson.mapper();
    private static final ChatId CHAT = ChatId.of(-1001234567890L);

    private final RequestEncoder encoder = RequestEncoder.standard();

    private static InputFile.Upload bytes(String content, String filename) {
        return InputFile.upload(content.getBytes(StandardCharsets.UTF_8), filename);
    }

    private static JsonNode json(String text) throws Exception {
        return MAPPER.readTree(text);
    }

    private EncodedRequest.Multipart multipart(io.github.quarkustelegram.method.TelegramRequest<?> request) {
        EncodedRequest encoded = encoder.encode(request);
        assertThat(encoded).isInstanceOf(EncodedRequest.Multipart.class);
        return (EncodedRequest.Multipart) encoded;
    }

    private static String field(EncodedRequest.Multipart multipart, String name) {
        return multipart.parts().stream().filter(p -> p.name().equals(name)).map(Part.Field.class::cast)
                .findFirst().orElseThrow(() -> new AssertionError("no field " + name + " in " + multipart.parts()))
                .value();
    }

    private static List<String> names(EncodedRequest.Multipart multipart) {
        return multipart.parts().stream().map(Part::name).toList();
    }

    @Test
    void aRequestWithoutUploadIsTheModelsJson() throws Exception {
        SendMessage request = SendMessage.builder(CHAT, "héllo 👋").parseMode(ParseMode.HTML).build();

        EncodedRequest encoded = encoder.encode(request);

        assertThat(encoded).isInstanceOf(EncodedRequest.Json.class);
        byte[] body = ((EncodedRequest.Json) encoded).body();
        assertThat(body).isEqualTo(MAPPER.writeValueAsBytes(request));
        assertThat(json(new String(body, StandardCharsets.UTF_8)))
                .isEqualTo(json("{\"chat_id\":-1001234567890,\"text\":\"héllo 👋\",\"parse_mode\":\"HTML\"}"));
    }

    @Test
    void fileReferencesStayJson() throws Exception {
        SendPhoto request = SendPhoto.builder(CHAT, InputFile.reference("AgACAgIAAxkBAAIB")).caption("ref").build();

        EncodedRequest encoded = encoder.encode(request);

        assertThat(encoded).isInstanceOf(EncodedRequest.Json.class);
        assertThat(json(new String(((EncodedRequest.Json) encoded).body(), StandardCharsets.UTF_8)))
                .isEqualTo(json("{\"chat_id\":-1001234567890,\"photo\":\"AgACAgIAAxkBAAIB\",\"caption\":\"ref\"}"));
    }

    @Test
    void aTopLevelUploadIsAFilePartNamedAfterItsParameter() {
        InputFile.Upload photo = bytes("PNG", "cat.png");
        SendPhoto request = SendPhoto.builder(CHAT, photo).caption("a cat").hasSpoiler(true).build();

        EncodedRequest.Multipart multipart = multipart(request);

        assertThat(names(multipart)).containsExactly("chat_id", "photo", "caption", "has_spoiler");
        assertThat(multipart.parts().get(1)).isEqualTo(new Part.File("photo", photo));
        assertThat(field(multipart, "chat_id")).isEqualTo("-1001234567890");
        assertThat(field(multipart, "caption")).isEqualTo("a cat");
        assertThat(field(multipart, "has_spoiler")).isEqualTo("true");
    }

    @Test
    void aThumbnailNextToADocumentIsItsOwnPart() {
        InputFile.Upload document = bytes("%PDF", "report.pdf");
        InputFile.Upload thumbnail = bytes("JPG", "thumb.jpg");
        SendDocument request = SendDocument.builder(CHAT, document).thumbnail(thumbnail).build();

        EncodedRequest.Multipart multipart = multipart(request);

        assertThat(multipart.files()).containsExactly(new Part.File("document", document),
                new Part.File("thumbnail", thumbnail));
        assertThat(names(multipart)).containsExactly("chat_id", "document", "thumbnail");
    }

    @Test
    void mediaGroupUploadsAreAttachedAndFileIdsStay() throws Exception {
        InputFile.Upload first = bytes("one", "one.jpg");
        InputFile.Upload second = bytes("two", "two.mp4");
        SendMediaGroup request = SendMediaGroup.builder(CHAT, List.of(
                InputMediaPhoto.builder(first).caption("first").build(),
                InputMediaVideo.builder(second).build(),
                InputMediaPhoto.builder(InputFile.reference("AgACAgIAAxkBAAIC")).build())).build();

        EncodedRequest.Multipart multipart = multipart(request);

        assertThat(names(multipart)).containsExactly("chat_id", "media", first.attachName(), second.attachName());
        assertThat(json(field(multipart, "media"))).isEqualTo(json("["
                + "{\"type\":\"photo\",\"media\":\"attach://" + first.attachName() + "\",\"caption\":\"first\"},"
                + "{\"type\":\"video\",\"media\":\"attach://" + second.attachName() + "\"},"
                + "{\"type\":\"photo\",\"media\":\"AgACAgIAAxkBAAIC\"}]"));
        assertThat(multipart.files()).containsExactly(new Part.File(first.attachName(), first),
                new Part.File(second.attachName(), second));
    }

    @Test
    void theSameUploadReferredToTwiceIsSentOnce() {
        InputFile.Upload same = bytes("same", "same.jpg");
        SendMediaGroup request = SendMediaGroup.builder(CHAT, List.of(InputMediaPhoto.builder(same).build(),
                InputMediaPhoto.builder(same).caption("again").build())).build();

        assertThat(multipart(request).files()).containsExactly(new Part.File(same.attachName(), same));
    }

    @Test
    void twoDifferentUploadsWithOneAttachNameAreRefused() {
        InputFile.Upload a = bytes("a", "a.jpg").withAttachName("pic");
        InputFile.Upload b = bytes("b", "b.jpg").withAttachName("pic");
        SendMediaGroup request = SendMediaGroup.builder(CHAT, List.of(InputMediaPhoto.builder(a).build(),
                InputMediaPhoto.builder(b).build())).build();

        assertThatThrownBy(() -> encoder.encode(request))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("sendMediaGroup")
                .hasMessageContaining("two different uploads have the attach name pic")
                .hasMessageContaining("withAttachName");
    }

    @Test
    void anAttachNameThatIsAParameterNameIsRefused() {
        InputFile.Upload clash = bytes("x", "x.jpg").withAttachName("chat_id");
        SendMediaGroup request = SendMediaGroup.builder(CHAT, List.of(InputMediaPhoto.builder(clash).build(),
                InputMediaPhoto.builder(InputFile.reference("id")).build())).build();

        assertThatThrownBy(() -> encoder.encode(request))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("attach name chat_id, the name of parameter chat_id");
    }

    @Test
    void editMessageMediaAttachesItsMediaAndThumbnail() throws Exception {
        InputFile.Upload media = bytes("doc", "new.pdf");
        InputFile.Upload thumbnail = bytes("thumb", "t.jpg");
        EditMessageMedia request = EditMessageMedia.builder(InputMediaDocument.builder(media).thumbnail(thumbnail)
                .build()).chatId(CHAT).messageId(7).build();

        EncodedRequest.Multipart multipart = multipart(request);

        assertThat(json(field(multipart, "media"))).isEqualTo(json("{\"type\":\"document\",\"media\":\"attach://"
                + media.attachName() + "\",\"thumbnail\":\"attach://" + thumbnail.attachName() + "\"}"));
        assertThat(multipart.files()).extracting(Part::name).containsExactly(media.attachName(),
                thumbnail.attachName());
        assertThat(field(multipart, "message_id")).isEqualTo("7");
    }

    @Test
    void stickerSetProfilePhotoStoryAndPaidMediaUploadsAreFound() {
        InputFile.Upload sticker = bytes("webp", "s.webp");
        assertThat(multipart(CreateNewStickerSet.builder(42L, "set_by_bot", "Set",
                List.of(InputSticker.builder(sticker, StickerFormat.STATIC, List.of("😀")).build())).build())
                .files()).containsExactly(new Part.File(sticker.attachName(), sticker));

        InputFile.Upload profile = bytes("jpg", "me.jpg");
        assertThat(multipart(SetMyProfilePhoto.builder(InputProfilePhotoStatic.builder(profile).build()).build())
                .files()).containsExactly(new Part.File(profile.attachName(), profile));

        InputFile.Upload story = bytes("story", "story.jpg");
        assertThat(multipart(PostStory.builder("biz", InputStoryContentPhoto.builder(story).build(), 86400).build())
                .files()).containsExactly(new Part.File(story.attachName(), story));

        InputFile.Upload paid = bytes("paid", "paid.jpg");
        assertThat(multipart(SendPaidMedia.builder(CHAT, 5, List.of(InputPaidMediaPhoto.builder(paid).build()))
                .build()).files()).containsExactly(new Part.File(paid.attachName(), paid));
    }

    @Test
    void uploadsAreNotReadWhileEncoding(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("big.bin");
        Files.write(file, new byte[] { 1, 2, 3 });
        InputFile.Upload fromFile = InputFile.upload(file);
        InputFile.Upload fromStream = InputFile.upload(new ByteArrayInputStream(new byte[] { 4 }), "s.bin");
        SendDocument request = SendDocument.builder(CHAT, fromFile).thumbnail(fromStream).build();

        EncodedRequest.Multipart multipart = multipart(request);

        assertThat(multipart.files()).hasSize(2);
        // a stream opens once: had the encoder read it, this would throw
        assertThat(fromStream.open().read()).isEqualTo(4);
    }
}
