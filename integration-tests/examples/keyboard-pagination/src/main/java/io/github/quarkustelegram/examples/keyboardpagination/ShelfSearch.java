package io.github.quarkustelegram.examples.keyboardpagination;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import org.eclipse.microprofile.config.inject.ConfigProperty;

import io.github.quarkustelegram.callbacks.CallbackData;
import io.github.quarkustelegram.callbacks.CallbackDataStore;
import io.github.quarkustelegram.dispatch.CommandArguments;
import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.examples.keyboardpagination.Bookshelf.Book;
import io.github.quarkustelegram.keyboards.InlineButtons;
import io.github.quarkustelegram.keyboards.InlineKeyboard;
import io.github.quarkustelegram.model.InlineKeyboardButton;
import io.github.quarkustelegram.model.InlineKeyboardMarkup;

/**
 * {@code /search words}: the titles that contain them, five a page. The query is whatever the user typed, too long for
 * a button's 64 bytes, so the previous/next buttons keep their data on the server ({@code stored = true}): the button
 * carries a key. An entry no longer kept makes an expired button, which the extension answers with a toast.
 */
public class ShelfSearch {

    // tag::stored[]
    /** A search's previous/next button: the user's query and the page, kept on the server. */
    @CallbackData(value = "found", stored = true)
    public record SearchPage(String query, int page) {
    }

    /**
     * Where stored button data is kept: in memory, for an hour, the oldest going first beyond
     * {@code bookshop.search.kept-buttons}. A button whose entry is gone answers "This button has expired."
     */
    @Produces
    @Singleton
    CallbackDataStore searchButtons(@ConfigProperty(name = "bookshop.search.kept-buttons") int kept) {
        return CallbackDataStore.inMemory(kept, Duration.ofHours(1));
    }
    // end::stored[]

    @Inject
    Bookshelf shelf;

    // tag::search[]
    @OnCommand("search")
    Reply search(CommandArguments command) {
        String query = command.arguments().strip();
        if (query.isEmpty()) {
            return Reply.text("Search for what? /search dickens");
        }
        List<Book> found = found(query);
        return Reply.text(results(query, found, 0)).keyboard(flip(query, found, 0)); // none for a single page
    }

    @OnCallbackData
    Reply.Edit page(SearchPage pressed) {
        List<Book> found = found(pressed.query());
        Reply.Edit results = Reply.edit(results(pressed.query(), found, pressed.page())); // without buttons...
        InlineKeyboardMarkup flip = flip(pressed.query(), found, pressed.page());
        return flip == null ? results : results.keyboard(flip); // ...unless there is another page
    }
    // end::search[]

    private List<Book> found(String query) {
        String words = query.toLowerCase(Locale.ROOT);
        return shelf.all().stream().filter(book -> book.title().toLowerCase(Locale.ROOT).contains(words)).toList();
    }

    private static String results(String query, List<Book> found, int page) {
        int pages = pages(found);
        int shown = Math.max(0, Math.min(page, pages - 1));
        StringBuilder text = new StringBuilder("Titles with \"" + query + "\", page " + (shown + 1) + " of " + pages + ":");
        found.stream().skip((long) shown * BookshopBot.PER_PAGE).limit(BookshopBot.PER_PAGE)
                .forEach(book -> text.append("\n• ").append(book.title()));
        return found.isEmpty() ? "No title with \"" + query + "\"." : text.toString();
    }

    /** @return previous/next buttons where there is such a page; null when there is one page */
    private static InlineKeyboardMarkup flip(String query, List<Book> found, int page) {
        int shown = Math.max(0, Math.min(page, pages(found) - 1));
        List<InlineKeyboardButton> row = new ArrayList<>();
        if (shown > 0) {
            row.add(InlineButtons.callback("« Previous", new SearchPage(query, shown - 1)));
        }
        if (shown < pages(found) - 1) {
            row.add(InlineButtons.callback("Next »", new SearchPage(query, shown + 1)));
        }
        return row.isEmpty() ? null : InlineKeyboard.builder().row(row).build();
    }

    private static int pages(List<Book> found) {
        return Math.max(1, (found.size() + BookshopBot.PER_PAGE - 1) / BookshopBot.PER_PAGE);
    }
}
