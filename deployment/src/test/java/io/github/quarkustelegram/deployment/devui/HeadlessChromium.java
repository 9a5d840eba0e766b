package io.github.quarkustelegram.deployment.devui;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Debian's {@code chromium} and {@code chromium-driver}, headless, for the Dev UI's browser tests; found at their
 * Debian paths or at {@code CHROMIUM} and {@code CHROMEDRIVER}.
 */
final class HeadlessChromium {

    static final String SKIPPED = "SKIPPED: no headless browser: install Debian's chromium and chromium-driver "
            + "(apt-get install -y chromium chromium-driver), or set CHROMIUM and CHROMEDRIVER to their paths";

    private HeadlessChromium() {
    }

    static boolean installed() {
        return chromium().isPresent() && chromedriver().isPresent();
    }

    /** @return a new headless browser with a fresh profile (empty local storage) */
    static ChromeDriver start(int width, int height) {
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(chromedriver().orElseThrow().toFile()).usingAnyFreePort().build();
        ChromeOptions options = new ChromeOptions().setBinary(chromium().orElseThrow().toFile())
                .addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                        "--window-size=" + width + "," + height);
        return new ChromeDriver(service, options);
    }

    private static Optional<Path> chromium() {
        return executable("CHROMIUM", List.of("/usr/bin/chromium", "/usr/bin/chromium-browser"));
    }

    private static Optional<Path> chromedriver() {
        return executable("CHROMEDRIVER", List.of("/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"));
    }

    private static Optional<Path> executable(String variable, List<String> candidates) {
        String configured = System.getenv(variable);
        List<String> paths = configured != null ? List.of(configured) : candidates;
        return paths.stream().map(Path::of).filter(Files::isExecutable).findFirst();
    }
}
