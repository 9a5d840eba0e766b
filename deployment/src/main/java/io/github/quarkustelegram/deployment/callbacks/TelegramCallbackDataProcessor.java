package io.github.quarkustelegram.deployment.callbacks;

import java.util.List;

import jakarta.enterprise.inject.spi.DefinitionException;

import org.jboss.jandex.DotName;

import io.github.quarkustelegram.callbacks.CallbackDataStore;
import io.github.quarkustelegram.runtime.callbacks.startup.CallbackDataRecorder;
import io.quarkus.arc.deployment.BeanContainerBuildItem;
import io.quarkus.arc.deployment.UnremovableBeanBuildItem;
import io.quarkus.arc.deployment.ValidationPhaseBuildItem.ValidationErrorBuildItem;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.annotations.ExecutionTime;
import io.quarkus.deployment.annotations.Record;
import io.quarkus.deployment.builditem.CombinedIndexBuildItem;
import io.quarkus.deployment.builditem.nativeimage.ReflectiveClassBuildItem;

/**
 * Typed callback data: the {@code @CallbackData} records are checked at build time (their mistakes are validation
 * errors, each naming the record), kept for reflection (the codec reads their components and calls their canonical
 * constructor), and made known at start-up; a {@code CallbackDataStore} bean of the application replaces the in-memory
 * one.
 */
class TelegramCallbackDataProcessor {

    /** Each record's mistakes, reported with ArC's. */
    @BuildStep
    void checkRecords(CombinedIndexBuildItem index, BuildProducer<ValidationErrorBuildItem> problems) {
        for (String problem : new CallbackDataRecords(index.getIndex()).problems()) {
            problems.produce(new ValidationErrorBuildItem(new DefinitionException(problem)));
        }
    }

    /** The records without mistakes, known from start-up (after ArC, which may give the store). */
    @BuildStep
    @Record(ExecutionTime.RUNTIME_INIT)
    void startRecords(CombinedIndexBuildItem index, CallbackDataRecorder recorder, BeanContainerBuildItem container,
            BuildProducer<ReflectiveClassBuildItem> reflection) {
        CallbackDataRecords records = new CallbackDataRecords(index.getIndex());
        List<String> names = records.found().stream().map(found -> found.type().toString()).toList();
        if (!names.isEmpty()) {
            reflection.produce(ReflectiveClassBuildItem.builder(names.toArray(new String[0])).constructors().methods()
                    .reason(getClass().getName()).build());
            String[] enums = records.enums().stream().map(DotName::toString).toArray(String[]::new);
            if (enums.length > 0) {
                reflection.produce(ReflectiveClassBuildItem.builder(enums).methods().fields()
                        .reason(getClass().getName()).build());
            }
        }
        recorder.start(names);
    }

    @BuildStep
    UnremovableBeanBuildItem keepTheStore() {
        return UnremovableBeanBuildItem.beanTypes(CallbackDataStore.class);
    }
}
