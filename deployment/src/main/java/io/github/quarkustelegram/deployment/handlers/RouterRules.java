package io.github.quarkustelegram.deployment.handlers;

import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.AnnotationValue;
import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.DotName;
import org.jboss.jandex.IndexView;
import org.jboss.jandex.Type;

/**
 * What a handler's class says of all its handlers through {@code @Router}: chat types, filters, middleware; and how
 * they combine with the handler's own (its chat types narrow the class's, its filters come after the class's). Also
 * reads the {@code chatType} and {@code filter} lists of a handler's own annotation, which have the same shape.
 *
 * @param chatTypes the class's chat types, empty for any
 * @param filters the class's filter classes
 * @param middleware the class's middleware classes, in the order named
 */
record RouterRules(List<String> chatTypes, List<DotName> filters, List<DotName> middleware) {

    static final Set<String> CHAT_TYPES = Set.of("private", "group", "supergroup", "channel");
    static final RouterRules NONE = new RouterRules(List.of(), List.of(), List.of());

    /**
     * @param type a class with handlers
     * @param index the index
     * @param problems where the class's mistakes go, naming it
     * @return its rules, {@link #NONE} without {@code @Router}
     */
    static RouterRules of(ClassInfo type, IndexView index, List<String> problems) {
        AnnotationInstance router = type.declaredAnnotation(HandlerDotNames.ROUTER);
        if (router == null) {
            return NONE;
        }
        String owner = type.name() + " (@Router)";
        return new RouterRules(chatTypes(owner, router, problems), classes(owner, router, "filter", index, problems),
                classes(owner, router, "middleware", index, problems));
    }

    /** @return the handler's chat types: its own when it has some (within the class's), else the class's */
    List<String> chatTypes(String handler, List<String> own, List<String> problems) {
        if (own.isEmpty() || chatTypes.isEmpty()) {
            return own.isEmpty() ? chatTypes : own;
        }
        List<String> outside = own.stream().filter(t -> !chatTypes.contains(t)).toList();
        if (!outside.isEmpty()) {
            problems.add(handler + ": chatType " + outside + " is outside its class's @Router chatType " + chatTypes
                    + "; a handler narrows its class's chat types");
        }
        return own;
    }

    /** @return the class's filters, then the handler's own */
    List<DotName> filters(List<DotName> own) {
        if (filters.isEmpty()) {
            return own;
        }
        List<DotName> all = new ArrayList<>(filters);
        all.addAll(own);
        return all;
    }

    /** @return the {@code chatType} values of an annotation, each checked */
    static List<String> chatTypes(String owner, AnnotationInstance annotation, List<String> problems) {
        List<String> chatTypes = new ArrayList<>();
        AnnotationValue value = annotation.value("chatType");
        if (value != null) {
            for (String chatType : value.asStringArray()) {
                if (!CHAT_TYPES.contains(chatType)) {
                    problems.add(owner + ": chatType \"" + chatType + "\" is none of " + new TreeSet<>(CHAT_TYPES));
                }
                chatTypes.add(chatType);
            }
        }
        return chatTypes;
    }

    /** @return the classes an annotation names in {@code attribute} ({@code filter}, {@code middleware}), concrete */
    static List<DotName> classes(String owner, AnnotationInstance annotation, String attribute, IndexView index,
            List<String> problems) {
        List<DotName> classes = new ArrayList<>();
        AnnotationValue value = annotation.value(attribute);
        if (value != null) {
            for (Type named : value.asClassArray()) {
                ClassInfo info = index.getClassByName(named.name());
                if (info != null && (Modifier.isAbstract(info.flags()) || Modifier.isInterface(info.flags()))) {
                    problems.add(owner + ": the " + attribute + " " + named.name() + " is abstract; name a concrete"
                            + " class");
                }
                classes.add(named.name());
            }
        }
        return classes;
    }
}
