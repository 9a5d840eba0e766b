package io.github.quarkustelegram.deployment.handlers;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.AnnotationTarget;
import org.jboss.jandex.AnnotationValue;
import org.jboss.jandex.IndexView;

import io.github.quarkustelegram.dispatch.Conversational;
import io.github.quarkustelegram.runtime.dispatch.conversations.ConversationDefinition;
import io.quarkus.runtime.configuration.DurationConverter;

/**
 * The conversations classes declare with {@code @Conversational}: a name each, unique; a time to live Quarkus reads as
 * a duration, positive. Each mistake names the class.
 */
final class ConversationDeclarations {

    private ConversationDeclarations() {
    }

    /**
     * @param index the index
     * @param problems where the mistakes go
     * @return the declarations without mistakes, sorted by name
     */
    static List<ConversationDefinition> of(IndexView index, List<String> problems) {
        List<ConversationDefinition> found = new ArrayList<>();
        Map<String, String> byName = new HashMap<>();
        for (AnnotationInstance annotation : index.getAnnotations(HandlerDotNames.CONVERSATIONAL)) {
            if (annotation.target().kind() != AnnotationTarget.Kind.CLASS) {
                continue;
            }
            String owner = annotation.target().asClass().name() + " (@Conversational)";
            String name = annotation.value().asString();
            String other = byName.putIfAbsent(name, owner);
            if (name.isBlank()) {
                problems.add(owner + ": a conversation needs a name");
                continue;
            }
            if (other != null) {
                problems.add(owner + " and " + other + " both declare the conversation \"" + name + "\"");
                continue;
            }
            AnnotationValue keyValue = annotation.value("key");
            Conversational.Key key = keyValue == null ? Conversational.Key.CHAT_AND_USER
                    : Conversational.Key.valueOf(keyValue.asEnum());
            AnnotationValue ttlValue = annotation.value("ttl");
            String ttl = ttlValue == null ? "15m" : ttlValue.asString();
            Duration duration;
            try {
                duration = DurationConverter.parseDuration(ttl);
            } catch (IllegalArgumentException e) {
                duration = null;
            }
            if (duration == null || duration.isNegative() || duration.isZero()) {
                problems.add(owner + ": ttl \"" + ttl + "\" is no positive duration (e.g. 15m, 1h, PT30S)");
                continue;
            }
            found.add(new ConversationDefinition(name, key, duration.toMillis()));
        }
        found.sort(Comparator.comparing(ConversationDefinition::name));
        return found;
    }
}
