package io.github.quarkustelegram.testing.telegram;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Objects;
import java.util.StringJoiner;
import java.util.TreeMap;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.testing.internal.FakeJson;

/**
 * Signs data as Telegram does for a bot's Mini App ({@code Telegram.WebApp.initData}) and Login Widget, with the
 * fake's token ({@link FakeTelegram#token()}, or {@code quarkus.telegram.bot.token} in a {@code @QuarkusTest} on Dev
 * Services), so that a test can call the bot's Mini App backend as the Mini App would:
 *
 * <pre>
 * String initData = MiniAppSigner.withBotToken(telegram.token()).field("start_param", "cart").initData(user);
 * // then: Authorization: tma &lt;initData&gt;
 * </pre>
 *
 * Immutable: each {@code field}/{@code authDate} gives a new signer.
 */
public final class MiniAppSigner {

    private final String botToken;
    private final TreeMap<String, String> fields;
    private final Instant authDate;

    private MiniAppSigner(String botToken, TreeMap<String, String> fields, Instant authDate) {
        this.botToken = botToken;
        this.fields = fields;
        this.authDate = authDate;
    }

    /** @return a signer for that bot, signing as of now */
    public static MiniAppSigner withBotToken(String botToken) {
        return new MiniAppSigner(Objects.requireNonNull(botToken, "botToken"), new TreeMap<>(), Instant.now());
    }

    /** @return this signer with {@code auth_date} at that instant (to make expired or future data) */
    public MiniAppSigner authDate(Instant authDate) {
        return new MiniAppSigner(botToken, fields, Objects.requireNonNull(authDate, "authDate"));
    }

    /**
     * @param key any field: {@code query_id}, {@code start_param}, {@code chat_type}, {@code chat_instance},
     *        {@code receiver} or {@code chat} (JSON), or for the Login Widget {@code username}, {@code photo_url}...
     * @return this signer, adding that field to what it signs
     */
    public MiniAppSigner field(String key, String value) {
        TreeMap<String, String> more = new TreeMap<>(fields);
        more.put(Objects.requireNonNull(key, "key"), Objects.requireNonNull(value, "value"));
        return new MiniAppSigner(botToken, more, authDate);
    }

    /** @return the initData the user's Mini App gets: the fields, {@code user}, {@code auth_date} and {@code hash} */
    public String initData(FakeUser user) {
        return initData(user.id(), user.firstName() != null ? user.firstName() : "User " + user.id());
    }

    /** @return the initData a user with that id and first name gets */
    public String initData(long userId, String firstName) {
        ObjectNode user = FakeJson.MAPPER.createObjectNode();
        user.put("id", userId);
        user.put("first_name", firstName);
        user.put("language_code", "en");
        user.put("allows_write_to_pm", true);
        TreeMap<String, String> signed = withAuthDate();
        signed.putIfAbsent("user", user.toString());
        signed.putIfAbsent("query_id", "AAF" + Long.toHexString(userId) + "fake");
        byte[] secret = hmac("WebAppData".getBytes(StandardCharsets.UTF_8), botToken);
        return query(signed, hex(hmac(secret, checkString(signed))));
    }

    /** @return the fields the Login Widget gives after that user logged in: id, first_name, auth_date, hash */
    public String loginWidget(long userId, String firstName) {
        TreeMap<String, String> signed = withAuthDate();
        signed.put("id", Long.toString(userId));
        signed.put("first_name", firstName);
        try {
            byte[] secret = MessageDigest.getInstance("SHA-256").digest(botToken.getBytes(StandardCharsets.UTF_8));
            return query(signed, hex(hmac(secret, checkString(signed))));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    private TreeMap<String, String> withAuthDate() {
        TreeMap<String, String> signed = new TreeMap<>(fields);
        signed.put("auth_date", Long.toString(authDate.getEpochSecond()));
        return signed;
    }

    /** Telegram's data-check-string: every field but hash, sorted by key, key=value joined by \n. */
    private static String checkString(TreeMap<String, String> fields) {
        StringJoiner joined = new StringJoiner("\n");
        fields.forEach((key, value) -> joined.add(key + "=" + value));
        return joined.toString();
    }

    private static String query(TreeMap<String, String> fields, String hash) {
        StringJoiner query = new StringJoiner("&");
        fields.forEach((key, value) -> query.add(key + "=" + encode(value)));
        return query.add("hash=" + hash).toString();
    }

    /** As a browser's URLSearchParams would, but with %20 for a space, as Telegram's initData has it. */
    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }

    private static byte[] hmac(byte[] key, String data) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return mac.doFinal(data.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is missing from this JVM", e);
        }
    }

    private static String hex(byte[] bytes) {
        return HexFormat.of().formatHex(bytes);
    }

    @Override
    public String toString() {
        return "MiniAppSigner[" + fields.keySet() + ", auth_date " + authDate + "]";
    }
}
