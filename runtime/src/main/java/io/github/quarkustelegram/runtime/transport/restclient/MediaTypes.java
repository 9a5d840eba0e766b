package io.github.quarkustelegram.runtime.transport.restclient;

import java.util.Locale;
import java.util.Map;

/** The content type a file part is sent with, from its file name. Telegram looks at the content itself. */
final class MediaTypes {

    private static final String DEFAULT = "application/octet-stream";

    private static final Map<String, String> BY_EXTENSION = Map.ofEntries(
            Map.entry("jpg", "image/jpeg"), Map.entry("jpeg", "image/jpeg"), Map.entry("png", "image/png"),
            Map.entry("gif", "image/gif"), Map.entry("webp", "image/webp"), Map.entry("bmp", "image/bmp"),
            Map.entry("mp4", "video/mp4"), Map.entry("mov", "video/quicktime"), Map.entry("webm", "video/webm"),
            Map.entry("mp3", "audio/mpeg"), Map.entry("m4a", "audio/mp4"), Map.entry("ogg", "audio/ogg"),
            Map.entry("oga", "audio/ogg"), Map.entry("opus", "audio/ogg"), Map.entry("wav", "audio/wav"),
            Map.entry("pdf", "application/pdf"), Map.entry("zip", "application/zip"),
            Map.entry("json", "application/json"), Map.entry("txt", "text/plain"), Map.entry("csv", "text/csv"),
            Map.entry("tgs", "application/x-tgsticker"));

    private MediaTypes() {
    }

    static String forFileName(String fileName) {
        int dot = fileName.lastIndexOf('.');
        if (dot < 0 || dot == fileName.length() - 1) {
            return DEFAULT;
        }
        return BY_EXTENSION.getOrDefault(fileName.substring(dot + 1).toLowerCase(Locale.ROOT), DEFAULT);
    }
}
