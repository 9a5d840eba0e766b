package io.github.quarkustelegram.testing.quarkus;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Collectors;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeTelegramDriver;
import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;

/**
 * Fills the {@link InjectFakeTelegram} fields of a test instance with the client of the fake Telegram at the
 * application's Bot API URL, or fails saying what to change. It names no Quarkus type: {@link InjectFakeTelegramCallback}
 * hands it the application's configuration, and the module's plain tests hand it theirs.
 */
final class FakeTelegramInjection {

    /** Where the application reads its Bot API URL (runtime's {@code TelegramConfig}); Dev Services set the fake's. */
    static final String BASE_URL_KEY = "quarkus.telegram.api.base-url";

    /**
     * The real Bot API's host: a test never sends it a request (it would answer 404 to the control API, or nothing on
     * a machine without the internet) when the application is known to talk to it.
     */
    private static final String REAL_TELEGRAM_HOST = "api.telegram.org";

    /** What to change, runtime's and deployment's keys named as the user writes them. */
    private static final String HOW_DEV_SERVICES_START = "Dev Services start a fake Telegram in tests when neither a "
            + "bot token (quarkus.telegram.bot.token, or QUARKUS_TELEGRAM_BOT_TOKEN) nor " + BASE_URL_KEY
            + " is configured, and quarkus.telegram.devservices.enabled is not false: configure the real ones for "
            + "production only (%prod.quarkus.telegram.bot.token=...)";

    private FakeTelegramInjection() {
    }

    /**
     * @param testInstance a test instance, just made
     * @param configuredUrl the application's {@value #BASE_URL_KEY}; asked for only when the instance has a field to
     *        fill
     * @throws IllegalStateException when a field cannot take the client, or there is no fake Telegram to connect to
     */
    static void inject(Object testInstance, Supplier<Optional<String>> configuredUrl) {
        List<Field> fields = fields(testInstance.getClass());
        if (fields.isEmpty()) {
            return;
        }
        FakeTelegramClient client = client(fields, configuredUrl.get());
        for (Field field : fields) {
            field.setAccessible(true);
            try {
                field.set(testInstance, client);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(about(List.of(field)) + "it cannot be set: " + e.getMessage(), e);
            }
        }
    }

    /** @return the annotated fields of the class and of its superclasses, each able to take the client */
    private static List<Field> fields(Class<?> testClass) {
        List<Field> found = new ArrayList<>();
        for (Class<?> type = testClass; type != null && type != Object.class; type = type.getSuperclass()) {
            for (Field field : type.getDeclaredFields()) {
                if (field.isAnnotationPresent(InjectFakeTelegram.class)) {
                    check(field);
                    found.add(field);
                }
            }
        }
        return found;
    }

    private static void check(Field field) {
        Class<?> type = field.getType();
        if (type != FakeTelegramClient.class && type != FakeTelegramDriver.class) {
            throw new IllegalStateException(about(List.of(field)) + "the field is a " + type.getName()
                    + "; declare it as FakeTelegramClient (or FakeTelegramDriver), the client it sets");
        }
        if (Modifier.isStatic(field.getModifiers())) {
            throw new IllegalStateException(about(List.of(field)) + "the field is static; make it an instance field: "
                    + "it is set on each test instance when JUnit makes it, after any static @BeforeAll method ran");
        }
        if (Modifier.isFinal(field.getModifiers())) {
            throw new IllegalStateException(about(List.of(field)) + "the field is final; remove final, so that the "
                    + "client can be set in it");
        }
    }

    private static FakeTelegramClient client(List<Field> fields, Optional<String> configuredUrl) {
        String url = configuredUrl.filter(u -> !u.isBlank()).orElseThrow(() -> new IllegalStateException(about(fields)
                + "the application has no Bot API URL (" + BASE_URL_KEY + "), so there is no fake Telegram to connect "
                + "to. " + HOW_DEV_SERVICES_START));
        if (REAL_TELEGRAM_HOST.equalsIgnoreCase(host(url))) {
            throw new IllegalStateException(about(fields) + "the application talks to the real Telegram (" + BASE_URL_KEY
                    + "=" + url + "), so there is no fake Telegram to connect to. " + HOW_DEV_SERVICES_START);
        }
        try {
            return SharedClients.at(url);
        } catch (IllegalStateException | IllegalArgumentException e) {
            throw new IllegalStateException(about(fields) + e.getMessage() + " (the application's " + BASE_URL_KEY
                    + "). " + HOW_DEV_SERVICES_START, e);
        }
    }

    private static String host(String url) {
        try {
            return URI.create(url).getHost();
        } catch (IllegalArgumentException e) {
            return null; // not a URL: connecting says so
        }
    }

    /** @return the start of a failure: which fields */
    private static String about(List<Field> fields) {
        return "@InjectFakeTelegram on " + fields.stream().map(FakeTelegramInjection::name)
                .collect(Collectors.joining(", ")) + ": ";
    }

    /** @return {@code Outer.Nested.field}: the class without its package */
    private static String name(Field field) {
        Class<?> type = field.getDeclaringClass();
        String packageName = type.getPackageName();
        String className = packageName.isEmpty() ? type.getName() : type.getName().substring(packageName.length() + 1);
        return className.replace('$', '.') + "." + field.getName();
    }
}
