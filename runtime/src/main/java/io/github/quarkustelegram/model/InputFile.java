package io.github.quarkustelegram.model;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import org.jspecify.annotations.Nullable;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * A file to send: a {@link Reference} to a file Telegram can already get (a {@code file_id} or an HTTP URL), or an
 * {@link Upload} of new content (a file, bytes or a stream), sent as a part of a multipart request.
 *
 * <p>
 * In JSON a reference is its string, and an upload is {@code "attach://<attach name>"}, the name of the multipart
 * part that carries its content. This is also how parameters the page types as String but documents as accepting
 * {@code attach://} (InputMedia*.media and the like) are typed.
 *
 * <pre>{@code
 * InputFile.reference(fileId)                       // re-send a file Telegram has
 * InputFile.reference("https://example.org/cat.jpg") // let Telegram fetch a URL
 * InputFile.upload(Path.of("report.pdf"))          // upload a local file
 * InputFile.upload(pngBytes, "chart.png")          // upload bytes
 * }</pre>
 *
 * Decoding JSON always gives a {@link Reference} (an {@code attach://} string included): the content of an upload
 * never travels in JSON.
 */
public sealed interface InputFile permits InputFile.Reference, InputFile.Upload {

    /**
     * @param fileIdOrUrl a {@code file_id} of a file on the Telegram servers, or an HTTP URL
     * @return a reference to it
     */
    static Reference reference(String fileIdOrUrl) {
        return new Reference(fileIdOrUrl);
    }

    /**
     * An upload of a local file, named after the file; its attach name is derived from the file's absolute path, so
     * the same file always gets the same name.
     *
     * @param file the file to upload; read when the request is sent
     * @return the upload
     */
    static Upload upload(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        Path fileName = absolute.getFileName();
        String name = fileName == null ? "file" : fileName.toString();
        return new Upload(Upload.attachName("file", absolute.toString().getBytes(StandardCharsets.UTF_8)), name,
                new Upload.FileSource(absolute));
    }

    /**
     * An upload of bytes (copied); its attach name is derived from the content, so equal content gets equal names.
     *
     * @param content the content
     * @param filename the file name Telegram shows, e.g. {@code chart.png}
     * @return the upload
     */
    static Upload upload(byte[] content, String filename) {
        byte[] copy = content.clone();
        return new Upload(Upload.attachName("bytes", copy), filename, new Upload.BytesSource(copy));
    }

    /**
     * An upload read from a stream, which can be sent once; its attach name is {@code stream<n>}, numbered in the
     * order streams are wrapped (give one with {@link Upload#withAttachName(String)} for a fixed name).
     *
     * @param content the stream; read and closed when the request is sent
     * @param filename the file name Telegram shows
     * @return the upload
     */
    static Upload upload(InputStream content, String filename) {
        return new Upload("stream" + Upload.STREAMS.incrementAndGet(), filename, new Upload.StreamSource(content));
    }

    /** @return what JSON carries for this file: the reference, or {@code attach://<attach name>} */
    @JsonValue
    String jsonValue();

    /** Decodes a JSON string: always a {@link Reference}. */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    private static InputFile fromJson(String value) {
        return new Reference(value);
    }

    /**
     * A file Telegram can get by itself: a {@code file_id} or an HTTP URL. Written to JSON as that string.
     *
     * @param value the file_id or URL
     */
    record Reference(String value) implements InputFile {

        public Reference {
            Objects.requireNonNull(value, "value");
        }

        @Override
        public String jsonValue() {
            return value;
        }

        @Override
        public String toString() {
            return value;
        }
    }

    /**
     * New content to upload in a multipart request, under the part named {@link #attachName()}. Immutable; the
     * content is read only by {@link #open()}.
     */
    final class Upload implements InputFile {

        private static final AtomicLong STREAMS = new AtomicLong();

        private final String attachName;
        private final String filename;
        private final Source source;

        private Upload(String attachName, String filename, Source source) {
            this.attachName = checkAttachName(attachName);
            this.filename = Objects.requireNonNull(filename, "filename");
            this.source = source;
        }

        /** @return the name of the multipart part carrying the content */
        public String attachName() {
            return attachName;
        }

        /** @return the file name Telegram shows */
        public String filename() {
            return filename;
        }

        /** @return the content length in bytes, or -1 when it is not known before reading (a stream) */
        public long contentLength() {
            return source.length();
        }

        /**
         * The local file this upload reads, for a transport that sends a file without reading it into memory (the
         * default transport streams it from disk).
         *
         * @return the absolute path of the file, or null when the content is bytes or a stream
         */
        public @Nullable Path file() {
            return source instanceof FileSource f ? f.file() : null;
        }

        /**
         * Opens the content. A file or bytes can be opened any number of times; a stream only once.
         *
         * @return the content; the caller closes it
         * @throws UncheckedIOException when the file cannot be opened
         * @throws IllegalStateException when a stream upload is opened a second time
         */
        public InputStream open() {
            return source.open();
        }

        /**
         * @param name the part name to use instead (letters, digits, {@code _} and {@code -})
         * @return the same content under another attach name
         */
        public Upload withAttachName(String name) {
            return new Upload(name, filename, source);
        }

        /**
         * @param name the file name Telegram should show
         * @return the same content under another file name
         */
        public Upload withFilename(String name) {
            return new Upload(attachName, name, source);
        }

        @Override
        public String jsonValue() {
            return "attach://" + attachName;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Upload u && u.attachName.equals(attachName) && u.filename.equals(filename)
                    && u.source.equals(source);
        }

        @Override
        public int hashCode() {
            return Objects.hash(attachName, filename, source);
        }

        /** Names the file and the part, never the content or the path. */
        @Override
        public String toString() {
            long length = contentLength();
            return "InputFile.Upload[" + filename + " as attach://" + attachName
                    + (length >= 0 ? ", " + length + " bytes" : "") + "]";
        }

        private static String checkAttachName(String name) {
            if (!name.matches("[A-Za-z0-9_-]{1,64}")) {
                throw new IllegalArgumentException("An attach name is 1-64 letters, digits, '_' or '-': " + name);
            }
            return name;
        }

        private static String attachName(String prefix, byte[] identity) {
            try {
                byte[] digest = MessageDigest.getInstance("SHA-256").digest(identity);
                return prefix + HexFormat.of().formatHex(digest, 0, 8);
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("SHA-256 is missing from this JVM", e);
            }
        }

        private sealed interface Source permits FileSource, BytesSource, StreamSource {
            InputStream open();

            long length();
        }

        private record FileSource(Path file) implements Source {
            @Override
            public InputStream open() {
                try {
                    return Files.newInputStream(file);
                } catch (IOException e) {
                    throw new UncheckedIOException("Cannot open the file to upload: " + file.getFileName(), e);
                }
            }

            @Override
            public long length() {
                try {
                    return Files.size(file);
                } catch (IOException e) {
                    return -1;
                }
            }
        }

        private record BytesSource(byte[] content) implements Source {
            @Override
            public InputStream open() {
                return new ByteArrayInputStream(content);
            }

            @Override
            public long length() {
                return content.length;
            }

            @Override
            public boolean equals(Object other) {
                return other instanceof BytesSource b && java.util.Arrays.equals(b.content, content);
            }

            @Override
            public int hashCode() {
                return java.util.Arrays.hashCode(content);
            }

            @Override
            public String toString() {
                return "BytesSource[" + content.length + " bytes]";
            }
        }

        /** Identity equality: a stream is one particular stream. */
        private static final class StreamSource implements Source {
            private final InputStream stream;
            private final AtomicBoolean opened = new AtomicBoolean();

            StreamSource(InputStream stream) {
                this.stream = Objects.requireNonNull(stream, "stream");
            }

            @Override
            public InputStream open() {
                if (!opened.compareAndSet(false, true)) {
                    throw new IllegalStateException("A stream upload can be sent only once");
                }
                return stream;
            }

            @Override
            public long length() {
                return -1;
            }
        }
    }
}
