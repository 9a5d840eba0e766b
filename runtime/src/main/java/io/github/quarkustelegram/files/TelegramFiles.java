package io.github.quarkustelegram.files;

import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;

import io.github.quarkustelegram.model.File;
import io.smallrye.mutiny.Uni;

/**
 * Downloads the files a bot receives. First ask Telegram for the file's path with {@code getFile(fileId)}, then
 * download it by the {@link File} it returns, or by its {@code file_path}:
 *
 * <pre>{@code
 * File file = bot.getFile(document.fileId());
 * files.download(file, Path.of("report.pdf")).await().indefinitely();
 * }</pre>
 *
 * <ul>
 * <li>A relative {@code file_path} (Telegram's servers) is fetched with a GET of
 * {@code {baseUrl}/file/bot{token}/{file_path}}; the content streams to its target, never held whole in memory
 * (except by {@link #read}).</li>
 * <li>An absolute {@code file_path} is what a local Bot API server started with {@code --local} returns: the file
 * on its own disk, which this reads directly (the application must run where that disk is mounted).</li>
 * <li>Failures: a {@link io.github.quarkustelegram.error.TelegramException} for the server's answers and network
 * failures (the method name in them is {@value #LABEL}); an {@link UncheckedIOException} for local files. No
 * message has the token, although a local server's paths contain it.</li>
 * </ul>
 * The cloud Bot API serves files up to 20 MB; a local server has no such limit. Thread-safe.
 */
public interface TelegramFiles {

    /** What failures name as their method. */
    String LABEL = "downloadFile";

    /**
     * Downloads a file to {@code target} (replaced if it exists), streaming: the content goes to a temporary file
     * next to the target, moved in place when complete, so a failed download leaves no partial target.
     *
     * @param file a file from getFile
     * @param target where to write it
     * @return the target, once written
     */
    Uni<Path> download(File file, Path target);

    /**
     * @param filePath a {@code file_path} from getFile
     * @param target where to write it (replaced if it exists)
     * @return the target, once written
     * @see #download(File, Path)
     */
    Uni<Path> download(String filePath, Path target);

    /**
     * Reads a whole file into memory: for small files (a photo, a document a bot parses).
     *
     * @param file a file from getFile
     * @return the content
     */
    Uni<byte[]> read(File file);

    /**
     * @param filePath a {@code file_path} from getFile
     * @return the content
     * @see #read(File)
     */
    Uni<byte[]> read(String filePath);

    /**
     * Opens a file for reading, blocking until the server answered. The stream reads from the connection as the
     * content comes; the caller closes it. Refuses to block an event-loop thread, as {@code TelegramBot} does.
     *
     * @param file a file from getFile
     * @return the content
     */
    InputStream openStream(File file);

    /**
     * @param filePath a {@code file_path} from getFile
     * @return the content; the caller closes it
     * @see #openStream(File)
     */
    InputStream openStream(String filePath);
}
