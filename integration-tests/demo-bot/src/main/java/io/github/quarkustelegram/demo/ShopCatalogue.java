package io.github.quarkustelegram.demo;

import java.util.List;
import java.util.stream.IntStream;

import io.github.quarkustelegram.callbacks.CallbackData;
import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.OnCommand;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.keyboards.InlineButtons;
import io.github.quarkustelegram.keyboards.Pages;
import io.github.quarkustelegram.model.InlineKeyboardMarkup;

/**
 * {@code /shop}: a catalogue of 12 products, five per page, in a keyboard whose buttons carry typed callback data: a
 * product's button its {@link Buy} record, the previous/next buttons a {@link ShopPage}. Pressing one edits the same
 * message to another page, or answers with a toast.
 */
public class ShopCatalogue {

    static final List<String> PRODUCTS = IntStream.rangeClosed(1, 12).mapToObj(i -> "Product " + i).toList();

    /** The button of a product. */
    @CallbackData("buy")
    public record Buy(int product) {
    }

    /** A previous/next button: the page it shows. */
    @CallbackData("shop")
    public record ShopPage(int page) {
    }

    static InlineKeyboardMarkup page(int page) {
        return Pages.of(IntStream.range(0, PRODUCTS.size()).boxed().toList(), 5,
                i -> InlineButtons.callback(PRODUCTS.get(i), new Buy(i + 1)))
                .page(page, ShopPage::new);
    }

    @OnCommand("shop")
    Reply shop() {
        return Reply.text("Our products").keyboard(page(0));
    }

    @OnCallbackData
    Reply flip(ShopPage page) {
        return Reply.editKeyboard(page(page.page()));
    }

    @OnCallbackData
    Reply buy(Buy buy) {
        return Reply.toast("Product " + buy.product() + " is in your cart.");
    }
}
