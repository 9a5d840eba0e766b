package io.github.quarkustelegram.deployment;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.regex.Pattern;

import jakarta.enterprise.inject.spi.DefinitionException;
import jakarta.inject.Singleton;

import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.ClassType;
import org.jboss.jandex.DotName;
import org.jboss.jandex.MethodInfo;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.deployment.handlers.ContextMethod;
import io.github.quarkustelegram.deployment.handlers.FoundErrorHandler;
import io.github.quarkustelegram.deployment.handlers.FoundHandler;
import io.github.quarkustelegram.deployment.handlers.HandlerArgument;
import io.github.quarkustelegram.deployment.handlers.HandlerArgumentBuildItem;
import io.github.quarkustelegram.deployment.handlers.HandlerDotNames;
import io.github.quarkustelegram.deployment.handlers.HandlerMethodsBuildItem;
import io.github.quarkustelegram.deployment.handlers.HandlerScanner;
import io.github.quarkustelegram.deployment.handlers.HandlerTrigger;
import io.github.quarkustelegram.deployment.handlers.HandlerTriggerBuildItem;
import io.github.quarkustelegram.deployment.handlers.arguments.AlbumArgument;
import io.github.quarkustelegram.deployment.handlers.arguments.CallbackDataArgument;
import io.github.quarkustelegram.deployment.handlers.arguments.CommandArgumentsArgument;
import io.github.quarkustelegram.deployment.handlers.arguments.ContextValueArgument;
import io.github.quarkustelegram.deployment.handlers.arguments.ConversationDataArgument;
import io.github.quarkustelegram.deployment.handlers.arguments.ConversationStateArgument;
import io.github.quarkustelegram.deployment.handlers.arguments.MatchResultArgument;
import io.github.quarkustelegram.deployment.handlers.arguments.PayloadArgument;
import io.github.quarkustelegram.deployment.handlers.arguments.SessionArgument;
import io.github.quarkustelegram.deployment.handlers.arguments.UpdateContextArgument;
import io.github.quarkustelegram.deployment.handlers.triggers.OnCallbackDataTrigger;
import io.github.quarkustelegram.deployment.handlers.triggers.OnCommandTrigger;
import io.github.quarkustelegram.deployment.handlers.triggers.OnMediaGroupTrigger;
import io.github.quarkustelegram.deployment.handlers.triggers.OnTextTrigger;
import io.github.quarkustelegram.deployment.handlers.triggers.OnUpdateTrigger;
import io.github.quarkustelegram.dispatch.TelegramRouter;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.runtime.dispatch.AnnotatedHandlers;
import io.github.quarkustelegram.runtime.dispatch.DispatchBeans;
import io.github.quarkustelegram.runtime.dispatch.DispatchingUpdateSink;
import io.github.quarkustelegram.runtime.dispatch.ErrorHandlerDefinition;
import io.github.quarkustelegram.runtime.dispatch.HandlerDefinition;
import io.github.quarkustelegram.runtime.dispatch.HandlersRecorder;
import io.github.quarkustelegram.runtime.dispatch.PatternSubstitution;
import io.github.quarkustelegram.runtime.dispatch.RouteTable;
import io.github.quarkustelegram.runtime.dispatch.TriggerMatcher;
import io.github.quarkustelegram.runtime.sessions.SessionEngine;
import io.github.quarkustelegram.runtime.streaming.AnswerStreams;
import io.github.quarkustelegram.updates.UpdateSink;
import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.arc.deployment.AutoAddScopeBuildItem;
import io.quarkus.arc.deployment.BeanArchiveIndexBuildItem;
import io.quarkus.arc.deployment.BeanDiscoveryFinishedBuildItem;
import io.quarkus.arc.deployment.InvokerFactoryBuildItem;
import io.quarkus.arc.deployment.SyntheticBeanBuildItem;
import io.quarkus.arc.deployment.SyntheticBeanBuildItem.ExtendedBeanConfigurator;
import io.quarkus.arc.deployment.UnremovableBeanBuildItem;
import io.quarkus.arc.deployment.ValidationPhaseBuildItem.ValidationErrorBuildItem;
import io.quarkus.arc.processor.BeanInfo;
import io.quarkus.arc.processor.BuiltinScope;
import io.quarkus.arc.processor.InvokerBuilder;
import io.quarkus.arc.processor.InvokerInfo;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.annotations.ExecutionTime;
import io.quarkus.deployment.annotations.Record;
import io.quarkus.deployment.builditem.CombinedIndexBuildItem;
import io.quarkus.deployment.execannotations.ExecutionModelAnnotationsAllowedBuildItem;
import io.quarkus.deployment.recording.RecorderContext;

