package io.github.quarkustelegram.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.Update;
import io.quarkus.builder.BuildChainBuilder;
import io.quarkus.deployment.builditem.FeatureBuildItem;
import io.quarkus.deployment.builditem.GeneratedResourceBuildItem;
import io.quarkus.deployment.builditem.nativeimage.ReflectiveClassBuildItem;
import io.quarkus.test.QuarkusUnitTest;

/**
 * Starts an application with the extension: the feature is installed, the model is registered for
 * reflection, and the model's mapper decodes an Update inside the application.
 */
class TelegramExtensionTest {

    /** Build and test run in one JVM: the build step below hands what it saw to the test through these. */
    private static final String FEATURES = "quarkus-telegram.test.features";
    private static final String REFLECTIVE = "quarkus-telegram.test.reflective-classes";

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withEmptyApplication()
            .addBuildChainCustomizer(TelegramExtensionTest::recordBuildItems);

    private static void recordBuildItems(BuildChainBuilder chain) {
        chain.addBuildStep(context -> {
            System.setProperty(FEATURES, context.consumeMulti(FeatureBuildItem.class).stream()
                    .map(FeatureBuildItem::getName)
                    .sorted()
                    .collect(Collectors.joining(",")));
            System.setProperty(REFLECTIVE, context.consumeMulti(ReflectiveClassBuildItem.class).stream()
                    .filter(item -> item.isConstructors() && item.isMethods() && item.isFields())
                    .flatMap(item -> item.getClassNames().stream())
                    .sorted()
                    .collect(Collectors.joining(",")));
            // Something to produce, so that the step runs: an empty resource. (Not a ServiceStartBuildItem: with
            // quarkus-vertx-http, which registers classes for reflection after the application start, that is a
            // cycle.)
            context.produce(new GeneratedResourceBuildItem("META-INF/quarkus-telegram-test-marker", new byte[0]));
        })
                .consumes(FeatureBuildItem.class)
                .consumes(ReflectiveClassBuildItem.class)
                .produces(GeneratedResourceBuildItem.class)
                .build();
    }

    @Test
    void theFeatureIsInstalled() {
        assertThat(List.of(System.getProperty(FEATURES, "").split(","))).contains("telegram");
    }

    @Test
    void theModelIsRegisteredForReflection() {
        assertThat(List.of(System.getProperty(REFLECTIVE, "").split(",")))
                .contains(Update.class.getName(), "io.github.quarkustelegram.model.Message",
                        TelegramJson.class.getName());
    }

    @Test
    void theModelMapperDecodesAnUpdateInsideTheApplication() throws Exception {
        String json = """
                {"update_id":123456789,"message":{"message_id":1,"date":1715000000,\
                "chat":{"id":42,"type":"private","first_name":"Alice"},\
                "from":{"id":42,"is_bot":false,"first_name":"Alice","language_code":"en"},\
                "text":"/start","some_field_of_a_newer_bot_api":{"x":1}}}""";

        Update update = TelegramJson.mapper().readValue(json, Update.class);

        assertThat(update.updateId()).isEqualTo(123456789);
        assertThat(update.message().text()).isEqualTo("/start");
        assertThat(update.message().chat().id()).isEqualTo(42L);
        assertThat(update.message().from().firstName()).isEqualTo("Alice");
    }
}
