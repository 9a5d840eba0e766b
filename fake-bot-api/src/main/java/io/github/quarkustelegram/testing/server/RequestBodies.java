package io.github.quarkustelegram.testing.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import io.github.quarkustelegram.testing.internal.FakeJson;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.DefaultFullHttpRequest;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.QueryStringDecoder;
import io.netty.handler.codec.http.multipart.Attribute;
import io.netty.handler.codec.http.multipart.DefaultHttpDataFactory;
import io.netty.handler.codec.http.multipart.FileUpload;
import io.netty.handler.codec.http.multipart.HttpPostMultipartRequestDecoder;
import io.netty.handler.codec.http.multipart.InterfaceHttpData;

/**
 * Reads a received body the way its Content-Type says: JSON (Jackson), {@code multipart/form-data} (Netty's
 * decoder, in memory) or {@code application/x-www-form-urlencoded}. A body that does not read is kept raw and the
 * problem noted: the fake records what arrived, it does not judge it.
 */
final class RequestBodies {

    private RequestBodies() {
    }

    static void read(RecordedRequest.Builder request) {
        String mediaType = request.contentType == null ? ""
                : request.contentType.split(";", 2)[0].trim().toLowerCase(Locale.ROOT);
        try {
            switch (mediaType) {
                case "application/json" -> request.json = FakeJson.parse(request.body);
                case "multipart/form-data" -> request.parts = multipart(request);
                case "application/x-www-form-urlencoded" -> request.formFields = new QueryStringDecoder(
                        new String(request.body, StandardCharsets.UTF_8), StandardCharsets.UTF_8, false).parameters();
                default -> {
                    // no body, or a body the Bot API does not read: keep the bytes only
                }
            }
        } catch (IOException | RuntimeException e) {
            request.bodyProblem = "cannot read the body as " + mediaType + ": " + e;
        }
    }

    private static List<RecordedPart> multipart(RecordedRequest.Builder request) {
        DefaultFullHttpRequest netty = new DefaultFullHttpRequest(HttpVersion.HTTP_1_1, HttpMethod.POST, "/",
                Unpooled.wrappedBuffer(request.body));
        netty.headers().set(HttpHeaderNames.CONTENT_TYPE, request.contentType);
        netty.headers().set(HttpHeaderNames.CONTENT_LENGTH, request.body.length);
        // in memory, no size limit: a test wants every byte it sent back
        HttpPostMultipartRequestDecoder decoder = new HttpPostMultipartRequestDecoder(
                new DefaultHttpDataFactory(false, StandardCharsets.UTF_8), netty, StandardCharsets.UTF_8);
        try {
            List<RecordedPart> parts = new ArrayList<>();
            for (InterfaceHttpData data : decoder.getBodyHttpDatas()) {
                if (data instanceof FileUpload file) {
                    parts.add(new RecordedPart(file.getName(), file.getFilename(), file.getContentType(), file.get()));
                } else if (data instanceof Attribute attribute) {
                    parts.add(new RecordedPart(attribute.getName(), null, null,
                            attribute.getValue().getBytes(StandardCharsets.UTF_8)));
                }
            }
            return parts;
        } catch (IOException e) {
            throw new IllegalArgumentException(e);
        } finally {
            decoder.destroy();
            netty.release();
        }
    }
}
