import { LitElement, html, css } from 'lit';
import { JsonRpc } from 'jsonrpc';
import '@vaadin/text-field';
import '@vaadin/button';

const GROUP_ID = '-1001000000001';
const STORAGE_KEY = 'quarkus-telegram-chat';

/**
 * Chat with the bot through the fake Telegram of Dev Services, as one or several users, in their private chats or a
 * group: compact bubbles with sender and time, the bot's edits shown in place, deletions marked, media summarised,
 * inline keyboards under their message and the reply keyboard above the text field, callback answers as toasts,
 * ephemeral messages and drafts. The chat is read again every second; what it shows is worked out on the server side
 * (ChatTimeline), this page only draws it. The users and the open chat are kept in the browser's local storage, and the
 * conversation lives in the fake, which a live reload keeps: both survive a reload.
 */
export class QwcTelegramChat extends LitElement {

    jsonRpc = new JsonRpc(this);

    static styles = css`
        :host { display: flex; flex-direction: column; height: 100%; }
        .bar { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; padding: 6px 10px;
            border-bottom: 1px solid var(--lumo-contrast-10pct); }
        .bar .label { color: var(--lumo-secondary-text-color); font-size: var(--lumo-font-size-s); margin-left: 8px; }
        .tab { border: 1px solid var(--lumo-contrast-20pct); border-radius: 14px; padding: 2px 10px; cursor: pointer;
            background: none; font: inherit; font-size: var(--lumo-font-size-s); color: inherit; }
        .tab.active { background: var(--lumo-primary-color); color: var(--lumo-primary-contrast-color);
            border-color: var(--lumo-primary-color); }
        .chat { flex: 1; display: flex; flex-direction: column; gap: 4px; padding: 10px; overflow-y: auto;
            min-height: 200px; max-height: 62vh; }
        .bubble { max-width: 70%; padding: 4px 9px; border-radius: 12px; line-height: 1.3;
            word-break: break-word; font-size: var(--lumo-font-size-s); }
        /* only the message's own text keeps its line breaks: the template's indentation must not show */
        .text { white-space: pre-wrap; }
        .mine { align-self: flex-end; background: var(--lumo-primary-color-10pct); border-bottom-right-radius: 4px; }
        .theirs { align-self: flex-start; background: var(--lumo-contrast-5pct); border-bottom-left-radius: 4px; }
        .BOT { align-self: flex-start; background: var(--lumo-contrast-10pct); border-bottom-left-radius: 4px; }
        .NOTE { align-self: center; color: var(--lumo-secondary-text-color); font-size: var(--lumo-font-size-xs);
            padding: 0 6px; }
        .meta { font-size: var(--lumo-font-size-xxs); color: var(--lumo-secondary-text-color); margin-left: 8px;
            float: right; margin-top: 3px; }
        .sender { font-size: var(--lumo-font-size-xs); font-weight: 600; color: var(--lumo-primary-text-color); }
        .media { font-size: var(--lumo-font-size-xs); color: var(--lumo-secondary-text-color); }
        .media::before { content: '📎 '; }
        .deleted .text { text-decoration: line-through; opacity: 0.6; }
        .deleted-label { font-style: italic; font-size: var(--lumo-font-size-xs); color: var(--lumo-error-text-color); }
        .ephemeral { border: 1px dashed var(--lumo-primary-color); }
        .draft { font-style: italic; opacity: 0.7; }
        /* a rich message's blocks, drawn from ChatTimeline's RichView */
        .rich > * { margin: 2px 0; }
        .rich-heading { font-weight: 700; }
        .rich-heading.size1 { font-size: var(--lumo-font-size-l); }
        .rich-heading.size2 { font-size: var(--lumo-font-size-m); }
        .rich-code { white-space: pre-wrap; font-family: var(--lumo-font-family-monospace, monospace);
            background: var(--lumo-contrast-5pct); border-radius: 6px; padding: 4px 6px; }
        .rich-code[data-language]:not([data-language=''])::before { content: attr(data-language);
            display: block; font-size: var(--lumo-font-size-xxs); color: var(--lumo-secondary-text-color); }
        .rich blockquote { border-left: 3px solid var(--lumo-primary-color-50pct); margin-left: 0; padding-left: 6px; }
        .rich-list { list-style: none; padding-left: 4px; }
        .rich-list .marker { display: inline-block; min-width: 1.4em; }
        .rich-list li > div { display: inline-block; vertical-align: top; }
        .rich-table { border-collapse: collapse; }
        .rich-table td, .rich-table th { border: 1px solid var(--lumo-contrast-20pct); padding: 1px 6px; }
        .rich-thinking { color: var(--lumo-secondary-text-color); }
        .rich-thinking::before { content: '💭 '; }
        .rich code { font-family: var(--lumo-font-family-monospace, monospace); }
        .rich .spoiler { background: var(--lumo-contrast-50pct); color: transparent; }
        .rich .marked { background: var(--lumo-warning-color-10pct, #fff3b0); }
        .keyboard { display: grid; gap: 3px; margin-top: 4px; }
        .keyboard .row { display: flex; gap: 3px; }
        .keyboard button, .reply-keyboard button { flex: 1; border: 0; border-radius: 6px; padding: 3px 8px;
            background: var(--lumo-contrast-10pct); color: var(--lumo-primary-text-color); font: inherit;
            font-size: var(--lumo-font-size-xs); cursor: pointer; }
        .keyboard button[disabled] { color: var(--lumo-disabled-text-color); cursor: not-allowed; }
        .reply-keyboard { display: grid; gap: 3px; padding: 4px 10px; background: var(--lumo-contrast-5pct); }
        .reply-keyboard .row { display: flex; gap: 3px; }
        .compose { display: flex; gap: 6px; align-items: baseline; padding: 6px 10px; }
        .compose vaadin-text-field { flex-grow: 1; }
        .toast { position: fixed; left: 50%; bottom: 90px; transform: translateX(-50%); padding: 8px 14px;
            border-radius: 8px; background: var(--lumo-contrast-80pct); color: var(--lumo-base-color);
            font-size: var(--lumo-font-size-s); z-index: 10; }
        .toast.alert { background: var(--lumo-error-color); }
        .error { color: var(--lumo-error-text-color); padding: 0 10px; }
        .empty { color: var(--lumo-secondary-text-color); font-style: italic; }
    `;

