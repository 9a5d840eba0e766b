package io.github.quarkustelegram.deployment.webapp;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

import org.eclipse.microprofile.config.ConfigProvider;

/** What the Mini App tests send: a GET with an {@code Authorization} header, signed with the Dev Services token. */
final class Calls {

    /** Where the token is left for the log assertion, which runs after the application (and its config) stopped. */
    static final String TOKEN_PROPERTY = "miniapp-test.token";

    private Calls() {
    }

    static String token() {
        String token = ConfigProvider.getConfig().getValue("quarkus.telegram.bot.token", String.class);
        System.setProperty(TOKEN_PROPERTY, token);
        return token;
    }

    static HttpResponse<String> get(String url, String authorization) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(10));
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        return HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}
