import { LitElement, html, css } from 'lit';
import { JsonRpc } from 'jsonrpc';
import '@vaadin/progress-bar';
import '@vaadin/button';

/**
 * The broadcasts kept (how far each got, its rate and end, Pause/Resume/Cancel) and the scheduled messages waiting
 * for their time (Cancel), read from the running application again every second while shown.
 */
export class QwcTelegramBroadcasts extends LitElement {

    jsonRpc = new JsonRpc(this);

    static styles = css`
        :host { display: block; }
        h3 { margin: 16px 10px 4px; font-weight: normal; color: var(--lumo-secondary-text-color); }
        table { border-collapse: collapse; margin: 4px 10px 10px; }
        th, td { text-align: left; padding: 4px 12px; border-bottom: 1px solid var(--lumo-contrast-10pct);
            vertical-align: middle; }
        th { color: var(--lumo-secondary-text-color); font-weight: normal; }
        td.number { text-align: right; font-variant-numeric: tabular-nums; }
        .progress { min-width: 180px; }
        .progress vaadin-progress-bar { margin: 2px 0; }
        .percent { font-size: var(--lumo-font-size-s); color: var(--lumo-secondary-text-color); }
        .empty { padding: 10px; font-style: italic; }
        .state { font-weight: bold; }
        .RUNNING .state { color: var(--lumo-primary-text-color); }
        .PAUSED .state { color: var(--lumo-warning-text-color, #b26b00); }
        .FAILED .state, .CANCELLED .state { color: var(--lumo-error-text-color); }
        .DONE .state { color: var(--lumo-success-text-color); }
        .paid { font-size: var(--lumo-font-size-xs); margin-left: 4px; color: var(--lumo-secondary-text-color); }
        .id { font-size: var(--lumo-font-size-xs); color: var(--lumo-secondary-text-color); }
    `;

    static properties = { _broadcasts: { state: true }, _scheduled: { state: true } };

    constructor() {
        super();
        this._broadcasts = null;
        this._scheduled = null;
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
        this.jsonRpc.broadcasts().then(response => { this._broadcasts = response.result; });
        this.jsonRpc.scheduledMessages().then(response => { this._scheduled = response.result; });
    }

    render() {
        return html`
            <h3>Broadcasts</h3>
            ${this._renderBroadcasts()}
            <h3>Scheduled messages</h3>
            ${this._renderScheduled()}`;
    }

    _renderBroadcasts() {
        if (this._broadcasts === null) {
            return html`<div class="empty">Loading...</div>`;
        }
        if (this._broadcasts.length === 0) {
            return html`<div class="empty">No broadcast kept (or the application does not use broadcasts).</div>`;
        }
        return html`<table id="broadcasts">
            <tr><th>Name</th><th>Progress</th><th>Sent</th><th>Unreachable</th><th>Failed</th><th>Left</th>
                <th>Rate</th><th>Ends</th><th>State</th><th></th></tr>
            ${this._broadcasts.map(b => html`<tr class="${b.state}" data-id="${b.id}">
                <td>${b.name}${b.paid ? html`<span class="paid">paid</span>` : ''}<div class="id">${b.id}</div></td>
                <td class="progress">
                    <vaadin-progress-bar .value="${b.done}"
                        theme="${b.state === 'DONE' ? 'success' : b.state === 'FAILED' || b.state === 'CANCELLED'
                            ? 'error' : ''}"></vaadin-progress-bar>
                    <span class="percent">${b.total - b.left} of ${b.total} (${Math.round(b.done * 100)}%)</span>
                </td>
                <td class="number">${b.sent}</td>
                <td class="number">${b.unreachable}</td>
                <td class="number">${b.failed}</td>
                <td class="number">${b.left}</td>
                <td class="number">${b.perSecond}/s</td>
                <td>${this._eta(b)}</td>
                <td class="state">${b.state.toLowerCase()}</td>
                <td>${this._actions(b)}</td>
            </tr>`)}
        </table>`;
    }

    _eta(b) {
        if (b.endedAt) {
            return html`<span title="${b.endedAt}">ended ${new Date(b.endedAt).toLocaleTimeString()}</span>`;
        }
        if (!b.estimatedEnd) {
            return '';
        }
        const seconds = Math.max(0, Math.round((new Date(b.estimatedEnd) - Date.now()) / 1000));
        const left = seconds < 60 ? `${seconds} s` : seconds < 3600 ? `${Math.round(seconds / 60)} min`
            : `${(seconds / 3600).toFixed(1)} h`;
        return html`<span title="${b.estimatedEnd}">in ${left}</span>`;
    }

    _actions(b) {
        const act = (method, label, theme) => html`<vaadin-button class="${method}" theme="${theme}"
            @click="${() => this._act(method, b.id)}">${label}</vaadin-button>`;
        switch (b.state) {
            case 'RUNNING':
                return html`${act('pauseBroadcast', 'Pause', 'tertiary small')}
                    ${act('cancelBroadcast', 'Cancel', 'tertiary small error')}`;
            case 'PAUSED':
                return html`${act('resumeBroadcast', 'Resume', 'tertiary small')}
                    ${act('cancelBroadcast', 'Cancel', 'tertiary small error')}`;
            case 'PREPARING':
                return act('cancelBroadcast', 'Cancel', 'tertiary small error');
            default:
                return '';
        }
    }

    _renderScheduled() {
        if (this._scheduled === null) {
            return html`<div class="empty">Loading...</div>`;
        }
        if (this._scheduled.length === 0) {
            return html`<div class="empty">No scheduled message waits for its time.</div>`;
        }
        return html`<table id="scheduled">
            <tr><th>At</th><th>Method</th><th>Chat</th><th>Scheduled</th><th></th></tr>
            ${this._scheduled.map(m => html`<tr data-id="${m.id}">
                <td title="${m.at}">${new Date(m.at).toLocaleString()}</td>
                <td>${m.method}</td>
                <td>${m.chat}</td>
                <td title="${m.scheduledAt}">${new Date(m.scheduledAt).toLocaleString()}</td>
                <td><vaadin-button class="cancelScheduled" theme="tertiary small error"
                    @click="${() => this._act('cancelScheduled', m.id)}">Cancel</vaadin-button></td>
            </tr>`)}
        </table>`;
    }

    _act(method, id) {
        this.jsonRpc[method]({ id: id }).then(() => this._refresh());
    }
}
customElements.define('qwc-telegram-broadcasts', QwcTelegramBroadcasts);
