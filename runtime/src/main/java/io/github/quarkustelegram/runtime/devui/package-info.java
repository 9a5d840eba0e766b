/**
 * What the Dev UI's operations pages show (dev mode only, registered by the deployment module then): the last updates
 * and how they went, the active conversations, the flood-control queues, the receiver's state and the
 * broadcasts and scheduled messages (which it can pause, resume and cancel), read by
 * {@link io.github.quarkustelegram.runtime.devui.TelegramOperationsJsonRpcService}.
 */
@NullMarked
package io.github.quarkustelegram.runtime.devui;

import org.jspecify.annotations.NullMarked;