/**
 * The dispatcher's build steps: find the annotated handler methods in the index (the annotations are
 * {@link HandlerTriggerBuildItem}s), check them against the kinds of parameter ({@link HandlerArgumentBuildItem}s; a
 * mistake is a validation error naming {@code Class#method}), make
 * their classes beans, generate a CDI invoker per method (no reflection, so native images need nothing more), record
 * the {@link AnnotatedHandlers} bean, and tell the receivers which update kinds are handled.
 */
class TelegramHandlersProcessor {

    /** The dispatcher, its router and defaults. */
    @BuildStep
    AdditionalBeanBuildItem dispatcherBeans() {
        return AdditionalBeanBuildItem.builder()
                .addBeanClasses(DispatchingUpdateSink.class, DispatchBeans.class, AnswerStreams.class)
                .setUnremovable()
                .build();
    }

    /** Kept for code that looks them up programmatically and for the receivers, which inject the sink. */
    @BuildStep
    UnremovableBeanBuildItem keepDispatcher() {
        return UnremovableBeanBuildItem.beanTypes(UpdateSink.class, RouteTable.class, TelegramRouter.class);
    }

    /** A class with handler methods and no scope becomes a singleton bean. */
    @BuildStep
    AutoAddScopeBuildItem handlerClassesAreBeans(List<HandlerTriggerBuildItem> triggers) {
        return AutoAddScopeBuildItem.builder()
                .containsAnnotations(annotations(triggers).toArray(new DotName[0]))
                .defaultScope(BuiltinScope.SINGLETON)
                .unremovable()
                .reason(TelegramHandlersProcessor.class.getName() + ": Telegram handler methods")
                .build();
    }

    /**
     * Handler and {@code @OnError} methods are entry points: {@code @Blocking} and {@code @NonBlocking} choose their
     * thread.
     */
    @BuildStep
    ExecutionModelAnnotationsAllowedBuildItem handlersMayChooseTheirThread(List<HandlerTriggerBuildItem> triggers) {
        List<DotName> annotations = new ArrayList<>(annotations(triggers));
        annotations.add(HandlerDotNames.ON_ERROR);
        return new ExecutionModelAnnotationsAllowedBuildItem(
                method -> annotations.stream().anyMatch(method::hasDeclaredAnnotation));
    }

    private static List<DotName> annotations(List<HandlerTriggerBuildItem> triggers) {
        return triggers.stream().map(item -> item.trigger().annotation()).sorted().toList();
    }

    /** The handler annotations out of the box, in the order the build problems list them. */
    @BuildStep
    void builtinTriggers(BuildProducer<HandlerTriggerBuildItem> triggers) {
        for (HandlerTrigger trigger : List.of(new OnCommandTrigger(), new OnTextTrigger(), new OnCallbackDataTrigger(),
                new OnUpdateTrigger(), new OnMediaGroupTrigger())) {
            triggers.produce(new HandlerTriggerBuildItem(trigger));
        }
    }

    /** The kinds of parameter handlers take out of the box, in the order the build problems list them. */
    @BuildStep
    void builtinArguments(BuildProducer<HandlerArgumentBuildItem> arguments) {
        for (HandlerArgument argument : List.of(ContextValueArgument.UPDATE, new PayloadArgument(),
                new UpdateContextArgument(), ContextValueArgument.CHAT, ContextValueArgument.SENDER,
                ContextValueArgument.TELEGRAM_BOT, ContextValueArgument.REACTIVE_TELEGRAM_BOT,
                new CommandArgumentsArgument(), new MatchResultArgument(), new ConversationStateArgument(),
                new AlbumArgument(), new SessionArgument(), new CallbackDataArgument(), ContextValueArgument.LOCALE,
                new ConversationDataArgument())) {
            arguments.produce(new HandlerArgumentBuildItem(argument));
        }
    }

