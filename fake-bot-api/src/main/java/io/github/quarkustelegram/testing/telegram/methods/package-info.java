/**
 * The Bot API methods the fake answers from its world, an area per class ({@link SendMethods}, {@link EditMethods},
 * {@link ChatMethods}, {@link Polls}, {@link StarPayments}, {@link InlineMode}), registered by name in
 * {@link BotMethods}; {@link BotMessages} makes and stores the bot's messages for every area that sends. Internal to
 * the fake.
 */
package io.github.quarkustelegram.testing.telegram.methods;
