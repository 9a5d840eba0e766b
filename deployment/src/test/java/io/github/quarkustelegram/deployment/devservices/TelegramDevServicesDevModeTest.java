package io.github.quarkustelegram.deployment.devservices;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;

import org.jboss.shrinkwrap.api.asset.StringAsset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.quarkus.test.QuarkusDevModeTest;

/**
 * In dev mode the fake outlives a live reload: same URL, same conversation; and the Dev UI serves the chat page.
 */
class TelegramDevServicesDevModeTest {

    static final int PORT = 18_097; // not 8080: other builds may run dev mode tests on this machine

    @RegisterExtension
    static final QuarkusDevModeTest APP = new QuarkusDevModeTest()
            .withApplicationRoot(jar -> jar.addClass(FakeUrlRoute.class)
                    .addAsResource(new StringAsset("quarkus.http.port=" + PORT + "\nreload.marker=one\n"),
                            "application.properties"));

    /** One test method: a dev mode test starts the application again for each (15-20 s here). */
    @Test
    void theFakeAndItsConversationSurviveALiveReloadAndTheDevUiServesTheChatPage() throws Exception {
        String[] before = get("/fake-url").split(" ");
        FakeTelegramClient telegram = FakeTelegramClient.connect(before[0]);
        telegram.user(42, "Alice").sends("before the reload");

        APP.modifyResourceFile("application.properties", text -> text.replace("marker=one", "marker=two"));
        String[] after = get("/fake-url").split(" ");

        assertThat(before[1]).isEqualTo("one");
        assertThat(after[1]).isEqualTo("two");
        assertThat(after[0]).isEqualTo(before[0]).startsWith("http://127.0.0.1:");
        assertThat(FakeTelegramClient.connect(after[0]).transcript()).extracting(TranscriptEntry::text)
                .contains("before the reload");

        HttpResponse<String> page = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create("http://localhost:" + PORT + "/q/dev-ui/quarkus-telegram/qwc-telegram-chat.js")).build(),
                HttpResponse.BodyHandlers.ofString());

        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("customElements.define('qwc-telegram-chat'")
                .contains("only you see this").contains("?disabled=\"${!button.pressable}\"")
                .contains("this.jsonRpc.stop(");

        // the page's JSON-RPC action, as the page calls it (<namespace>_<method>): a user types in the Dev UI
        String answer = devUiJsonRpc("quarkus-telegram_send",
                "{\"userId\":\"42\",\"firstName\":\"Alice\",\"text\":\"typed in the Dev UI\"}");
        assertThat(answer).contains("updateId");
        assertThat(telegram.transcript()).extracting(TranscriptEntry::text).contains("typed in the Dev UI");
    }

    /** Calls a Dev UI JSON-RPC method over its WebSocket, as the browser does; returns the answer's text. */
    private static String devUiJsonRpc(String method, String params) throws Exception {
        CompletableFuture<String> answer = new CompletableFuture<>();
        StringBuilder text = new StringBuilder();
        java.util.List<String> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
        WebSocket socket = HttpClient.newHttpClient().newWebSocketBuilder()
                .buildAsync(URI.create("ws://localhost:" + PORT + "/q/dev-ui/json-rpc-ws"), new WebSocket.Listener() {
                    @Override
                    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
                        text.append(data);
                        if (last) {
                            seen.add(text.toString());
                            if (text.toString().replace(" ", "").contains("\"id\":7")) {
                                answer.complete(text.toString());
                            }
                            text.setLength(0);
                        }
                        webSocket.request(1);
                        return null;
                    }
                }).get(10, TimeUnit.SECONDS);
        socket.sendText("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"" + method + "\",\"params\":" + params + "}", true);
        try {
            return answer.get(20, TimeUnit.SECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("No answer to " + method + "; received: " + seen);
        } finally {
            socket.abort();
        }
    }

    private static String get(String path) throws Exception {
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create("http://localhost:" + PORT + path)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return response.body();
    }
}
