package io.github.quarkustelegram.it;

import java.io.IOException;

import jakarta.inject.Inject;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import io.github.quarkustelegram.json.TelegramJson;
import io.github.quarkustelegram.model.Update;

/**
 * Stands in for the extension's webhook until it exists: takes an Update as Telegram posts it,
 * decodes it with the model's own mapper and returns what the demo bot would answer.
 */
@Path("/demo/updates")
public class DemoBotResource {

    @Inject
    DemoBot bot;

    // Takes the body as bytes, whatever its content type: the model's mapper decodes it, not JAX-RS.
    @POST
    @Produces(MediaType.TEXT_PLAIN)
    public Response receive(byte[] body) throws IOException {
        Update update = TelegramJson.mapper().readValue(body, Update.class);
        String answer = bot.answer(update);
        return answer == null ? Response.noContent().build() : Response.ok(answer).build();
    }
}
