import { QwcTelegramTable } from './qwc-telegram-table.js';

/**
 * How updates are received (long polling or webhook, its state) and the dispatcher's load.
 */
export class QwcTelegramReceiver extends QwcTelegramTable {

    constructor() {
        super('receiver', [['name', 'What'], ['value', 'Now']], 'Nothing to show.');
    }

    rows() {
        return this.jsonRpc.receiver()
            .then(response => Object.entries(response.result).map(([k, v]) => ({ name: k, value: String(v) })));
    }
}
customElements.define('qwc-telegram-receiver', QwcTelegramReceiver);
