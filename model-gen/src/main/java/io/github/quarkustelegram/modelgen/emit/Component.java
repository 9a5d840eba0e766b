package io.github.quarkustelegram.modelgen.emit;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import com.palantir.javapoet.TypeName;

import io.github.quarkustelegram.modelgen.ir.FieldDef;

/**
 * A field or parameter as the emitter sees it: its Java name and type, and whether the variant fixes its value
 * (a discriminator such as {@code "status": "creator"}, emitted as a method rather than a component).
 *
 * @param field the IR field
 * @param javaName lowerCamel Java name
 * @param type the component type (nullability included); for a fixed field, the type of its constant
 */
record Component(FieldDef field, String javaName, TypeName type) {

    boolean fixed() {
        return field.constValue() != null;
    }

    boolean required() {
        return field.required();
    }

    boolean flag() {
        return TypeMapper.isFlag(field);
    }

    boolean list() {
        return TypeMapper.isList(field);
    }

    String jsonName() {
        return field.name();
    }

    /** The components of a type or method, in page order, with Java names checked for clashes. */
    static List<Component> of(String owner, List<FieldDef> fields, TypeMapper types) {
        List<Component> components = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (FieldDef field : fields) {
            String javaName = Naming.memberName(field.name());
            if (!names.add(javaName) || javaName.equals("build")) {
                throw new IllegalStateException(owner + "." + field.name() + ": Java name " + javaName
                        + " clashes with another member");
            }
            TypeName type = field.constValue() != null ? Constants.type(owner, field)
                    : types.componentType(owner, field);
            components.add(new Component(field, javaName, type));
        }
        return List.copyOf(components);
    }
}
