package io.github.quarkustelegram.examples.assistant;

import jakarta.enterprise.context.ApplicationScoped;

import dev.langchain4j.service.MemoryId;
import dev.langchain4j.service.SystemMessage;
import dev.langchain4j.service.UserMessage;
import io.quarkiverse.langchain4j.RegisterAiService;
import io.smallrye.mutiny.Multi;

/**
 * The language model, as quarkus-langchain4j makes it a bean: the model configured under
 * {@code quarkus.langchain4j.openai.*}, the chat's memory from {@link SessionChatMemoryStore}. Application-scoped, not
 * request-scoped (quarkus-langchain4j's default, whose memory ends with the request): one service for every chat, each
 * chat's memory found by its {@code @MemoryId}.
 */
// tag::service[]
@RegisterAiService
@ApplicationScoped
public interface Assistant {

    @SystemMessage("""
            You are a helpful assistant in a Telegram chat. Answer briefly in Markdown: short paragraphs, lists and
            tables when they help, code in fenced blocks with their language.""")
    Multi<String> answer(@MemoryId long chatId, @UserMessage String question);
}
// end::service[]
