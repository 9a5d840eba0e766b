package io.github.quarkustelegram.modelgen.audit;

import static io.github.quarkustelegram.modelgen.scrape.MiniPage.row;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.modelgen.ir.ApiSpec;
import io.github.quarkustelegram.modelgen.scrape.BotApiPageScraper;
import io.github.quarkustelegram.modelgen.scrape.MiniPage;

/** Each case is a page the emitter could only handle by guessing; the audit must stop and name the culprit. */
class SpecAuditTest {

    private static MiniPage validBase() {
        return new MiniPage()
                .type("Update", "An update.", row("update_id", "Integer", "Id"),
                        row("message", "<a href=\"#message\">Message</a>", "<em>Optional</em>. New message"))
                .type("Message", "A message.", row("message_id", "Integer", "Id"), row("date", "Integer", "Date"))
                .method("sendMessage", "On success, the sent <a href=\"#message\">Message</a> is returned.",
                        row("chat_id", "Integer or String", "Yes", "Target chat"),
                        row("text", "String", "Yes", "Text"));
    }

    @Test
    void aValidPagePasses() {
        ApiSpec spec = BotApiPageScraper.scrape(validBase().document());
        assertThat(SpecAudit.problems(spec)).isEmpty();
        SpecAudit.check(spec);
    }

    @Test
    void unknownTypeIsNamed() {
        ApiSpec spec = BotApiPageScraper.scrape(validBase()
                .type("Story", "A story.", row("chat", "<a href=\"#chat\">Chat</a>", "Chat that posted the story"))
                .document());

        assertThatThrownBy(() -> SpecAudit.check(spec)).isInstanceOf(SpecAudit.AuditException.class)
                .hasMessageContaining("Story.chat: unknown type 'Chat'");
    }

    @Test
    void unparseableReturnIsNamed() {
        ApiSpec spec = BotApiPageScraper.scrape(validBase()
                .method("frobnicate", "Use this method to frobnicate a chat. The outcome is delivered by carrier pigeon.",
                        row("chat_id", "Integer or String", "Yes", "Target chat"))
                .document());

        assertThat(SpecAudit.problems(spec)).singleElement().asString()
                .startsWith("method frobnicate: return type not understood from its description")
                .contains("carrier pigeon");
    }

    @Test
    void unionMemberWithoutDiscriminatorIsNamed() {
        ApiSpec spec = BotApiPageScraper.scrape(validBase()
                .union("ChatMember", "It can be one of the following:", "ChatMemberOwner", "ChatMemberMember",
                        "ChatMemberGhost")
                .type("ChatMemberOwner", "Owner.", row("status", "String", "The member's status, always “creator”"))
                .type("ChatMemberMember", "Member.", row("status", "String", "The member's status, always “member”"))
                .type("ChatMemberGhost", "Ghost.", row("status", "String", "The member's status in the chat"))
                .document());

        assertThat(SpecAudit.problems(spec)).containsExactly("union ChatMember -> ChatMemberGhost: member has no "
                + "discriminator value for 'status' (the page should say: always “value” or must be value)");
    }

    @Test
    void membersSharingADiscriminatorWithoutOwnFieldAreNamed() {
        ApiSpec spec = BotApiPageScraper.scrape(validBase()
                .union("Result", "It can be one of the following:", "ResultPhoto", "ResultOtherPhoto")
                .type("ResultPhoto", "Photo.", row("type", "String", "Type, must be <em>photo</em>"),
                        row("url", "String", "URL"))
                .type("ResultOtherPhoto", "Photo too.", row("type", "String", "Type, must be <em>photo</em>"),
                        row("url", "String", "URL"))
                .document());

        assertThat(SpecAudit.problems(spec)).hasSize(2).allMatch(p -> p.contains("shares 'type' = \"photo\""));
    }

    @Test
    void unnamedInlineUnionIsNamed() {
        ApiSpec spec = BotApiPageScraper.scrape(validBase()
                .type("Sticker", "A sticker.", row("file_id", "String", "Id"))
                .type("Animation", "An animation.", row("file_id", "String", "Id"))
                .method("sendThing", "Returns True on success.",
                        row("thing", "<a href=\"#sticker\">Sticker</a> or <a href=\"#animation\">Animation</a>", "Yes",
                                "The thing"))
                .document());

        assertThat(SpecAudit.problems(spec)).containsExactly("sendThing.thing: 'Sticker or Animation' matches no union;"
                + " give this member set a name in SyntheticUnionNames, or it would become Object");
    }

    /** What Bot API 10.3 did to InputRichMessageMedia.media: a named inline set grows by one member. */
    @Test
    void aNamedInlineUnionThatGrowsPointsAtItsOldName() {
        MiniPage page = validBase();
        List<String> members = List.of("InputMediaAnimation", "InputMediaAudio", "InputMediaPhoto", "InputMediaSticker",
                "InputMediaVideo", "InputMediaVoiceNote");
        for (String member : members) {
            page.type(member, "Media.", row("media", "String", "File"));
        }
        String column = String.join(" or ", members.stream()
                .map(m -> "<a href=\"#" + m.toLowerCase(java.util.Locale.ROOT) + "\">" + m + "</a>").toList());
        ApiSpec spec = BotApiPageScraper.scrape(page.method("sendRich", "Returns True on success.",
                row("media", column, "Yes", "The media")).document());

        assertThat(SpecAudit.problems(spec)).singleElement().asString()
                .startsWith("sendRich.media: 'InputMediaAnimation or InputMediaAudio or InputMediaPhoto or "
                        + "InputMediaSticker or InputMediaVideo or InputMediaVoiceNote' matches no union;")
                .endsWith("(nearest named set: InputRichMedia (InputMediaAnimation, InputMediaAudio, InputMediaPhoto,"
                        + " InputMediaVideo, InputMediaVoiceNote): the page adds InputMediaSticker)");
    }

    @Test
    void alternativesOfMixedKindsWouldBeObject() {
        ApiSpec spec = BotApiPageScraper.scrape(validBase()
                .method("setThing", "Returns True on success.",
                        row("value", "Integer or <a href=\"#message\">Message</a>", "Yes", "The value"))
                .document());

        assertThat(SpecAudit.problems(spec)).containsExactly(
                "setThing.value: 'INTEGER or Message' mixes kinds that no Java type covers; it would become Object");
    }

    @Test
    void resultWithoutJavaTypeIsNamed() {
        ApiSpec spec = BotApiPageScraper.scrape(validBase()
                .method("getThing", "On success, the <a href=\"#message\">Message</a> is returned, otherwise a String"
                        + " is returned.")
                .document());

        assertThat(SpecAudit.problems(spec)).containsExactly("method getThing: result 'Message or STRING' has no Java"
                + " type (only 'Message or True' has one); it would become Object");
    }

    @Test
    void everyProblemIsReportedAtOnce() {
        ApiSpec spec = BotApiPageScraper.scrape(validBase()
                .type("Story", "A story.", row("chat", "<a href=\"#chat\">Chat</a>", "Chat"))
                .method("frobnicate", "Frobnicates.")
                .document());

        SpecAudit.AuditException e = org.junit.jupiter.api.Assertions.assertThrows(SpecAudit.AuditException.class,
                () -> SpecAudit.check(spec));
        assertThat(e.problems()).hasSize(2);
        assertThat(e.getMessage()).startsWith("The Bot API model cannot be generated without guessing (2 problems)");
        assertThat(List.of(e.getMessage().split("\n"))).hasSize(3);
    }
}