    static properties = {
        _chat: { state: true },
        _users: { state: true },
        _current: { state: true },
        _group: { state: true },
        _text: { state: true },
        _toast: { state: true },
        _error: { state: true }
    };

    constructor() {
        super();
        const saved = this._load();
        this._users = saved.users;
        this._current = saved.current;
        this._group = saved.group;
        this._chat = { bubbles: [], toasts: [], replyKeyboard: [] };
        this._text = '';
        this._toast = null;
        this._error = null;
        this._toastsSeen = new Map();
    }

    connectedCallback() {
        super.connectedCallback();
        this._refresh();
        this._timer = setInterval(() => this._refresh(), 1000);
    }

    disconnectedCallback() {
        clearInterval(this._timer);
        clearTimeout(this._toastTimer);
        super.disconnectedCallback();
    }

    render() {
        const user = this._user();
        return html`
            <div class="bar">
                ${this._users.map((u, i) => html`
                    <button class="tab user ${i === this._current ? 'active' : ''}" data-user-id="${u.id}"
                        @click="${() => this._switchUser(i)}">${u.name}</button>`)}
                <button class="tab add-user" title="Another user" @click="${this._addUser}">+ user</button>
                <span class="label">chat:</span>
                <button class="tab chat-private ${this._group ? '' : 'active'}"
                    @click="${() => this._switchChat(false)}">${user.name} and the bot</button>
                <button class="tab chat-group ${this._group ? 'active' : ''}"
                    @click="${() => this._switchChat(true)}">Group</button>
                <vaadin-button theme="tertiary small" @click="${this._reset}">Forget everything</vaadin-button>
            </div>
            <div class="chat">
                ${this._chat.bubbles.length === 0 ? html`<div class="empty">No messages yet: say /start.</div>` : ''}
                ${this._chat.bubbles.map(bubble => this._renderBubble(bubble))}
            </div>
            ${this._error ? html`<div class="error">${this._error}</div>` : ''}
            ${this._renderReplyKeyboard()}
            <div class="compose">
                <vaadin-text-field class="text" placeholder="Message" .value="${this._text}"
                    @input="${e => this._text = e.target.value}"
                    @keydown="${e => { if (e.key === 'Enter') this._send(); }}"></vaadin-text-field>
                <vaadin-button class="photo" theme="tertiary" title="Send a photo, with the text as its caption"
                    @click="${this._sendPhoto}">Photo</vaadin-button>
                <vaadin-button class="send" theme="primary" @click="${this._send}">Send</vaadin-button>
            </div>
            ${this._toast ? html`<div class="toast ${this._toast.alert ? 'alert' : ''}">${this._toast.text}</div>` : ''}`;
    }

