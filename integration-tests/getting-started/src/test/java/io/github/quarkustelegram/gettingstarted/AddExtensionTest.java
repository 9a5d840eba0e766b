package io.github.quarkustelegram.gettingstarted;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The getting-started page followed by a new user: an empty Quarkus application, the extension added by its
 * coordinates, then the test dependency, the bot and its test exactly as the page shows them. It builds and its test
 * passes.
 */
class AddExtensionTest {

    @Test
    void theBotOfTheGettingStartedPageBuildsAndPassesItsTest() throws Exception {
        Path dir = NestedMaven.freshDirectory("add-extension");
        NestedMaven.run(dir, "create", NestedMaven.create("my-bot", "-DnoCode").toArray(String[]::new));
        Path app = dir.resolve("my-bot");
        NestedMaven.run(app, "add-extension", "quarkus:add-extension", "-DquarkusRegistryClient=false",
                "-Dextensions=" + NestedMaven.EXTENSION);
        Path pom = app.resolve("pom.xml");
        assertThat(Files.readString(pom)).containsIgnoringWhitespaces("""
                <artifactId>quarkus-telegram</artifactId>
                <version>%s</version>""".formatted(NestedMaven.EXTENSION_VERSION));

        GettingStartedPage page = GettingStartedPage.read();
        String pomText = Files.readString(pom);
        int end = pomText.lastIndexOf("</dependencies>");
        Files.writeString(pom, pomText.substring(0, end) + page.dependencyDeclaring("quarkus-telegram-fake-bot-api")
                + "\n" + pomText.substring(end));
        Map<String, String> files = page.inlineJavaFiles();
        assertThat(files).containsOnlyKeys("GreetingBot.java", "GreetingBotTest.java");
        write(app.resolve("src/main/java/org/acme/GreetingBot.java"), files.get("GreetingBot.java"));
        write(app.resolve("src/test/java/org/acme/GreetingBotTest.java"), files.get("GreetingBotTest.java"));
        // not from the page: HTTP tests on a free port, as this machine may run other Quarkus tests on 8081
        Files.createDirectories(app.resolve("src/main/resources"));
        Files.writeString(app.resolve("src/main/resources/application.properties"), "quarkus.http.test-port=0\n",
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);

        String build = NestedMaven.run(app, "verify", "verify");
        assertThat(build).containsPattern(NestedMaven.TESTS_PASSED.formatted(2, "org.acme.GreetingBotTest"));
    }

    private static void write(Path file, String content) throws Exception {
        Files.createDirectories(file.getParent());
        Files.writeString(file, content);
    }
}
