/**
 * A real Redis for tests: {@code LocalRedisServer} starts Debian's {@code redis-server} on a free loopback port, for
 * the tests of the state several instances of a bot share; {@code LocalRedisExtension} gives a JUnit test class one.
 */
package io.github.quarkustelegram.testing.redis;
