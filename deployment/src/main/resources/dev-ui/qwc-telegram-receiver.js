import { LitElement, html, css } from 'lit';
import { JsonRpc } from 'jsonrpc';

/**
 * How updates are received (long polling or webhook, its state) and the dispatcher's load. Read again every second from the running application.
 */
export class QwcTelegramReceiver extends LitElement {

    jsonRpc = new JsonRpc(this);

    static styles = css`
        table { border-collapse: collapse; margin: 10px; }
        th, td { text-align: left; padding: 4px 12px; border-bottom: 1px solid var(--lumo-contrast-10pct); }
        th { color: var(--lumo-secondary-text-color); font-weight: normal; }
        .empty { padding: 10px; font-style: italic; }
        .failed td, .timed-out td { color: var(--lumo-error-text-color); }
    `;

    static properties = { _rows: { state: true } };

    constructor() {
        super();
        this._rows = null;
    }

    connectedCallback() {
        super.connectedCallback();
        this._refresh();
        this._timer = setInterval(() => this._refresh(), 1000);
    }

    disconnectedCallback() {
        clearInterval(this._timer);
        super.disconnectedCallback();
    }

    _refresh() {
        this.jsonRpc.receiver().then(response => { this._rows = Object.entries(response.result).map(([k, v]) => ({ name: k, value: String(v) })); });
    }

    render() {
        if (this._rows === null) {
            return html`<div class="empty">Loading...</div>`;
        }
        if (this._rows.length === 0) {
            return html`<div class="empty">Nothing to show.</div>`;
        }
        const columns = [['name', 'What'], ['value', 'Now']];
        return html`<table id="receiver">
            <tr>${columns.map(c => html`<th>${c[1]}</th>`)}</tr>
            ${this._rows.map(row => html`<tr class="${row.outcome || ''}">${columns.map(c =>
                html`<td>${row[c[0]]}</td>`)}</tr>`)}
        </table>`;
    }
}
customElements.define('qwc-telegram-receiver', QwcTelegramReceiver);
