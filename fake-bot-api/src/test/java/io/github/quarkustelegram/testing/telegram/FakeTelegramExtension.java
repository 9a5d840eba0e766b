package io.github.quarkustelegram.testing.telegram;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.time.Duration;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * The set-up the fake's test classes share, as {@link WithFakeTelegram} asks: a fake started on a free port, the bot
 * calling it, its control API's client when a field wants one; reset before each test (or started for it), closed at
 * the end. Runs before the class's own {@code @BeforeAll} and {@code @BeforeEach} methods, and closes the fake after
 * its {@code @AfterEach} and {@code @AfterAll} ones, so that a test's app stops before its fake does.
 */
final class FakeTelegramExtension implements BeforeAllCallback, BeforeEachCallback, AfterEachCallback, AfterAllCallback {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace
            .create(FakeTelegramExtension.class);
    private static final String FAKE = "fake";

    /** One fake, the bot of it, and its control API's client once a field asked for it. */
    private static final class Fake {
        final FakeTelegram telegram;
        final BotApiCaller bot;
        private FakeTelegramClient client;

        Fake(WithFakeTelegram settings) {
            this.telegram = FakeTelegram.builder().botUsername(settings.botUsername())
                    .webhookRetryDelay(Duration.ofMillis(settings.webhookRetryDelayMillis())).start();
            this.bot = new BotApiCaller(telegram.baseUrl(), telegram.token());
        }

        synchronized FakeTelegramClient client() {
            if (client == null) {
                client = FakeTelegramClient.connect(telegram.baseUrl());
            }
            return client;
        }
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        if (!settings(context).eachTest()) {
            Fake fake = new Fake(settings(context));
            context.getStore(NAMESPACE).put(FAKE, fake);
            fill(context.getRequiredTestClass(), context.getTestInstance().orElse(null), fake);
        }
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        Fake fake;
        if (settings(context).eachTest()) {
            fake = new Fake(settings(context));
            context.getStore(NAMESPACE).put(FAKE, fake);
        } else {
            fake = context.getParent().orElseThrow().getStore(NAMESPACE).get(FAKE, Fake.class);
            fake.telegram.reset();
        }
        fill(context.getRequiredTestClass(), context.getRequiredTestInstance(), fake);
    }

    @Override
    public void afterEach(ExtensionContext context) {
        if (settings(context).eachTest()) {
            context.getStore(NAMESPACE).remove(FAKE, Fake.class).telegram.close();
        }
    }

    @Override
    public void afterAll(ExtensionContext context) {
        Fake fake = context.getStore(NAMESPACE).remove(FAKE, Fake.class);
        if (fake != null) {
            fake.telegram.close();
        }
    }

    private static WithFakeTelegram settings(ExtensionContext context) {
        return AnnotationSupport.findAnnotation(context.getRequiredTestClass(), WithFakeTelegram.class)
                .orElseThrow(() -> new IllegalStateException(context.getRequiredTestClass() + " is not annotated "
                        + WithFakeTelegram.class.getSimpleName()));
    }

    /** Sets the fields of the class and its superclasses that want the fake, its bot or its client. */
    private static void fill(Class<?> type, Object instance, Fake fake) {
        for (Class<?> c = type; c != Object.class; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                boolean isStatic = Modifier.isStatic(field.getModifiers());
                if (Modifier.isFinal(field.getModifiers()) || (!isStatic && instance == null)) {
                    continue;
                }
                Object value = field.getType() == FakeTelegram.class ? fake.telegram
                        : field.getType() == BotApiCaller.class ? fake.bot
                                : field.getType() == FakeTelegramClient.class ? fake.client() : null;
                if (value != null) {
                    set(field, isStatic ? null : instance, value);
                }
            }
        }
    }

    private static void set(Field field, Object instance, Object value) {
        try {
            field.setAccessible(true);
            field.set(instance, value);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("Cannot set " + field, e);
        }
    }
}
