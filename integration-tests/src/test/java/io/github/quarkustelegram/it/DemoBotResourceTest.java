package io.github.quarkustelegram.it;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;

/** The demo bot, fed an update over HTTP as Telegram would post it. */
@QuarkusTest
class DemoBotResourceTest {

    @Test
    void greetsOnStart() {
        given().contentType(ContentType.JSON).body(Fixtures.bytes("small.json"))
                .when().post("/demo/updates")
                .then().statusCode(200).body(equalTo("Hello, Alice!"));
    }

    @Test
    void echoesOtherText() {
        given().contentType(ContentType.JSON).body(Fixtures.bytes("large.json"))
                .when().post("/demo/updates")
                .then().statusCode(200).body(equalTo("Alice said: see https://example.com and @bob too"));
    }

    @Test
    void staysSilentOnAnUpdateWithoutText() {
        given().contentType(ContentType.JSON).body("{\"update_id\":1}")
                .when().post("/demo/updates")
                .then().statusCode(204);
    }
}
