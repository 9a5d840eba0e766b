package io.github.quarkustelegram.gettingstarted;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/**
 * {@code quarkus create app} with the extension applies its codestart: the application it writes builds and passes
 * its own test, unchanged.
 */
class CodestartAppTest {

    @Test
    void theGeneratedBotBuildsAndPassesItsTest() throws Exception {
        Path dir = NestedMaven.freshDirectory("codestart");
        String created = NestedMaven.run(dir, "create",
                NestedMaven.create("my-bot", "-Dextensions=" + NestedMaven.EXTENSION).toArray(String[]::new));
        assertThat(created).contains("telegram-codestart");

        Path app = dir.resolve("my-bot");
        assertThat(app.resolve("src/main/java/org/acme/GreetingBot.java")).isRegularFile();
        assertThat(app.resolve("src/test/java/org/acme/GreetingBotTest.java")).isRegularFile();
        assertThat(Files.readString(app.resolve("README.md"))).contains("localhost:8089/fake/users/42/messages");
        // the fake's client, at a version written out: the application has no property of ours
        assertThat(Files.readString(app.resolve("pom.xml"))).containsIgnoringWhitespaces("""
                <artifactId>quarkus-telegram-fake-bot-api</artifactId>
                <version>%s</version>
                <scope>test</scope>""".formatted(NestedMaven.EXTENSION_VERSION));

        String build = NestedMaven.run(app, "verify", "verify");
        assertThat(build).containsPattern(NestedMaven.TESTS_PASSED.formatted(2, "org.acme.GreetingBotTest"));
    }
}
