package io.github.quarkustelegram.runtime.webapp.security;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AuthorizationSchemeTest {

    @Test
    void readsTheCredentialsOfItsSchemeOnly() {
        assertThat(AuthorizationScheme.credentials("tma query_id=1&hash=ab", "tma")).isEqualTo("query_id=1&hash=ab");
        assertThat(AuthorizationScheme.credentials("TMA  a=1 ", "tma")).isEqualTo("a=1");
        assertThat(AuthorizationScheme.credentials("tmax a=1", "tma")).isNull();
        assertThat(AuthorizationScheme.credentials("tma", "tma")).isNull();
        assertThat(AuthorizationScheme.credentials("tma ", "tma")).isNull();
        assertThat(AuthorizationScheme.credentials("Bearer abc", "tma")).isNull();
        assertThat(AuthorizationScheme.credentials(null, "tma")).isNull();
        assertThat(AuthorizationScheme.credentials("tglogin id=1", "tglogin")).isEqualTo("id=1");
    }
}
