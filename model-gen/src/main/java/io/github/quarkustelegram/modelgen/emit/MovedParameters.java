package io.github.quarkustelegram.modelgen.emit;

import java.util.ArrayList;
import java.util.List;

/**
 * Parameters a Bot API version moved into a field of a new object parameter, for which the request builders keep the
 * old setter (and the request its old accessor) for one more version, {@code @Deprecated(forRemoval = true)}: the
 * setter puts its value where the parameter now lives, so code written for the older version compiles with a
 * removal warning naming the replacement, and sends what the newer Bot API expects.
 *
 * <p>
 * Curated by hand, like {@code SyntheticUnionNames}: {@code model-gen diff} reports every parameter that moved
 * ({@code PARAMETER_MOVED}) and {@code MovedParametersTest} checks that this list is exactly the moves between the
 * previous IR and the current one, so entries are added in the upgrade that moves a parameter and removed in the next
 * one.
 */
public final class MovedParameters {

    /**
     * A moved parameter.
     *
     * @param method the Bot API method, e.g. {@code sendMessage}
     * @param parameter the parameter it no longer has, e.g. {@code receiver_user_id}
     * @param into the object parameter that holds it now, e.g. {@code ephemeral_message_parameters}
     * @param since the Bot API version that moved it, e.g. {@code 10.3}
     */
    public record Move(String method, String parameter, String into, String since) {
    }

    /** Bot API 10.3: the send methods' receiver_user_id and callback_query_id went into ephemeral_message_parameters. */
    private static final List<String> EPHEMERAL_SENDERS = List.of("sendMessage", "sendPhoto", "sendLivePhoto",
            "sendAudio", "sendDocument", "sendVideo", "sendAnimation", "sendVoice", "sendVideoNote", "sendLocation",
            "sendVenue", "sendContact", "sendSticker");

    private static final List<Move> MOVES;

    static {
        List<Move> moves = new ArrayList<>();
        for (String method : EPHEMERAL_SENDERS) {
            moves.add(new Move(method, "receiver_user_id", "ephemeral_message_parameters", "10.3"));
            moves.add(new Move(method, "callback_query_id", "ephemeral_message_parameters", "10.3"));
        }
        MOVES = List.copyOf(moves);
    }

    private MovedParameters() {
    }

    /** @return every move, by method in the order above */
    public static List<Move> all() {
        return MOVES;
    }

    /** @return the moves of one method, in order; empty for most */
    public static List<Move> of(String method) {
        return MOVES.stream().filter(m -> m.method().equals(method)).toList();
    }
}
