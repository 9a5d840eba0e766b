package io.github.quarkustelegram.model.corpus;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.jspecify.annotations.Nullable;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.type.TypeFactory;

/**
 * The corpus manifest, {@code src/test/resources/corpus/index.json}: which payload files there are and the model
 * type each one decodes to.
 */
public final class CorpusManifest {

    /** The package of the generated model; manifest type names are simple names in it. */
    public static final String MODEL_PACKAGE = "io.github.quarkustelegram.model";

    private static final String DIRECTORY = "/corpus/";
    private static final Pattern LIST = Pattern.compile("List<(\\w+)>");

    private CorpusManifest() {
    }

    /**
     * One payload.
     *
     * @param file the file name under {@code corpus/}
     * @param type its root type: a simple model type name ({@code Update}) or {@code List<X>}
     * @param unknownFields the payload has fields the model does not know, so the re-encoded JSON is a strict
     *        subset of the input
     * @param unknownVariant the payload has a union variant the model does not know, which must decode to that
     *        union's {@code Unknown}
     * @param knownIssue null, or a model bug that makes this (valid) payload fail to decode today: the test then
     *        expects the failure, and fails once the bug is fixed so that the marker gets removed
     */
    public record Entry(@JsonProperty("file") String file, @JsonProperty("type") String type,
            @JsonProperty("unknownFields") boolean unknownFields,
            @JsonProperty("unknownVariant") boolean unknownVariant,
            @JsonProperty("knownIssue") @Nullable String knownIssue) {

        public Entry {
            Objects.requireNonNull(file, "file");
            Objects.requireNonNull(type, "type");
        }

        /** @return the payload's bytes */
        public byte[] bytes() {
            return read(file);
        }

        /** @return the Jackson type the payload decodes to */
        public JavaType javaType() {
            return resolve(type);
        }

        /** @return the same type as a reflection type, for walking the decoded value */
        public Type reflectType() {
            JavaType javaType = javaType();
            if (javaType.isCollectionLikeType()) {
                return listOf(javaType.getContentType().getRawClass());
            }
            return javaType.getRawClass();
        }

        @Override
        public String toString() {
            return file + " as " + type;
        }
    }

    /** @return the manifest's entries, in order */
    public static List<Entry> entries() {
        try {
            return new ObjectMapper().readValue(read("index.json"), new TypeReference<List<Entry>>() {
            });
        } catch (IOException e) {
            throw new UncheckedIOException("corpus/index.json is not a valid manifest", e);
        }
    }

    /**
     * @return the names of the {@code .json} files in the corpus directory except the manifest itself (the test
     *         classpath is a directory under Maven)
     */
    public static List<String> payloadFilesOnDisk() {
        URL index = CorpusManifest.class.getResource(DIRECTORY + "index.json");
        if (index == null) {
            throw new IllegalStateException("corpus/index.json is not on the test classpath");
        }
        try (Stream<Path> files = Files.list(Path.of(index.toURI()).getParent())) {
            return files.map(p -> p.getFileName().toString())
                    .filter(name -> name.endsWith(".json") && !name.equals("index.json"))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * @param type {@code X} or {@code List<X>}, X a simple name in the model package
     * @return the Jackson type
     */
    public static JavaType resolve(String type) {
        TypeFactory types = TypeFactory.defaultInstance();
        Matcher list = LIST.matcher(type);
        if (list.matches()) {
            return types.constructCollectionType(List.class, modelClass(list.group(1)));
        }
        return types.constructType(modelClass(type));
    }

    private static ParameterizedType listOf(Class<?> element) {
        return new ParameterizedType() {
            @Override
            public Type[] getActualTypeArguments() {
                return new Type[] { element };
            }

            @Override
            public Type getRawType() {
                return List.class;
            }

            @Override
            public Type getOwnerType() {
                return null;
            }

            @Override
            public String toString() {
                return "java.util.List<" + element.getName() + ">";
            }
        };
    }

    private static Class<?> modelClass(String simpleName) {
        try {
            return Class.forName(MODEL_PACKAGE + "." + simpleName);
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException("manifest names " + simpleName + ", which is not a class in "
                    + MODEL_PACKAGE, e);
        }
    }

    private static byte[] read(String file) {
        try (InputStream in = CorpusManifest.class.getResourceAsStream(DIRECTORY + file)) {
            if (in == null) {
                throw new IllegalArgumentException("corpus/" + file + " is not on the test classpath");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
