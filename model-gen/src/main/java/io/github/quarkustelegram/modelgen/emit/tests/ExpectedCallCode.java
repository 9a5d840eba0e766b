package io.github.quarkustelegram.modelgen.emit.tests;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.palantir.javapoet.CodeBlock;

import io.github.quarkustelegram.modelgen.emit.tests.RequestSamples.Param;
import io.github.quarkustelegram.modelgen.emit.tests.RequestSamples.Sample;
import io.github.quarkustelegram.modelgen.emit.tests.RequestSamples.Upload;

/**
 * Writes what Telegram must receive for a sample request as an {@code ExpectedCall} expression:
 *
 * <pre>{@code
 * ExpectedCall.multipart("sendMediaGroup")
 *         .param("chat_id", -1001234567890L)
 *         .paramJson("media", "[{\"type\":\"audio\",\"media\":\"attach://" + MEDIA_1_MEDIA.attachName() + "\"}]")
 *         .attached(MEDIA_1_MEDIA)
 * }</pre>
 */
final class ExpectedCallCode {

    private ExpectedCallCode() {
    }

    static CodeBlock of(String methodName, Sample sample) {
        CodeBlock.Builder code = CodeBlock.builder()
                .add("$T.$N($S)", JavaNames.EXPECTED_CALL, sample.multipart() ? "multipart" : "json", methodName);
        List<Upload> nested = new ArrayList<>(sample.uploads());
        for (Param p : sample.params()) {
            String name = p.param().name();
            JsonNode json = p.json();
            if (p.upload() != null) {
                code.add("\n.file($S, $N)", name, p.upload().constant());
                nested.remove(p.upload());
            } else if (json.isContainerNode()) {
                code.add("\n.paramJson($S, $L)", name, jsonText(json));
            } else if (json.isTextual()) {
                code.add("\n.param($S, $L)", name, textLiteral(json.textValue()));
            } else if (json.isIntegralNumber()) {
                code.add("\n.param($S, $L)", name, json.isLong()
                        ? CodeBlock.of("$LL", json.longValue())
                        : CodeBlock.of("$L", json.intValue()));
            } else if (json.isFloatingPointNumber()) {
                code.add("\n.param($S, $L)", name, Double.toString(json.doubleValue()));
            } else if (json.isBoolean()) {
                code.add("\n.param($S, $L)", name, json.booleanValue());
            } else {
                throw new IllegalStateException(methodName + "." + name + ": unexpected sample " + json);
            }
        }
        for (Upload upload : nested) {
            code.add("\n.attached($N)", upload.constant());
        }
        return code.build();
    }

    /**
     * A string literal of JSON text; attach placeholders become {@code " + CONSTANT.attachName() + "}, so that the
     * expected JSON names the upload's real attach name.
     */
    static CodeBlock jsonText(JsonNode json) {
        return textLiteral(json.isTextual() ? json.textValue() : json.toString());
    }

    private static CodeBlock textLiteral(String text) {
        CodeBlock.Builder code = CodeBlock.builder();
        int at = 0;
        boolean first = true;
        while (at <= text.length()) {
            int open = text.indexOf(RequestSamples.OPEN, at);
            String literal = open < 0 ? text.substring(at) : text.substring(at, open);
            if (!literal.isEmpty() || first && open < 0) {
                code.add(first ? "$S" : " + $S", literal);
                first = false;
            }
            if (open < 0) {
                break;
            }
            int close = text.indexOf(RequestSamples.CLOSE, open);
            String constant = text.substring(open + RequestSamples.OPEN.length(), close);
            code.add(first ? "$N.attachName()" : " + $N.attachName()", constant);
            first = false;
            at = close + RequestSamples.CLOSE.length();
        }
        return code.build();
    }
}
