package io.github.quarkustelegram.modelgen.emit.tests;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.lang.model.element.Modifier;

import com.fasterxml.jackson.databind.JsonNode;
import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;

import io.github.quarkustelegram.modelgen.emit.Types;
import io.github.quarkustelegram.modelgen.emit.tests.RequestSamples.FileMode;
import io.github.quarkustelegram.modelgen.emit.tests.RequestSamples.Sample;
import io.github.quarkustelegram.modelgen.emit.tests.RequestSamples.Upload;
import io.github.quarkustelegram.modelgen.ir.MethodDef;

/**
 * The generated test class of one method, {@code <Request>ClientTest}: the method called through the real client
 * against the fake Bot API server, once per outcome (success, 400, 403, 429, 5xx, connection lost, malformed
 * answers, timeout, reactive success and cancellation, and the file variants), each test also checking the request
 * the fake received.
 */
final class ClientTestClass {

    private static final ClassName TEST = ClassName.get("org.junit.jupiter.api", "Test");
    private static final ClassName BEFORE_EACH = ClassName.get("org.junit.jupiter.api", "BeforeEach");
    private static final ClassName TIMEOUT = ClassName.get("org.junit.jupiter.api", "Timeout");
    private static final ClassName EXECUTION = ClassName.get("org.junit.jupiter.api.parallel", "Execution");
    private static final ClassName EXECUTION_MODE = ClassName.get("org.junit.jupiter.api.parallel", "ExecutionMode");
    private static final ClassName RESOURCE_LOCK = ClassName.get("org.junit.jupiter.api.parallel", "ResourceLock");
    private static final ClassName REGISTER_EXTENSION = ClassName.get("org.junit.jupiter.api.extension",
            "RegisterExtension");
    private static final ClassName ASSERTIONS = ClassName.get("org.assertj.core.api", "Assertions");
    private static final ClassName JUNIT_ASSERTIONS = ClassName.get("org.junit.jupiter.api", "Assertions");
    private static final ClassName UNI_ASSERT_SUBSCRIBER = ClassName.get("io.smallrye.mutiny.helpers.test",
            "UniAssertSubscriber");
    private static final ClassName DURATION = ClassName.get(Duration.class);

    /** The 5xx codes the server-error tests use, one per method in turn. */
    private static final List<Integer> SERVER_ERRORS = List.of(500, 502, 503, 504);
    private static final Map<Integer, String> SERVER_ERROR_TEXT = Map.of(500, "Internal Server Error",
            502, "Bad Gateway", 503, "Service Unavailable", 504, "Gateway Timeout");

    private final ApiShapes shapes;
    private final MethodDef method;
    private final int index;
    private final String header;

    private final ClassName request;
    private final TypeName resultType;
    private final Shape resultShape;
    private final JsonNode result;
    private final ResultSamples results;
    private final Map<String, Upload> uploads = new LinkedHashMap<>();
    private final Sample basic;
    private final Sample references;
    private final Sample allUploads;

    /**
     * @param index the method's position in the IR (varies the 5xx status and the kind of lost connection)
     * @param header the comment opening the file
     */
    ClientTestClass(ApiShapes shapes, MethodDef method, int index, String header) {
        this.shapes = shapes;
        this.method = method;
        this.index = index;
        this.header = header;
        this.request = Types.request(method.name());
        this.resultShape = shapes.ofResult(method.name(), method.returns());
        this.resultType = JavaNames.resultType(resultShape);
        this.results = new ResultSamples(shapes);
        this.result = results.sample(resultShape);
        RequestSamples samples = new RequestSamples(shapes, uploads);
        this.basic = samples.sample(method, FileMode.REQUIRED_UPLOADS);
        Sample refs = samples.sample(method, FileMode.REFERENCES);
        this.references = basic.multipart() && !refs.multipart() ? refs : null;
        Sample all = samples.sample(method, FileMode.ALL_UPLOADS);
        this.allUploads = all.uploads().size() > basic.uploads().size() ? all : null;
    }

    String className() {
        return request.simpleName() + "ClientTest";
    }

    /** How many tests the class has. */
    int testCount() {
        return 11 + (basic.onlyRequired() ? 1 : 0) + (references != null ? 1 : 0) + (allUploads != null ? 1 : 0);
    }

