package io.github.quarkustelegram.runtime.state.redis;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

import io.vertx.core.Future;
import io.vertx.redis.client.Command;
import io.vertx.redis.client.Request;
import io.vertx.redis.client.Response;

/**
 * One Lua script, run atomically by Redis: sent by its SHA-1 ({@code EVALSHA}), and in full ({@code EVAL}) when
 * Redis does not know it, as after a restart, which empties its script cache. The source is a resource beside this
 * class ({@code <name>.lua}), so that it reads as Lua.
 */
final class RedisScript {

    private final String name;
    private final String source;
    private final String sha1;

    private RedisScript(String name, String source) {
        this.name = name;
        this.source = source;
        this.sha1 = sha1(source);
    }

    /**
     * @param name the resource's name without {@code .lua}, beside this class
     * @param prelude functions the script uses, prepended (e.g. {@code chat-turn}), each a resource too
     */
    static RedisScript load(String name, String... prelude) {
        StringBuilder source = new StringBuilder();
        for (String part : prelude) {
            source.append(resource(part)).append('\n');
        }
        source.append(resource(name));
        return new RedisScript(name, source.toString());
    }

    /**
     * @param link the connection
     * @param keys the keys it touches
     * @param args its arguments
     * @return Redis's reply
     */
    Future<Response> run(RedisLink link, List<String> keys, List<String> args) {
        return link.send(request(Command.EVALSHA, sha1, keys, args)).recover(failure -> {
            if (failure.getMessage() != null && failure.getMessage().startsWith("NOSCRIPT")) {
                return link.send(request(Command.EVAL, source, keys, args));
            }
            return Future.failedFuture(failure);
        });
    }

    String name() {
        return name;
    }

    private static Request request(Command command, String script, List<String> keys, List<String> args) {
        Request request = Request.cmd(command).arg(script).arg(keys.size());
        for (String key : keys) {
            request.arg(key);
        }
        for (String arg : args) {
            request.arg(arg);
        }
        return request;
    }

    private static String resource(String name) {
        try (InputStream in = RedisScript.class.getResourceAsStream(name + ".lua")) {
            if (in == null) {
                throw new IllegalStateException("no script " + name + ".lua beside " + RedisScript.class.getName());
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("script " + name + ".lua unreadable", e);
        }
    }

    private static String sha1(String source) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1")
                    .digest(source.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-1 is part of every JDK", e);
        }
    }
}
