package io.github.quarkustelegram.deployment.handlers;

import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.AnnotationTarget;
import org.jboss.jandex.AnnotationValue;
import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.DotName;
import org.jboss.jandex.IndexView;
import org.jboss.jandex.MethodInfo;
import org.jboss.jandex.Type;

import io.github.quarkustelegram.dispatch.Trigger;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.model.Message;
import io.github.quarkustelegram.runtime.dispatch.ArgumentSource;
import io.github.quarkustelegram.runtime.dispatch.HandlerDefinition;
import io.github.quarkustelegram.runtime.dispatch.HandlerDefinition.TriggerType;

/**
 * Turns the handler annotations of the index into checked {@link FoundHandler}s, collecting every mistake (each
 * naming {@code Class#method}) instead of stopping at the first: a parameter no source gives, a return type the
 * dispatcher cannot use, a bad regular expression or command, two trigger annotations on one method, two handlers
 * competing for the same updates.
 */
public final class HandlerScanner {

    private static final Set<String> CHAT_TYPES = Set.of("private", "group", "supergroup", "channel");

    private final IndexView index;
    private final List<String> errors = new ArrayList<>();

    public HandlerScanner(IndexView index) {
        this.index = index;
    }

    /** @return the mistakes found by {@link #scan()}, each naming its method */
    public List<String> errors() {
        return errors;
    }

    /** @return the handlers that passed the checks, sorted by name */
    public List<FoundHandler> scan() {
        Map<MethodInfo, List<AnnotationInstance>> byMethod = new HashMap<>();
        for (DotName annotation : HandlerDotNames.HANDLER_ANNOTATIONS) {
            for (AnnotationInstance instance : index.getAnnotations(annotation)) {
                if (instance.target().kind() == AnnotationTarget.Kind.METHOD) {
                    byMethod.computeIfAbsent(instance.target().asMethod(), m -> new ArrayList<>()).add(instance);
                }
            }
        }
        for (AnnotationInstance step : index.getAnnotations(HandlerDotNames.IN_CONVERSATION)) {
            if (step.target().kind() == AnnotationTarget.Kind.METHOD && !byMethod.containsKey(step.target().asMethod())) {
                errors.add(name(step.target().asMethod()) + " has @InConversation but no handler annotation"
                        + " (@OnCommand, @OnText, @OnCallbackData, @OnUpdate) to say which updates it takes");
            }
        }
        List<FoundHandler> found = new ArrayList<>();
        for (Map.Entry<MethodInfo, List<AnnotationInstance>> entry : byMethod.entrySet()) {
            MethodInfo method = entry.getKey();
            if (entry.getValue().size() > 1) {
                errors.add(name(method) + " has more than one handler annotation "
                        + entry.getValue().stream().map(a -> "@" + a.name().withoutPackagePrefix()).sorted().toList()
                        + "; give each trigger its own method");
                continue;
            }
            FoundHandler handler = handler(method, entry.getValue().get(0));
            if (handler != null) {
                found.add(handler);
            }
        }
        found.sort(Comparator.comparing(FoundHandler::name).thenComparing(h -> h.method().descriptor().toString()));
        checkAmbiguity(found);
        errors.sort(null);
        return found;
    }

    static String name(MethodInfo method) {
        return method.declaringClass().name() + "#" + method.name();
    }

