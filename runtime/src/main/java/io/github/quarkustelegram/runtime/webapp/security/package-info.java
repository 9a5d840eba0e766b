/**
 * The Quarkus Security side of Mini App and Login Widget authentication: a mechanism per {@code Authorization} scheme
 * ({@code tma}, {@code tglogin}) and the identity provider that checks its data with the public {@code webapp}
 * validators. Beans only when {@code quarkus.telegram.mini-app.*.enabled} (deployment's {@code TelegramMiniAppProcessor}).
 */
package io.github.quarkustelegram.runtime.webapp.security;
