package io.github.quarkustelegram;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.codeUnits;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.domain.JavaType;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;

/**
 * Where the public API ends: what an application may name lives outside {@code io.github.quarkustelegram.runtime},
 * which is free to change. Checked on the compiled classes (the generated model included), so that a signature
 * leaking an internal type fails the build, not a user's upgrade.
 */
class ApiBoundaryTest {

    /** The packages an application uses. */
    static final String[] PUBLIC_PACKAGES = { "io.github.quarkustelegram", "io.github.quarkustelegram.dispatch",
            "io.github.quarkustelegram.error", "io.github.quarkustelegram.files", "io.github.quarkustelegram.hooks",
            "io.github.quarkustelegram.json",
            "io.github.quarkustelegram.method", "io.github.quarkustelegram.model",
            "io.github.quarkustelegram.resilience", "io.github.quarkustelegram.transport",
            "io.github.quarkustelegram.updates",
            "io.github.quarkustelegram.text", "io.github.quarkustelegram.callbacks",
            "io.github.quarkustelegram.keyboards", "io.github.quarkustelegram.i18n", "io.github.quarkustelegram.sessions",
            "io.github.quarkustelegram.webapp" };
    static final String INTERNAL = "io.github.quarkustelegram.runtime..";

    static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
                .importPackages("io.github.quarkustelegram");
    }

    @Test
    void noPublicSignatureOfAPublicPackageNamesAnInternalType() {
        codeUnits().that(DescribedPredicate.describe("are public or protected, of public classes",
                (JavaCodeUnit unit) -> visibleMember(unit.getOwner(), unit.getModifiers())))
                .should(nameNoInternalType())
                .check(classes);
        fields().that(DescribedPredicate.describe("are public or protected, of public classes",
                (JavaField field) -> visibleMember(field.getOwner(), field.getModifiers())))
                .should(haveNoInternalType())
                .check(classes);
        classes().that(publicApiClasses())
                .should(extendAndImplementNoInternalType())
                .check(classes);
    }

    @Test
    void theRuntimeNeverDependsOnTheDeployment() {
        noClasses().that().resideInAPackage("io.github.quarkustelegram..")
                .should().dependOnClassesThat().resideInAPackage("io.github.quarkustelegram.deployment..")
                .check(classes);
    }

    @Test
    void theGeneratedModelDependsOnlyOnTheModelItsJsonSupportAndJackson() {
        classes().that().resideInAnyPackage("io.github.quarkustelegram.model", "io.github.quarkustelegram.method")
                .should().onlyDependOnClassesThat().resideInAnyPackage("io.github.quarkustelegram.model",
                        "io.github.quarkustelegram.method", "io.github.quarkustelegram.json",
                        "io.github.quarkustelegram.runtime.json", "com.fasterxml.jackson..", "org.jspecify..",
                        "java..")
                .check(classes);
    }

    @Test
    void theBotsDependOnlyOnTheModelTheTransportAndMutiny() {
        classes().that().haveFullyQualifiedName(TelegramBot.class.getName())
                .or().haveFullyQualifiedName(ReactiveTelegramBot.class.getName())
                .should().onlyDependOnClassesThat().resideInAnyPackage("io.github.quarkustelegram",
                        "io.github.quarkustelegram.model", "io.github.quarkustelegram.method",
                        "io.github.quarkustelegram.error", "io.github.quarkustelegram.transport",
                        "io.smallrye.mutiny..", "org.jspecify..", "java..")
                .check(classes);
    }

    /** Public (or protected nested) classes of the public packages. */
    private static DescribedPredicate<JavaClass> publicApiClasses() {
        Set<String> packages = Set.of(PUBLIC_PACKAGES);
        return DescribedPredicate.describe("public classes of the public packages",
                c -> packages.contains(c.getPackageName()) && visible(c));
    }

    private static boolean visibleMember(JavaClass owner, Set<JavaModifier> modifiers) {
        return publicApiClasses().test(owner)
                && (modifiers.contains(JavaModifier.PUBLIC) || modifiers.contains(JavaModifier.PROTECTED));
    }

    private static boolean visible(JavaClass c) {
        if (!c.getModifiers().contains(JavaModifier.PUBLIC) && !c.getModifiers().contains(JavaModifier.PROTECTED)) {
            return false;
        }
        return c.getEnclosingClass().map(ApiBoundaryTest::visible).orElse(true);
    }

    private static ArchCondition<JavaCodeUnit> nameNoInternalType() {
        return new ArchCondition<>("name no type of " + INTERNAL) {
            @Override
            public void check(JavaCodeUnit unit, ConditionEvents events) {
                Stream.concat(Stream.concat(unit.getParameterTypes().stream(), Stream.of(unit.getReturnType())),
                        unit.getThrowsClause().getTypes().stream().map(JavaType.class::cast))
                        .flatMap(type -> type.getAllInvolvedRawTypes().stream())
                        .filter(ApiBoundaryTest::internal)
                        .forEach(type -> events.add(SimpleConditionEvent.violated(unit,
                                unit.getFullName() + " names " + type.getName())));
            }
        };
    }

    private static ArchCondition<JavaField> haveNoInternalType() {
        return new ArchCondition<>("have no type of " + INTERNAL) {
            @Override
            public void check(JavaField field, ConditionEvents events) {
                field.getType().getAllInvolvedRawTypes().stream().filter(ApiBoundaryTest::internal)
                        .forEach(type -> events.add(SimpleConditionEvent.violated(field,
                                field.getFullName() + " is a " + type.getName())));
            }
        };
    }

    private static ArchCondition<JavaClass> extendAndImplementNoInternalType() {
        return new ArchCondition<>("extend and implement no type of " + INTERNAL) {
            @Override
            public void check(JavaClass c, ConditionEvents events) {
                Stream.concat(c.getRawSuperclass().stream(), c.getRawInterfaces().stream())
                        .filter(ApiBoundaryTest::internal)
                        .forEach(type -> events.add(SimpleConditionEvent.violated(c,
                                c.getName() + " extends or implements " + type.getName())));
            }
        };
    }

    private static boolean internal(JavaClass type) {
        return type.getPackageName().startsWith("io.github.quarkustelegram.runtime");
    }
}
