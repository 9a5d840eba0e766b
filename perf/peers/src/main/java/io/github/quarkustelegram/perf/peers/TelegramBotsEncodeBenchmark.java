package io.github.quarkustelegram.perf.peers;

import java.nio.charset.StandardCharsets;
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
import org.telegram.telegrambots.meta.api.methods.send.SendMessage;
import org.telegram.telegrambots.meta.api.objects.replykeyboard.InlineKeyboardMarkup;
import org.telegram.telegrambots.meta.api.objects.replykeyboard.buttons.InlineKeyboardButton;
import org.telegram.telegrambots.meta.api.objects.replykeyboard.buttons.InlineKeyboardRow;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.perf.harness.SampleRequests;

/**
 * TelegramBots' request encoding: the {@code SampleRequests} sendMessage to the JSON body its
 * {@code OkHttpTelegramClient} sends: {@code objectMapper.writeValueAsString(method)} with the plain
 * {@code ObjectMapper} the client makes, then the String's UTF-8 bytes (what {@code RequestBody.create(String,
 * MediaType)} does with it).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class TelegramBotsEncodeBenchmark {

    @Param({ SampleRequests.SEND_MESSAGE_HTML, SampleRequests.KEYBOARD_2 })
    public String request;

    private ObjectMapper mapper;
    private SendMessage value;

    @Setup
    public void setup() {
        mapper = new ObjectMapper();
        value = request(request);
    }

    static SendMessage request(String name) {
        SendMessage.SendMessageBuilder<?, ?> builder = SendMessage.builder()
                .chatId(SampleRequests.CHAT_ID)
                .text(SampleRequests.TEXT)
                .parseMode(SampleRequests.PARSE_MODE);
        if (SampleRequests.hasKeyboard(name)) {
            List<InlineKeyboardRow> rows = SampleRequests.KEYBOARD.stream()
                    .map(row -> new InlineKeyboardRow(row.stream()
                            .map(b -> InlineKeyboardButton.builder().text(b.text()).callbackData(b.callbackData())
                                    .build())
                            .toList()))
                    .toList();
            builder.replyMarkup(InlineKeyboardMarkup.builder().keyboard(rows).build());
        }
        return builder.build();
    }

    @Benchmark
    public byte[] encode() throws JsonProcessingException {
        return mapper.writeValueAsString(value).getBytes(StandardCharsets.UTF_8);
    }
}