    _renderBubble(bubble) {
        if (bubble.from === 'NOTE') {
            return html`<div class="bubble NOTE">${bubble.text}</div>`;
        }
        const mine = bubble.from === 'USER' && bubble.senderId === this._user().id;
        const side = bubble.from === 'BOT' ? 'BOT' : (mine ? 'mine' : 'theirs');
        const classes = ['bubble', side, bubble.ephemeral ? 'ephemeral' : '', bubble.draft ? 'draft' : '',
            bubble.deleted ? 'deleted' : ''].join(' ');
        const keyboard = bubble.keyboard || [];
        return html`
            <div class="${classes}" data-message-id="${bubble.messageId}">
                ${mine ? '' : html`<div class="sender">${bubble.sender}</div>`}
                ${bubble.media ? html`<div class="media">${bubble.media}</div>` : ''}
                ${(bubble.rich || []).length > 0 ? this._renderRich(bubble.rich)
                    : html`<span class="text">${bubble.text}</span>`}<span class="meta">${bubble.edited ? 'edited · ' : ''}${
                    this._time(bubble.time)}${bubble.ephemeral ? ' · only you see this' : ''}${
                    bubble.draft ? ' · writing…' : ''}</span>
                ${bubble.deleted ? html`<div class="deleted-label">deleted by the bot</div>` : ''}
                ${keyboard.length === 0 || bubble.deleted ? '' : html`<div class="keyboard">
                    ${keyboard.map(row => html`<div class="row">${row.map(button => html`
                        <button ?disabled="${!button.pressable}"
                            title="${button.disabled ? 'Disabled by the bot: pressing it does nothing' : (button.url || '')}"
                            @click="${() => this._press(bubble, button.data)}">${button.text}</button>`)}</div>`)}
                </div>`}
                ${bubble.canStop ? html`<div class="keyboard"><div class="row">
                    <button class="stop" @click="${this._stop}">Stop</button></div></div>` : ''}
            </div>`;
    }

    /** A rich message's blocks: every text goes through Lit's escaping, links are the server's checked ones. */
    _renderRich(blocks) {
        return html`<div class="rich">${blocks.map(block => this._renderBlock(block))}</div>`;
    }

    _renderBlock(block) {
        switch (block.kind) {
            case 'heading':
                return html`<div class="rich-heading size${block.size}">${this._renderSpans(block.spans)}</div>`;
            case 'code':
                return html`<pre class="rich-code" data-language="${block.language}">${block.text}</pre>`;
            case 'quote':
                return html`<blockquote>${block.blocks.map(inner => this._renderBlock(inner))}${
                    block.credit ? html`<div class="credit">— ${block.credit}</div>` : ''}</blockquote>`;
            case 'list':
                return html`<ul class="rich-list">${block.items.map(item => html`<li><span class="marker">${
                    item.marker}</span><div>${item.blocks.map(inner => this._renderBlock(inner))}</div></li>`)}</ul>`;
            case 'table':
                return html`<table class="rich-table">${block.rows.map(row => html`<tr>${row.map(cell => cell.header
                    ? html`<th style="text-align: ${cell.align}">${this._renderSpans(cell.spans)}</th>`
                    : html`<td style="text-align: ${cell.align}">${this._renderSpans(cell.spans)}</td>`)}</tr>`)}</table>`;
            case 'divider':
                return html`<hr>`;
            case 'thinking':
                return html`<div class="rich-thinking">${block.text || 'Thinking…'}</div>`;
            default:
                return html`<div class="rich-paragraph">${this._renderSpans(block.spans)}</div>`;
        }
    }

    _renderSpans(spans) {
        return (spans || []).map(span => {
            let out = html`${span.text}`;
            for (const style of span.styles) {
                switch (style) {
                    case 'bold': out = html`<b>${out}</b>`; break;
                    case 'italic': out = html`<i>${out}</i>`; break;
                    case 'underline': out = html`<u>${out}</u>`; break;
                    case 'strikethrough': out = html`<s>${out}</s>`; break;
                    case 'code': out = html`<code>${out}</code>`; break;
                    case 'subscript': out = html`<sub>${out}</sub>`; break;
                    case 'superscript': out = html`<sup>${out}</sup>`; break;
                    default: out = html`<span class="${style}">${out}</span>`;
                }
            }
            return span.url ? html`<a href="${span.url}" target="_blank" rel="noopener noreferrer">${out}</a>` : out;
        });
    }

