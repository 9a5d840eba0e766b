package io.github.quarkustelegram.keyboards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.quarkustelegram.callbacks.CallbackData;
import io.github.quarkustelegram.callbacks.CallbackDataCodec;
import io.github.quarkustelegram.model.InlineKeyboardButton;
import io.github.quarkustelegram.model.InlineKeyboardMarkup;
import io.github.quarkustelegram.model.KeyboardButtonRequestUsers;
import io.github.quarkustelegram.model.ReplyKeyboardMarkup;

class KeyboardsTest {

    @CallbackData("product")
    record Product(int id) {
    }

    // tag::page-record[]
    @CallbackData("products")
    record ProductsPage(int page) {
    }
    // end::page-record[]

    private final ObjectMapper json = new ObjectMapper();

    @Test
    void inlineKeyboardRowsAndColumns() throws Exception {
        List<InlineKeyboardButton> sizes = List.of("S", "M", "L", "XL", "XXL").stream()
                .map(size -> InlineButtons.callback(size, "size:" + size)).toList();
        // tag::inline[]
        InlineKeyboardMarkup markup = InlineKeyboard.builder()
                .row(InlineButtons.callback("Add to cart", new Product(42)),
                        InlineButtons.url("Details", "https://example.org/42"))
                .columns(3, sizes) // S M L / XL XXL
                .row(InlineButtons.webApp("Open the shop", "https://example.org/app"),
                        InlineButtons.copyText("Copy code", "SALE-42"))
                .row(InlineButtons.switchInline("Share", "42"))
                .build();
        // end::inline[]
        assertThat(markup.inlineKeyboard()).hasSize(5);
        assertThat(markup.inlineKeyboard().get(0).get(0).callbackData()).isEqualTo("product:16");
        assertThat(markup.inlineKeyboard().get(1)).extracting(InlineKeyboardButton::text).containsExactly("S", "M", "L");
        assertThat(markup.inlineKeyboard().get(2)).extracting(InlineKeyboardButton::text).containsExactly("XL", "XXL");
        assertThat(json.writeValueAsString(markup.inlineKeyboard().get(4).get(0)))
                .isEqualTo("{\"text\":\"Share\",\"switch_inline_query\":\"42\"}");
        assertThat(json.writeValueAsString(InlineButtons.pay("Pay"))).isEqualTo("{\"text\":\"Pay\",\"pay\":true}");
        assertThat(json.writeValueAsString(markup.inlineKeyboard().get(4).get(0)))
                .doesNotContain("null");
    }

    @Test
    void replyKeyboardWithItsOptions() throws Exception {
        // tag::reply[]
        ReplyKeyboardMarkup markup = ReplyKeyboard.builder()
                .row("Menu", "Cart")
                .row(ReplyButtons.requestContact("Share my phone"), ReplyButtons.requestLocation("Share my location"))
                .row(ReplyButtons.requestUsers("Pick a friend", KeyboardButtonRequestUsers.builder(1).build()))
                .resize().oneTime().persistent().placeholder("Choose")
                .build();
        // end::reply[]
        String written = json.writeValueAsString(markup);
        assertThat(written).contains("\"resize_keyboard\":true", "\"one_time_keyboard\":true",
                "\"is_persistent\":true", "\"input_field_placeholder\":\"Choose\"", "\"request_contact\":true",
                "\"request_location\":true", "\"request_users\":{\"request_id\":1}");
        assertThat(written).doesNotContain("selective");
        assertThat(json.writeValueAsString(ReplyKeyboard.remove())).isEqualTo("{\"remove_keyboard\":true}");
        assertThat(json.writeValueAsString(ReplyKeyboard.forceReply("Your name")))
                .isEqualTo("{\"force_reply\":true,\"input_field_placeholder\":\"Your name\"}");
    }

    @Test
    void mistakesAreRefused() {
        assertThatThrownBy(() -> InlineKeyboard.builder().row()).hasMessageContaining("at least one button");
        assertThatThrownBy(() -> InlineKeyboard.builder().columns(0, List.of())).hasMessageContaining("columns");
        assertThatThrownBy(() -> ReplyKeyboard.builder().placeholder("")).hasMessageContaining("1 to 64");
        assertThatThrownBy(() -> Pages.of(List.of(), 0, i -> InlineButtons.pay("x"))).hasMessageContaining("perPage");
    }

    @Test
    void pagesCarryTypedPageNumbers() {
        List<Integer> ids = IntStream.rangeClosed(1, 25).boxed().toList();
        // tag::pages[]
        Pages<Integer> pages = Pages.of(ids, 10, id -> InlineButtons.callback("Product " + id, new Product(id)))
                .columns(2);
        InlineKeyboardMarkup second = pages.page(1, ProductsPage::new); // items 11-20, then « Previous, Next »
        // end::pages[]
        assertThat(pages.count()).isEqualTo(3);
        assertThat(second.inlineKeyboard()).hasSize(6);
        assertThat(second.inlineKeyboard().get(0)).extracting(InlineKeyboardButton::text)
                .containsExactly("Product 11", "Product 12");
        List<InlineKeyboardButton> navigation = second.inlineKeyboard().get(5);
        assertThat(navigation).extracting(InlineKeyboardButton::text).containsExactly("« Previous", "Next »");
        CallbackDataCodec<ProductsPage> codec = CallbackDataCodec.of(ProductsPage.class);
        assertThat(navigation).extracting(b -> codec.decode(b.callbackData()))
                .containsExactly(new ProductsPage(0), new ProductsPage(2));

        InlineKeyboardMarkup first = pages.page(0, ProductsPage::new);
        assertThat(first.inlineKeyboard().get(5)).extracting(InlineKeyboardButton::text).containsExactly("Next »");
        InlineKeyboardMarkup last = pages.page(99, ProductsPage::new); // the list shrank: the last page
        assertThat(last.inlineKeyboard()).hasSize(4);
        assertThat(last.inlineKeyboard().get(3)).extracting(InlineKeyboardButton::text).containsExactly("« Previous");
        assertThat(Pages.of(List.of(1), 10, id -> InlineButtons.pay("x")).page(0, ProductsPage::new).inlineKeyboard())
                .hasSize(1);
    }
}
