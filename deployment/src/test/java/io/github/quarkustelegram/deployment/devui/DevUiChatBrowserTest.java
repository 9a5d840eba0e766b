package io.github.quarkustelegram.deployment.devui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;

import org.jboss.shrinkwrap.api.asset.StringAsset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.SearchContext;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

import io.github.quarkustelegram.deployment.devservices.FakeUrlRoute;
import io.quarkus.test.QuarkusDevModeTest;

/**
 * The Dev UI's chat page in a real headless browser, as a new user tries it: send {@code /start}, press a button and see
 * the message change in place with a toast, switch to another user, send a photo, use a reply keyboard, write in the
 * group, find the conversation again after a live reload, and see a streamed answer drawn as a rich message. A screenshot of
 * each step is kept under
 * {@code target/dev-ui-chat/} for the reader. Skipped, saying so, when no browser is installed; {@code .ci/run}
 * installs one.
 */
@EnabledIf(value = "browserInstalled", disabledReason = HeadlessChromium.SKIPPED)
class DevUiChatBrowserTest {

    static final int PORT = 18_097; // not 8080, nor the other dev mode tests'

    @RegisterExtension
    static final QuarkusDevModeTest APP = new QuarkusDevModeTest()
            .withApplicationRoot(jar -> jar.addClasses(FakeUrlRoute.class, DevUiChatBot.class)
                    .addAsResource(new StringAsset("quarkus.http.port=" + PORT + "\nreload.marker=one\n"),
                            "application.properties"));

    private static final Duration WAIT = Duration.ofSeconds(30);
    private static final Path SCREENSHOTS = Path.of("target", "dev-ui-chat");

    /** The chat page's component, through the Dev UI's shadow roots. */
    private static final String CHAT = """
            const deep = (root) => {
              const found = root.querySelector('qwc-telegram-chat');
              if (found) return found;
              for (const element of root.querySelectorAll('*')) {
                if (element.shadowRoot) {
                  const inside = deep(element.shadowRoot);
                  if (inside) return inside;
                }
              }
              return null;
            };
            return deep(document);
            """;

    /** The link to the chat page on the extension's card, through the Dev UI's shadow roots. */
    private static final String CHAT_LINK = """
            const deep = (root) => {
              for (const element of root.querySelectorAll('a, [href], qwc-extension-link')) {
                if ((element.textContent || '').includes('Chat with @fake_quarkus_bot')) return element;
              }
              for (const element of root.querySelectorAll('*')) {
                if (element.shadowRoot) {
                  const inside = deep(element.shadowRoot);
                  if (inside) return inside;
                }
              }
              return null;
            };
            return deep(document);
            """;

    static boolean browserInstalled() {
        return HeadlessChromium.installed();
    }

    /** One test method: a dev mode test starts the application again for each. */
    @Test
    void aNewUserChatsWithTheBotAsSeveralUsersAndFindsTheChatAgainAfterALiveReload() throws Exception {
        Files.createDirectories(SCREENSHOTS);
        get("/fake-url"); // the application has started
        ChromeDriver browser = HeadlessChromium.start(1280, 900);
        try {
            SearchContext chat = openChat(browser);

            // 1. Dev sends /start: a compact bubble for a one-line message, the bot answers with a button
            type(chat, "/start");
            WebElement hello = await(browser, "the bot's greeting", b -> bubble(chat, ".BOT", "Hello, Dev! Count: 0"));
            WebElement start = bubble(chat, ".mine", "/start");
            assertThat(start.getRect().getHeight()).as("a one-line message's bubble height, px").isBetween(14, 48);
            assertThat(start.getText()).as("sender and time shown with it").containsPattern("\\d{1,2}:\\d{2}");
            assertThat(hello.getText()).contains("Dev"); // the bot's name over its bubble
            screenshot(browser, "01-start");

            // 2. Dev presses "+1": the same bubble shows the new count, marked edited; the answer is a toast
            hello.findElement(By.cssSelector(".keyboard button")).click();
            await(browser, "the edit in place", b -> bubble(chat, ".BOT", "Hello, Dev! Count: 1"));
            assertThat(bubbles(chat, ".BOT")).as("an edit is not a new message").hasSize(1);
            assertThat(bubble(chat, ".BOT", "Count: 1").getText()).contains("edited");
            assertThat(await(browser, "the toast", b -> find(chat, ".toast")).getText()).isEqualTo("Counted 1");
            assertThat(bubble(chat, ".NOTE", "Dev pressed “+1”")).isNotNull();
            screenshot(browser, "02-pressed");

            // 3. Switch to the second user: their own private chat, empty; they say /start too
            tab(chat, "button.user", "Ada").click();
            await(browser, "Ada's empty chat", b -> find(chat, ".empty"));
            type(chat, "/start");
            await(browser, "Ada's greeting", b -> bubble(chat, ".BOT", "Hello, Ada! Count: 0"));
            screenshot(browser, "03-second-user");

            // 4. Ada sends a photo with a caption: a bubble naming the photo and its size
            chat.findElement(By.cssSelector("vaadin-text-field.text input")).sendKeys("Holiday");
            chat.findElement(By.cssSelector("vaadin-button.photo")).click();
            WebElement photo = await(browser, "the photo", b -> bubble(chat, ".mine", "Holiday"));
            assertThat(photo.findElement(By.cssSelector(".media")).getText()).matches("Photo \\d+×\\d+.*");
            await(browser, "the bot's answer to the photo", b -> bubble(chat, ".BOT", "Nice photo: Holiday"));
            screenshot(browser, "04-photo");

            // 5. A reply keyboard stays above the text field; pressing a key sends its text
            type(chat, "/menu");
            WebElement tea = await(browser, "the reply keyboard", b -> tab(chat, ".reply-keyboard button", "Tea"));
            tea.click();
            await(browser, "the answer to Tea", b -> bubble(chat, ".BOT", "You said: Tea"));
            screenshot(browser, "05-reply-keyboard");

            // 6. The group: Ada writes there, Dev sees her message with her name
            tab(chat, "button.chat-group", "Group").click();
            type(chat, "hello group");
            await(browser, "the bot in the group", b -> bubble(chat, ".BOT", "You said: hello group"));
            tab(chat, "button.user", "Dev").click();
            WebElement fromAda = await(browser, "Ada's message, seen by Dev",
                    b -> bubble(chat, ".theirs", "hello group"));
            assertThat(fromAda.findElement(By.cssSelector(".sender")).getText()).isEqualTo("Ada");
            screenshot(browser, "06-group");

            // 7. A live reload keeps the conversation (in the fake) and the page's choices (in the browser)
            APP.modifyResourceFile("application.properties", text -> text.replace("reload.marker=one",
                    "reload.marker=two"));
            get("/fake-url"); // the request that makes dev mode reload
            SearchContext reloaded = openChat(browser); // a new page: what it shows comes from the fake and the browser
            await(browser, "the group's messages after the reload",
                    b -> bubble(reloaded, ".theirs", "hello group"));
            tab(reloaded, "button.chat-private", "Dev").click();
            await(browser, "Dev's private chat after the reload", b -> bubble(reloaded, ".BOT", "Count: 1"));
            screenshot(browser, "07-after-reload");

            // 8. A streamed answer: a draft that grows, then the rich message drawn as blocks (a heading, a table)
            type(reloaded, "/plan");
            WebElement table = await(browser, "the rich message's table",
                    b -> find(reloaded, ".bubble.BOT:not(.draft) .rich-table"));
            assertThat(table.getText()).contains("Day", "Mon", "Ship");
            assertThat(find(reloaded, ".bubble.BOT:not(.draft) .rich-heading").getText()).isEqualTo("Plan");
            assertThat(find(reloaded, ".bubble.BOT:not(.draft) .rich b").getText()).isEqualTo("$5");
            assertThat(bubbles(reloaded, ".draft")).as("the message replaced the draft").isEmpty();
            screenshot(browser, "08-rich-message");
        } finally {
            browser.quit();
        }
    }

