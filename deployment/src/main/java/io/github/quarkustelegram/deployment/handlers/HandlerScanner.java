package io.github.quarkustelegram.deployment.handlers;

import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.AnnotationTarget;
import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.DotName;
import org.jboss.jandex.IndexView;
import org.jboss.jandex.MethodInfo;
import org.jboss.jandex.Type;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.deployment.sessions.SessionParameters;
import io.github.quarkustelegram.dispatch.Trigger;
import io.github.quarkustelegram.runtime.dispatch.HandlerDefinition;
import io.github.quarkustelegram.runtime.dispatch.TriggerMatcher;
import io.github.quarkustelegram.runtime.dispatch.conversations.ConversationDefinition;
import io.github.quarkustelegram.runtime.replies.ResultType;

/**
 * Turns the handler annotations of the index into checked {@link FoundHandler}s, collecting every problem (each
 * naming {@code Class#method}) instead of stopping at the first: what the {@link HandlerTrigger}s find wrong, a
 * parameter no {@link HandlerArgument} gives (or several do), a return type the dispatcher cannot use, two trigger
 * annotations on one method, two handlers competing for the same updates.
 */
public final class HandlerScanner {

    private final IndexView index;
    private final List<HandlerTrigger> triggers;
    private final List<HandlerArgument> arguments;
    private final List<String> problems = new ArrayList<>();
    private final HandlerResults results;
    private List<FoundErrorHandler> errorHandlers = List.of();
    private List<ConversationDefinition> conversations = List.of();
    /** Each handler class's {@code @Router}, read once. */
    private final Map<ClassInfo, RouterRules> routers = new HashMap<>();

    /**
     * @param index the index
     * @param triggers the handler annotations, in the order problems list them
     * @param arguments the kinds of parameter handlers may take
     */
    public HandlerScanner(IndexView index, List<HandlerTrigger> triggers, List<HandlerArgument> arguments) {
        this.index = index;
        this.triggers = List.copyOf(triggers);
        this.arguments = List.copyOf(arguments);
        this.results = new HandlerResults(index, problems);
    }

    /** @return the problems found by {@link #scan()}, each naming its method, sorted */
    public List<String> problems() {
        return problems;
    }

    /** @return the {@code @OnError} methods found by {@link #scan()} that passed the checks, sorted by name */
    public List<FoundErrorHandler> errorHandlers() {
        return errorHandlers;
    }

    /** @return the conversations classes declare with {@code @Conversational}, found by {@link #scan()} */
    public List<ConversationDefinition> conversations() {
        return conversations;
    }

    /** @return the handlers that passed the checks, sorted by name */
    public List<FoundHandler> scan() {
        Map<MethodInfo, List<AnnotationInstance>> byMethod = new HashMap<>();
        Map<DotName, HandlerTrigger> byAnnotation = new HashMap<>();
        for (HandlerTrigger trigger : triggers) {
            HandlerTrigger other = byAnnotation.putIfAbsent(trigger.annotation(), trigger);
            if (other != null) {
                throw new IllegalStateException("Two handler triggers read @" + trigger.annotation() + ": "
                        + other.getClass().getName() + " and " + trigger.getClass().getName());
            }
            for (AnnotationInstance instance : index.getAnnotations(trigger.annotation())) {
                if (instance.target().kind() == AnnotationTarget.Kind.METHOD) {
                    byMethod.computeIfAbsent(instance.target().asMethod(), m -> new ArrayList<>()).add(instance);
                }
            }
        }
        for (AnnotationInstance step : index.getAnnotations(HandlerDotNames.IN_CONVERSATION)) {
            if (step.target().kind() == AnnotationTarget.Kind.METHOD && !byMethod.containsKey(step.target().asMethod())) {
                problems.add(name(step.target().asMethod()) + " has @InConversation but no handler annotation ("
                        + String.join(", ", triggers.stream()
                                .map(t -> simpleName(t.annotation())).toList())
                        + ") to say which updates it takes");
            }
        }
        List<FoundHandler> found = new ArrayList<>();
        for (Map.Entry<MethodInfo, List<AnnotationInstance>> entry : byMethod.entrySet()) {
            MethodInfo method = entry.getKey();
            if (entry.getValue().size() > 1) {
                problems.add(name(method) + " has more than one handler annotation "
                        + entry.getValue().stream().map(a -> simpleName(a.name())).sorted().toList()
                        + "; give each trigger its own method");
                continue;
            }
            AnnotationInstance annotation = entry.getValue().get(0);
            FoundHandler handler = handler(method, byAnnotation.get(annotation.name()), annotation);
            if (handler != null) {
                found.add(handler);
            }
        }
        found.sort(Comparator.comparing(FoundHandler::name).thenComparing(h -> h.method().descriptor().toString()));
        checkAmbiguity(found);
        Set<DotName> handlerClasses = new HashSet<>();
        byMethod.keySet().forEach(method -> handlerClasses.add(method.declaringClass().name()));
        errorHandlers = new ErrorHandlerScanner(this, index, results, problems).scan(found, handlerClasses);
        conversations = ConversationDeclarations.of(index, problems);
        problems.sort(null);
        return found;
    }

