package io.github.quarkustelegram.deployment.handlers;

import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.AnnotationTarget;
import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.DotName;
import org.jboss.jandex.IndexView;
import org.jboss.jandex.MethodInfo;
import org.jboss.jandex.Type;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.runtime.dispatch.DispatchContext;
import io.github.quarkustelegram.runtime.dispatch.ErrorHandlerDefinition;
import io.github.quarkustelegram.runtime.replies.ResultType;

/**
 * Finds the {@code @OnError} methods and checks each against the handlers of its class: its one {@code Throwable}
 * parameter (the failure, and the type it handles), its other parameters given for every handler of the class the
 * same way, its result sendable in answer to each handler's updates; two methods of a class for the same type, or one
 * in a class without handlers, are mistakes. Every mistake names {@code Class#method}, once.
 */
final class ErrorHandlerScanner {

    private static final DotName THROWABLE = DotName.createSimple(Throwable.class);
    /** How an error method's invoker gets the failure: the context's, typed as its parameter. */
    private static final ContextMethod FAILURE = new ContextMethod(DispatchContext.class, "typedFailure");

    private final HandlerScanner handlers;
    private final IndexView index;
    private final HandlerResults results;
    private final List<String> problems;

    ErrorHandlerScanner(HandlerScanner handlers, IndexView index, HandlerResults results, List<String> problems) {
        this.handlers = handlers;
        this.index = index;
        this.results = results;
        this.problems = problems;
    }

    /**
     * @param found the handlers found without mistakes, routes and conversation steps
     * @param handlerClasses the classes with handler methods, mistaken or not
     * @return the error methods without mistakes, sorted by name
     */
    List<FoundErrorHandler> scan(List<FoundHandler> found, Set<DotName> handlerClasses) {
        Map<DotName, List<FoundHandler>> byClass = new HashMap<>();
        found.forEach(h -> byClass.computeIfAbsent(h.method().declaringClass().name(), c -> new ArrayList<>()).add(h));
        List<FoundErrorHandler> errors = new ArrayList<>();
        Map<String, String> byType = new HashMap<>();
        for (AnnotationInstance annotation : index.getAnnotations(HandlerDotNames.ON_ERROR)) {
            if (annotation.target().kind() != AnnotationTarget.Kind.METHOD) {
                continue;
            }
            MethodInfo method = annotation.target().asMethod();
            FoundErrorHandler error = errorHandler(method, handlerClasses.contains(method.declaringClass().name()),
                    byClass.getOrDefault(method.declaringClass().name(), List.of()));
            if (error == null) {
                continue;
            }
            String other = byType.putIfAbsent(error.definition().handlerClass() + "/" + error.definition().failure(),
                    error.name());
            if (other != null) {
                problems.add(error.name() + " and " + other + " both handle " + error.definition().failure()
                        + "; one method per type of failure");
            } else {
                errors.add(error);
            }
        }
        errors.sort(Comparator.comparing(FoundErrorHandler::name));
        return errors;
    }

    private @Nullable FoundErrorHandler errorHandler(MethodInfo method, boolean hasHandlers,
            List<FoundHandler> classHandlers) {
        String name = HandlerScanner.name(method);
        int before = problems.size();
        if (Modifier.isPrivate(method.flags()) || Modifier.isStatic(method.flags())) {
            problems.add(name + " is private or static; an @OnError method is a non-private instance method of a"
                    + " class with handlers");
        }
        if (!hasHandlers) {
            problems.add(name + " is @OnError, but its class has no handler whose failures it could handle");
            return null;
        }
        int failure = -1;
        for (int i = 0; i < method.parametersCount(); i++) {
            if (isThrowable(method.parameterType(i))) {
                if (failure >= 0) {
                    problems.add(name + ": more than one parameter is a Throwable; the one parameter of a Throwable"
                            + " type is the failure, and the type it handles");
                    return null;
                }
                failure = i;
            }
        }
        // every handler of the class may be the one that failed: each parameter given the same way for all
        Set<String> mistakes = new LinkedHashSet<>();
        List<@Nullable ContextMethod> arguments = null;
        ResultType result = null;
        for (FoundHandler handler : classHandlers) {
            HandlerContext context = new HandlerContext(method, handler.definition().trigger(), false, index);
            List<String> found = new ArrayList<>();
            List<@Nullable ContextMethod> given = handlers.arguments(context, failure, found);
            result = results.of(context, found);
            found.forEach(problem -> mistakes.add(problem + " (when " + handler.name() + " fails)"));
            if (found.isEmpty() && arguments != null && !arguments.equals(given)) {
                mistakes.add(name + ": its parameters are given differently for " + handler.name() + " than for the"
                        + " other handlers of its class; take what every handler's update has");
            }
            arguments = arguments == null ? given : arguments;
        }
        problems.addAll(mistakes);
        boolean blocking = handlers.blocking(name, method, false);
        // with no handler of the class free of mistakes, nothing to check it against: those are reported already
        if (problems.size() > before || result == null || classHandlers.isEmpty()) {
            return null;
        }
        List<@Nullable ContextMethod> values = new ArrayList<>(Objects.requireNonNull(arguments));
        if (failure >= 0) {
            values.set(failure, FAILURE);
        }
        String type = failure < 0 ? Throwable.class.getName() : method.parameterType(failure).name().toString();
        return new FoundErrorHandler(method, new ErrorHandlerDefinition(name, method.declaringClass().name().toString(),
                type, method.parametersCount(), blocking, result), values);
    }

    /** @return whether the type is a Throwable, through the index or, for the JDK's, its class */
    private boolean isThrowable(Type type) {
        if (type.kind() != Type.Kind.CLASS) {
            return false;
        }
        DotName name = type.name();
        while (name != null) {
            if (name.equals(THROWABLE)) {
                return true;
            }
            ClassInfo info = index.getClassByName(name);
            if (info == null) {
                try {
                    return Throwable.class.isAssignableFrom(Class.forName(name.toString(), false,
                            Thread.currentThread().getContextClassLoader()));
                } catch (ClassNotFoundException | LinkageError e) {
                    return false;
                }
            }
            name = info.superName();
        }
        return false;
    }
}