    private FoundHandler handler(MethodInfo method, AnnotationInstance annotation) {
        String name = name(method);
        int before = errors.size();
        ClassInfo bean = method.declaringClass();
        if (Modifier.isPrivate(method.flags()) || Modifier.isStatic(method.flags())) {
            errors.add(name + " is private or static; a handler is a non-private instance method of a CDI bean");
        }
        if (Modifier.isAbstract(bean.flags()) || Modifier.isInterface(bean.flags())) {
            errors.add(name + " is declared by an abstract class or an interface; declare it in a bean class");
        }
        TriggerType trigger;
        String value = "";
        Trigger.DataMatch dataMatch = Trigger.DataMatch.EXACT;
        List<UpdateKind> kinds;
        DotName type = annotation.name();
        if (type.equals(HandlerDotNames.ON_COMMAND)) {
            trigger = TriggerType.COMMAND;
            value = annotation.value().asString();
            String command = value.startsWith("/") ? value.substring(1) : value;
            if (!command.matches("[A-Za-z0-9_]{1,64}")) {
                errors.add(name + ": @OnCommand(\"" + value + "\") is not a command (letters, digits, underscores)");
            }
            value = command.toLowerCase(Locale.ROOT);
            kinds = messageKinds(name, annotation);
        } else if (type.equals(HandlerDotNames.ON_TEXT)) {
            trigger = TriggerType.TEXT;
            value = annotation.value().asString();
            checkRegex(name, "@OnText", value);
            kinds = messageKinds(name, annotation);
        } else if (type.equals(HandlerDotNames.ON_CALLBACK_DATA)) {
            trigger = TriggerType.CALLBACK_DATA;
            kinds = List.of(UpdateKind.CALLBACK_QUERY);
            List<String> given = new ArrayList<>();
            for (String attribute : List.of("value", "prefix", "pattern")) {
                AnnotationValue v = annotation.value(attribute);
                if (v != null && !v.asString().isEmpty()) {
                    given.add(attribute);
                    value = v.asString();
                    dataMatch = switch (attribute) {
                        case "prefix" -> Trigger.DataMatch.PREFIX;
                        case "pattern" -> Trigger.DataMatch.PATTERN;
                        default -> Trigger.DataMatch.EXACT;
                    };
                }
            }
            if (given.size() != 1) {
                errors.add(name + ": @OnCallbackData needs exactly one of value, prefix, pattern; got " + given);
            } else if (dataMatch == Trigger.DataMatch.PATTERN) {
                checkRegex(name, "@OnCallbackData(pattern)", value);
            }
        } else {
            trigger = TriggerType.KIND;
            kinds = List.of(UpdateKind.valueOf(annotation.value().asEnum()));
        }
        List<String> chatTypes = new ArrayList<>();
        AnnotationValue chatTypeValue = annotation.value("chatType");
        if (chatTypeValue != null) {
            for (String chatType : chatTypeValue.asStringArray()) {
                if (!CHAT_TYPES.contains(chatType)) {
                    errors.add(name + ": chatType \"" + chatType + "\" is none of " + new TreeSet<>(CHAT_TYPES));
                }
                chatTypes.add(chatType);
            }
        }
        List<String> filters = new ArrayList<>();
        AnnotationValue filterValue = annotation.value("filter");
        if (filterValue != null) {
            for (Type filter : filterValue.asClassArray()) {
                ClassInfo filterClass = index.getClassByName(filter.name());
                if (filterClass != null && (Modifier.isAbstract(filterClass.flags())
                        || Modifier.isInterface(filterClass.flags()))) {
                    errors.add(name + ": the filter " + filter.name() + " is abstract; name a concrete class");
                }
                filters.add(filter.name().toString());
            }
        }
        String conversation = "";
        String state = "";
        AnnotationInstance inConversation = method.declaredAnnotation(HandlerDotNames.IN_CONVERSATION);
        if (inConversation != null) {
            conversation = inConversation.value().asString();
            state = inConversation.value("state").asString();
            if (conversation.isBlank() || state.isBlank()) {
                errors.add(name + ": @InConversation needs a conversation name and a state");
            }
        }
        boolean step = inConversation != null;
        Class<?> payload = payloadOf(kinds);
        List<ArgumentSource> arguments = arguments(name, method, trigger, dataMatch, payload, step);
        boolean blocking = blocking(name, method, step);
        if (errors.size() > before) {
            return null;
        }
        HandlerDefinition definition = new HandlerDefinition(name, trigger, value, dataMatch, kinds, chatTypes,
                filters, arguments, blocking, conversation, state);
        String sameness = trigger + " " + dataMatch + " " + value + " " + new TreeSet<>(kinds) + " chatType="
                + new TreeSet<>(chatTypes) + " filter=" + new TreeSet<>(filters) + " conversation=" + conversation
                + "/" + state;
        return new FoundHandler(method, definition, sameness);
    }

