import { QwcTelegramTable } from './qwc-telegram-table.js';

/**
 * The calls waiting for flood control now, by chat.
 */
export class QwcTelegramFlood extends QwcTelegramTable {

    constructor() {
        super('flood', [['chat', 'Chat'], ['waiting', 'Calls waiting']], 'No call waits for flood control.');
    }

    rows() {
        return this.jsonRpc.floodQueues().then(response => response.result);
    }
}
customElements.define('qwc-telegram-flood', QwcTelegramFlood);
