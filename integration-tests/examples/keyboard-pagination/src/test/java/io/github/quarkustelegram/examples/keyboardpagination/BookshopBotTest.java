package io.github.quarkustelegram.examples.keyboardpagination;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.github.quarkustelegram.testing.telegram.FakeTelegramClient;
import io.github.quarkustelegram.testing.telegram.FakeUser;
import io.github.quarkustelegram.testing.telegram.InjectFakeTelegram;
import io.github.quarkustelegram.testing.telegram.TranscriptEntry;
import io.github.quarkustelegram.testing.telegram.UserAction;
import io.quarkus.test.junit.QuarkusTest;

/** The bookshop's keyboard through the fake Telegram, as a user sees it. */
@QuarkusTest
class BookshopBotTest {

    private static final Duration WAIT = Duration.ofSeconds(10);

    @InjectFakeTelegram
    FakeTelegramClient telegram;

    @Inject
    Bookshelf shelf;

    @BeforeEach
    void restock() {
        shelf.restock();
    }

    @Test
    void listsTheFirstPageWithANextButton() {
        TranscriptEntry list = telegram.user(1, "Ada").sends("/books").reply();
        assertThat(list.text()).isEqualTo("Books, page 1 of 3");
        assertThat(list.buttons()).containsExactly("Pride and Prejudice", "Frankenstein", "Moby-Dick",
                "Madame Bovary", "Great Expectations", "Next »");
        // The typed records as they travel: prefix, then the fields (numbers in base 36).
        assertThat(list.json()).contains("\"callback_data\":\"book:3:0\"", "\"callback_data\":\"shelf:1\"");
    }

    @Test
    void nextAndPreviousEditTheSameMessage() {
        FakeUser grace = telegram.user(2, "Grace");
        long listId = grace.sends("/books").reply().messageId();

        TranscriptEntry second = grace.presses("Next »").reply();
        assertThat(second.kind()).isEqualTo("editMessageText");
        assertThat(second.messageId()).isEqualTo(listId);
        assertThat(second.text()).isEqualTo("Books, page 2 of 3");
        assertThat(second.buttons()).containsExactly("War and Peace", "Middlemarch", "Anna Karenina",
                "The Brothers Karamazov", "Treasure Island", "« Previous", "Next »");
        assertThat(telegram.awaitCall("answerCallbackQuery", WAIT).text()).isEmpty(); // no toast, spinner stopped

        TranscriptEntry last = grace.presses("Next »").reply();
        assertThat(last.text()).isEqualTo("Books, page 3 of 3");
        assertThat(last.buttons()).containsExactly("Dracula", "The Time Machine", "« Previous");

        assertThat(grace.presses("« Previous").reply().text()).isEqualTo("Books, page 2 of 3");
        assertThat(telegram.transcript()).filteredOn(e -> e.chatId() == 2 && e.kind().equals("sendMessage"))
                .hasSize(1); // every page in the one message
    }

    @Test
    void aBookOpensInPlaceWithAWayBackToItsPage() {
        FakeUser linus = telegram.user(3, "Linus");
        linus.sends("/books").reply();
        linus.presses("Next »").reply();

        TranscriptEntry book = linus.presses("Anna Karenina").reply();
        assertThat(book.text()).isEqualTo("Anna Karenina by Leo Tolstoy (1878)");
        assertThat(book.buttons()).containsExactly("« Back to page 2");

        assertThat(linus.presses("« Back to page 2").reply().text()).isEqualTo("Books, page 2 of 3");
    }

    @Test
    void aSoldBookSaysSoAndShowsTheShelfAsItIsNow() {
        FakeUser barbara = telegram.user(4, "Barbara");
        barbara.sends("/books").reply();

        shelf.sell(3); // while the keyboard is on Barbara's screen
        UserAction pressed = barbara.presses("Moby-Dick");
        assertThat(telegram.awaitCall("answerCallbackQuery", WAIT).text()).isEqualTo("Sorry, that book was just sold.");
        TranscriptEntry refreshed = pressed.reply();
        assertThat(refreshed.text()).isEqualTo("Books, page 1 of 3");
        assertThat(refreshed.buttons()).containsExactly("Pride and Prejudice", "Frankenstein", "Madame Bovary",
                "Great Expectations", "War and Peace", "Next »");
    }

    @Test
    void aPageThatIsGoneShowsTheNearestOne() {
        FakeUser edsger = telegram.user(5, "Edsger");
        edsger.sends("/books").reply();
        edsger.presses("Next »").reply(); // page 2, whose "Next »" leads to page 3

        for (int id = 6; id <= 12; id++) {
            shelf.sell(id); // five books left: one page
        }
        TranscriptEntry nearest = edsger.presses("Next »").reply();
        assertThat(nearest.text()).isEqualTo("Books, page 1 of 1");
        assertThat(nearest.buttons()).containsExactly("Pride and Prejudice", "Frankenstein", "Moby-Dick",
                "Madame Bovary", "Great Expectations");
    }

    @Test
    void searchResultsFlipWithButtonsWhoseDataIsKeptOnTheServer() {
        FakeUser ada = telegram.user(6, "Ada");
        TranscriptEntry first = ada.sends("/search e").reply();
        assertThat(first.text()).isEqualTo("Titles with \"e\", page 1 of 2:\n• Pride and Prejudice\n• Frankenstein\n"
                + "• Madame Bovary\n• Great Expectations\n• War and Peace");
        assertThat(first.buttons()).containsExactly("Next »");
        assertThat(first.json()).doesNotContain("\"callback_data\":\"found:e"); // a key, not the query

        TranscriptEntry second = ada.presses("Next »").reply();
        assertThat(second.messageId()).isEqualTo(first.messageId());
        assertThat(second.text()).isEqualTo("Titles with \"e\", page 2 of 2:\n• Middlemarch\n• Anna Karenina\n"
                + "• The Brothers Karamazov\n• Treasure Island\n• The Time Machine");
        assertThat(second.buttons()).containsExactly("« Previous");
    }

    @Test
    void aSearchButtonWhoseDataIsNoLongerKeptHasExpired() {
        FakeUser grace = telegram.user(7, "Grace");
        grace.sends("/search e").reply();
        FakeUser linus = telegram.user(8, "Linus");
        linus.sends("/search a").reply();
        linus.sends("/search r").reply(); // the tests keep two search buttons: Grace's is gone

        grace.presses("Next »");
        // Answered by the extension; the handler is not called, the message stays as it was.
        assertThat(telegram.awaitCall("answerCallbackQuery", WAIT).text()).isEqualTo("This button has expired.");
        assertThat(telegram.transcript()).noneMatch(e -> e.chatId() == 7 && e.kind().equals("editMessageText"));
    }
}
