package io.github.quarkustelegram.deployment.devui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;

import org.jboss.shrinkwrap.api.asset.StringAsset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;

import io.github.quarkustelegram.deployment.devservices.FakeUrlRoute;
import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.quarkus.test.QuarkusDevModeTest;

/**
 * The Dev UI's operations pages in a real browser (Debian's {@code chromium} and {@code chromium-driver}, headless):
 * each page renders what the running bot does, and the broadcasts page pauses a broadcast (screenshots in
 * {@code target/dev-ui-chat/}). Skipped, saying so, when no browser is installed; {@code .ci/run}
 * installs one.
 */
@EnabledIf(value = "browserInstalled", disabledReason = HeadlessChromium.SKIPPED)
class DevUiPagesBrowserTest {

    static final int PORT = 18_098; // not 8080, nor TelegramDevServicesDevModeTest's

    @RegisterExtension
    static final QuarkusDevModeTest APP = new QuarkusDevModeTest()
            .withApplicationRoot(jar -> jar.addClasses(FakeUrlRoute.class, DevUiBot.class)
                    .addAsResource(new StringAsset("quarkus.http.port=" + PORT + "\nreload.marker=one\n"
                    // a slow broadcast, still running while the broadcasts page shows it
                            + "quarkus.telegram.broadcasts.per-second=2\n"
                            + "quarkus.telegram.broadcasts.idle-per-second=2\n"),
                            "application.properties"));

    private static final Duration WAIT = Duration.ofSeconds(30);
    private static final Path SCREENSHOTS = Path.of("target", "dev-ui-chat");

    /** Finds the first element matching a selector through every shadow root; answers its rendered text. */
    private static final String DEEP_TEXT = """
            const deep = (root, selector) => {
              const found = root.querySelector(selector);
              if (found) return found;
              for (const element of root.querySelectorAll('*')) {
                if (element.shadowRoot) {
                  const inside = deep(element.shadowRoot, selector);
                  if (inside) return inside;
                }
              }
              return null;
            };
            const element = deep(document, arguments[0]);
            if (!element) return null;
            return (element.shadowRoot || element).textContent.replace(/\\s+/g, ' ');
            """;

    /** Clicks the first element matching a selector through every shadow root; answers whether there was one. */
    private static final String DEEP_CLICK = """
            const deep = (root, selector) => {
              const found = root.querySelector(selector);
              if (found) return found;
              for (const element of root.querySelectorAll('*')) {
                if (element.shadowRoot) {
                  const inside = deep(element.shadowRoot, selector);
                  if (inside) return inside;
                }
              }
              return null;
            };
            const element = deep(document, arguments[0]);
            if (!element) return false;
            element.click();
            return true;
            """;

    static boolean browserInstalled() {
        return HeadlessChromium.installed();
    }

    /** One test method: a dev mode test starts the application again for each. */
    @Test
    void thePagesShowTheUpdatesHandledTheReceiverTheEmptyQueuesAndABroadcast() throws Exception {
        String fakeUrl = get("/fake-url").split(" ")[0];
        FakeTelegramClient telegram = FakeTelegramClient.connect(fakeUrl);
        telegram.user(77, "Grace").sends("/start");
        telegram.awaitReply(77);

        ChromeDriver browser = HeadlessChromium.start(1280, 900);
        try {
            String updates = page(browser, "live-updates", "qwc-telegram-updates", "DevUiBot#start");
            assertThat(updates).contains("message").contains(DevUiBot.class.getName() + "#start").contains("ok");

            String receiver = page(browser, "receiver", "qwc-telegram-receiver", "running");
            assertThat(receiver).contains("polling").contains("running").contains("failuresInARow");

            assertThat(page(browser, "conversations", "qwc-telegram-conversations", "No conversation"))
                    .contains("No conversation in progress");
            assertThat(page(browser, "flood-control", "qwc-telegram-flood", "flood control"))
                    .contains("No call waits for flood control");

            for (long subscriber : DevUiBot.SUBSCRIBERS) {
                telegram.user(subscriber, "Subscriber " + subscriber);
            }
            assertThat(telegram.user(78, "Admin").sends("/broadcast").reply().text()).startsWith("Started ");
            String broadcasts = page(browser, "broadcasts", "qwc-telegram-broadcasts", "dev-ui-news");
            assertThat(broadcasts).contains("of 10").contains("running").contains("No scheduled message");
            assertThat(((JavascriptExecutor) browser).executeScript(DEEP_TEXT, "vaadin-progress-bar"))
                    .as("a progress bar").isNotNull();
            Files.createDirectories(SCREENSHOTS);
            screenshot(browser, "broadcasts-running");
            assertThat(((JavascriptExecutor) browser).executeScript(DEEP_CLICK, "vaadin-button.pauseBroadcast"))
                    .as("a Pause button").isEqualTo(true);
            page(browser, null, "qwc-telegram-broadcasts", "paused");
            screenshot(browser, "broadcasts-paused");
        } finally {
            browser.quit();
        }
    }

    /** Opens a page of the extension's card and waits until its component shows the expected text. */
    private static String page(ChromeDriver browser, String page, String component, String expected)
            throws InterruptedException {
        if (page != null) { // null: the page shown already
            browser.get("http://localhost:" + PORT + "/q/dev-ui/quarkus-telegram/" + page);
        }
        long deadline = System.nanoTime() + WAIT.toNanos();
        String text = null;
        while (System.nanoTime() < deadline) {
            text = (String) ((JavascriptExecutor) browser).executeScript(DEEP_TEXT, component);
            if (text != null && text.contains(expected)) {
                return text;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("Page " + page + " did not show \"" + expected + "\" in " + WAIT + "; it shows: "
                + text);
    }

    private static void screenshot(ChromeDriver browser, String name) throws IOException {
        Path file = browser.getScreenshotAs(OutputType.FILE).toPath();
        Files.copy(file, SCREENSHOTS.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
    }

    private static String get(String path) throws Exception {
        var response = java.net.http.HttpClient.newHttpClient().send(java.net.http.HttpRequest.newBuilder(
                java.net.URI.create("http://localhost:" + PORT + path)).build(),
                java.net.http.HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return response.body();
    }
}