    /** Opens the chat page as a user finds it: the link on the extension's card. */
    private static SearchContext openChat(ChromeDriver browser) throws InterruptedException, IOException {
        browser.get("http://localhost:" + PORT + "/q/dev-ui/extensions");
        WebElement link = await(browser, "the card's chat link", b -> (WebElement) b.executeScript(CHAT_LINK));
        browser.executeScript("arguments[0].click()", link);
        return await(browser, "the chat page", DevUiChatBrowserTest::shadowOfChat);
    }

    private static SearchContext shadowOfChat(ChromeDriver browser) {
        Object chat = browser.executeScript(CHAT);
        if (!(chat instanceof WebElement element)) {
            return null;
        }
        SearchContext shadow = element.getShadowRoot();
        return shadow.findElements(By.cssSelector(".compose")).isEmpty() ? null : shadow;
    }

    private static void type(SearchContext chat, String text) {
        chat.findElement(By.cssSelector("vaadin-text-field.text input")).sendKeys(text + Keys.ENTER);
    }

    private static List<WebElement> bubbles(SearchContext chat, String side) {
        return chat.findElements(By.cssSelector(".bubble" + side));
    }

    /** @return the bubble on that side whose text contains the given text, or null */
    private static WebElement bubble(SearchContext chat, String side, String text) {
        return bubbles(chat, side).stream().filter(b -> b.getText().contains(text)).findFirst().orElse(null);
    }

    /** @return the element matching the selector whose text contains the given text, or null */
    private static WebElement tab(SearchContext chat, String selector, String text) {
        return chat.findElements(By.cssSelector(selector)).stream().filter(b -> b.getText().contains(text))
                .findFirst().orElse(null);
    }

    private static WebElement find(SearchContext chat, String selector) {
        return chat.findElements(By.cssSelector(selector)).stream().findFirst().orElse(null);
    }

    private static <T> T await(ChromeDriver browser, String what, Function<ChromeDriver, T> probe)
            throws InterruptedException, IOException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        RuntimeException last = null;
        while (System.nanoTime() < deadline) {
            try {
                T found = probe.apply(browser);
                if (found != null) {
                    return found;
                }
            } catch (RuntimeException stale) { // the page redrew what was being read
                last = stale;
            }
            Thread.sleep(200);
        }
        screenshot(browser, "failed-" + what.replace(' ', '-'));
        Object text = ((JavascriptExecutor) browser).executeScript(
                "const c = arguments[0]; return c && c.shadowRoot ? c.shadowRoot.textContent : null;",
                browser.executeScript(CHAT));
        throw new AssertionError("The chat page did not show " + what + " in " + WAIT + "; it shows: " + text, last);
    }

    private static void screenshot(ChromeDriver browser, String name) throws IOException {
        Path file = browser.getScreenshotAs(OutputType.FILE).toPath();
        Files.copy(file, SCREENSHOTS.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
    }

    private static String get(String path) throws Exception {
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create("http://localhost:" + PORT + path)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return response.body();
    }
}
