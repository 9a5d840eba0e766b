package io.github.quarkustelegram.runtime.multipart;

import java.util.List;
import java.util.Objects;

import io.github.quarkustelegram.model.InputFile;

/**
 * A request as it goes over the wire: a JSON body, or the parts of a {@code multipart/form-data} body when it
 * uploads a file. Made by {@link RequestEncoder}; any transport can send it.
 */
public sealed interface EncodedRequest permits EncodedRequest.Json, EncodedRequest.Multipart {

    /** @return the Bot API method */
    String methodName();

    /**
     * An {@code application/json} body.
     *
     * @param methodName the Bot API method
     * @param body the JSON, UTF-8
     */
    record Json(String methodName, byte[] body) implements EncodedRequest {

        public Json {
            Objects.requireNonNull(methodName, "methodName");
            Objects.requireNonNull(body, "body");
        }

        @Override
        public String toString() {
            return "Json[" + methodName + ", " + body.length + " bytes]";
        }
    }

    /**
     * A {@code multipart/form-data} body.
     *
     * @param methodName the Bot API method
     * @param parts the parts, in order: the parameters in page order (a top-level upload in its parameter's place),
     *        then the uploads nested in parameters, each once
     */
    record Multipart(String methodName, List<Part> parts) implements EncodedRequest {

        public Multipart {
            Objects.requireNonNull(methodName, "methodName");
            parts = List.copyOf(parts);
        }

        /** @return the file parts */
        public List<Part.File> files() {
            return parts.stream().filter(Part.File.class::isInstance).map(Part.File.class::cast).toList();
        }
    }

    /** One part of a multipart body. */
    sealed interface Part permits Part.Field, Part.File {

        /** @return the part's name: a parameter name, or an upload's attach name */
        String name();

        /**
         * A text part: a parameter's value as the Bot API reads a form field (a string as itself, a number or boolean
         * as its JSON text, an object or array as JSON).
         *
         * @param name the parameter
         * @param value its text
         */
        record Field(String name, String value) implements Part {
            public Field {
                Objects.requireNonNull(name, "name");
                Objects.requireNonNull(value, "value");
            }
        }

        /**
         * A file part.
         *
         * @param name the parameter it is the value of (a top-level upload, {@code photo} of sendPhoto), or the
         *        attach name a parameter's JSON refers to as {@code attach://<name>}
         * @param upload the content, its file name and its attach name
         */
        record File(String name, InputFile.Upload upload) implements Part {
            public File {
                Objects.requireNonNull(name, "name");
                Objects.requireNonNull(upload, "upload");
            }
        }
    }
}
