package io.github.quarkustelegram.deployment.handlers;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.fasterxml.jackson.databind.JsonNode;

import io.github.quarkustelegram.callbacks.CallbackData;
import io.github.quarkustelegram.callbacks.CallbackDataCodec;
import io.github.quarkustelegram.callbacks.CallbackDataException;
import io.github.quarkustelegram.callbacks.CallbackDataStore;
import io.github.quarkustelegram.deployment.UnitTestBotApi;
import io.github.quarkustelegram.dispatch.HandlerErrorHook;
import io.github.quarkustelegram.dispatch.OnCallbackData;
import io.github.quarkustelegram.dispatch.Reply;
import io.github.quarkustelegram.dispatch.TelegramRouter;
import io.github.quarkustelegram.dispatch.UpdateContext;
import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.keyboards.InlineButtons;
import io.github.quarkustelegram.keyboards.Pages;
import io.github.quarkustelegram.model.CallbackQuery;
import io.github.quarkustelegram.model.InlineKeyboardButton;
import io.github.quarkustelegram.model.InlineKeyboardMarkup;
import io.github.quarkustelegram.model.Update;
import io.github.quarkustelegram.testing.server.FakeBotApiServerClient;
import io.github.quarkustelegram.updates.UpdateSink;
import io.quarkus.test.QuarkusUnitTest;
import io.smallrye.mutiny.Uni;

/**
 * {@code @OnCallbackData} with a {@code @CallbackData} record parameter: routed by the record's prefix, given the record
 * read back; the router's typed handlers alike; data that no longer reads is answered with a toast and fails the
 * update with a {@link CallbackDataException}.
 */
class TypedCallbackDataTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(Shop.class, Catalogue.class, ProductsPage.class, LongQuery.class,
                    MapStore.class, LongQueries.class, AddToCart.class,
                    Size.class, Page.class,
                    Search.class, RecordingHook.class, UnitTestBotApi.class))
            .overrideConfigKey("quarkus.telegram.bot.token", "31415:typed-TEST")
            .overrideConfigKey("quarkus.telegram.api.base-url", UnitTestBotApi.baseUrl())
            .overrideConfigKey("quarkus.telegram.retry.max-attempts", "1");

    static final List<String> SEEN = new CopyOnWriteArrayList<>();

    public enum Size {
        S,
        XL
    }

    // tag::typed-record[]
    @CallbackData("add")
    public record AddToCart(long productId, Size size, int quantity) {
    }
    // end::typed-record[]

    @CallbackData("page")
    public record Page(int number) {
    }

    @CallbackData("search")
    public record Search(String query) {
    }

    @CallbackData(value = "long", stored = true)
    public record LongQuery(String text) {
    }

    /** The application's store: installed at start-up in place of the in-memory one. */
    @Singleton
    public static class MapStore implements CallbackDataStore {
        static final Map<String, String> ENTRIES = new ConcurrentHashMap<>();

        @Override
        public String put(String data) {
            String key = "k" + ENTRIES.size();
            ENTRIES.put(key, data);
            return key;
        }

        @Override
        public @Nullable String get(String key) {
            return ENTRIES.get(key);
        }
    }

    public static class LongQueries {
        @OnCallbackData
        void query(LongQuery query) {
            SEEN.add("long " + query.text().length());
        }
    }

    // tag::flip-record[]
    @CallbackData("pp")
    public record ProductsPage(int page) {
    }
    // end::flip-record[]

    // tag::flip[]
    public static class Catalogue {

        static final List<String> PRODUCTS = java.util.stream.IntStream.rangeClosed(1, 25)
                .mapToObj(i -> "Product " + i).toList();

        static InlineKeyboardMarkup page(int page) {
            return Pages.of(PRODUCTS, 10, name -> InlineButtons.callback(name, "show:" + name)).columns(2)
                    .page(page, ProductsPage::new);
        }

        @OnCallbackData // a previous/next button: show that page in the same message
        Reply.Edit flip(ProductsPage page) {
            return Reply.editKeyboard(page(page.page()));
        }
    }
    // end::flip[]

    // tag::typed-handler[]
    public static class Shop {

        @OnCallbackData // no value: the parameter's @CallbackData prefix, "add:", routes the button here
        void add(AddToCart item, CallbackQuery query) {
            SEEN.add("add " + item + " by " + query.from().id());
        }
        // end::typed-handler[]

        @OnCallbackData(prefix = "page:") // explicit, and agreeing with the record
        void page(Page page) {
            SEEN.add("page " + page.number());
        }
    }

    @Singleton
    public static class RecordingHook implements HandlerErrorHook {
        @Override
        public Uni<Void> onError(UpdateContext update, Throwable failure) {
            SEEN.add("error " + ((CallbackDataException) failure).reason() + ": " + failure.getMessage());
            return Uni.createFrom().voidItem();
        }
    }

    @Inject
    UpdateSink sink;

    @Inject
    TelegramRouter router;

    FakeBotApiServerClient api;

    @BeforeEach
    void clear() {
        SEEN.clear();
        api = UnitTestBotApi.requests();
        api.forgetRequests();
    }

    private void press(String data) throws Exception {
        Update update = TelegramJson.mapper().readValue("""
                {"update_id":1,"callback_query":{"id":"q1","chat_instance":"c","data":"%s",
                "from":{"id":7,"is_bot":false,"first_name":"U"},
                "message":{"message_id":5,"date":1,"chat":{"id":42,"type":"private"},"text":"Products"}}}"""
                .formatted(data.replace("\\", "\\\\")), Update.class);
        sink.accept(update).await().atMost(Duration.ofSeconds(10));
    }

    @Test
    void aTypedHandlerGetsTheRecordItsButtonCarries() throws Exception {
        press(CallbackDataCodec.of(AddToCart.class).encode(new AddToCart(123456789L, Size.XL, 2)));
        press(CallbackDataCodec.of(Page.class).encode(new Page(3)));
        assertThat(SEEN).containsExactly("add AddToCart[productId=123456789, size=XL, quantity=2] by 7", "page 3");
    }

    @Test
    void aNextButtonEditsTheMessageToTheNextPage() throws Exception {
        InlineKeyboardMarkup first = Catalogue.page(0);
        List<InlineKeyboardButton> navigation = first.inlineKeyboard().get(first.inlineKeyboard().size() - 1);
        assertThat(navigation).extracting(InlineKeyboardButton::text).containsExactly("Next »");
        press(navigation.get(0).callbackData());
        JsonNode edit = TelegramJson.mapper().readTree(api.takeRequest("editMessageReplyMarkup").bodyText());
        assertThat(edit.get("chat_id").asLong()).isEqualTo(42);
        assertThat(edit.get("message_id").asInt()).isEqualTo(5);
        assertThat(edit.at("/reply_markup/inline_keyboard/0/0/text").asText()).isEqualTo("Product 11");
        assertThat(edit.at("/reply_markup/inline_keyboard/5/1/callback_data").asText()).isEqualTo("pp:2");
    }

    @Test
    void storedDataGoesToTheApplicationsStoreAndAnExpiredKeyIsAnswered() throws Exception {
        String data = CallbackDataCodec.of(LongQuery.class).encode(new LongQuery("x".repeat(200)));
        assertThat(data).isEqualTo("long:\\s" + "k" + (MapStore.ENTRIES.size() - 1));
        press(data);
        assertThat(SEEN).containsExactly("long 200");

        SEEN.clear();
        api.forgetRequests(); // the first press was answered for its handler
        press("long:\\sgone");
        assertThat(SEEN).containsExactly("error EXPIRED: The stored callback data of " + LongQuery.class.getName()
                + " has expired (or was never kept by this store)");
        String answer = api.takeRequest("answerCallbackQuery").bodyText();
        assertThat(TelegramJson.mapper().readTree(answer).get("text").asText()).isEqualTo("This button has expired.");
    }

    @Test
    void theRouterTakesTypedHandlersToo() throws Exception {
        // tag::router[]
        TelegramRouter.Registration registration = router.onCallbackData(Search.class, (update, search) -> {
            SEEN.add("search " + search.query());
            return Uni.createFrom().voidItem();
        });
        // end::router[]
        try {
            press(CallbackDataCodec.of(Search.class).encode(new Search("a:b\\c é")));
        } finally {
            registration.remove();
        }
        assertThat(SEEN).containsExactly("search a:b\\c é");
    }

    @Test
    void dataOfAnOlderVersionIsAnsweredAndReported() throws Exception {
        press("add:1:XXL:2");
        assertThat(SEEN).singleElement().asString()
                .startsWith("error UNREADABLE: Callback data \"add:...\" is not a " + AddToCart.class.getName())
                .contains("field size");
        String answer = api.takeRequest("answerCallbackQuery").bodyText();
        assertThat(TelegramJson.mapper().readTree(answer).get("text").asText()).isEqualTo("This button is out of date.");
        assertThat(TelegramJson.mapper().readTree(answer).get("callback_query_id").asText()).isEqualTo("q1");
    }
}
