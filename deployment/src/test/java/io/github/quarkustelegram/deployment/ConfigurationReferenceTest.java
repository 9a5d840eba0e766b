package io.github.quarkustelegram.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.deployment.devservices.TelegramDevServicesConfig;
import io.github.quarkustelegram.deployment.telemetry.TelegramTelemetryConfig;
import io.github.quarkustelegram.runtime.config.MiniAppBuildTimeConfig;
import io.github.quarkustelegram.runtime.config.MiniAppConfig;
import io.github.quarkustelegram.runtime.config.TelegramBuildTimeConfig;
import io.github.quarkustelegram.runtime.config.TelegramConfig;
import io.quarkus.runtime.annotations.ConfigDocDefault;
import io.quarkus.runtime.annotations.ConfigPhase;
import io.quarkus.runtime.annotations.ConfigRoot;
import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * Holds docs/modules/ROOT/pages/configuration.adoc to the configuration interfaces: every key they define is on the
 * page with its type, default and phase, and the page lists no key they do not define. Two sources, so that neither
 * a new root interface nor a typo in this walk goes unnoticed: the interfaces themselves, walked by reflection, and the
 * configuration model Quarkus's extension processor writes at compile time (target/quarkus-config-doc/ of runtime and
 * deployment), which knows every root the modules declare.
 */
class ConfigurationReferenceTest {

    private static final Path PAGE = Path.of("..", "docs", "modules", "ROOT", "pages", "configuration.adoc");
    private static final List<Path> PROCESSOR_MODELS = List.of(
            Path.of("..", "runtime", "target", "quarkus-config-doc", "quarkus-config-model.yaml"),
            Path.of("target", "quarkus-config-doc", "quarkus-config-model.yaml"));
    private static final List<Class<?>> ROOTS = List.of(TelegramConfig.class, TelegramBuildTimeConfig.class,
            TelegramDevServicesConfig.class, TelegramTelemetryConfig.class,
            MiniAppBuildTimeConfig.class, MiniAppConfig.class);
    /** A row of the page: key (with its anchor), type, default, phase, each cell on its own line. */
    private static final Pattern ROW = Pattern.compile(
            "^\\|\\[\\[[a-z0-9-]+]]`(quarkus\\.telegram[^`]*)`\\n\\|(.*)\\n\\|(.*)\\n\\|(.*)\\n\\|.+$", Pattern.MULTILINE);

    /** What the page says, or what the code says, of one key. */
    record Entry(String type, String defaultValue, String phase) {
    }

    @Test
    void thePageListsEveryKeyOfTheConfigurationInterfacesAsTheyDefineIt() throws IOException {
        Map<String, Entry> expected = new TreeMap<>();
        for (Class<?> root : ROOTS) {
            walk(root, root.getAnnotation(ConfigMapping.class).prefix(), phase(root), expected);
        }
        Map<String, Entry> page = page();
        assertThat(page.keySet()).as("keys on the page (missing or stale)").containsExactlyElementsOf(expected.keySet());
        assertThat(page).isEqualTo(expected);
    }

    @Test
    void thePageAgreesWithTheConfigurationModelOfTheExtensionProcessor() throws IOException {
        Map<String, Entry> model = new TreeMap<>();
        for (Path file : PROCESSOR_MODELS) {
            assertThat(file).as("written by quarkus-extension-processor when the module compiles").isRegularFile();
            readModel(Files.readAllLines(file), model);
        }
        Map<String, Entry> page = page();
        assertThat(page.keySet()).as("keys on the page (missing or stale)").containsExactlyElementsOf(model.keySet());
        // the model writes durations upper case (10S); the walk above checks the defaults exactly
        page.forEach((key, entry) -> assertThat(new Entry(null, entry.defaultValue().toUpperCase(Locale.ROOT),
                entry.phase())).as(key).isEqualTo(model.get(key)));
    }

    private static Map<String, Entry> page() throws IOException {
        Map<String, Entry> rows = new TreeMap<>();
        Matcher row = ROW.matcher(Files.readString(PAGE));
        while (row.find()) {
            Entry previous = rows.put(row.group(1),
                    new Entry(row.group(2).strip(), row.group(3).replace("`", "").strip(), row.group(4).strip()));
            assertThat(previous).as("%s listed twice", row.group(1)).isNull();
        }
        assertThat(rows).as("rows on the page").isNotEmpty();
        return rows;
    }

