package io.github.quarkustelegram.runtime.multipart;

import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;

import io.github.quarkustelegram.method.SendDocument;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.runtime.transport.BotApiEndpoint;
import io.github.quarkustelegram.runtime.transport.HttpOptions;
import io.github.quarkustelegram.runtime.transport.restclient.RestClientTransport;
import io.github.quarkustelegram.testing.server.FakeBotApiServer;
import io.github.quarkustelegram.testing.server.FakeReply;
import io.github.quarkustelegram.testing.server.RecordedPart;

/**
 * Uploads a 50 MB file twice (from a Path, then from an InputStream) through the real transport to the fake Bot API,
 * which counts the uploads' bytes without keeping them, in a JVM whose heap is smaller than the file
 * ({@link MultipartUploadTest} starts it with {@code -Xmx}{@value MultipartUploadTest#HEAP_MB}{@code m}): reading an
 * upload whole into memory would fail with an OutOfMemoryError. Prints one line per upload,
 * {@code <source> <bytes received> <peak heap used>}, and exits 0 when both arrived whole.
 */
public final class LargeUploadMain {

    static final int SIZE = 50 * 1024 * 1024;

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        Path file = dir.resolve("fifty.bin");
        byte[] block = new byte[1024 * 1024];
        try (OutputStream out = Files.newOutputStream(file)) {
            for (int i = 0; i < SIZE / block.length; i++) {
                Arrays.fill(block, (byte) i);
                out.write(block);
            }
        }
        int status = 0;
        try (FakeBotApiServer api = FakeBotApiServer.builder().keepUploads(false).start();
                RestClientTransport transport = new RestClientTransport(
                        new BotApiEndpoint(api.baseUrl(), "42:large-upload", false),
                        new HttpOptions(Duration.ofSeconds(5), Duration.ofSeconds(60), 4))) {
            api.stub("sendDocument", FakeReply.ok(
                    "{\"message_id\":1,\"date\":0,\"chat\":{\"id\":1,\"type\":\"private\"}}"));
            status |= upload(api, transport, "path", InputFile.upload(file));
            try (InputStream in = Files.newInputStream(file)) {
                status |= upload(api, transport, "stream", InputFile.upload(in, "fifty.bin"));
            }
        }
        System.exit(status);
    }

    private static int upload(FakeBotApiServer api, RestClientTransport transport, String source,
            InputFile.Upload upload) {
        resetPeaks();
        transport.execute(SendDocument.builder(ChatId.of(1), upload).build()).await().atMost(Duration.ofSeconds(120));
        RecordedPart document = api.takeRequest("sendDocument").part("document").orElseThrow();
        System.out.println(source + " " + document.size() + " " + peakHeapUsed());
        return document.size() == SIZE && document.isFile() ? 0 : 1;
    }

    private static void resetPeaks() {
        System.gc();
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            pool.resetPeakUsage();
        }
    }

    /** The sum of the heap pools' peak usage since the last reset: an upper bound of the heap used at once. */
    private static long peakHeapUsed() {
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        return peak;
    }
}
