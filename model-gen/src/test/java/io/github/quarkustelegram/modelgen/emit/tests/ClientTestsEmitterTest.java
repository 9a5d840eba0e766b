package io.github.quarkustelegram.modelgen.emit.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.ir.IrJson;

/**
 * The generated client tests of the bundled Bot API: one class per method, at least eight tests each, and the
 * samples and expectations that matter (JSON vs multipart, attach://, results through unions). Whether they compile
 * and pass against the real client is the runtime build's business.
 */
class ClientTestsEmitterTest {

    private static final Pattern TEST = Pattern.compile("@Test\\s");

    private static ApiSpec spec;
    private static Map<Path, String> files;
    private static int testCount;

    @BeforeAll
    static void render() {
        spec = IrJson.readBundled();
        ClientTestsEmitter emitter = new ClientTestsEmitter(spec);
        files = emitter.render();
        testCount = emitter.testCount();
    }

    @Test
    void everyMethodGetsATestClassWithAtLeastEightTests() {
        assertThat(files).hasSize(spec.methods().size()).hasSize(185);
        int counted = 0;
        for (Map.Entry<Path, String> file : files.entrySet()) {
            int tests = count(TEST, file.getValue());
            assertThat(tests).as("tests in %s", file.getKey()).isGreaterThanOrEqualTo(8);
            counted += tests;
        }
        assertThat(counted).isEqualTo(testCount).isGreaterThanOrEqualTo(185 * 8);
    }

    @Test
    void everyClassCoversEachOutcome() {
        for (Map.Entry<Path, String> file : files.entrySet()) {
            assertThat(file.getValue()).as(file.getKey().toString()).contains(
                    "void returnsTheDecodedResult()",
                    "FakeReply.error(400, ",
                    "FakeReply.error(403, ",
                    "FakeReply.tooManyRequests(7)",
                    "ServerErrorException e = assertThrows(",
                    "Connection())",
                    "FakeReply.raw(502, \"text/html\", SampleFiles.badGatewayPage())",
                    "FakeReply.status(200, truncated)",
                    "API.impatientBot()",
                    "assertThat(e.isTimeout()).isTrue()",
                    "subscriber.cancel()");
            assertThat(count(Pattern.compile("API\\.verify\\("), file.getValue()))
                    .as("every test checks the request in %s", file.getKey())
                    .isEqualTo(count(TEST, file.getValue()));
        }
    }

    @Test
    void isDeterministic() {
        assertThat(new ClientTestsEmitter(spec).render()).isEqualTo(files);
    }

    @Test
    void sendsRequiredParametersAsJsonAndChecksEachValue() {
        String test = source("SendMessage");

        assertThat(test)
                .contains("return SendMessage.builder(ChatId.of(-1001234567890L), \"sample \\\"text\\\" ✓ 🚀\").build();")
                .contains("ExpectedClientCall.json(\"sendMessage\")")
                .contains(".param(\"chat_id\", -1001234567890L)")
                .contains(".param(\"text\", \"sample \\\"text\\\" ✓ 🚀\")")
                .contains("Message result = API.bot().sendMessage(request());")
                .contains("assertThat(result.messageId()).isEqualTo(101);")
                .contains("CallAssertions.assertEncodesAs(result, RESULT);")
                .contains("Message result = API.bot().sendMessage(ChatId.of(-1001234567890L), "
                        + "\"sample \\\"text\\\" ✓ 🚀\");")
                .doesNotContain("uploadsEveryFile", "sendsFileReferencesAsJson");
    }

    @Test
    void uploadsNestedFilesAsAttachedPartsAndAlsoByReference() {
        String test = source("SendMediaGroup");

        assertThat(test)
                .contains("private static final InputFile.Upload MEDIA_1_MEDIA = InputFile.upload("
                        + "SampleFiles.content(\"media_1.media\"), \"media_1_media.mp3\");")
                .contains("List.of(InputMediaAudio.builder(MEDIA_1_MEDIA).build(), "
                        + "InputMediaAudio.builder(MEDIA_2_MEDIA).build())")
                .contains("ExpectedClientCall.multipart(\"sendMediaGroup\")")
                .contains(".paramJson(\"media\", \"[{\\\"type\\\":\\\"audio\\\",\\\"media\\\":\\\"attach://\" + "
                        + "MEDIA_1_MEDIA.attachName() + \"\\\"}")
                .contains(".attached(MEDIA_1_MEDIA)", ".attached(MEDIA_2_MEDIA)")
                .contains("void sendsFileReferencesAsJson()")
                .contains("InputMediaAudio.builder(InputFile.reference(\"sample-file-id-media_1-media\")).build()")
                .contains("void uploadsEveryFile()", ".thumbnail(MEDIA_1_THUMBNAIL)");
    }

