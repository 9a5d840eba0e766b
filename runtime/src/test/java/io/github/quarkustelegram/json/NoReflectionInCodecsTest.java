package io.github.quarkustelegram.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/**
 * The model's readers and writers use no reflection, so a native image needs nothing for them beyond what the build
 * registers ({@code TelegramProcessor}); nothing is looked up by name at run time. Checked on the compiled classes:
 * the generated readers ({@code *JsonReader}, {@code BotApiModule}) with their hand-written helpers
 * ({@code ReaderSupport}, {@code ModelReaders}, {@code MessageOrTrueDeserializer}), and the fast path's generated
 * writers with the primitives they call.
 *
 * <p>
 * Forbidden there: the reflection packages, {@code Class}/{@code ClassLoader} lookups by name or of members, a
 * mapper of their own, Jackson's introspection and bean (de)serializers. Handing a value to Jackson's lookup of a
 * deserializer ({@code ctxt.readValue} and the like) builds one by introspection for a type without a generated
 * reader, so it is allowed only where the type is known to have one or to be an open value with a creator:
 * {@link #LOOKUP_ALLOWED_IN}.
 */
class NoReflectionInCodecsTest {

    private static final String ROOT = "io.github.quarkustelegram";

    /** Where the readers, writers and their helpers live (these packages hold other types too, filtered below). */
    static final String[] PACKAGES = { ROOT + ".model", ROOT + ".method", ROOT + ".runtime.json",
            ROOT + ".runtime.fast.generated", ROOT + ".runtime.fast.json" };

    // tag::forbidden[]
    /** Any use of a class of these packages is reflection. */
    static final List<String> REFLECTION_PACKAGES = List.of("java.lang.reflect",
            "com.fasterxml.jackson.databind.introspect", "com.fasterxml.jackson.databind.deser.impl",
            "com.fasterxml.jackson.databind.ser.impl");

    /** Classes whose use means reflection, a lookup of classes or a mapper that introspects. */
    static final Set<String> REFLECTIVE_CLASSES = Set.of("java.lang.invoke.MethodHandles",
            "java.lang.invoke.MethodHandles$Lookup", "java.util.ServiceLoader",
            "com.fasterxml.jackson.databind.ObjectMapper", "com.fasterxml.jackson.databind.ObjectReader",
            "com.fasterxml.jackson.databind.ObjectWriter", "com.fasterxml.jackson.databind.util.ClassUtil",
            "com.fasterxml.jackson.databind.deser.BeanDeserializer",
            "com.fasterxml.jackson.databind.deser.BeanDeserializerFactory",
            "com.fasterxml.jackson.databind.ser.BeanSerializer",
            "com.fasterxml.jackson.databind.ser.BeanSerializerFactory");

    /** Methods of {@code Class} and {@code ClassLoader} that find classes, members or annotations at run time. */
    static final Set<String> CLASS_LOOKUPS = Set.of("forName", "loadClass", "newInstance", "getConstructor",
            "getConstructors", "getDeclaredConstructor", "getDeclaredConstructors", "getMethod", "getMethods",
            "getDeclaredMethod", "getDeclaredMethods", "getField", "getFields", "getDeclaredField",
            "getDeclaredFields", "getRecordComponents", "getPermittedSubclasses", "getClasses", "getDeclaredClasses",
            "getNestMembers", "getEnumConstants", "getAnnotation", "getAnnotations", "getDeclaredAnnotation",
            "getDeclaredAnnotations", "getAnnotationsByType", "isAnnotationPresent");

    /**
     * Jackson methods that find a (de)serializer for a type at run time (building one by introspection when no
     * generated reader or writer is registered for it), or hand the value to a mapper.
     */
    static final Set<String> JACKSON_LOOKUPS = Set.of("readValue", "readValues", "readTreeAsValue",
            "readPropertyValue", "readValueAs", "readValuesAs", "findRootValueDeserializer",
            "findContextualValueDeserializer", "findNonContextualValueDeserializer", "findValueSerializer",
            "findTypedValueSerializer", "findPrimaryPropertySerializer", "defaultSerializeValue",
            "defaultSerializeField", "writeObject", "writePOJO", "writeValue", "convertValue", "treeToValue",
            "valueToTree");
    // end::forbidden[]

    /**
     * The only code units that may use {@link #JACKSON_LOOKUPS}, each by owner's simple name and method name:
     * {@code ReaderSupport.value} (an open value such as {@code ParseMode} given something other than a string,
     * decoded by its creator), a union reader's {@code fromTree} (a member read from a tree lands on its generated
     * reader; the stream path never takes it for a known member), and {@code MessageOrTrueDeserializer.deserialize}
     * (a {@code Message}, which has a generated reader).
     */
    // tag::allowed[]
    static final Set<String> LOOKUP_ALLOWED_IN = Set.of("ReaderSupport.value", "*JsonReader.fromTree",
            "MessageOrTrueDeserializer.deserialize");
    // end::allowed[]

