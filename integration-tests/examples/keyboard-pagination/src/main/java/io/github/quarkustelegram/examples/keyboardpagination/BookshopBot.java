package io.github.quarkustelegram.examples.keyboardpagination;

import java.util.List;
import java.util.stream.IntStream;

import jakarta.inject.Inject;

import io.github.quarkustelegram.callbacks.CallbackData;
import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.examples.keyboardpagination.Bookshelf.Book;
import io.github.quarkustelegram.keyboards.InlineButtons;
import io.github.quarkustelegram.keyboards.InlineKeyboard;
import io.github.quarkustelegram.keyboards.Pages;
import io.github.quarkustelegram.model.InlineKeyboardMarkup;

/**
 * {@code /books}: the shelf in an inline keyboard, five books a page. Previous/next edit the same message to another
 * page; a book's button shows the book in that message, with a button back to the page it came from. Every button
 * carries a typed record; a button that went stale (its book sold, its page gone) still gets a sensible answer. A
 * pressed button's spinner stops by itself: the extension answers the callback query its handler left unanswered.
 */
public class BookshopBot {

    static final int PER_PAGE = 5;

    // tag::records[]
    /** A previous/next button: the page to show (0 is the first). */
    @CallbackData("shelf")
    public record ShelfPage(int page) {
    }

    /** A book's button: which book, and the page to go back to. Written as {@code book:<id>:<page>}. */
    @CallbackData("book")
    public record BookButton(int id, int page) {
    }
    // end::records[]

    @Inject
    Bookshelf shelf;

    // tag::pages[]
    @OnCommand("books")
    Reply books() {
        List<Book> books = shelf.all();
        return Reply.text(title(books, 0)).keyboard(keyboard(books, 0));
    }

    /** Previous/next: the same message, edited to show another page. */
    @OnCallbackData
    Reply.Edit flip(ShelfPage pressed) {
        List<Book> books = shelf.all(); // read now: the list may have changed since the keyboard was sent
        return Reply.edit(title(books, pressed.page())).keyboard(keyboard(books, pressed.page()));
    }

    static String title(List<Book> books, int page) {
        Pages<Integer> pages = pages(books);
        int shown = Math.max(0, Math.min(page, pages.count() - 1)); // as Pages shows it
        return "Books, page " + (shown + 1) + " of " + pages.count();
    }

    static InlineKeyboardMarkup keyboard(List<Book> books, int page) {
        return pages(books).page(page, ShelfPage::new);
    }

    private static Pages<Integer> pages(List<Book> books) {
        // A button per book (by its place in the list): its data knows the page it sits on, for the way back.
        return Pages.of(IntStream.range(0, books.size()).boxed().toList(), PER_PAGE,
                i -> InlineButtons.callback(books.get(i).title(), new BookButton(books.get(i).id(), i / PER_PAGE)));
    }
    // end::pages[]

    // tag::stale[]
    /** A book's button: the book, in place of the list; or, when it was sold meanwhile, a toast and a fresh page. */
    @OnCallbackData
    Reply open(BookButton pressed) {
        Book book = shelf.find(pressed.id()).orElse(null);
        if (book == null) {
            return Reply.all(Reply.toast("Sorry, that book was just sold."), flip(new ShelfPage(pressed.page())));
        }
        InlineKeyboardMarkup back = InlineKeyboard.of(
                InlineButtons.callback("« Back to page " + (pressed.page() + 1), new ShelfPage(pressed.page())));
        return Reply.edit(book.title() + " by " + book.author() + " (" + book.year() + ")").keyboard(back);
    }
    // end::stale[]
}
