package io.github.quarkustelegram.deployment;

import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.IndexView;

import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.builditem.CombinedIndexBuildItem;
import io.quarkus.deployment.builditem.FeatureBuildItem;
import io.quarkus.deployment.builditem.nativeimage.ReflectiveClassBuildItem;

/**
 * The extension's build steps. For now: the feature, and the model's reflection registration.
 */
class TelegramProcessor {

    /** The name that shows in "Installed features". */
    static final String FEATURE = "telegram";

    /**
     * Packages whose classes Jackson reads and writes reflectively: the generated Bot API types,
     * the method requests, and the model's own (de)serializers. Sub-packages are included.
     */
    static final List<String> MODEL_PACKAGES = List.of(
            "io.github.quarkustelegram.model",
            "io.github.quarkustelegram.method",
            "io.github.quarkustelegram.json");

    @BuildStep
    FeatureBuildItem feature() {
        return new FeatureBuildItem(FEATURE);
    }

    /**
     * Registers every model class for reflection so that the model's {@code ObjectMapper} works in a
     * native image too: records need their canonical constructor and component accessors, builders and
     * (de)serializers their constructors. The runtime jar carries a Jandex index, so its classes, the
     * generated ones included, are in the combined index.
     */
    @BuildStep
    ReflectiveClassBuildItem registerModelForReflection(CombinedIndexBuildItem combinedIndex) {
        SortedSet<String> classes = modelClasses(combinedIndex.getIndex());
        if (classes.isEmpty()) {
            throw new IllegalStateException("quarkus-telegram: no class of " + MODEL_PACKAGES
                    + " is in the index; the quarkus-telegram jar must carry META-INF/jandex.idx");
        }
        return ReflectiveClassBuildItem.builder(classes)
                .constructors()
                .methods()
                .fields()
                .reason(TelegramProcessor.class.getName() + ": the Telegram model is mapped by Jackson")
                .build();
    }

    /** The model classes of {@code index}, nested ones included, sorted so every build registers them alike. */
    static SortedSet<String> modelClasses(IndexView index) {
        SortedSet<String> names = new TreeSet<>();
        for (ClassInfo type : index.getKnownClasses()) {
            if (inModelPackage(type.name().packagePrefix())) {
                names.add(type.name().toString());
            }
        }
        return names;
    }

    private static boolean inModelPackage(String packageName) {
        if (packageName == null) {
            return false;
        }
        for (String modelPackage : MODEL_PACKAGES) {
            if (packageName.equals(modelPackage) || packageName.startsWith(modelPackage + ".")) {
                return true;
            }
        }
        return false;
    }
}
