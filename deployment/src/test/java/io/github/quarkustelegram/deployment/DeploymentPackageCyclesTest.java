package io.github.quarkustelegram.deployment;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import org.junit.jupiter.api.Test;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/**
 * The build steps' packages form no cycle: a processor package may use the packages below it, never the other way
 * round (the trigger and argument kinds know nothing of the scanner that collects them). Every deployment package is
 * internal, so every package is a slice (only deployment classes are imported: the runtime never depends on them).
 */
class DeploymentPackageCyclesTest {

    @Test
    void deploymentPackagesAreFreeOfCycles() {
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
                .importPackages("io.github.quarkustelegram.deployment");
        slices().matching("io.github.quarkustelegram.(**)").should().beFreeOfCycles().check(classes);
    }
}