    private static void walk(Class<?> group, String prefix, String phase, Map<String, Entry> out) {
        for (Method method : group.getDeclaredMethods()) {
            if (Modifier.isStatic(method.getModifiers()) || method.isDefault() || method.isSynthetic()) {
                continue;
            }
            String key = prefix + "." + kebab(method.getName());
            Type type = method.getGenericReturnType();
            if (method.getReturnType() == Optional.class) {
                type = ((ParameterizedType) type).getActualTypeArguments()[0];
            }
            if (type instanceof Class<?> nested && nested.isInterface() && nested.getName().startsWith("io.github.")) {
                walk(nested, key, phase, out);
                continue;
            }
            WithDefault withDefault = method.getAnnotation(WithDefault.class);
            ConfigDocDefault docDefault = method.getAnnotation(ConfigDocDefault.class);
            String defaultValue = withDefault != null ? withDefault.value()
                    : docDefault != null ? docDefault.value() : "";
            out.put(key, new Entry(describe(type), defaultValue, phase));
        }
    }

    /** The type column: as the page writes it. */
    private static String describe(Type type) {
        if (type instanceof ParameterizedType list && list.getRawType() == List.class) {
            return "list of " + describe(list.getActualTypeArguments()[0]);
        }
        Class<?> raw = (Class<?>) type;
        if (raw.isEnum()) {
            return Arrays.stream(raw.getEnumConstants())
                    .map(value -> "`" + ((Enum<?>) value).name().toLowerCase(Locale.ROOT).replace('_', '-') + "`")
                    .collect(Collectors.joining(", "));
        }
        if (raw == String.class) {
            return "string";
        }
        if (raw == Path.class) {
            return "path";
        }
        if (raw == int.class || raw == Integer.class || raw == OptionalInt.class) {
            return "int";
        }
        if (raw == long.class || raw == Long.class) {
            return "long";
        }
        if (raw == boolean.class || raw == Boolean.class) { // Boolean: an Optional<Boolean>, unset by default
            return "boolean";
        }
        if (raw == double.class) {
            return raw.getName();
        }
        if (raw == Duration.class || raw == MemorySize.class) {
            return raw.getSimpleName();
        }
        throw new AssertionError("No page type for " + type + ": teach this test and the page how to write it");
    }

    private static String phase(Class<?> root) {
        return root.getAnnotation(ConfigRoot.class).phase() == ConfigPhase.RUN_TIME ? "run time" : "build time";
    }

    private static String kebab(String name) {
        return name.replaceAll("([A-Z])", "-$1").toLowerCase(Locale.ROOT);
    }

    /** The properties of the processor's model: key, phase and default (the type is checked by the walk). */
    private static void readModel(List<String> lines, Map<String, Entry> out) {
        Pattern property = Pattern.compile("^\\s+property: \"(.+)\"$");
        Pattern phase = Pattern.compile("^\\s+phase: \"(.+)\"$");
        Pattern defaultValue = Pattern.compile("^\\s+defaultValue: \"(.*)\"$");
        String key = null;
        String keyPhase = null;
        String keyDefault = "";
        for (String line : lines) {
            Matcher m;
            if ((m = property.matcher(line)).matches() || line.strip().startsWith("- !<")) {
                if (key != null) {
                    out.put(key, new Entry(null, keyDefault.toUpperCase(Locale.ROOT), keyPhase));
                }
                key = m.matches() ? m.group(1) : null;
                keyPhase = null;
                keyDefault = "";
            } else if ((m = phase.matcher(line)).matches()) {
                keyPhase = "RUN_TIME".equals(m.group(1)) ? "run time" : "build time";
            } else if ((m = defaultValue.matcher(line)).matches()) {
                keyDefault = m.group(1);
            }
        }
        if (key != null) {
            out.put(key, new Entry(null, keyDefault.toUpperCase(Locale.ROOT), keyPhase));
        }
    }
}