    private List<UpdateKind> messageKinds(String name, AnnotationInstance annotation) {
        AnnotationValue value = annotation.value("kinds");
        if (value == null) {
            return List.of(UpdateKind.MESSAGE);
        }
        List<UpdateKind> kinds = new ArrayList<>();
        for (String kind : value.asEnumArray()) {
            UpdateKind k = UpdateKind.valueOf(kind);
            if (k.payloadType() != Message.class) {
                errors.add(name + ": kinds has " + k + ", which carries no Message");
            }
            kinds.add(k);
        }
        if (kinds.isEmpty()) {
            errors.add(name + ": kinds is empty");
        }
        return kinds;
    }

    private void checkRegex(String name, String where, String regex) {
        try {
            Pattern.compile(regex);
        } catch (PatternSyntaxException e) {
            errors.add(name + ": " + where + " is not a valid regular expression: " + e.getDescription() + " in "
                    + regex);
        }
    }

    private static Class<?> payloadOf(List<UpdateKind> kinds) {
        return kinds.isEmpty() ? Message.class : kinds.get(0).payloadType();
    }

    private List<ArgumentSource> arguments(String name, MethodInfo method, TriggerType trigger,
            Trigger.DataMatch dataMatch, Class<?> payload, boolean step) {
        List<ArgumentSource> sources = new ArrayList<>();
        DotName payloadName = DotName.createSimple(payload);
        for (int i = 0; i < method.parametersCount(); i++) {
            Type type = method.parameterType(i);
            DotName t = type.name();
            ArgumentSource source = null;
            if (type.kind() == Type.Kind.CLASS) {
                if (t.equals(payloadName)) {
                    source = ArgumentSource.PAYLOAD;
                } else if (t.equals(HandlerDotNames.UPDATE)) {
                    source = ArgumentSource.UPDATE;
                } else if (t.equals(HandlerDotNames.UPDATE_CONTEXT)) {
                    source = ArgumentSource.CONTEXT;
                } else if (t.equals(HandlerDotNames.CHAT)) {
                    source = ArgumentSource.CHAT;
                } else if (t.equals(HandlerDotNames.USER)) {
                    source = ArgumentSource.SENDER;
                } else if (t.equals(HandlerDotNames.TELEGRAM_BOT)) {
                    source = ArgumentSource.BOT;
                } else if (t.equals(HandlerDotNames.REACTIVE_TELEGRAM_BOT)) {
                    source = ArgumentSource.REACTIVE_BOT;
                } else if (t.equals(HandlerDotNames.COMMAND_ARGUMENTS) && trigger == TriggerType.COMMAND) {
                    source = ArgumentSource.COMMAND;
                } else if (t.equals(HandlerDotNames.MATCH_RESULT) && (trigger == TriggerType.TEXT
                        || trigger == TriggerType.CALLBACK_DATA && dataMatch == Trigger.DataMatch.PATTERN)) {
                    source = ArgumentSource.MATCH;
                } else if (t.equals(HandlerDotNames.CONVERSATION_STATE) && step) {
                    source = ArgumentSource.CONVERSATION;
                }
            }
            if (source == null) {
                errors.add(name + ": parameter " + (i + 1) + " (" + type + " " + method.parameterName(i)
                        + ") cannot be given to this handler; it may take " + allowed(trigger, dataMatch, payload, step));
            }
            sources.add(source);
        }
        return sources;
    }

