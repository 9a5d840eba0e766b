package io.github.quarkustelegram;

import java.time.Duration;
import java.util.Map;

import io.github.quarkustelegram.error.TelegramException;
import io.github.quarkustelegram.method.GetMe;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.resilience.RetryPolicy;

/**
 * A program that uses {@link TelegramClient} as an application outside Quarkus does, on both transports, through
 * every background part (Chronicle's warm-up, a retry's timer, a deadline), closes it, and returns from main: the JVM
 * must then exit by itself. If it is still up {@value #GRACE_SECONDS} s later, a daemon watchdog prints the threads
 * keeping it alive and halts with status 3. Run by {@link ClientLifecycleTest}.
 */
public final class ClientLifecycleMain {

    static final int GRACE_SECONDS = 10;

    private ClientLifecycleMain() {
    }

    public static void main(String[] args) {
        String baseUrl = args[0];
        for (TransportKind kind : TransportKind.values()) {
            try (TelegramClient client = TelegramClient.builder().token("4242:LIFECYCLE-token").baseUrl(baseUrl)
                    .readTimeout(Duration.ofMillis(1500)).transport(kind) // a cold JVM on a busy machine: 700 ms was too short for its first call
                    .retry(RetryPolicy.builder().maxAttempts(2).initialBackoff(Duration.ofMillis(20)).build())
                    .build()) {
                client.bot().getMe();
                client.reactiveBot().execute(new GetMe()).await().atMost(Duration.ofSeconds(10));
                expectFailure(() -> client.bot().getChat(ChatId.of(42))); // a 500, retried once after a timer
                expectFailure(() -> client.bot().sendMessage(ChatId.of(42), "late")); // past the deadline
                expectFailure(() -> client.reactiveBot().sendMessage(ChatId.of(42), "late").await()
                        .atMost(Duration.ofSeconds(10)));
            }
            System.out.println("closed " + kind);
        }
        Thread watchdog = new Thread(ClientLifecycleMain::haltIfStillAlive, "lifecycle-watchdog");
        watchdog.setDaemon(true);
        watchdog.start();
    }

    private static void expectFailure(Runnable call) {
        try {
            call.run();
            throw new AssertionError("the call should have failed");
        } catch (TelegramException expected) {
            System.out.println("failed as expected: " + expected.getClass().getSimpleName());
        }
    }

    private static void haltIfStillAlive() {
        try {
            Thread.sleep(GRACE_SECONDS * 1000L);
        } catch (InterruptedException e) {
            return;
        }
        for (Map.Entry<Thread, StackTraceElement[]> thread : Thread.getAllStackTraces().entrySet()) {
            if (!thread.getKey().isDaemon() && thread.getKey().isAlive()) {
                System.out.println("still running: " + thread.getKey().getName());
            }
        }
        Runtime.getRuntime().halt(3);
    }
}
