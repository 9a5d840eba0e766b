package io.github.quarkustelegram.perf.peers;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import com.pengrad.telegrambot.impl.TelegramBotClient;
import com.pengrad.telegrambot.model.request.InlineKeyboardButton;
import com.pengrad.telegrambot.model.request.InlineKeyboardMarkup;
import com.pengrad.telegrambot.model.request.ParseMode;
import com.pengrad.telegrambot.request.BaseRequest;
import com.pengrad.telegrambot.request.SendMessage;
import com.pengrad.telegrambot.utility.BotUtils;

import io.github.quarkustelegram.perf.harness.LoopbackBotApi;
import io.github.quarkustelegram.perf.harness.SampleRequests;

import okhttp3.OkHttpClient;
import okhttp3.RequestBody;
import okio.Buffer;

/**
 * pengrad's request encoding: the {@code SampleRequests} sendMessage to the form body its client sends
 * ({@code application/x-www-form-urlencoded}; the keyboard as Gson JSON inside its field). The body is built by the
 * client's own (private) {@code createRequestBody}, called through a method handle, and written, as OkHttp would
 * write it to the connection, into one reused okio buffer.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class PengradEncodeBenchmark {

    @Param({ SampleRequests.SEND_MESSAGE_HTML, SampleRequests.KEYBOARD_2 })
    public String request;

    private TelegramBotClient client;
    private MethodHandle createRequestBody;
    private SendMessage value;
    private final Buffer sink = new Buffer();

    @Setup
    public void setup() throws ReflectiveOperationException {
        client = new TelegramBotClient(new OkHttpClient(), BotUtils.GSON,
                "http://127.0.0.1/bot" + LoopbackBotApi.TOKEN + "/");
        createRequestBody = MethodHandles.privateLookupIn(TelegramBotClient.class, MethodHandles.lookup())
                .findVirtual(TelegramBotClient.class, "createRequestBody",
                        MethodType.methodType(RequestBody.class, BaseRequest.class));
        value = request(request);
    }

    static SendMessage request(String name) {
        SendMessage message = new SendMessage(SampleRequests.CHAT_ID, SampleRequests.TEXT)
                .parseMode(ParseMode.valueOf(SampleRequests.PARSE_MODE));
        if (SampleRequests.hasKeyboard(name)) {
            InlineKeyboardButton[][] rows = SampleRequests.KEYBOARD.stream()
                    .map(row -> row.stream()
                            .map(b -> new InlineKeyboardButton(b.text()).callbackData(b.callbackData()))
                            .toArray(InlineKeyboardButton[]::new))
                    .toArray(InlineKeyboardButton[][]::new);
            message.replyMarkup(new InlineKeyboardMarkup(rows));
        }
        return message;
    }

    @Benchmark
    public long encode() throws Throwable {
        sink.clear();
        RequestBody body = (RequestBody) createRequestBody.invokeExact(client, (BaseRequest<?, ?>) value);
        body.writeTo(sink);
        return sink.size();
    }

    /** One encode, as measured, and its bytes; the unit test checks them. */
    byte[] encodeOnce() throws Throwable {
        encode();
        return sink.readByteArray();
    }

    /** @return the body's content type, as the client would send it */
    String contentType() throws Throwable {
        return ((RequestBody) createRequestBody.invokeExact(client, (BaseRequest<?, ?>) value)).contentType()
                .toString();
    }

}
