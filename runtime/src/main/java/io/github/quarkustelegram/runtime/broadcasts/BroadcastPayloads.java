package io.github.quarkustelegram.runtime.broadcasts;

import java.util.Iterator;
import java.util.Objects;
import java.util.function.Function;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.github.quarkustelegram.broadcasts.BroadcastMessage;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.method.TelegramRequest;
import io.github.quarkustelegram.runtime.replies.ReplyRequests;
import io.github.quarkustelegram.runtime.replies.ReplyTarget;

/**
 * What a broadcast or a scheduled message sends, in the form its store keeps: JSON, so that a restart or another
 * instance makes the same request. A fixed message is the request itself ({@code {"type": class, "request": {...}}}),
 * its chat replaced by each recipient's; a personalised one names its {@link BroadcastMessage} bean
 * ({@code {"bean": class}}). Uploads are refused: a file is stored by {@code file_id} or URL, never by its bytes.
 */
final class BroadcastPayloads {

    /** Where a reply with no update goes: nowhere but the chat it names. */
    private static final ReplyTarget NO_UPDATE = ReplyTarget.of(null, null, null);
    private static final String ATTACH = "attach://";

    private final ObjectMapper mapper;
    private final Function<Class<? extends BroadcastMessage>, BroadcastMessage> beans;
    private final ClassLoader classes;

    /**
     * @param mapper the extension's mapper (the model's readers and writers)
     * @param beans finds the bean of a {@link BroadcastMessage} class
     * @param classes where the request and bean classes are loaded from
     */
    BroadcastPayloads(ObjectMapper mapper, Function<Class<? extends BroadcastMessage>, BroadcastMessage> beans,
            ClassLoader classes) {
        this.mapper = mapper;
        this.beans = beans;
        this.classes = classes;
    }

    /** @return the stored form of a fixed message */
    String of(Reply.Send message) {
        return of(ReplyRequests.of(message.to(0L), NO_UPDATE));
    }

    /** @return the stored form of a fixed request */
    String of(TelegramRequest<?> request) {
        ObjectNode node = mapper.createObjectNode();
        node.put("type", request.getClass().getName());
        JsonNode json = mapper.valueToTree(request);
        if (hasUpload(json)) {
            throw new IllegalArgumentException(request.methodName() + " uploads a file: a broadcast or a scheduled "
                    + "message is stored, and a file by its bytes is not; upload it once, then send its file_id");
        }
        node.set("request", json);
        return node.toString();
    }

    /** @return the stored form of a personalised message */
    String of(Class<? extends BroadcastMessage> bean) {
        Objects.requireNonNull(beans.apply(bean), () -> "no bean of " + bean.getName());
        ObjectNode node = mapper.createObjectNode();
        node.put("bean", bean.getName());
        return node.toString();
    }

    /**
     * @param payload a stored form
     * @return what makes each recipient's request from it
     * @throws IllegalStateException when it cannot be read (a class gone since it was stored)
     */
    Composer composer(String payload) {
        JsonNode node = read(payload);
        if (node.has("bean")) {
            BroadcastMessage bean = beans.apply(load(node.get("bean").asText()).asSubclass(BroadcastMessage.class));
            return new Composer(null, null, bean);
        }
        return new Composer(load(node.path("type").asText()), (ObjectNode) node.get("request"), null);
    }

    /** @return the stored request's method and {@code chat_id}, for people (the Dev UI's list) */
    String[] describe(String payload) {
        JsonNode node = read(payload);
        String type = node.path("type").asText();
        JsonNode chat = node.path("request").path("chat_id");
        String method = type.substring(type.lastIndexOf('.') + 1);
        method = method.isEmpty() ? "" : Character.toLowerCase(method.charAt(0)) + method.substring(1);
        return new String[] { method, chat.isMissingNode() ? "" : chat.asText() };
    }

    /**
     * @param payload a scheduled message's stored form
     * @return its request, as stored
     */
    TelegramRequest<?> request(String payload) {
        return new Composer(load(read(payload).path("type").asText()), (ObjectNode) read(payload).get("request"), null)
                .request(null, false);
    }

    private JsonNode read(String payload) {
        try {
            return mapper.readTree(payload);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A stored broadcast or scheduled message is not JSON: " + e.getMessage(),
                    e);
        }
    }

    private Class<?> load(String name) {
        try {
            return Class.forName(name, true, classes);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("A stored broadcast or scheduled message names " + name
                    + ", which this application does not have", e);
        }
    }

    private static boolean hasUpload(JsonNode node) {
        if (node.isTextual()) {
            return node.asText().startsWith(ATTACH);
        }
        for (Iterator<JsonNode> it = node.elements(); it.hasNext();) {
            if (hasUpload(it.next())) {
                return true;
            }
        }
        return false;
    }

    /** Makes each recipient's request. */
    final class Composer {
        private final Class<?> type;
        private final ObjectNode template;
        private final BroadcastMessage bean;

        private Composer(Class<?> type, ObjectNode template, BroadcastMessage bean) {
            this.type = type;
            this.template = template;
            this.bean = bean;
        }

        /** @return whether making a request may block (it calls the application's bean) */
        boolean blocks() {
            return bean != null;
        }

        /**
         * @param chatId the recipient, or null to keep the stored chat
         * @param paid whether to set {@code allow_paid_broadcast}
         * @return the request
         * @throws IllegalArgumentException when the bean's message uploads a file
         */
        TelegramRequest<?> request(Long chatId, boolean paid) {
            ObjectNode json;
            Class<?> requestType;
            if (bean != null) {
                TelegramRequest<?> made = ReplyRequests.of(bean.message(chatId).to(chatId), NO_UPDATE);
                if (!paid) {
                    return refuseUpload(made);
                }
                json = mapper.valueToTree(refuseUpload(made));
                requestType = made.getClass();
            } else {
                json = template.deepCopy();
                requestType = type;
            }
            if (chatId != null) {
                json.put("chat_id", chatId);
            }
            if (paid) {
                json.put("allow_paid_broadcast", true);
            }
            try {
                return (TelegramRequest<?>) mapper.treeToValue(json, requestType);
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("A stored " + requestType.getSimpleName() + " cannot be read back: "
                        + e.getOriginalMessage(), e);
            }
        }

        private TelegramRequest<?> refuseUpload(TelegramRequest<?> made) {
            if (hasUpload(mapper.valueToTree(made))) {
                throw new IllegalArgumentException(bean.getClass().getName() + " made a message that uploads a "
                        + "file: upload it once, then broadcast its file_id");
            }
            return made;
        }
    }
}
