/**
 * Authenticating a Mini App's requests and Login Widget logins: {@link io.github.quarkustelegram.webapp.InitDataValidator}
 * and {@link io.github.quarkustelegram.webapp.LoginWidgetValidator} check Telegram's signatures and read the data into
 * records, failing with a {@link io.github.quarkustelegram.webapp.WebAppAuthException} that says why; the Quarkus
 * Security mechanisms ({@code quarkus.telegram.mini-app.*}) make the user the principal of a
 * {@link io.github.quarkustelegram.webapp.TelegramPrincipal}.
 */
package io.github.quarkustelegram.webapp;
