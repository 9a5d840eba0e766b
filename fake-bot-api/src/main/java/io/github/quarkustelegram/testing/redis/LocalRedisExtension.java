package io.github.quarkustelegram.testing.redis;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * One {@link LocalRedisServer} for a test class: started before its first test, given to any constructor, lifecycle
 * method or test that takes a {@code LocalRedisServer} parameter, and stopped after its last test. Between tests it is
 * brought back if a test stopped it, then emptied ({@code FLUSHALL}), so that no test sees another's keys. On a
 * machine without {@code redis-server} the class is skipped, saying why.
 *
 * <pre>
 * &#64;ExtendWith(LocalRedisExtension.class)
 * class StoreTest {
 *     &#64;BeforeAll
 *     static void connect(LocalRedisServer redis) {
 *         client = Redis.createClient(vertx, redis.uri());
 *     }
 * }
 * </pre>
 *
 * The emptying runs after the class's own {@code @AfterEach} methods (JUnit calls extensions last), so a test closes
 * its clients before its keys go; the server stops after the class's {@code @AfterAll} methods.
 */
public final class LocalRedisExtension implements BeforeAllCallback, AfterEachCallback, ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace
            .create(LocalRedisExtension.class);

    @Override
    public void beforeAll(ExtensionContext context) {
        Assumptions.assumeTrue(LocalRedisServer.find().isPresent(), LocalRedisServer.skipReason());
        server(context);
    }

    @Override
    public void afterEach(ExtensionContext context) {
        LocalRedisServer server = server(context);
        if (!server.running()) {
            server.restart(); // comes back empty
        } else {
            server.command("FLUSHALL");
        }
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == LocalRedisServer.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return server(context);
    }

    /** The class's server, kept in the store of the class's context: JUnit closes it when that context ends. */
    private static LocalRedisServer server(ExtensionContext context) {
        return classContext(context).getStore(NAMESPACE).computeIfAbsent(LocalRedisServer.class,
                type -> LocalRedisServer.start(), LocalRedisServer.class);
    }

    /** @return the outermost test class's context, which a test's (or a nested class's) context is under */
    private static ExtensionContext classContext(ExtensionContext context) {
        ExtensionContext root = context.getRoot();
        ExtensionContext at = context;
        while (at.getParent().orElse(root) != root) {
            at = at.getParent().get();
        }
        return at;
    }
}
