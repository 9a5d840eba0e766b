package io.github.quarkustelegram.deployment.sessions;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.DotName;
import org.jboss.jandex.IndexView;
import org.jboss.jandex.MethodInfo;
import org.jboss.jandex.Type;
import org.jspecify.annotations.Nullable;

import io.github.quarkustelegram.dispatch.UpdateKind;
import io.github.quarkustelegram.i18n.LanguageChoice;
import io.github.quarkustelegram.model.Chat;
import io.github.quarkustelegram.model.User;
import io.github.quarkustelegram.runtime.sessions.SessionParameter;
import io.github.quarkustelegram.sessions.Session;
import io.github.quarkustelegram.sessions.SessionData;
import io.github.quarkustelegram.sessions.SessionScope;

/**
 * Which handler parameters are sessions, and what is wrong with them, read from the index: a {@code Session<T>}, or a
 * class annotated {@code @SessionData} (the value itself, changed in place). Knows nothing of the handler model, so
 * that the scanner and the argument kind both use it.
 */
public final class SessionParameters {

    public static final DotName SESSION = DotName.createSimple(Session.class);
    public static final DotName SESSION_DATA = DotName.createSimple(SessionData.class);
    private static final DotName LOCALE = DotName.createSimple(Locale.class);
    private static final DotName JSON_CREATOR = DotName.createSimple("com.fasterxml.jackson.annotation.JsonCreator");
    private static final Set<SessionScope> NEED_CHAT = Set.of(SessionScope.CHAT, SessionScope.CHAT_MEMBER);
    private static final Set<SessionScope> NEED_SENDER = Set.of(SessionScope.USER, SessionScope.CHAT_MEMBER);

    private SessionParameters() {
    }

    /** @return whether the parameter's type is a session: {@code Session} (with or without its type) or a session class */
    public static boolean isSession(Type type, IndexView index) {
        if (type.name().equals(SESSION)) {
            return type.kind() == Type.Kind.CLASS || type.kind() == Type.Kind.PARAMETERIZED_TYPE;
        }
        return type.kind() == Type.Kind.CLASS && sessionClass(type.name(), index) != null;
    }

    /**
     * @param method a handler
     * @param index the index
     * @return its session parameters, for the runtime
     */
    public static List<SessionParameter> of(MethodInfo method, IndexView index) {
        List<SessionParameter> found = new ArrayList<>();
        for (int i = 0; i < method.parametersCount(); i++) {
            Type type = method.parameterType(i);
            if (!isSession(type, index)) {
                continue;
            }
            boolean holder = type.name().equals(SESSION);
            Type value = holder ? valueType(type) : type;
            if (value != null) {
                found.add(new SessionParameter(i, value.name().toString(), holder));
            }
        }
        if (method.parameterTypes().stream().anyMatch(type -> type.name().equals(LOCALE))) {
            // a Locale parameter reads the sender's choice of language, a session of their own, loaded for it
            found.add(new SessionParameter(SessionParameter.CONTEXT, LanguageChoice.class.getName(), true));
        }
        return found;
    }

    /**
     * @param type a parameter's type, {@link #isSession} true
     * @param index the index
     * @param kinds the kinds of update the handler takes
     * @return what is wrong with it (e.g. "needs its type: Session<Cart>"), null when nothing is
     */
    public static @Nullable String problem(Type type, IndexView index, List<UpdateKind> kinds) {
        boolean holder = type.name().equals(SESSION);
        Type value = holder ? valueType(type) : type;
        if (value == null) {
            return "needs its value's type: Session<T>, T a class annotated @SessionData";
        }
        if (value.kind() != Type.Kind.CLASS) {
            return "is a Session of " + value + "; T must be a class annotated @SessionData";
        }
        ClassInfo info = sessionClass(value.name(), index);
        if (info == null) {
            return "is a Session of " + value.name() + ", which is not a session type: annotate it with @SessionData"
                    + " (the annotation says whose data it is)";
        }
        String readable = readable(info);
        if (readable != null) {
            return "is a session of " + info.name() + ", which cannot be read back from JSON: " + readable;
        }
        if (!holder) {
            if (info.isRecord() || info.isEnum()) {
                return "is a " + (info.isRecord() ? "record" : "enum") + ", which cannot be changed in place: take a "
                        + "Session<" + info.simpleName() + "> and set() the new value";
            }
            if (info.method("initial") == null && info.method("<init>") == null) {
                return "needs a fresh value when nothing is stored: give " + info.name() + " a no-argument constructor"
                        + " or a static initial() method";
            }
        }
        SessionScope scope = scope(info);
        for (UpdateKind kind : kinds) {
            if (NEED_CHAT.contains(scope) && !has(kind, Chat.class, "chat", "message")) {
                return "is per " + scope + " (" + info.simpleName() + "'s @SessionData) but " + kind.wireName()
                        + " updates have no chat; use SessionScope.USER";
            }
            if (NEED_SENDER.contains(scope) && !has(kind, User.class, "from", "user")) {
                return "is per " + scope + " (" + info.simpleName() + "'s @SessionData) but " + kind.wireName()
                        + " updates have no sender; use SessionScope.CHAT";
            }
        }
        return null;
    }

    private static @Nullable Type valueType(Type type) {
        if (type.kind() != Type.Kind.PARAMETERIZED_TYPE || type.asParameterizedType().arguments().size() != 1) {
            return null;
        }
        return type.asParameterizedType().arguments().get(0);
    }

    private static @Nullable ClassInfo sessionClass(DotName name, IndexView index) {
        ClassInfo info = index.getClassByName(name);
        return info != null && info.declaredAnnotation(SESSION_DATA) != null ? info : null;
    }

    private static SessionScope scope(ClassInfo info) {
        AnnotationInstance data = info.declaredAnnotation(SESSION_DATA);
        return data.value("scope") == null ? SessionScope.CHAT : SessionScope.valueOf(data.value("scope").asEnum());
    }

    /** @return why Jackson could not make the class from JSON, null when it can */
    private static @Nullable String readable(ClassInfo info) {
        if (Modifier.isInterface(info.flags()) || Modifier.isAbstract(info.flags())) {
            return "it is " + (Modifier.isInterface(info.flags()) ? "an interface" : "abstract")
                    + "; name a concrete class";
        }
        if (info.nestingType() == ClassInfo.NestingType.INNER && !Modifier.isStatic(info.flags())) {
            return "it is an inner class; make it static";
        }
        if (info.isRecord() || info.isEnum()) {
            return null;
        }
        boolean creator = info.method("<init>") != null
                || info.annotations(JSON_CREATOR).stream().anyMatch(a -> a.target() != null);
        return creator ? null : "it has no no-argument constructor and no @JsonCreator";
    }

    /** @return whether the kind's payload has one of the fields (a record component) giving {@code type} or a message */
    private static boolean has(UpdateKind kind, Class<?> type, String field, String other) {
        for (String name : List.of(field, other)) {
            try {
                Method accessor = kind.payloadType().getMethod(name);
                if (type.isAssignableFrom(accessor.getReturnType()) || name.equals("message")) {
                    return true;
                }
            } catch (NoSuchMethodException e) {
                // not this one
            }
        }
        return false;
    }
}