    static String name(MethodInfo method) {
        return method.declaringClass().name() + "#" + method.name();
    }

    /** @return {@code @OnCommand}: an annotation as it is written (nested in a class or not) */
    private static String simpleName(DotName annotation) {
        String name = annotation.withoutPackagePrefix();
        return "@" + name.substring(name.lastIndexOf('$') + 1);
    }

    private @Nullable FoundHandler handler(MethodInfo method, HandlerTrigger annotationType,
            AnnotationInstance annotation) {
        String name = name(method);
        ClassInfo bean = method.declaringClass();
        // the class's own mistakes are the class's, not this handler's
        RouterRules router = routers.computeIfAbsent(bean, type -> RouterRules.of(type, index, problems));
        int before = problems.size();
        if (Modifier.isPrivate(method.flags()) || Modifier.isStatic(method.flags())) {
            problems.add(name + " is private or static; a handler is a non-private instance method of a CDI bean");
        }
        if (Modifier.isAbstract(bean.flags()) || Modifier.isInterface(bean.flags())) {
            problems.add(name + " is declared by an abstract class or an interface; declare it in a bean class");
        }
        Trigger trigger = trigger(method, annotationType, annotation);
        List<String> chatTypes = router.chatTypes(name, RouterRules.chatTypes(name, annotation, problems), problems);
        List<DotName> filters = router.filters(RouterRules.classes(name, annotation, "filter", index, problems));
        String conversation = "";
        String state = "";
        AnnotationInstance inConversation = method.declaredAnnotation(HandlerDotNames.IN_CONVERSATION);
        if (inConversation != null) {
            AnnotationInstance declared = bean.declaredAnnotation(HandlerDotNames.CONVERSATIONAL);
            conversation = inConversation.value() != null ? inConversation.value().asString()
                    : declared != null ? declared.value().asString() : "";
            state = inConversation.value("state").asString();
            if (conversation.isBlank() || state.isBlank()) {
                problems.add(name + ": @InConversation needs a conversation (its value, or @Conversational on the"
                        + " class) and a state");
            }
        }
        HandlerContext context = trigger == null ? null
                : new HandlerContext(method, trigger, inConversation != null, index);
        List<@Nullable ContextMethod> values = context == null ? List.of() : arguments(context);
        // a step's replies come with its Transition; a handler's with its result
        ResultType result = context == null || inConversation != null ? ResultType.VOID : results.of(context);
        boolean blocking = blocking(name, method, inConversation != null);
        if (problems.size() > before || trigger == null || result == null) {
            return null;
        }
        HandlerDefinition definition = new HandlerDefinition(name, trigger, chatTypes, method.parametersCount(),
                blocking, conversation, state, SessionParameters.of(method, index), result);
        String sameness = TriggerMatcher.sameness(trigger) + " chatType=" + new TreeSet<>(chatTypes) + " filter="
                + new TreeSet<>(filters) + " conversation=" + conversation + "/" + state;
        return new FoundHandler(method, definition, filters, router.middleware(), values, sameness,
                TriggerMatcher.describe(trigger));
    }

