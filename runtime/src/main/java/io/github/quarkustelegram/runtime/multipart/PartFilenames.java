package io.github.quarkustelegram.runtime.multipart;

/**
 * A file name as it may stand in a part's {@code Content-Disposition: form-data; name="..."; filename="..."} header.
 * The name comes from the application, often from a user (the name of a file they sent): a quote would end the
 * parameter early and a CR or LF would start a header of the attacker's, so they are percent-encoded as browsers do
 * (HTML's multipart/form-data encoding algorithm), and other control characters are dropped.
 */
public final class PartFilenames {

    private PartFilenames() {
    }

    /**
     * @param filename a file name, any characters
     * @return the same name when it is safe in a quoted header parameter, else an escaped copy
     */
    public static String escape(String filename) {
        if (isSafe(filename)) {
            return filename;
        }
        StringBuilder escaped = new StringBuilder(filename.length() + 8);
        for (int i = 0; i < filename.length(); i++) {
            char c = filename.charAt(i);
            switch (c) {
                case '"' -> escaped.append("%22");
                case '\r' -> escaped.append("%0D");
                case '\n' -> escaped.append("%0A");
                default -> {
                    if (!Character.isISOControl(c)) {
                        escaped.append(c);
                    }
                }
            }
        }
        return escaped.length() == 0 ? "file" : escaped.toString();
    }

    private static boolean isSafe(String filename) {
        for (int i = 0; i < filename.length(); i++) {
            char c = filename.charAt(i);
            if (c == '"' || Character.isISOControl(c)) {
                return false;
            }
        }
        return !filename.isEmpty();
    }
}
