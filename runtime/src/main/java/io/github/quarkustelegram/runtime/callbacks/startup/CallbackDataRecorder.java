package io.github.quarkustelegram.runtime.callbacks.startup;

import java.util.List;

import io.github.quarkustelegram.callbacks.CallbackDataCodec;
import io.github.quarkustelegram.callbacks.CallbackDataStore;
import io.quarkus.arc.Arc;
import io.quarkus.arc.InstanceHandle;
import io.quarkus.runtime.annotations.Recorder;

/**
 * Makes every {@code @CallbackData} record's codec at start-up, so that a pressed button's data finds its record by
 * prefix and a record's mistakes show at start rather than at the first button; and installs the application's
 * {@link CallbackDataStore} bean, if it declares one.
 */
@Recorder
public class CallbackDataRecorder {

    /**
     * @param records the records' class names, as the build found and checked them
     */
    public void start(List<String> records) {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        for (String name : records) {
            try {
                CallbackDataCodec.of(Class.forName(name, false, loader).asSubclass(Record.class));
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException("The @CallbackData record " + name + " is not on the class path", e);
            }
        }
        try (InstanceHandle<CallbackDataStore> store = Arc.container().instance(CallbackDataStore.class)) {
            if (store.isAvailable()) {
                CallbackDataCodec.useStore(store.get());
            }
        }
    }
}