    private static String allowed(TriggerType trigger, Trigger.DataMatch dataMatch, Class<?> payload, boolean step) {
        List<String> types = new ArrayList<>(Arrays.asList("Update", payload.getSimpleName(), "UpdateContext", "Chat",
                "User", "TelegramBot", "ReactiveTelegramBot"));
        if (trigger == TriggerType.COMMAND) {
            types.add("CommandArguments");
        }
        if (trigger == TriggerType.TEXT || trigger == TriggerType.CALLBACK_DATA && dataMatch == Trigger.DataMatch.PATTERN) {
            types.add("MatchResult");
        }
        if (step) {
            types.add("ConversationState");
        }
        return String.join(", ", new java.util.LinkedHashSet<>(types));
    }

    /** Checks the return type; @return whether the method runs on a worker thread. */
    private boolean blocking(String name, MethodInfo method, boolean step) {
        Type returned = method.returnType();
        boolean uni = returned.name().equals(HandlerDotNames.UNI);
        if (step) {
            if (returned.kind() != Type.Kind.VOID && !uni && !returned.name().equals(HandlerDotNames.TRANSITION)) {
                errors.add(name + ": returns " + returned + "; a conversation step returns void (stay), a Transition"
                        + " or a Uni of one");
            }
        } else if (returned.kind() != Type.Kind.VOID && !uni && !isRequest(returned.name())) {
            errors.add(name + ": returns " + returned + "; a handler returns void, a TelegramRequest (executed for it)"
                    + " or a Uni of either");
        }
        boolean markedBlocking = method.hasDeclaredAnnotation(HandlerDotNames.BLOCKING)
                || method.declaringClass().hasDeclaredAnnotation(HandlerDotNames.BLOCKING);
        boolean markedNonBlocking = method.hasDeclaredAnnotation(HandlerDotNames.NON_BLOCKING)
                || method.declaringClass().hasDeclaredAnnotation(HandlerDotNames.NON_BLOCKING);
        if (method.hasDeclaredAnnotation(HandlerDotNames.BLOCKING)
                && method.hasDeclaredAnnotation(HandlerDotNames.NON_BLOCKING)) {
            errors.add(name + " is both @Blocking and @NonBlocking");
        }
        if (method.hasDeclaredAnnotation(HandlerDotNames.BLOCKING)) {
            return true;
        }
        if (method.hasDeclaredAnnotation(HandlerDotNames.NON_BLOCKING)) {
            return false;
        }
        return uni ? markedBlocking : !markedNonBlocking;
    }

    private boolean isRequest(DotName type) {
        if (type.equals(HandlerDotNames.TELEGRAM_REQUEST)) {
            return true;
        }
        ClassInfo info = index.getClassByName(type);
        while (info != null) {
            if (info.interfaceNames().contains(HandlerDotNames.TELEGRAM_REQUEST)) {
                return true;
            }
            for (DotName superInterface : info.interfaceNames()) {
                if (isRequest(superInterface)) {
                    return true;
                }
            }
            info = info.superName() == null ? null : index.getClassByName(info.superName());
        }
        return false;
    }

    private void checkAmbiguity(List<FoundHandler> found) {
        Map<String, FoundHandler> first = new HashMap<>();
        for (FoundHandler handler : found) {
            FoundHandler other = first.putIfAbsent(handler.sameness(), handler);
            if (other != null) {
                errors.add(handler.name() + " and " + other.name() + " handle the same updates (" + describe(handler)
                        + ") with the same filters; only one would ever run. Change a trigger or a filter");
            }
        }
    }

    private static String describe(FoundHandler handler) {
        HandlerDefinition d = handler.definition();
        return switch (d.trigger()) {
            case COMMAND -> "command /" + d.value();
            case TEXT -> "text " + d.value();
            case CALLBACK_DATA -> "callback data " + d.dataMatch().name().toLowerCase(Locale.ROOT) + " " + d.value();
            case KIND -> "kind " + d.kinds().get(0).wireName();
        };
    }
}
