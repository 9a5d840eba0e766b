package io.github.quarkustelegram.examples.keyboardpagination;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentSkipListMap;

import jakarta.enterprise.context.ApplicationScoped;

/**
 * The books on sale, by id. A book is sold while its button is still on some user's screen: the keyboard then shows
 * what no longer is, which is what the bot's stale-button handling is about.
 */
@ApplicationScoped
public class Bookshelf {

    /** One book. */
    public record Book(int id, String title, String author, int year) {
    }

    private static final List<Book> STOCK = List.of(
            new Book(1, "Pride and Prejudice", "Jane Austen", 1813),
            new Book(2, "Frankenstein", "Mary Shelley", 1818),
            new Book(3, "Moby-Dick", "Herman Melville", 1851),
            new Book(4, "Madame Bovary", "Gustave Flaubert", 1857),
            new Book(5, "Great Expectations", "Charles Dickens", 1861),
            new Book(6, "War and Peace", "Leo Tolstoy", 1869),
            new Book(7, "Middlemarch", "George Eliot", 1871),
            new Book(8, "Anna Karenina", "Leo Tolstoy", 1878),
            new Book(9, "The Brothers Karamazov", "Fyodor Dostoevsky", 1880),
            new Book(10, "Treasure Island", "Robert Louis Stevenson", 1883),
            new Book(11, "Dracula", "Bram Stoker", 1897),
            new Book(12, "The Time Machine", "H. G. Wells", 1895));

    private final Map<Integer, Book> books = new ConcurrentSkipListMap<>();

    public Bookshelf() {
        restock();
    }

    /** @return the books on sale, by id */
    public List<Book> all() {
        return List.copyOf(books.values());
    }

    /** @return the book, or empty when it was sold (or never existed) */
    public Optional<Book> find(int id) {
        return Optional.ofNullable(books.get(id));
    }

    /** Takes a book off the shelf. */
    public void sell(int id) {
        books.remove(id);
    }

    /** Puts every book back. */
    public void restock() {
        STOCK.forEach(book -> books.put(book.id(), book));
    }
}