    /**
     * Finds and checks the handlers. Their mistakes are validation errors: ArC reports them with its own, all at
     * once, and only the handlers without mistakes go on.
     */
    @BuildStep
    HandlerMethodsBuildItem findHandlers(CombinedIndexBuildItem index, List<HandlerTriggerBuildItem> triggers,
            List<HandlerArgumentBuildItem> arguments, BuildProducer<ValidationErrorBuildItem> problems) {
        HandlerScanner scanner = new HandlerScanner(index.getIndex(),
                inStableOrder(triggers, HandlerTriggerBuildItem::trigger, OnCommandTrigger.class),
                inStableOrder(arguments, HandlerArgumentBuildItem::argument, ContextValueArgument.class));
        List<FoundHandler> handlers = scanner.scan();
        report(scanner.problems(), problems);
        return new HandlerMethodsBuildItem(handlers, scanner.errorHandlers(), scanner.conversations());
    }

    /**
     * The built-in ones (in the package of {@code builtin}) first, in the order they were produced (one step produces
     * them), then the others by class name: build items of several steps come in no fixed order, and the problems list
     * the kinds and the annotations in this one.
     */
    private static <I, T> List<T> inStableOrder(List<I> items, Function<I, T> content, Class<?> builtin) {
        List<T> builtins = new ArrayList<>();
        List<T> others = new ArrayList<>();
        for (I item : items) {
            T t = content.apply(item);
            (t.getClass().getPackageName().equals(builtin.getPackageName()) ? builtins : others).add(t);
        }
        others.sort(Comparator.comparing(t -> t.getClass().getName()));
        builtins.addAll(others);
        return builtins;
    }

    /**
     * The update kinds some handler handles, for {@code allowed_updates}; and the user's stop button when a handler
     * streams its answer: without it, Telegram would never deliver the stop of a bot that has no handler of its own
     * for it.
     */
    @BuildStep
    void handledKinds(HandlerMethodsBuildItem handlers, BuildProducer<HandledUpdateKindBuildItem> kinds) {
        TreeSet<String> names = new TreeSet<>();
        for (FoundHandler handler : handlers.handlers()) {
            for (UpdateKind kind : TriggerMatcher.kinds(handler.definition().trigger())) {
                names.add(kind.wireName());
            }
            if (handler.definition().result().multi()) {
                names.add(UpdateKind.STOPPED_MESSAGE_GENERATION.wireName());
            }
        }
        for (FoundErrorHandler error : handlers.errorHandlers()) {
            if (error.definition().result().multi()) {
                names.add(UpdateKind.STOPPED_MESSAGE_GENERATION.wireName());
            }
        }
        names.forEach(name -> kinds.produce(new HandledUpdateKindBuildItem(name)));
    }

    /**
     * Filter and middleware classes named by annotations become beans (those that are not already), to be injected;
     * a middleware a {@code @Router} names is then left out of the global ones at run time.
     */
    @BuildStep
    void filterBeans(HandlerMethodsBuildItem handlers, BuildProducer<AdditionalBeanBuildItem> beans) {
        TreeSet<String> named = new TreeSet<>();
        handlers.handlers().forEach(h -> h.filters().forEach(filter -> named.add(filter.toString())));
        handlers.handlers().forEach(h -> h.middleware().forEach(middleware -> named.add(middleware.toString())));
        if (!named.isEmpty()) {
            beans.produce(AdditionalBeanBuildItem.builder().addBeanClasses(named).setUnremovable()
                    .setDefaultScope(DotName.createSimple(Singleton.class)).build());
        }
    }

