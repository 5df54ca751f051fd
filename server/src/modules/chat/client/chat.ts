import { CHAT_STRINGS } from './strings.js';

/**
 * The member's side of the site's live chat (served at /chat/room with a ticket): the
 * conversation, refreshed every 3 s, and a form to write. No inline script: the CSP is
 * script-src 'self'. Text is set with textContent, never as html.
 */
interface Message {
  id: number;
  sender: 'MEMBER' | 'OPERATOR';
  body: string;
  createdAt: number;
}
interface Envelope<T> {
  success: boolean;
  value: T;
  message?: string;
}

const params = new URLSearchParams(location.search);
const ticket = params.get('ticket') ?? '';
const s = CHAT_STRINGS[document.body.dataset.lang ?? 'EN'] ?? CHAT_STRINGS.EN!;
const app = document.getElementById('app') as HTMLElement;
document.documentElement.style.setProperty('--chat-accent', document.body.dataset.color ?? '#f5b301');

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, cls?: string, text?: string): HTMLElementTagNameMap[K] => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
};

const header = el('header', 'head');
header.append(el('h1', undefined, document.body.dataset.title || s.title));
// inside the site's chat window, whose bar already names the chat, the page's own bar is left out
if (window.top !== window.self) header.hidden = true;
const log = el('ol', 'log');
log.setAttribute('aria-live', 'polite');
const empty = el('p', 'empty', s.empty);
const status = el('p', 'status');
status.setAttribute('role', 'alert');
const form = el('form', 'compose');
const input = el('input');
input.type = 'text';
input.name = 'body';
input.maxLength = 1000;
input.placeholder = s.placeholder;
input.setAttribute('aria-label', s.placeholder);
input.autocomplete = 'off';
const send = el('button', undefined, s.send);
send.type = 'submit';
form.append(input, send);
app.append(header, empty, log, status, form);
app.removeAttribute('aria-busy');

let shown = -1;
function render(messages: Message[]) {
  empty.hidden = messages.length > 0;
  const last = messages.at(-1)?.id ?? 0;
  if (last === shown) return;
  shown = last;
  log.replaceChildren(
    ...messages.map((m) => {
      const li = el('li', m.sender === 'MEMBER' ? 'mine' : 'theirs');
      li.append(el('span', 'who', m.sender === 'MEMBER' ? s.you : s.support), el('p', 'body', m.body));
      const time = el('time', undefined, new Date(m.createdAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }));
      time.dateTime = new Date(m.createdAt).toISOString();
      li.append(time);
      return li;
    }),
  );
  log.lastElementChild?.scrollIntoView({ block: 'end' });
}

let over = false;
function end() {
  over = true;
  status.textContent = s.over;
  input.disabled = true;
  send.disabled = true;
}

async function refresh() {
  if (over) return;
  const res = await fetch(`/chat/api/messages?ticket=${encodeURIComponent(ticket)}`, { credentials: 'same-origin' });
  if (res.status === 401) return end();
  const env = (await res.json()) as Envelope<{ messages: Message[] }>;
  if (env.success) render(env.value.messages);
}

form.addEventListener('submit', (e) => {
  e.preventDefault();
  const body = input.value.trim();
  if (!body || over) return;
  send.disabled = true;
  void fetch('/chat/api/messages', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ticket, body }),
  })
    .then(async (res) => {
      if (res.status === 401) return end();
      if (!res.ok) throw new Error(String(res.status));
      input.value = '';
      status.textContent = '';
      await refresh();
    })
    .catch(() => {
      status.textContent = s.failed;
    })
    .finally(() => {
      if (!over) send.disabled = false;
    });
});

if (document.body.dataset.live === '1') {
  void refresh();
  setInterval(() => void refresh().catch(() => undefined), 3000);
} else {
  empty.hidden = true;
  end();
}