    JavaFile file() {
        TypeSpec.Builder type = TypeSpec.classBuilder(className())
                .addJavadoc("{@code $L} through the real client against the fake Bot API server: the typed result, each\n"
                        + "kind of failure, and in every test the request Telegram would receive.\n", method.name())
                .addAnnotation(AnnotationSpec.builder(TIMEOUT).addMember("value", "$L", 30).build())
                .addJavadoc("\n<p>Runs in parallel with the other generated classes; its own tests run in turn, holding the\n"
                        + "lock on the method they script in the shared fake.\n")
                .addAnnotation(AnnotationSpec.builder(EXECUTION).addMember("value", "$T.CONCURRENT", EXECUTION_MODE)
                        .build())
                .addAnnotation(AnnotationSpec.builder(RESOURCE_LOCK).addMember("value", "$S",
                        "fake-bot-api:" + method.name()).build())
                .addField(FieldSpec.builder(JavaNames.SHARED_FAKE_BOT_API, "API", Modifier.STATIC, Modifier.FINAL)
                        .addAnnotation(REGISTER_EXTENSION)
                        .initializer("$T.shared()", JavaNames.SHARED_FAKE_BOT_API).build())
                .addField(FieldSpec.builder(String.class, "METHOD", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                        .initializer("$S", method.name()).build())
                .addField(FieldSpec.builder(String.class, "RESULT", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("The result the fake answers: the required fields of {@code $L}.\n",
                                resultType.toString().replace("java.lang.", "").replace("java.util.", "")
                                        .replace(Types.MODEL_PACKAGE + ".", ""))
                        .initializer("$S", result.toString()).build());
        for (Upload upload : uploads.values()) {
            type.addField(FieldSpec.builder(JavaNames.UPLOAD, upload.constant(), Modifier.PRIVATE, Modifier.STATIC,
                    Modifier.FINAL)
                    .initializer("$T.upload($T.content($S), $S)", Types.INPUT_FILE, JavaNames.SAMPLE_FILES,
                            upload.label(), upload.filename())
                    .build());
        }
        type.addMethod(requestFactory("request", basic, "The request every test sends: the required parameters."));
        type.addMethod(expectation("expectedCall", basic));
        if (references != null) {
            type.addMethod(requestFactory("requestWithFileReferences", references,
                    "The same request with every file given by reference (a file_id): no upload, so JSON."));
            type.addMethod(expectation("expectedCallWithFileReferences", references));
        }
        if (allUploads != null) {
            type.addMethod(requestFactory("requestUploadingEveryFile", allUploads,
                    "The required parameters and every optional one that can carry a file, each file uploaded."));
            type.addMethod(expectation("expectedCallUploadingEveryFile", allUploads));
        }
        type.addMethod(MethodSpec.methodBuilder("forgetEarlierCalls")
                .addAnnotation(BEFORE_EACH)
                .addStatement("API.server().forget(METHOD)")
                .build());
        type.addMethod(success());
        if (basic.onlyRequired()) {
            type.addMethod(requiredParametersOverload());
        }
        type.addMethod(apiError("badRequestBecomesBadRequestException", 400,
                "Bad Request: sample \"" + method.name() + "\" refused ✓", "BadRequestException"));
        type.addMethod(apiError("forbiddenBecomesForbiddenException", 403,
                "Forbidden: bot was blocked by the user", "ForbiddenException"));
        type.addMethod(tooManyRequests());
        int status = SERVER_ERRORS.get(index % SERVER_ERRORS.size());
        type.addMethod(apiError("serverErrorBecomesServerErrorException", status, SERVER_ERROR_TEXT.get(status),
                "ServerErrorException"));
        type.addMethod(lostConnection());
        type.addMethod(htmlErrorPage());
        type.addMethod(truncatedJson());
        type.addMethod(timeout());
        type.addMethod(reactiveSuccess());
        type.addMethod(reactiveCancellation());
        if (references != null) {
            type.addMethod(fileVariant("sendsFileReferencesAsJson", "requestWithFileReferences",
                    "expectedCallWithFileReferences"));
        }
        if (allUploads != null) {
            type.addMethod(fileVariant("uploadsEveryFile", "requestUploadingEveryFile",
                    "expectedCallUploadingEveryFile"));
        }
        return JavaFile.builder(Types.METHOD_PACKAGE, type.build())
                .addFileComment(header)
                .addStaticImport(ASSERTIONS, "assertThat")
                .addStaticImport(JUNIT_ASSERTIONS, "assertThrows")
                .skipJavaLangImports(true)
                .indent("    ")
                .build();
    }

    // ------------------------------------------------------------------------------------------- fixtures

    private MethodSpec requestFactory(String name, Sample sample, String doc) {
        return MethodSpec.methodBuilder(name)
                .addJavadoc(doc + "\n")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(request)
                .addStatement("return $L", sample.code())
                .build();
    }

    private MethodSpec expectation(String name, Sample sample) {
        return MethodSpec.methodBuilder(name)
                .addJavadoc("What Telegram must receive for that request.\n")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(JavaNames.EXPECTED_CALL)
                .addStatement("return $L", ExpectedCallCode.of(method.name(), sample))
                .build();
    }

    // ---------------------------------------------------------------------------------------------- tests

    private MethodSpec.Builder test(String name) {
        return MethodSpec.methodBuilder(name).addAnnotation(TEST);
    }

    private CodeBlock call(String bot, String requestFactory) {
        return CodeBlock.of("API.$N().$N($N())", bot, method.name(), requestFactory);
    }

    private MethodSpec success() {
        return test("returnsTheDecodedResult")
                .addStatement("API.server().stub(METHOD, $T.ok(RESULT))", JavaNames.FAKE_REPLY)
                .addCode("\n")
                .addStatement("$T result = $L", resultType, call("bot", "request"))
                .addCode("\n")
                .addCode(results.probe(CodeBlock.of("result"), resultShape, result))
                .addStatement("$T.assertEncodesAs(result, RESULT)", JavaNames.CALL_ASSERTIONS)
                .addStatement("API.verify(expectedCall())")
                .build();
    }

    private MethodSpec requiredParametersOverload() {
        return test("requiredParametersOverloadSendsTheSameCall")
                .addStatement("API.server().stub(METHOD, $T.ok(RESULT))", JavaNames.FAKE_REPLY)
                .addCode("\n")
                .addStatement("$T result = API.bot().$N($L)", resultType, method.name(), basic.requiredArguments())
                .addCode("\n")
                .addCode(results.probe(CodeBlock.of("result"), resultShape, result))
                .addStatement("API.verify(expectedCall())")
                .build();
    }

    private MethodSpec apiError(String name, int code, String description, String exception) {
        ClassName type = JavaNames.error(exception);
        return test(name)
                .addStatement("API.server().stub(METHOD, $T.error($L, $S))", JavaNames.FAKE_REPLY, code, description)
                .addCode("\n")
                .addStatement("$T e = assertThrows($T.class, () -> $L)", type, type, call("bot", "request"))
                .addCode("\n")
                .addStatement("assertThat(e.errorCode()).isEqualTo($L)", code)
                .addStatement("assertThat(e.description()).isEqualTo($S)", description)
                .addStatement("assertThat(e.methodName()).isEqualTo(METHOD)")
                .addStatement("API.assertNoToken(e)")
                .addStatement("API.verify(expectedCall())")
                .build();
    }

    private MethodSpec tooManyRequests() {
        ClassName type = JavaNames.error("TooManyRequestsException");
        return test("http429BecomesTooManyRequestsWithRetryAfter")
                .addComment("HTTP 429 with parameters.retry_after and Retry-After; the client under test does not retry")
                .addStatement("API.server().stub(METHOD, $T.tooManyRequests(7))", JavaNames.FAKE_REPLY)
                .addCode("\n")
                .addStatement("$T e = assertThrows($T.class, () -> $L)", type, type, call("bot", "request"))
                .addCode("\n")
                .addStatement("assertThat(e.errorCode()).isEqualTo(429)")
                .addStatement("assertThat(e.retryAfter()).isEqualTo($T.ofSeconds(7))", DURATION)
                .addStatement("assertThat(e.methodName()).isEqualTo(METHOD)")
                .addStatement("API.assertNoToken(e)")
                .addStatement("API.verify(expectedCall())")
                .build();
    }

    private MethodSpec lostConnection() {
        boolean reset = index % 2 == 1;
        ClassName type = JavaNames.error("TelegramNetworkException");
        return test(reset ? "resetConnectionBecomesNetworkException" : "closedConnectionBecomesNetworkException")
                .addComment("the request arrives, then the connection $L with no answer",
                        reset ? "is reset (RST)" : "closes")
                .addStatement("API.server().stub(METHOD, $T.$N())", JavaNames.FAKE_REPLY,
                        reset ? "resetConnection" : "closeConnection")
                .addCode("\n")
                .addStatement("$T e = assertThrows($T.class, () -> $L)", type, type, call("bot", "request"))
                .addCode("\n")
                .addStatement("assertThat(e.isTimeout()).isFalse()")
                .addStatement("assertThat(e.mayHaveReachedTelegram()).isTrue()")
                .addStatement("assertThat(e.methodName()).isEqualTo(METHOD)")
                .addStatement("API.assertNoToken(e)")
                .addStatement("API.verify(expectedCall())")
                .build();
    }

    private MethodSpec htmlErrorPage() {
        ClassName type = JavaNames.error("TelegramResponseException");
        return test("htmlErrorPageBecomesResponseExceptionWithABoundedExcerpt")
                .addComment("what a proxy in front of the Bot API answers when it fails: not the Bot API's JSON")
                .addStatement("API.server().stub(METHOD, $T.raw(502, $S, $T.badGatewayPage()))", JavaNames.FAKE_REPLY,
                        "text/html", JavaNames.SAMPLE_FILES)
                .addCode("\n")
                .addStatement("$T e = assertThrows($T.class, () -> $L)", type, type, call("bot", "request"))
                .addCode("\n")
                .addStatement("assertThat(e.httpStatus()).isEqualTo(502)")
                .addStatement("assertThat(e.bodyExcerpt()).contains($S).hasSizeLessThanOrEqualTo($T.MAX_EXCERPT + 3)",
                        "502 Bad Gateway", type)
                .addStatement("assertThat(e.methodName()).isEqualTo(METHOD)")
                .addStatement("API.assertNoToken(e)")
                .addStatement("API.verify(expectedCall())")
                .build();
    }

    private MethodSpec truncatedJson() {
        ClassName type = JavaNames.error("TelegramResponseException");
        return test("truncatedJsonBecomesResponseException")
                .addStatement("String truncated = $S + RESULT.substring(0, RESULT.length() / 2)", "{\"ok\":true,\"result\":")
                .addStatement("API.server().stub(METHOD, $T.status(200, truncated))", JavaNames.FAKE_REPLY)
                .addCode("\n")
                .addStatement("$T e = assertThrows($T.class, () -> $L)", type, type, call("bot", "request"))
                .addCode("\n")
                .addStatement("assertThat(e.httpStatus()).isEqualTo(200)")
                .addStatement("assertThat(e.bodyExcerpt()).startsWith($S)", "{\"ok\":true")
                .addStatement("assertThat(e.methodName()).isEqualTo(METHOD)")
                .addStatement("API.assertNoToken(e)")
                .addStatement("API.verify(expectedCall())")
                .build();
    }

    private MethodSpec timeout() {
        ClassName type = JavaNames.error("TelegramNetworkException");
        return test("slowAnswerTimesOut")
                .addComment("the answer would come after 10 s; the impatient client gives up after a few hundred ms")
                .addStatement("API.server().stub(METHOD, $T.ok(RESULT).after($T.ofSeconds(10)))", JavaNames.FAKE_REPLY,
                        DURATION)
                .addStatement("long start = System.nanoTime()")
                .addCode("\n")
                .addStatement("$T e = assertThrows($T.class, () -> $L)", type, type, call("impatientBot", "request"))
                .addCode("\n")
                .addStatement("assertThat(e.isTimeout()).isTrue()")
                .addStatement("assertThat(e.mayHaveReachedTelegram()).isTrue()")
                .addStatement("assertThat(e.methodName()).isEqualTo(METHOD)")
                .addStatement("assertThat($T.ofNanos(System.nanoTime() - start)).isLessThan($T.ofSeconds(5))", DURATION,
                        DURATION)
                .addStatement("API.assertNoToken(e)")
                .addStatement("API.assertAbandoned(API.verify(expectedCall()))")
                .build();
    }

    private MethodSpec reactiveSuccess() {
        return test("reactiveCallReturnsTheDecodedResult")
                .addStatement("API.server().stub(METHOD, $T.ok(RESULT))", JavaNames.FAKE_REPLY)
                .addCode("\n")
                .addStatement("$T result = $L.await().atMost($T.ofSeconds(10))", resultType,
                        call("reactiveBot", "request"), DURATION)
                .addCode("\n")
                .addCode(results.probe(CodeBlock.of("result"), resultShape, result))
                .addStatement("API.verify(expectedCall())")
                .build();
    }

    private MethodSpec reactiveCancellation() {
        TypeName subscriber = ParameterizedTypeName.get(UNI_ASSERT_SUBSCRIBER, resultType);
        return test("cancellingTheReactiveCallAbandonsIt")
                .addStatement("API.server().stub(METHOD, $T.ok(RESULT).after($T.ofSeconds(10)))", JavaNames.FAKE_REPLY,
                        DURATION)
                .addStatement("$T subscriber = $L.subscribe().withSubscriber($T.create())", subscriber,
                        call("reactiveBot", "request"), UNI_ASSERT_SUBSCRIBER)
                .addStatement("$T sent = API.verify(expectedCall())", JavaNames.RECORDED_REQUEST)
                .addCode("\n")
                .addStatement("subscriber.cancel()")
                .addCode("\n")
                .addStatement("API.assertAbandoned(sent)")
                .addStatement("subscriber.assertNotTerminated()")
                .build();
    }

    private MethodSpec fileVariant(String name, String requestFactory, String expectation) {
        return test(name)
                .addStatement("API.server().stub(METHOD, $T.ok(RESULT))", JavaNames.FAKE_REPLY)
                .addCode("\n")
                .addStatement("$T result = $L", resultType, call("bot", requestFactory))
                .addCode("\n")
                .addStatement("$T.assertEncodesAs(result, RESULT)", JavaNames.CALL_ASSERTIONS)
                .addStatement("API.verify($N())", expectation)
                .build();
    }
}
