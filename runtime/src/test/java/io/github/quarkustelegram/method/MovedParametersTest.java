package io.github.quarkustelegram.method;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.ChatId;
import io.github.quarkustelegram.model.EphemeralMessageParameters;
import io.github.quarkustelegram.model.InputFile;
import io.github.quarkustelegram.runtime.fast.ChronicleRequestEncoder;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;

/**
 * Code written for Bot API 10.2 set an ephemeral message's receiver and callback query with the send methods'
 * {@code receiverUserId(...)} and {@code callbackQueryId(...)}; 10.3 moved both into {@code ephemeral_message_parameters}.
 * The builders keep the old setters for one version, deprecated for removal, and what they build sends what 10.3
 * expects, on both transports' encoders: no top-level {@code receiver_user_id}, the values inside
 * {@code ephemeral_message_parameters}.
 */
@SuppressWarnings("removal") // the point: the deprecated setters and accessors
class MovedParametersTest {

    private static final ObjectMapper MAPPER = TelegramJson.mapper();
    private static final ChatId GROUP = ChatId.of(-1001234567890L);

    @Test
    void codeWrittenFor102SendsTheParametersWhere103WantsThem() throws Exception {
        // tag::written-for-10-2[]
        SendMessage request = SendMessage.builder(GROUP, "Только вам: заказ собран")
                .receiverUserId(5880213467L) // deprecated for removal: goes into ephemeral_message_parameters
                .callbackQueryId("4382918401239847213") // the same
                .build();
        // end::written-for-10-2[]

        JsonNode expected = MAPPER.readTree("{\"chat_id\":-1001234567890,\"text\":\"Только вам: заказ собран\","
                + "\"ephemeral_message_parameters\":{\"receiver_user_id\":5880213467,"
                + "\"callback_query_id\":\"4382918401239847213\"}}");
        assertThat(MAPPER.readTree(MAPPER.writeValueAsBytes(request))).as("default path").isEqualTo(expected);
        assertThat(fastPath(request)).as("fast path").isEqualTo(expected);

        // tag::written-for-10-3[]
        SendMessage sameRequest = SendMessage.builder(GROUP, "Только вам: заказ собран")
                .ephemeralMessageParameters(EphemeralMessageParameters.builder(5880213467L)
                        .callbackQueryId("4382918401239847213")
                        .build())
                .build();
        // end::written-for-10-3[]
        assertThat(request).isEqualTo(sameRequest);
    }

    @Test
    void theOrderOfTheOldSettersDoesNotMatter() {
        SendPhoto request = SendPhoto.builder(GROUP, InputFile.reference("AgACAgIAAxkBAAIYCGbHDgAB"))
                .callbackQueryId("4382918401239847213")
                .receiverUserId(5880213467L)
                .build();

        assertThat(request.ephemeralMessageParameters().receiverUserId()).isEqualTo(5880213467L);
        assertThat(request.ephemeralMessageParameters().callbackQueryId()).isEqualTo("4382918401239847213");
    }

    @Test
    void theOldSettersFillInParametersSetTheNewWay() {
        SendMessage request = SendMessage.builder(GROUP, "Заказ отменён")
                .ephemeralMessageParameters(EphemeralMessageParameters.builder(5880213467L)
                        .replaceCallbackQueryMessage(true).build())
                .callbackQueryId("4382918401239847213")
                .build();

        assertThat(request.ephemeralMessageParameters()).isEqualTo(EphemeralMessageParameters.builder(5880213467L)
                .callbackQueryId("4382918401239847213").replaceCallbackQueryMessage(true).build());
    }

    @Test
    void aCallbackQueryWithoutAReceiverIsRefusedSayingWhatIsMissing() {
        assertThatThrownBy(() -> SendMessage.builder(GROUP, "?").callbackQueryId("4382918401239847213").build())
                .isInstanceOf(NullPointerException.class)
                .hasMessage("SendMessage: callbackQueryId(...) needs receiverUserId(...) too:"
                        + " EphemeralMessageParameters.receiver_user_id is required (Bot API 10.3 moved receiver_user_id"
                        + " and callback_query_id into ephemeral_message_parameters)");
    }

    @Test
    void theOldAccessorsReadTheNewParameter() {
        SendContact request = SendContact.builder(GROUP, "+79161234567", "Ольга").receiverUserId(5880213467L).build();
        assertThat(request.receiverUserId()).isEqualTo(5880213467L);
        assertThat(request.callbackQueryId()).isNull();

        SendContact plain = SendContact.builder(GROUP, "+79161234567", "Ольга").build();
        assertThat(plain.receiverUserId()).isNull();
        assertThat(plain.ephemeralMessageParameters()).isNull();
    }

    @Test
    void withoutTheOldSettersNothingChanges() throws Exception {
        SendMessage request = SendMessage.builder(GROUP, "Всем привет").build();
        JsonNode expected = MAPPER.readTree("{\"chat_id\":-1001234567890,\"text\":\"Всем привет\"}");
        assertThat(MAPPER.readTree(MAPPER.writeValueAsBytes(request))).isEqualTo(expected);
        assertThat(fastPath(request)).isEqualTo(expected);
        assertThat(request.toBuilder().build()).isEqualTo(request);
    }

    private static JsonNode fastPath(TelegramRequest<?> request) throws Exception {
        ByteBuf buf = PooledByteBufAllocator.DEFAULT.directBuffer(256);
        try {
            assertThat(ChronicleRequestEncoder.instance().encode(request, buf)).isTrue();
            return MAPPER.readTree(ByteBufUtil.getBytes(buf));
        } finally {
            buf.release();
        }
    }
}
