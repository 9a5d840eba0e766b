import { QwcTelegramTable } from './qwc-telegram-table.js';

/**
 * The conversations in progress (with the in-memory store): which, whose, in which state, until when.
 */
export class QwcTelegramConversations extends QwcTelegramTable {

    constructor() {
        super('conversations', [['conversation', 'Conversation'], ['key', 'Key'], ['state', 'State'], ['data', 'Data'],
            ['expiresAt', 'Expires']], "No conversation in progress (or they are kept in a store of the application's).");
    }

    rows() {
        return this.jsonRpc.conversations().then(response => response.result);
    }
}
customElements.define('qwc-telegram-conversations', QwcTelegramConversations);