    /** @return what the annotation's {@link HandlerTrigger} read; null when it gave nothing to check parameters with */
    private @Nullable Trigger trigger(MethodInfo method, HandlerTrigger annotationType, AnnotationInstance annotation) {
        TriggerContext context = new TriggerContext(method, annotation, index, problems);
        int before = problems.size();
        try {
            Trigger trigger = annotationType.trigger(context);
            if (trigger == null && problems.size() == before) {
                context.problem(annotationType.getClass().getName() + " read no trigger from "
                        + simpleName(annotationType.annotation()));
            }
            return trigger;
        } catch (IllegalArgumentException e) {
            context.problem(simpleName(annotationType.annotation()) + ": " + e.getMessage());
            return null;
        }
    }

    /** Asks every kind of argument about every parameter: exactly one must give it. */
    private List<@Nullable ContextMethod> arguments(HandlerContext handler) {
        return arguments(handler, -1, problems);
    }

    /**
     * @param skip a parameter no kind is asked about (its value null), or -1
     * @param problems where the mistakes go
     */
    List<@Nullable ContextMethod> arguments(HandlerContext handler, int skip, List<String> problems) {
        List<@Nullable ContextMethod> values = new ArrayList<>();
        for (int i = 0; i < handler.method().parametersCount(); i++) {
            if (i == skip) {
                values.add(null);
                continue;
            }
            ParameterContext parameter = new ParameterContext(handler, i, problems);
            List<HandlerArgument> giving = arguments.stream().filter(kind -> kind.matches(parameter)).toList();
            if (giving.size() == 1) {
                values.add(giving.get(0).value(handler));
            } else if (giving.isEmpty()) {
                problems.add(handler.name() + ": " + parameter + " cannot be given to this handler; it may take "
                        + allowed(handler));
            } else {
                problems.add(handler.name() + ": " + parameter + " is given by more than one kind of argument "
                        + giving.stream().map(HandlerScanner::kindName).toList());
            }
        }
        return values;
    }

    /** @return how a problem names a kind: its class, with its constant when several kinds are one enum's */
    private static String kindName(HandlerArgument kind) {
        return kind instanceof Enum<?> constant ? constant.getDeclaringClass().getName() + "." + constant.name()
                : kind.getClass().getName();
    }

    /** @return the types this handler may take, in the order the kinds were registered */
    private String allowed(HandlerContext handler) {
        Set<String> types = new LinkedHashSet<>();
        for (HandlerArgument kind : arguments) {
            DotName type = kind.type(handler);
            if (type != null) {
                types.add(type.withoutPackagePrefix());
            }
        }
        return String.join(", ", types);
    }

    /** Checks the return type; @return whether the method runs on a worker thread. */
    boolean blocking(String name, MethodInfo method, boolean step) {
        Type returned = method.returnType();
        boolean uni = returned.name().equals(HandlerDotNames.UNI);
        if (step) {
            if (returned.kind() != Type.Kind.VOID && !uni && !returned.name().equals(HandlerDotNames.TRANSITION)) {
                problems.add(name + ": returns " + returned + "; a conversation step returns void (stay), a Transition"
                        + " or a Uni of one");
            }
        }
        boolean markedBlocking = method.hasDeclaredAnnotation(HandlerDotNames.BLOCKING)
                || method.declaringClass().hasDeclaredAnnotation(HandlerDotNames.BLOCKING);
        boolean markedNonBlocking = method.hasDeclaredAnnotation(HandlerDotNames.NON_BLOCKING)
                || method.declaringClass().hasDeclaredAnnotation(HandlerDotNames.NON_BLOCKING);
        if (method.hasDeclaredAnnotation(HandlerDotNames.BLOCKING)
                && method.hasDeclaredAnnotation(HandlerDotNames.NON_BLOCKING)) {
            problems.add(name + " is both @Blocking and @NonBlocking");
        }
        if (method.hasDeclaredAnnotation(HandlerDotNames.BLOCKING)) {
            return true;
        }
        if (method.hasDeclaredAnnotation(HandlerDotNames.NON_BLOCKING)) {
            return false;
        }
        return uni ? markedBlocking : !markedNonBlocking;
    }

    private void checkAmbiguity(List<FoundHandler> found) {
        Map<String, FoundHandler> first = new HashMap<>();
        for (FoundHandler handler : found) {
            FoundHandler other = first.putIfAbsent(handler.sameness(), handler);
            if (other != null) {
                problems.add(handler.name() + " and " + other.name() + " handle the same updates ("
                        + handler.description() + ") with the same filters; only one would ever run. Change a trigger"
                        + " or a filter");
            }
        }
    }
}
