package io.github.quarkustelegram.runtime.multipart;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.jboss.logging.Logger;

/**
 * The temporary files of one call's stream uploads. Files are added on the thread that copies the streams and released
 * on whichever thread ends the call (its answer, its failure, or a cancel), possibly while a copy is still running: a
 * file added after the release is deleted at once, so no path leaves a file behind.
 */
public final class SpooledUploads {

    private static final Logger LOG = Logger.getLogger(SpooledUploads.class);

    private final List<Path> files = new ArrayList<>();
    private final Runnable onRelease;
    private boolean released;

    /** @param onRelease run once, at the release, before the files are deleted */
    public SpooledUploads(Runnable onRelease) {
        this.onRelease = onRelease;
    }

    /**
     * @param file a temporary file just written
     * @param register run with the file kept, before a release can see it
     * @return false when the call has already ended: the file is then deleted and must not be used
     */
    public boolean add(Path file, Runnable register) {
        synchronized (this) {
            if (!released) {
                files.add(file);
                register.run();
                return true;
            }
        }
        delete(file);
        return false;
    }

    /** @return true when the call has ended: a copy in progress may stop early */
    public synchronized boolean released() {
        return released;
    }

    /** Ends the call: deletes its files, now and as they come. Idempotent. */
    public void release() {
        List<Path> toDelete;
        synchronized (this) {
            if (released) {
                return;
            }
            released = true;
            toDelete = List.copyOf(files);
            files.clear();
        }
        onRelease.run();
        toDelete.forEach(SpooledUploads::delete);
    }

    static void delete(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            LOG.debugf("Cannot delete the temporary upload file %s: %s", file, e);
        }
    }
}
