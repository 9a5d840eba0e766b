package io.github.quarkustelegram.examples.keyboardpagination;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import jakarta.inject.Inject;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.quarkus.test.junit.QuarkusTest;

/** The bookshop's keyboard through the fake Telegram, as a user sees it. */
@QuarkusTest
class BookshopBotTest {

    private static final Duration WAIT = Duration.ofSeconds(10);

    @ConfigProperty(name = "quarkus.telegram.api.base-url")
    String telegramUrl;

    @Inject
    Bookshelf shelf;

    private FakeTelegramClient telegram;

    @BeforeEach
    void connect() {
        telegram = FakeTelegramClient.connect(telegramUrl);
        shelf.restock();
    }

    @Test
    void listsTheFirstPageWithANextButton() {
        telegram.user(1, "Ada").sends("/books");
        TranscriptEntry list = telegram.awaitReply(1);
        assertThat(list.text()).isEqualTo("Books, page 1 of 3");
        assertThat(list.buttons()).containsExactly("Pride and Prejudice", "Frankenstein", "Moby-Dick",
                "Madame Bovary", "Great Expectations", "Next »");
        // The typed records as they travel: prefix, then the fields (numbers in base 36).
        assertThat(list.json()).contains("\"callback_data\":\"book:3:0\"", "\"callback_data\":\"shelf:1\"");
    }

    @Test
    void nextAndPreviousEditTheSameMessage() {
        FakeUser grace = telegram.user(2, "Grace");
        grace.sends("/books");
        long listId = telegram.awaitReply(2).messageId();

        grace.presses("Next »");
        TranscriptEntry second = telegram.awaitReply(2);
        assertThat(second.kind()).isEqualTo("editMessageText");
        assertThat(second.messageId()).isEqualTo(listId);
        assertThat(second.text()).isEqualTo("Books, page 2 of 3");
        assertThat(second.buttons()).containsExactly("War and Peace", "Middlemarch", "Anna Karenina",
                "The Brothers Karamazov", "Treasure Island", "« Previous", "Next »");
        assertThat(telegram.awaitCall("answerCallbackQuery", WAIT).text()).isEmpty(); // no toast, spinner stopped

        grace.presses("Next »");
        TranscriptEntry last = telegram.awaitReply(2);
        assertThat(last.text()).isEqualTo("Books, page 3 of 3");
        assertThat(last.buttons()).containsExactly("Dracula", "The Time Machine", "« Previous");

        grace.presses("« Previous");
        assertThat(telegram.awaitReply(2).text()).isEqualTo("Books, page 2 of 3");
        assertThat(telegram.transcript()).filteredOn(e -> e.chatId() == 2 && e.kind().equals("sendMessage"))
                .hasSize(1); // every page in the one message
    }

    @Test
    void aBookOpensInPlaceWithAWayBackToItsPage() {
        FakeUser linus = telegram.user(3, "Linus");
        linus.sends("/books");
        telegram.awaitReply(3);
        linus.presses("Next »");
        telegram.awaitReply(3);

        linus.presses("Anna Karenina");
        TranscriptEntry book = telegram.awaitReply(3);
        assertThat(book.text()).isEqualTo("Anna Karenina by Leo Tolstoy (1878)");
        assertThat(book.buttons()).containsExactly("« Back to page 2");

        linus.presses("« Back to page 2");
        assertThat(telegram.awaitReply(3).text()).isEqualTo("Books, page 2 of 3");
    }

    @Test
    void aSoldBookSaysSoAndShowsTheShelfAsItIsNow() {
        FakeUser barbara = telegram.user(4, "Barbara");
        barbara.sends("/books");
        telegram.awaitReply(4);

        shelf.sell(3); // while the keyboard is on Barbara's screen
        barbara.presses("Moby-Dick");
        assertThat(telegram.awaitCall("answerCallbackQuery", WAIT).text()).isEqualTo("Sorry, that book was just sold.");
        TranscriptEntry refreshed = telegram.awaitReply(4);
        assertThat(refreshed.text()).isEqualTo("Books, page 1 of 3");
        assertThat(refreshed.buttons()).containsExactly("Pride and Prejudice", "Frankenstein", "Madame Bovary",
                "Great Expectations", "War and Peace", "Next »");
    }

    @Test
    void aPageThatIsGoneShowsTheNearestOne() {
        FakeUser edsger = telegram.user(5, "Edsger");
        edsger.sends("/books");
        telegram.awaitReply(5);
        edsger.presses("Next »");
        telegram.awaitReply(5); // page 2, whose "Next »" leads to page 3

        for (int id = 6; id <= 12; id++) {
            shelf.sell(id); // five books left: one page
        }
        edsger.presses("Next »");
        TranscriptEntry nearest = telegram.awaitReply(5);
        assertThat(nearest.text()).isEqualTo("Books, page 1 of 1");
        assertThat(nearest.buttons()).containsExactly("Pride and Prejudice", "Frankenstein", "Moby-Dick",
                "Madame Bovary", "Great Expectations");
    }

    @Test
    void searchResultsFlipWithButtonsWhoseDataIsKeptOnTheServer() {
        FakeUser ada = telegram.user(6, "Ada");
        ada.sends("/search e");
        TranscriptEntry first = telegram.awaitReply(6);
        assertThat(first.text()).isEqualTo("Titles with \"e\", page 1 of 2:\n• Pride and Prejudice\n• Frankenstein\n"
                + "• Madame Bovary\n• Great Expectations\n• War and Peace");
        assertThat(first.buttons()).containsExactly("Next »");
        assertThat(first.json()).doesNotContain("\"callback_data\":\"found:e"); // a key, not the query

        ada.presses("Next »");
        TranscriptEntry second = telegram.awaitReply(6);
        assertThat(second.messageId()).isEqualTo(first.messageId());
        assertThat(second.text()).isEqualTo("Titles with \"e\", page 2 of 2:\n• Middlemarch\n• Anna Karenina\n"
                + "• The Brothers Karamazov\n• Treasure Island\n• The Time Machine");
        assertThat(second.buttons()).containsExactly("« Previous");
    }

    @Test
    void aSearchButtonWhoseDataIsNoLongerKeptHasExpired() {
        FakeUser grace = telegram.user(7, "Grace");
        grace.sends("/search e");
        telegram.awaitReply(7);
        FakeUser linus = telegram.user(8, "Linus");
        linus.sends("/search a");
        telegram.awaitReply(8);
        linus.sends("/search r"); // the tests keep two search buttons: Grace's is gone
        telegram.awaitReply(8);

        grace.presses("Next »");
        // Answered by the extension; the handler is not called, the message stays as it was.
        assertThat(telegram.awaitCall("answerCallbackQuery", WAIT).text()).isEqualTo("This button has expired.");
        assertThat(telegram.transcript()).noneMatch(e -> e.chatId() == 7 && e.kind().equals("editMessageText"));
    }
}