    static JavaClasses codecs;

    @BeforeAll
    static void importClasses() {
        JavaClasses imported = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
                .importPackages(PACKAGES);
        codecs = imported.that(com.tngtech.archunit.base.DescribedPredicate.describe("readers and writers",
                NoReflectionInCodecsTest::isCodec));
    }

    @Test
    void theReadersAndWritersUseNoReflection() {
        assertThat(violations(codecs)).as("reflective access in the model's readers and writers").isEmpty();
    }

    @Test
    void theCheckSeesEveryReaderAndWriter() {
        long readers = codecs.stream().filter(type -> type.getSimpleName().endsWith("JsonReader")).count();
        long writers = codecs.stream().filter(type -> type.getPackageName().equals(ROOT + ".runtime.fast.generated"))
                .count();
        assertThat(readers).as("generated readers checked").isGreaterThan(500);
        assertThat(writers).as("generated writers checked").isGreaterThan(200);
        assertThat(codecs.stream().map(JavaClass::getSimpleName)).contains("BotApiModule", "ReaderSupport",
                "ModelReaders", "MessageOrTrueDeserializer", "JsonOut");
    }

    @Test
    void findsAPlantedReflectiveAccess() {
        JavaClasses planted = new ClassFileImporter().importClasses(PlantedJsonReader.class);

        List<String> found = violations(planted);

        assertThat(found).anyMatch(line -> line.contains("Class.forName"))
                .anyMatch(line -> line.contains("getDeclaredField"))
                .anyMatch(line -> line.contains("java.lang.reflect.Field"))
                .anyMatch(line -> line.contains("ObjectMapper"))
                .anyMatch(line -> line.contains("readValue") && line.contains("PlantedJsonReader.read"))
                .noneMatch(line -> line.contains("PlantedJsonReader.fromTree"));
    }

    /** One line per reflective access of {@code classes}, naming where it is. */
    static List<String> violations(JavaClasses classes) {
        Set<String> found = new TreeSet<>();
        for (JavaClass type : classes) {
            for (Dependency dependency : type.getDirectDependenciesFromSelf()) {
                JavaClass target = dependency.getTargetClass();
                if (REFLECTION_PACKAGES.contains(target.getPackageName())
                        || REFLECTIVE_CLASSES.contains(target.getName())) {
                    found.add(dependency.getDescription());
                }
            }
            for (JavaAccess<?> access : type.getAccessesFromSelf()) {
                String owner = access.getTargetOwner().getName();
                String name = access.getName();
                boolean classLookup = (owner.equals("java.lang.Class") || owner.equals("java.lang.ClassLoader"))
                        && CLASS_LOOKUPS.contains(name);
                boolean jacksonLookup = owner.startsWith("com.fasterxml.jackson.") && JACKSON_LOOKUPS.contains(name)
                        && !lookupAllowed(access);
                if (classLookup || jacksonLookup) {
                    found.add(access.getDescription());
                }
            }
        }
        return new ArrayList<>(found);
    }

    private static boolean lookupAllowed(JavaAccess<?> access) {
        String owner = access.getOriginOwner().getSimpleName();
        String method = access.getOrigin().getName();
        return LOOKUP_ALLOWED_IN.contains(owner + "." + method)
                || (owner.endsWith("JsonReader") && LOOKUP_ALLOWED_IN.contains("*JsonReader." + method));
    }

    private static boolean isCodec(JavaClass type) {
        String name = topLevel(type).getSimpleName();
        String pkg = type.getPackageName();
        if (pkg.startsWith(ROOT + ".runtime.")) {
            return true;
        }
        return name.endsWith("JsonReader") || name.equals("BotApiModule") || name.equals("ModelReaders")
                || name.equals("MessageOrTrueDeserializer");
    }

    private static JavaClass topLevel(JavaClass type) {
        JavaClass outer = type;
        while (outer.getEnclosingClass().isPresent()) {
            outer = outer.getEnclosingClass().get();
        }
        return outer;
    }

    /** What the check must catch: a reader that finds a field by name, makes a mapper, and asks Jackson to read. */
    static final class PlantedJsonReader {

        static Object read(JsonParser p, DeserializationContext ctxt) throws IOException, ReflectiveOperationException {
            Class<?> type = Class.forName("io.github.quarkustelegram.model.Message");
            type.getDeclaredField("text").setAccessible(true);
            new ObjectMapper().getTypeFactory();
            return ctxt.readValue(p, type);
        }

        static Object fromTree(JsonParser p, DeserializationContext ctxt) throws IOException {
            return ctxt.readValue(p, Object.class);
        }
    }
}
