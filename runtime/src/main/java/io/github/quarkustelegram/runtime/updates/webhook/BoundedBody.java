package io.github.quarkustelegram.runtime.updates.webhook;

import org.jspecify.annotations.Nullable;

import io.vertx.core.buffer.Buffer;

/**
 * A request's body as it arrives, up to a cap: the first chunk is kept as it is (a typical update comes in one),
 * later ones are appended to a buffer that grows with them; nothing is allocated ahead for what a Content-Length
 * merely announces. Not thread-safe: the request's context feeds it.
 */
final class BoundedBody {

    private final int cap;
    private @Nullable Buffer body;
    private boolean gathering;

    BoundedBody(int cap) {
        this.cap = cap;
    }

    /** @return false when the chunk would take the body past the cap: it is not kept, the body is refused */
    boolean append(Buffer chunk) {
        long length = (body == null ? 0L : body.length()) + chunk.length();
        if (length > cap) {
            return false;
        }
        if (body == null) {
            body = chunk; // Vert.x hands over chunks it no longer uses
        } else {
            if (!gathering) {
                body = Buffer.buffer((int) Math.min(cap, Math.max(length, 2L * body.length()))).appendBuffer(body);
                gathering = true;
            }
            body.appendBuffer(chunk);
        }
        return true;
    }

    /** @return the body so far; empty when nothing came */
    Buffer body() {
        return body == null ? Buffer.buffer(0) : body;
    }
}
