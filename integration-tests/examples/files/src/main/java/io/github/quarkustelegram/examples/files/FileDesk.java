package io.github.quarkustelegram.examples.files;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;

import io.github.quarkustelegram.TelegramBot;
import io.github.quarkustelegram.callbacks.CallbackData;
import io.github.quarkustelegram.dispatch.Has;
import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.OnUpdate;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.files.TelegramFiles;
import io.github.quarkustelegram.keyboards.InlineButtons;
import io.github.quarkustelegram.keyboards.InlineKeyboard;
import io.github.quarkustelegram.model.Document;
import io.github.quarkustelegram.model.File;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.model.Message;
import io.quarkus.runtime.configuration.MemorySize;

/**
 * Files both ways: a document the user sends is downloaded and read (its lines and words counted), with a button that
 * sends it back by its {@code file_id}; {@code /sample} uploads a file made in memory. A document larger than the Bot
 * API lets the bot download ({@code file-desk.max-download}) is refused politely, before any download.
 */
public class FileDesk {

    /** The button sending a document back: its file id may be long, so the data is kept on the server. */
    @CallbackData(value = "back", stored = true)
    public record SendBack(String fileId, String fileName) {
    }

    @Inject
    TelegramFiles files;

    @ConfigProperty(name = "file-desk.max-download")
    MemorySize maxDownload;

    // tag::download[]
    @OnUpdate(value = UpdateKind.MESSAGE, filter = Has.Document.class)
    Reply received(Message message, TelegramBot bot) throws IOException { // blocking: runs on a worker thread
        Document document = message.document();
        String name = document.fileName() == null ? "your file" : document.fileName();
        if (document.fileSize() != null && document.fileSize() > maxDownload.asLongValue()) {
            return Reply.text(name + " is " + megabytes(document.fileSize()) + " MB: I can download files of up to "
                    + megabytes(maxDownload.asLongValue()) + " MB.");
        }
        File file = bot.getFile(document.fileId()); // its file_path, valid for an hour
        try (InputStream content = files.openStream(file)) { // streamed: a large file is never held in memory
            Counts counts = Counts.of(content);
            return Reply.text(name + ": " + counts.lines() + " lines, " + counts.words() + " words, "
                    + file.fileSize() + " bytes.")
                    .keyboard(InlineKeyboard.of(InlineButtons.callback("Send it back", new SendBack(document.fileId(), name))));
        }
    }
    // end::download[]

    // tag::resend[]
    /** The same file again, by its file id: Telegram already has it, nothing is uploaded. */
    @OnCallbackData
    Reply sendBack(SendBack pressed) {
        return Reply.document(InputFile.reference(pressed.fileId())).caption("Here is " + pressed.fileName() + " again.");
    }
    // end::resend[]

    // tag::upload[]
    /** A file made in memory, uploaded as multipart/form-data under the name it is given. */
    @OnCommand("sample")
    Reply sample() {
        byte[] csv = "city,population\nLisbon,545923\nOslo,717710\n".getBytes(StandardCharsets.UTF_8);
        return Reply.document(InputFile.upload(csv, "cities.csv")).caption("A sample file: send it back to me.");
    }
    // end::upload[]

    private static long megabytes(long bytes) {
        return (bytes + (1 << 20) - 1) >> 20;
    }

    /** Lines and words of a text, read as it streams. */
    record Counts(int lines, int words) {
        static Counts of(InputStream content) throws IOException {
            BufferedReader reader = new BufferedReader(new InputStreamReader(content, StandardCharsets.UTF_8));
            int lines = 0;
            int words = 0;
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                lines++;
                words += line.isBlank() ? 0 : line.strip().split("[\\s,]+").length;
            }
            return new Counts(lines, words);
        }
    }
}
