package io.github.quarkustelegram.fleet;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;

import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;

import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * What this instance handled, one line an update, written as each handling ends (straight to the file, unbuffered,
 * so that a process killed with SIGKILL keeps every line it wrote): what the fleet tests count. Without
 * {@code fleet.journal}, nothing is written.
 */
@Singleton
public class Journal {

    private final String instance;
    private final FileChannel file;

    Journal(@ConfigProperty(name = "fleet.instance", defaultValue = "solo") String instance,
            @ConfigProperty(name = "fleet.journal") Optional<Path> path) throws IOException {
        this.instance = instance;
        if (path.isPresent()) {
            Files.createDirectories(path.get().toAbsolutePath().getParent());
            this.file = FileChannel.open(path.get(), StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.APPEND);
        } else {
            this.file = null;
        }
    }

    /** @return this instance's name */
    public String instance() {
        return instance;
    }

    /**
     * An update was handled.
     *
     * @param updateId its id
     * @param chatId its chat
     * @param startMicros when its handling began (wall clock, µs since the epoch: comparable across processes)
     * @param endMicros when it ended
     */
    public void handled(int updateId, long chatId, long startMicros, long endMicros) {
        if (file == null) {
            return;
        }
        String line = "handled " + updateId + " chat " + chatId + " instance " + instance + " start " + startMicros
                + " end " + endMicros + "\n";
        ByteBuffer bytes = ByteBuffer.wrap(line.getBytes(StandardCharsets.UTF_8));
        try {
            synchronized (this) {
                while (bytes.hasRemaining()) {
                    file.write(bytes);
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("journal write failed", e);
        }
    }

    @PreDestroy
    void close() throws IOException {
        if (file != null) {
            file.close();
        }
    }
}
