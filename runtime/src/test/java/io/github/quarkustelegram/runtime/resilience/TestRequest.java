package io.github.quarkustelegram.runtime.resilience;

import org.jspecify.annotations.Nullable;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.type.TypeFactory;

import io.github.quarkustelegram.method.ChatTargeted;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.model.ChatId;

/** A request of any method name, to any chat or none, told apart by a label. */
record TestRequest(String methodName, @Nullable ChatId chatId, String label)
        implements
            TelegramRequest<String>,
            ChatTargeted {

    static TestRequest send(long chat, String label) {
        return new TestRequest("sendMessage", ChatId.of(chat), label);
    }

    static TestRequest send(String username, String label) {
        return new TestRequest("sendMessage", ChatId.of(username), label);
    }

    static TestRequest of(String method) {
        return new TestRequest(method, null, method);
    }

    @Override
    public JavaType resultType(TypeFactory types) {
        return types.constructType(String.class);
    }
}
