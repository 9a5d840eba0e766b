package io.github.quarkustelegram.testing.server;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Contents to upload and to answer with: deterministic, distinct per label, awkward on purpose (the generated client
 * tests use them for every upload).
 */
public final class SampleFiles {

    private SampleFiles() {
    }

    /**
     * The content of a sample upload: the label, then bytes a multipart encoder must carry untouched (NUL, 0xFF, a
     * CRLF followed by {@code --} as a boundary starts, a lone UTF-8 lead byte), then the label again. Different
     * labels give different contents, hence different attach names.
     *
     * @param label names the upload, e.g. {@code media_1.media}
     * @return the bytes
     */
    public static byte[] content(String label) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] name = ("sample file " + label + " ✓").getBytes(StandardCharsets.UTF_8);
        out.writeBytes(name);
        out.writeBytes(new byte[] { 0, 1, 2, (byte) 0xFF, (byte) 0xFE, '\r', '\n', '-', '-', (byte) 0xC3, '\r', '\n' });
        out.writeBytes(name);
        return out.toByteArray();
    }

    /**
     * An HTML error page as a reverse proxy in front of the Bot API sends it when the upstream fails: longer than
     * {@code TelegramResponseException.MAX_EXCERPT}, so that an exception keeping "a bounded excerpt" must cut it.
     *
     * @return the page, UTF-8
     */
    public static byte[] badGatewayPage() {
        StringBuilder page = new StringBuilder("<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n"
                + "<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n");
        for (int i = 0; i < 12; i++) {
            page.append("<!-- a padding to disable MSIE and Chrome friendly error page -->\r\n");
        }
        return page.append("</body>\r\n</html>\r\n").toString().getBytes(StandardCharsets.UTF_8);
    }
}
