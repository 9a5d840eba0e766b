package io.github.quarkustelegram.modelgen.emit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.IrJson;

/** The committed IR: everything is emitted, compiles with valid Javadoc, and twice gives the same bytes. */
class BundledIrTest {

    private final ApiSpec spec = IrJson.readBundled();

    @Test
    void wholeApiIsEmittedAndCompiles(@TempDir Path classes) {
        JavaModelEmitter emitter = new JavaModelEmitter(spec);
        Map<Path, String> files = emitter.render();
        long unions = spec.types().stream().filter(t -> t.union() != null).count();
        long objects = spec.types().stream().filter(t -> t.union() == null).count() - 1; // InputFile is hand-written
        assertThat(emitter.counts()).containsEntry("records", (int) objects)
                .containsEntry("unions", (int) unions)
                .containsEntry("enums", spec.enums().size())
                .containsEntry("requests", spec.methods().size())
                .containsEntry("facades", 2)
                .containsEntry("dispatch", 2)
                .containsEntry("builders", SharedBuilders.CURATED.size())
                .containsEntry("readers", (int) (objects + unions) + spec.methods().size());
        assertThat(files).hasSize(2 * (int) (objects + unions + spec.methods().size()) + spec.enums().size() + 3 + 2 + 2
                + SharedBuilders.CURATED.size());
        assertThat(new JavaModelEmitter(spec).render()).isEqualTo(files);

        SourceCompiler.compile(files, classes, "-Xdoclint:all,-missing", "-Werror");
    }
}
