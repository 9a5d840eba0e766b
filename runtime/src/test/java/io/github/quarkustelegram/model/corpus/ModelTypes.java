package io.github.quarkustelegram.model.corpus;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** Finds the types of the model package by listing its compiled classes (a directory or a jar). */
public final class ModelTypes {

    private ModelTypes() {
    }

    /**
     * @param anchor any class of the package
     * @return the top-level sealed interfaces of that package, by name
     */
    public static List<Class<?>> sealedInterfaces(Class<?> anchor) {
        return topLevelClasses(anchor).stream()
                .filter(c -> c.isInterface() && c.isSealed())
                .sorted(Comparator.comparing(Class::getSimpleName))
                .toList();
    }

    /**
     * @param anchor any class of the package
     * @return every top-level class of that package
     */
    public static List<Class<?>> topLevelClasses(Class<?> anchor) {
        String packageName = anchor.getPackageName();
        String packagePath = packageName.replace('.', '/');
        URL self = anchor.getResource(anchor.getSimpleName() + ".class");
        if (self == null) {
            throw new IllegalStateException("cannot locate " + anchor.getName() + ".class");
        }
        try {
            URI uri = self.toURI();
            if (uri.getScheme().equals("jar")) {
                try (FileSystem jar = FileSystems.newFileSystem(uri, Map.of())) {
                    return load(jar.getPath(packagePath), packageName);
                }
            }
            return load(Path.of(uri).getParent(), packageName);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * @param simpleName a type of the model, by its page name
     * @return its class in {@value CorpusManifest#MODEL_PACKAGE}
     */
    public static Class<?> modelClass(String simpleName) {
        return load(CorpusManifest.MODEL_PACKAGE + "." + simpleName);
    }

    private static List<Class<?>> load(Path directory, String packageName) throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.map(p -> p.getFileName().toString())
                    .filter(name -> name.endsWith(".class") && !name.contains("$") && !name.equals("package-info.class"))
                    .map(name -> packageName + "." + name.substring(0, name.length() - ".class".length()))
                    .sorted()
                    .<Class<?>> map(ModelTypes::load)
                    .toList();
        }
    }

    private static Class<?> load(String name) {
        try {
            return Class.forName(name, false, ModelTypes.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }
}
