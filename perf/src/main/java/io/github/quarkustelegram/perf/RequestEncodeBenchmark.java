package io.github.quarkustelegram.perf;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
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
import org.openjdk.jmh.infra.Blackhole;

import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.method.SendMessage;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.InlineKeyboardButton;
import io.github.quarkustelegram.model.InlineKeyboardMarkup;
import io.github.quarkustelegram.model.MessageEntity;
import io.github.quarkustelegram.model.MessageEntityType;
import io.github.quarkustelegram.model.ParseMode;
import io.github.quarkustelegram.perf.harness.SampleRequests;

/**
 * Encoding a request body: {@code TelegramJson.mapper().writeValueAsBytes(request)}, what the client does for
 * every call. {@code sendMessage}: a chat, a text, a parse mode and one entity; {@code keyboard100}: the same with an
 * inline keyboard of 100 buttons (10 rows of 10). {@link SampleRequests}' {@code sendMessageHtml} and
 * {@code keyboard2}, the requests the peers encode in {@code perf/peers}, can be given with {@code -p request=...}
 * (as {@code perf/compare.sh} does for {@link FastEncodeBenchmark}). Run with {@code -prof gc}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(value = 1, jvmArgsAppend = { JulAtInfo.FLAG, JulAtInfo.VERTX_ON_JUL })
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class RequestEncodeBenchmark {

    /** {@code sendMessage}, or {@code keyboard100}. */
    @Param({ "sendMessage", "keyboard100" })
    public String request;

    private ObjectMapper mapper;
    private SendMessage value;

    @Setup
    public void setup() {
        mapper = TelegramJson.mapper();
        value = request(request);
    }

    static SendMessage request(String name) {
        if (name.equals(SampleRequests.SEND_MESSAGE_HTML) || name.equals(SampleRequests.KEYBOARD_2)) {
            return sample(name);
        }
        SendMessage.Builder builder = SendMessage.builder(ChatId.of(-1001234567890L), "Hello, <b>world</b>!")
                .parseMode(ParseMode.HTML)
                .entities(List.of(MessageEntity.builder(MessageEntityType.BOLD, 7, 5).build()));
        if (name.equals("keyboard100")) {
            List<List<InlineKeyboardButton>> rows = new ArrayList<>();
            for (int row = 0; row < 10; row++) {
                List<InlineKeyboardButton> buttons = new ArrayList<>();
                for (int column = 0; column < 10; column++) {
                    buttons.add(InlineKeyboardButton.builder("Button " + row + "-" + column)
                            .callbackData("cb:" + row + ":" + column).build());
                }
                rows.add(buttons);
            }
            builder.replyMarkup(InlineKeyboardMarkup.builder(rows).build());
        } else if (!name.equals("sendMessage")) {
            throw new IllegalArgumentException("no request named " + name);
        }
        return builder.build();
    }

    /** The requests the peers encode too ({@link SampleRequests}), for the side-by-side comparison. */
    private static SendMessage sample(String name) {
        SendMessage.Builder builder = SendMessage.builder(ChatId.of(SampleRequests.CHAT_ID), SampleRequests.TEXT)
                .parseMode(ParseMode.HTML);
        if (SampleRequests.hasKeyboard(name)) {
            builder.replyMarkup(InlineKeyboardMarkup.builder(SampleRequests.KEYBOARD.stream()
                    .map(row -> row.stream()
                            .map(b -> InlineKeyboardButton.builder(b.text()).callbackData(b.callbackData()).build())
                            .toList())
                    .toList()).build());
        }
        return builder.build();
    }

    @Benchmark
    public void encode(Blackhole blackhole) throws IOException {
        blackhole.consume(encodeOnce());
    }

    /** One encode, as measured; the unit tests call it to check what the benchmark writes. */
    byte[] encodeOnce() throws IOException {
        return mapper.writeValueAsBytes(value);
    }
}