    /**
     * An invoker per handler method, each parameter made from the update's context by the method its kind chose, and
     * the bean holding the routes, into which the filters and class middleware are injected.
     */
    @BuildStep
    @Record(ExecutionTime.STATIC_INIT)
    void annotatedHandlers(HandlerMethodsBuildItem handlers, BeanDiscoveryFinishedBuildItem beans,
            BeanArchiveIndexBuildItem beanArchive, InvokerFactoryBuildItem invokerFactory, HandlersRecorder recorder,
            RecorderContext recorderContext, BuildProducer<SyntheticBeanBuildItem> synthetic,
            BuildProducer<ValidationErrorBuildItem> problems) {
        // the triggers are recorded as they are; their patterns as the expressions, compiled again at start
        recorderContext.registerSubstitution(Pattern.class, String.class, PatternSubstitution.class);
        ExtendedBeanConfigurator bean = SyntheticBeanBuildItem.configure(AnnotatedHandlers.class)
                .scope(Singleton.class)
                .unremovable()
                // its code refers to the invokers, generated next to the application's classes: in dev and test
                // mode only the application class loader sees those
                .forceApplicationClass();
        List<InvokerInfo> invokers = new ArrayList<>();
        List<HandlerDefinition> definitions = new ArrayList<>();
        Set<DotName> injected = new TreeSet<>(); // the filter and middleware classes: injection points of the bean
        List<String> found = new ArrayList<>();
        for (FoundHandler handler : handlers.handlers()) {
            DotName beanClass = handler.method().declaringClass().name();
            BeanInfo handlerBean = beans.beanStream().classBeans().withBeanClass(beanClass).firstResult().orElse(null);
            if (handlerBean == null) {
                found.add(handler.name() + ": its class " + beanClass + " is not a CDI bean (it may be vetoed or"
                        + " excluded)");
                continue;
            }
            // every filter and middleware class is a bean class by now (filterBeans), so indexed
            bean.param(HandlersRecorder.filtersParam(definitions.size()),
                    classes(handler.filters(), beanArchive, injected));
            bean.param(HandlersRecorder.middlewareParam(definitions.size()),
                    classes(handler.middleware(), beanArchive, injected));
            invokers.add(invoker(invokerFactory, handlerBean, handler.method(), handler.arguments()));
            definitions.add(handler.definition());
        }
        List<InvokerInfo> errorInvokers = new ArrayList<>();
        List<ErrorHandlerDefinition> errors = new ArrayList<>();
        for (FoundErrorHandler error : handlers.errorHandlers()) {
            BeanInfo handlerBean = beans.beanStream().classBeans().withBeanClass(error.method().declaringClass().name())
                    .firstResult().orElse(null);
            if (handlerBean != null) { // else its handlers were reported already
                errorInvokers.add(invoker(invokerFactory, handlerBean, error.method(), error.arguments()));
                errors.add(error.definition());
            }
        }
        report(found, problems);
        injected.forEach(type -> bean.addInjectionPoint(ClassType.create(type)));
        if (definitions.stream().anyMatch(definition -> !definition.sessions().isEmpty())) {
            // only then: a bot without session parameters never makes the engine (nor its store)
            bean.addInjectionPoint(ClassType.create(SessionEngine.class));
        }
        if (definitions.stream().anyMatch(definition -> definition.result().multi())
                || errors.stream().anyMatch(error -> error.result().multi())) {
            bean.addInjectionPoint(ClassType.create(AnswerStreams.class)); // a Multi result streams through it
        }
        synthetic.produce(bean
                .param(HandlersRecorder.INVOKERS, invokers.toArray(new InvokerInfo[0]))
                .param(HandlersRecorder.ERROR_INVOKERS, errorInvokers.toArray(new InvokerInfo[0]))
                .createWith(recorder.handlers(definitions, errors, handlers.conversations()))
                .done());
    }

    /**
     * The handler's invoker: it looks the bean up as CDI does for each call, and is given the update's context in
     * every position, which it turns into each argument with the method the parameter's kind chose.
     */
    private static InvokerInfo invoker(InvokerFactoryBuildItem factory, BeanInfo bean, MethodInfo method,
            List<@Nullable ContextMethod> arguments) {
        InvokerBuilder invoker = factory.createInvoker(bean, method).withInstanceLookup();
        for (int i = 0; i < arguments.size(); i++) {
            ContextMethod value = arguments.get(i);
            if (value != null) {
                invoker.withArgumentTransformer(i, value.declaringClass(), value.name());
            }
        }
        return invoker.build();
    }

    /** @return the classes, each noted among those injected into the handlers' bean */
    private static ClassInfo[] classes(List<DotName> names, BeanArchiveIndexBuildItem beanArchive, Set<DotName> injected) {
        injected.addAll(names);
        return names.stream().map(name -> beanArchive.getIndex().getClassByName(name)).toArray(ClassInfo[]::new);
    }

    /** Each problem as a validation error, so that ArC lists it with its own and the others. */
    private static void report(List<String> found, BuildProducer<ValidationErrorBuildItem> problems) {
        for (String problem : found) {
            problems.produce(new ValidationErrorBuildItem(new DefinitionException(problem)));
        }
    }
}
