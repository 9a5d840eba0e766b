package io.github.quarkustelegram.runtime.multipart;

import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.HashSet;
import java.util.Set;

import io.github.quarkustelegram.model.InputFile;

/**
 * Which request classes can carry an upload, worked out once per class from the record's component types (an
 * {@code InputFile} at any depth: in a list, a record, a member of a sealed union). Most calls (sendMessage,
 * editMessageText, answerCallbackQuery) cannot, and so cost nothing more than a look-up to the layers that care about
 * uploads. A request class that is not a record (an application's own) is assumed to be able to.
 */
final class UploadingRequests {

    private static final ClassValue<Boolean> CAN_UPLOAD = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            return !type.isRecord() || reaches(type, new HashSet<>());
        }
    };

    private UploadingRequests() {
    }

    /** @return whether a request of this class may carry an {@code InputFile.Upload} */
    static boolean canUpload(Class<?> requestType) {
        return CAN_UPLOAD.get(requestType);
    }

    private static boolean reaches(Type type, Set<Class<?>> seen) {
        if (type instanceof ParameterizedType parameterized) {
            if (reaches(parameterized.getRawType(), seen)) {
                return true;
            }
            for (Type argument : parameterized.getActualTypeArguments()) {
                if (reaches(argument, seen)) {
                    return true;
                }
            }
            return false;
        }
        if (type instanceof GenericArrayType array) {
            return reaches(array.getGenericComponentType(), seen);
        }
        if (!(type instanceof Class<?> c)) {
            return true; // a type variable or wildcard: cannot tell
        }
        if (c.isArray()) {
            return reaches(c.getComponentType(), seen);
        }
        if (InputFile.class.isAssignableFrom(c)) {
            return true;
        }
        if (c.isPrimitive() || c.isEnum() || c.getName().startsWith("java.") || !seen.add(c)) {
            return false;
        }
        if (c.isRecord()) {
            for (RecordComponent component : c.getRecordComponents()) {
                if (reaches(component.getGenericType(), seen)) {
                    return true;
                }
            }
            return false;
        }
        if (c.isSealed()) {
            for (Class<?> member : c.getPermittedSubclasses()) {
                if (reaches(member, seen)) {
                    return true;
                }
            }
        }
        return false; // an open enum or another value class of the model
    }
}
