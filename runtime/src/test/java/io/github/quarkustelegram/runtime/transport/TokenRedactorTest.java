package io.github.quarkustelegram.runtime.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.ConnectException;

import org.junit.jupiter.api.Test;

/** The token out of texts and exception chains, the stack traces kept. */
class TokenRedactorTest {

    private static final String TOKEN = "123456:ABC-DEF_ghi";
    private final TokenRedactor redactor = new TokenRedactor(TOKEN);

    @Test
    void redactsEveryOccurrenceAndTheUrlEncodedForm() {
        assertThat(redactor.redact("POST /bot123456:ABC-DEF_ghi/sendMessage and /bot123456%3AABC-DEF_ghi/x "
                + "and /bot123456%3aABC-DEF_ghi/y"))
                .isEqualTo("POST /bot<token>/sendMessage and /bot<token>/x and /bot<token>/y");
        assertThat(redactor.redact("nothing to hide")).isEqualTo("nothing to hide");
        assertThat(redactor.redact((String) null)).isNull();
        assertThat(redactor.leaks("x" + TOKEN)).isTrue();
        assertThat(redactor.leaks("123456")).isFalse();
    }

    @Test
    void aCleanExceptionIsKeptAsItIs() {
        ConnectException clean = new ConnectException("Connection refused: /127.0.0.1:1");
        assertThat(redactor.redact(clean)).isSameAs(clean);
    }

    @Test
    void aLeakingChainIsCopiedWithRedactedMessagesAndTheSameStackTraces() {
        IOException root = new IOException("reading https://api.telegram.org/file/bot" + TOKEN + "/a.jpg");
        RuntimeException top = new RuntimeException("wrapper", root);
        top.addSuppressed(new IllegalStateException("suppressed " + TOKEN));

        Throwable copy = redactor.redact(top);

        assertThat(copy).isInstanceOf(TokenRedactor.RedactedException.class)
                .hasMessage("java.lang.RuntimeException: wrapper");
        assertThat(copy.getStackTrace()).isEqualTo(top.getStackTrace());
        assertThat(copy.getCause()).hasMessage("java.io.IOException: reading https://api.telegram.org/file/bot<token>/a.jpg");
        assertThat(copy.getCause().getStackTrace()).isEqualTo(root.getStackTrace());
        assertThat(((TokenRedactor.RedactedException) copy.getCause()).originalClass()).isEqualTo("java.io.IOException");
        assertThat(copy.getSuppressed()).singleElement()
                .satisfies(s -> assertThat(s).hasMessage("java.lang.IllegalStateException: suppressed <token>"));
    }

    @Test
    void aCyclicChainIsCopiedOnce() {
        RuntimeException a = new RuntimeException("a " + TOKEN);
        RuntimeException b = new RuntimeException("b", a);
        a.addSuppressed(b);

        Throwable copy = redactor.redact(b);

        assertThat(copy.getCause().getSuppressed()[0]).isSameAs(copy);
    }

    @Test
    void endpointUrlsCarryTheTokenButItsTextDoesNot() {
        BotApiEndpoint endpoint = new BotApiEndpoint("http://127.0.0.1:8081/", TOKEN, true);
        assertThat(endpoint.methodUrl("getMe")).isEqualTo("http://127.0.0.1:8081/bot" + TOKEN + "/test/getMe");
        assertThat(endpoint.fileUrl("/documents/a.pdf"))
                .isEqualTo("http://127.0.0.1:8081/file/bot" + TOKEN + "/test/documents/a.pdf");
        assertThat(endpoint.toString()).doesNotContain(TOKEN).contains("bot<token>");
        assertThat(new BotApiEndpoint("https://api.telegram.org", TOKEN, false).methodUrl("getMe"))
                .isEqualTo("https://api.telegram.org/bot" + TOKEN + "/getMe");
    }

    @Test
    void endpointRefusesWhatCannotBeAUrl() {
        assertThatThrownBy(() -> new BotApiEndpoint("api.telegram.org", TOKEN, false))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("absolute http(s) URL");
        assertThatThrownBy(() -> new BotApiEndpoint("https://api.telegram.org", " ", false))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("blank");
        assertThatThrownBy(() -> new BotApiEndpoint("https://api.telegram.org", "12/34", false))
                .isInstanceOf(IllegalArgumentException.class).hasMessageNotContaining("12/34");
    }
}