    @Test
    void uploadsATopLevelFileAsAPartOfItsOwn() {
        assertThat(source("SendPhoto"))
                .contains("ExpectedClientCall.multipart(\"sendPhoto\")")
                .contains(".file(\"photo\", PHOTO)")
                .contains("\"photo.jpg\"");
        assertThat(source("SetWebhook"))
                .as("an optional file gets a test of its own")
                .contains("ExpectedClientCall.json(\"setWebhook\")")
                .contains("void uploadsEveryFile()")
                .contains(".certificate(CERTIFICATE)")
                .contains(".file(\"certificate\", CERTIFICATE)");
        assertThat(source("SetChatPhoto"))
                .as("a plain InputFile takes only an upload: no test sends it by reference")
                .contains(".file(\"photo\", PHOTO)")
                .doesNotContain("sendsFileReferencesAsJson", "InputFile.reference(");
    }

    @Test
    void checksUnionResultsThroughTheirMember() {
        assertThat(source("GetChatMember"))
                .contains("ChatMember result = API.bot().getChatMember(request());")
                .contains("assertThat(result).isInstanceOf(ChatMemberOwner.class);")
                .contains("assertThat(((ChatMemberOwner) result).user().id()).isEqualTo(1234567890123L);")
                .contains("\\\"status\\\":\\\"creator\\\"");
    }

    @Test
    void checksTrueListAndMessageOrTrueResults() {
        assertThat(source("SetMyCommands")).contains("Boolean result = API.bot().setMyCommands(request());",
                "assertThat(result).isTrue();", "RESULT = \"true\"");
        assertThat(source("GetUpdates")).contains("List<Update> result = API.bot().getUpdates(request());",
                "assertThat(result).hasSize(1);", "assertThat(result.get(0).updateId()).isEqualTo(101);");
        assertThat(source("EditMessageText")).contains("MessageOrTrue result = API.bot().editMessageText(request());",
                "assertThat(result).isInstanceOf(MessageOrTrue.OfMessage.class);",
                "assertThat(result.messageOrNull().messageId()).isEqualTo(101);");
    }

    @Test
    void importsTheFakesClassesFromFakeBotApiAndTheClientsFromItsOwnTestSupport() {
        assertThat(source("SendPhoto")).contains(
                "import io.github.quarkustelegram.testing.server.FakeReply;",
                "import io.github.quarkustelegram.testing.server.RecordedRequest;",
                "import io.github.quarkustelegram.testing.server.SampleFiles;",
                "import io.github.quarkustelegram.clienttests.SharedFakeBotApi;",
                "import io.github.quarkustelegram.clienttests.ExpectedClientCall;",
                "import io.github.quarkustelegram.clienttests.CallAssertions;")
                .doesNotContain("import io.github.quarkustelegram.testing.FakeReply;");
    }

    @Test
    void callsAMethodWithoutParametersWithItsEmptyRequest() {
        assertThat(source("GetMe")).contains("return new GetMe();", "ExpectedClientCall.json(\"getMe\");",
                "User result = API.bot().getMe();");
    }

    @Test
    void writesTheClassesAndRemovesStaleOnes(@TempDir Path out) throws IOException {
        Path stale = out.resolve("io/github/quarkustelegram/method/GoneClientTest.java");
        Files.createDirectories(stale.getParent());
        Files.writeString(stale, "class GoneClientTest {}");

        int written = new ClientTestsEmitter(spec).emit(out);

        assertThat(written).isEqualTo(185);
        assertThat(stale).doesNotExist();
        try (Stream<Path> all = Files.walk(out)) {
            assertThat(all.filter(Files::isRegularFile).count()).isEqualTo(185);
        }
        assertThat(out.resolve("io/github/quarkustelegram/method/SendMessageClientTest.java")).exists();
    }

    private static String source(String requestName) {
        String source = files.get(Path.of("io/github/quarkustelegram/method", requestName + "ClientTest.java"));
        assertThat(source).as("the test class of %s", requestName).isNotNull();
        return source;
    }

    private static int count(Pattern pattern, String text) {
        Matcher m = pattern.matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }
}
