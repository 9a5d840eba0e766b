import { LitElement, html, css } from 'lit';
import { JsonRpc } from 'jsonrpc';
import '@vaadin/text-field';
import '@vaadin/integer-field';
import '@vaadin/button';

/**
 * Chat with the bot through the fake Telegram of Dev Services: type as a user, in the private chat or in a group, and
 * see what the bot answers (messages, edits, inline keyboards whose buttons can be pressed, ephemeral messages only
 * this user sees, disabled buttons, the draft the bot streams with its stop button). The conversation is read again
 * every second. What an entry shows is worked out by the server side (FakeTelegramConsole); this page only draws it.
 */
export class QwcTelegramChat extends LitElement {

    jsonRpc = new JsonRpc(this);

    static styles = css`
        .chat { display: flex; flex-direction: column; gap: 6px; padding: 10px; max-height: 60vh; overflow-y: auto; }
        .entry { max-width: 70%; padding: 6px 10px; border-radius: 10px; white-space: pre-wrap; }
        .USER { align-self: flex-end; background: var(--lumo-primary-color-10pct); }
        .BOT { align-self: flex-start; background: var(--lumo-contrast-10pct); }
        .ephemeral { border: 1px dashed var(--lumo-primary-color); background: var(--lumo-primary-color-10pct); }
        .draft { font-style: italic; opacity: 0.7; }
        .kind { font-size: var(--lumo-font-size-xxs); color: var(--lumo-secondary-text-color); }
        .buttons { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 4px; }
        .compose { display: flex; gap: 8px; align-items: baseline; padding: 10px; }
        .compose vaadin-text-field.text { flex-grow: 1; }
        .error { color: var(--lumo-error-text-color); padding: 0 10px; }
    `;

    static properties = {
        _entries: { state: true },
        _userId: { state: true },
        _firstName: { state: true },
        _chatId: { state: true },
        _text: { state: true },
        _error: { state: true }
    };

    constructor() {
        super();
        this._entries = [];
        this._userId = 1;
        this._firstName = 'Dev';
        this._chatId = '';
        this._text = '';
        this._error = null;
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

    render() {
        return html`
            <div class="compose">
                <vaadin-integer-field label="User id" min="1" .value="${String(this._userId)}"
                    @change="${e => { this._userId = Number(e.target.value) || 1; this._refresh(); }}"></vaadin-integer-field>
                <vaadin-text-field label="First name" .value="${this._firstName}"
                    @change="${e => this._firstName = e.target.value}"></vaadin-text-field>
                <vaadin-text-field label="Group id (empty: private chat)" placeholder="-1001234567890" .value="${this._chatId}"
                    @change="${e => { this._chatId = e.target.value.trim(); this._refresh(); }}"></vaadin-text-field>
                <vaadin-button theme="tertiary" @click="${this._reset}">Forget everything</vaadin-button>
            </div>
            <div class="chat">
                ${this._entries.length === 0 ? html`<i>No messages yet: say /start.</i>` : ''}
                ${this._entries.map(entry => this._renderEntry(entry))}
            </div>
            ${this._error ? html`<div class="error">${this._error}</div>` : ''}
            <div class="compose">
                <vaadin-text-field class="text" placeholder="Message" .value="${this._text}"
                    @input="${e => this._text = e.target.value}"
                    @keydown="${e => { if (e.key === 'Enter') this._send(); }}"></vaadin-text-field>
                <vaadin-button theme="primary" @click="${this._send}">Send</vaadin-button>
            </div>`;
    }

    _renderEntry(entry) {
        const keyboard = entry.keyboard || [];
        const classes = ['entry', entry.from, entry.ephemeral ? 'ephemeral' : '', entry.draft ? 'draft' : ''].join(' ');
        return html`
            <div class="${classes}">
                <div class="kind">${entry.from === 'USER' ? 'you' : 'bot'} · ${entry.kind}${entry.ephemeral
                    ? html` · only you can see this (ephemeral #${entry.ephemeralMessageId})` : ''}${entry.draft
                    ? ' · draft, being written' : ''}</div>
                ${entry.text}
                ${keyboard.length === 0 ? '' : html`<div class="buttons">
                    ${keyboard.flat().map(button => html`
                        <vaadin-button theme="small" ?disabled="${!button.pressable}"
                            title="${button.disabled ? 'Disabled by the bot: pressing it does nothing' : (button.url || '')}"
                            @click="${() => this._press(entry, button.data)}">${button.text}</vaadin-button>`)}
                </div>`}
                ${entry.canStop ? html`<div class="buttons">
                    <vaadin-button theme="small error" @click="${this._stop}">Stop</vaadin-button></div>` : ''}
            </div>`;
    }

    _params() {
        return { userId: String(this._userId), firstName: this._firstName, chatId: this._chatId };
    }

    _refresh() {
        this.jsonRpc.transcript(this._params())
            .then(response => { this._entries = response.result; })
            .catch(error => { this._error = this._describe(error); });
    }

    _send() {
        const text = this._text;
        if (!text || !text.trim()) {
            return;
        }
        this._text = '';
        this._then(this.jsonRpc.send({ ...this._params(), text: text }));
    }

    _press(entry, data) {
        this._then(this.jsonRpc.press({ ...this._params(), messageId: String(entry.messageId),
            ephemeralMessageId: String(entry.ephemeralMessageId || 0), data: data }));
    }

    _stop() {
        this._then(this.jsonRpc.stop(this._params()));
    }

    _reset() {
        this.jsonRpc.reset({}).then(() => this._refresh());
    }

    _then(call) {
        call.then(() => { this._error = null; this._refresh(); })
            .catch(error => { this._error = this._describe(error); });
    }

    _describe(error) {
        return (error && error.error && error.error.message) || String(error);
    }
}
customElements.define('qwc-telegram-chat', QwcTelegramChat);