    _renderReplyKeyboard() {
        const rows = this._chat.replyKeyboard || [];
        if (rows.length === 0) {
            return '';
        }
        return html`<div class="reply-keyboard">${rows.map(row => html`<div class="row">${row.map(text => html`
            <button @click="${() => this._sendText(text)}">${text}</button>`)}</div>`)}</div>`;
    }

    _time(seconds) {
        if (!seconds) {
            return '';
        }
        return new Date(seconds * 1000).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
    }

    _user() {
        return this._users[this._current] || this._users[0];
    }

    _params() {
        const user = this._user();
        return { userId: String(user.id), firstName: user.name, chatId: this._group ? GROUP_ID : '' };
    }

    _refresh() {
        const chatKey = this._params().userId + '/' + this._params().chatId;
        this.jsonRpc.chat(this._params())
            .then(response => {
                const chat = response.result;
                const grew = chat.bubbles.length !== this._chat.bubbles.length;
                this._chat = chat;
                this._showNewToast(chatKey, chat.toasts || []);
                if (grew) {
                    this.updateComplete.then(() => this._scrollToEnd());
                }
            })
            .catch(error => { this._error = this._describe(error); });
    }

    /** A toast once per callback answer: the first read of a chat only remembers those already given. */
    _showNewToast(chatKey, toasts) {
        const last = toasts.length === 0 ? 0 : toasts[toasts.length - 1].sequence;
        if (!this._toastsSeen.has(chatKey)) {
            this._toastsSeen.set(chatKey, last);
            return;
        }
        const fresh = toasts.filter(t => t.sequence > this._toastsSeen.get(chatKey));
        this._toastsSeen.set(chatKey, last);
        if (fresh.length > 0) {
            this._toast = fresh[fresh.length - 1];
            clearTimeout(this._toastTimer);
            this._toastTimer = setTimeout(() => { this._toast = null; }, 4000);
        }
    }

    _scrollToEnd() {
        const chat = this.renderRoot.querySelector('.chat');
        if (chat) {
            chat.scrollTop = chat.scrollHeight;
        }
    }

    _send() {
        const text = this._text;
        if (!text || !text.trim()) {
            return;
        }
        this._text = '';
        this._sendText(text);
    }

    _sendText(text) {
        this._then(this.jsonRpc.send({ ...this._params(), text: text }));
    }

    _sendPhoto() {
        const caption = this._text;
        this._text = '';
        this._then(this.jsonRpc.sendPhoto({ ...this._params(), text: caption || '' }));
    }

    _press(bubble, data) {
        this._then(this.jsonRpc.press({ ...this._params(), messageId: String(bubble.messageId),
            ephemeralMessageId: String(bubble.ephemeralMessageId || 0), data: data }));
    }

    _stop() {
        this._then(this.jsonRpc.stop(this._params()));
    }

    _reset() {
        this.jsonRpc.reset({}).then(() => { this._toastsSeen.clear(); this._refresh(); });
    }

    _switchUser(index) {
        this._current = index;
        this._save();
        this._refresh();
    }

    _switchChat(group) {
        this._group = group;
        this._save();
        this._refresh();
    }

    _addUser() {
        const id = Math.max(...this._users.map(u => u.id)) + 1;
        const name = window.prompt('First name of the new user', 'User ' + id);
        if (!name || !name.trim()) {
            return;
        }
        this._users = [...this._users, { id: id, name: name.trim() }];
        this._switchUser(this._users.length - 1);
    }

    _load() {
        try {
            const saved = JSON.parse(window.localStorage.getItem(STORAGE_KEY));
            if (saved && Array.isArray(saved.users) && saved.users.length > 0) {
                return saved;
            }
        } catch (ignored) {
            // a fresh start
        }
        return { users: [{ id: 1, name: 'Dev' }, { id: 2, name: 'Ada' }], current: 0, group: false };
    }

    _save() {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(
            { users: this._users, current: this._current, group: this._group }));
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
