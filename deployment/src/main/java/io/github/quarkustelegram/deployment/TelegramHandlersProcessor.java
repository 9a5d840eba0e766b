package io.github.quarkustelegram.deployment;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

import jakarta.inject.Singleton;

import org.jboss.jandex.DotName;

import io.github.quarkustelegram.deployment.handlers.FoundHandler;
import io.github.quarkustelegram.deployment.handlers.HandlerDotNames;
import io.github.quarkustelegram.deployment.handlers.HandlerMethodsBuildItem;
import io.github.quarkustelegram.deployment.handlers.HandlerScanner;
import io.github.quarkustelegram.dispatch.TelegramRouter;
import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.runtime.dispatch.AnnotatedHandlers;
import io.github.quarkustelegram.runtime.dispatch.DispatchBeans;
import io.github.quarkustelegram.runtime.dispatch.DispatchingUpdateSink;
import io.github.quarkustelegram.runtime.dispatch.HandlerDefinition;
import io.github.quarkustelegram.runtime.dispatch.HandlersRecorder;
import io.github.quarkustelegram.runtime.dispatch.RouteTable;
import io.github.quarkustelegram.updates.UpdateSink;
import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.arc.deployment.AutoAddScopeBuildItem;
import io.quarkus.arc.deployment.BeanDiscoveryFinishedBuildItem;
import io.quarkus.arc.deployment.InvokerFactoryBuildItem;
import io.quarkus.arc.deployment.SyntheticBeanBuildItem;
import io.quarkus.arc.deployment.UnremovableBeanBuildItem;
import io.quarkus.arc.processor.BeanInfo;
import io.quarkus.arc.processor.BuiltinScope;
import io.quarkus.arc.processor.InvokerInfo;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.annotations.ExecutionTime;
import io.quarkus.deployment.annotations.Record;
import io.quarkus.deployment.builditem.CombinedIndexBuildItem;
import io.quarkus.deployment.execannotations.ExecutionModelAnnotationsAllowedBuildItem;
import io.quarkus.runtime.configuration.ConfigurationException;

/**
 * The dispatcher's build steps: find the annotated handler methods in the index, check them (a mistake fails the
 * build naming {@code Class#method}), make their classes beans, generate a CDI invoker per method (no reflection, so
 * native images need nothing more), record the {@link AnnotatedHandlers} bean, and tell the receivers which update
 * kinds are handled.
 */
class TelegramHandlersProcessor {

    /** The dispatcher, its router and defaults. */
    @BuildStep
    AdditionalBeanBuildItem dispatcherBeans() {
        return AdditionalBeanBuildItem.builder()
                .addBeanClasses(DispatchingUpdateSink.class, DispatchBeans.class)
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
    AutoAddScopeBuildItem handlerClassesAreBeans() {
        return AutoAddScopeBuildItem.builder()
                .containsAnnotations(HandlerDotNames.HANDLER_ANNOTATIONS.toArray(new DotName[0]))
                .defaultScope(BuiltinScope.SINGLETON)
                .unremovable()
                .reason(TelegramHandlersProcessor.class.getName() + ": Telegram handler methods")
                .build();
    }

    /** Handler methods are entry points: {@code @Blocking} and {@code @NonBlocking} choose their thread. */
    @BuildStep
    ExecutionModelAnnotationsAllowedBuildItem handlersMayChooseTheirThread() {
        return new ExecutionModelAnnotationsAllowedBuildItem(
                method -> HandlerDotNames.HANDLER_ANNOTATIONS.stream().anyMatch(method::hasDeclaredAnnotation));
    }

    /** Finds and checks the handlers; all mistakes are reported together. */
    @BuildStep
    HandlerMethodsBuildItem findHandlers(CombinedIndexBuildItem index) {
        HandlerScanner scanner = new HandlerScanner(index.getIndex());
        List<FoundHandler> handlers = scanner.scan();
        if (!scanner.errors().isEmpty()) {
            throw new ConfigurationException("quarkus-telegram found " + scanner.errors().size()
                    + " mistake(s) in handler methods:\n - " + String.join("\n - ", scanner.errors()));
        }
        return new HandlerMethodsBuildItem(handlers);
    }

    /** The update kinds some handler handles, for {@code allowed_updates}. */
    @BuildStep
    void handledKinds(HandlerMethodsBuildItem handlers, BuildProducer<HandledUpdateKindBuildItem> kinds) {
        TreeSet<String> names = new TreeSet<>();
        for (FoundHandler handler : handlers.handlers()) {
            for (UpdateKind kind : handler.definition().kinds()) {
                names.add(kind.wireName());
            }
        }
        names.forEach(name -> kinds.produce(new HandledUpdateKindBuildItem(name)));
    }

    /** Filter classes named by annotations become beans, so that the runtime gets them without reflection. */
    @BuildStep
    void filterBeans(HandlerMethodsBuildItem handlers, BuildProducer<AdditionalBeanBuildItem> beans) {
        TreeSet<String> filters = new TreeSet<>();
        handlers.handlers().forEach(h -> filters.addAll(h.definition().filters()));
        if (!filters.isEmpty()) {
            beans.produce(AdditionalBeanBuildItem.builder().addBeanClasses(filters).setUnremovable()
                    .setDefaultScope(DotName.createSimple(Singleton.class)).build());
        }
    }

    /** An invoker per handler method, and the bean holding the routes. */
    @BuildStep
    @Record(ExecutionTime.STATIC_INIT)
    void annotatedHandlers(HandlerMethodsBuildItem handlers, BeanDiscoveryFinishedBuildItem beans,
            InvokerFactoryBuildItem invokerFactory, HandlersRecorder recorder,
            BuildProducer<SyntheticBeanBuildItem> synthetic) {
        List<InvokerInfo> invokers = new ArrayList<>();
        List<HandlerDefinition> definitions = new ArrayList<>();
        for (FoundHandler handler : handlers.handlers()) {
            DotName beanClass = handler.method().declaringClass().name();
            BeanInfo bean = beans.beanStream().classBeans().withBeanClass(beanClass).firstResult()
                    .orElseThrow(() -> new ConfigurationException(handler.name() + ": its class " + beanClass
                            + " is not a CDI bean (it may be vetoed or excluded)"));
            invokers.add(invokerFactory.createInvoker(bean, handler.method()).withInstanceLookup().build());
            definitions.add(handler.definition());
        }
        synthetic.produce(SyntheticBeanBuildItem.configure(AnnotatedHandlers.class)
                .scope(Singleton.class)
                .unremovable()
                // its code refers to the invokers, generated next to the application's classes: in dev and test
                // mode only the application class loader sees those
                .forceApplicationClass()
                .param(HandlersRecorder.INVOKERS, invokers.toArray(new InvokerInfo[0]))
                .createWith(recorder.handlers(definitions))
                .done());
    }
}
