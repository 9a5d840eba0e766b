import { LitElement, html, css } from 'lit';
import { JsonRpc } from 'jsonrpc';

/**
 * What the operations pages share: a table of rows read from the running application over JSON-RPC, again every
 * second. A page names its JSON-RPC method (rows()), its columns and what it says when there is no row.
 */
export class QwcTelegramTable extends LitElement {

    jsonRpc = new JsonRpc(this);

    static styles = css`
        table { border-collapse: collapse; margin: 10px; }
        th, td { text-align: left; padding: 4px 12px; border-bottom: 1px solid var(--lumo-contrast-10pct); }
        th { color: var(--lumo-secondary-text-color); font-weight: normal; }
        .empty { padding: 10px; font-style: italic; }
        .failed td, .timed-out td { color: var(--lumo-error-text-color); }
    `;

    static properties = { _rows: { state: true } };

    constructor(tableId, columns, emptyText) {
        super();
        this._rows = null;
        this._tableId = tableId;
        this._columns = columns;
        this._emptyText = emptyText;
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

    /** @return a promise of the rows (objects keyed by the columns' names) */
    rows() {
        return Promise.resolve([]);
    }

    _refresh() {
        this.rows().then(rows => { this._rows = rows; });
    }

    render() {
        if (this._rows === null) {
            return html`<div class="empty">Loading...</div>`;
        }
        if (this._rows.length === 0) {
            return html`<div class="empty">${this._emptyText}</div>`;
        }
        return html`<table id="${this._tableId}">
            <tr>${this._columns.map(c => html`<th>${c[1]}</th>`)}</tr>
            ${this._rows.map(row => html`<tr class="${row.outcome || ''}">${this._columns.map(c =>
                html`<td>${row[c[0]]}</td>`)}</tr>`)}
        </table>`;
    }
}
