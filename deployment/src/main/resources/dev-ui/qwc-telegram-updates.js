import { QwcTelegramTable } from './qwc-telegram-table.js';

/**
 * The last 100 updates the dispatcher handled, newest first: kind, handler, outcome and how long it took.
 */
export class QwcTelegramUpdates extends QwcTelegramTable {

    constructor() {
        super('updates', [['updateId', 'Update'], ['kind', 'Kind'], ['handler', 'Handler'], ['outcome', 'Outcome'],
            ['durationMs', 'ms']], 'No update handled yet.');
    }

    rows() {
        return this.jsonRpc.liveUpdates().then(response => response.result);
    }
}
customElements.define('qwc-telegram-updates', QwcTelegramUpdates);
