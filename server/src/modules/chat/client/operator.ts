/**
 * The operator's page of the live chat (dev only, /dev/chat/operator?merchant=demo): the
 * merchant's conversations with their unread counts, one conversation, and a reply form.
 */
interface Thread {
  customerId: number;
  account: string;
  unread: number;
  lastAt: number | null;
}
interface Message {
  id: number;
  sender: 'MEMBER' | 'OPERATOR';
  body: string;
  createdAt: number;
}

const merchant = new URLSearchParams(location.search).get('merchant') ?? 'demo';
const app = document.getElementById('app') as HTMLElement;
const el = <K extends keyof HTMLElementTagNameMap>(tag: K, cls?: string, text?: string): HTMLElementTagNameMap[K] => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
};

const title = el('h1', 'head', `Live chat operator: ${merchant}`);
const threads = el('ul', 'threads');
threads.setAttribute('aria-label', 'Conversations');
const log = el('ol', 'log');
const form = el('form', 'compose');
const input = el('input');
input.setAttribute('aria-label', 'Reply');
input.placeholder = 'Reply';
input.maxLength = 1000;
const send = el('button', undefined, 'Send');
send.type = 'submit';
form.append(input, send);
form.hidden = true;
app.append(title, threads, log, form);

let current: number | null = null;
const q = `merchant=${encodeURIComponent(merchant)}`;
const get = async <T>(url: string): Promise<T> => ((await (await fetch(url)).json()) as { value: T }).value;

async function loadThreads() {
  const list = await get<Thread[]>(`/dev/chat/threads?${q}`);
  threads.replaceChildren(
    ...list.map((t) => {
      const li = el('li');
      const b = el('button', t.customerId === current ? 'active' : undefined, `${t.account}${t.unread ? ` (${t.unread})` : ''}`);
      b.type = 'button';
      b.addEventListener('click', () => {
        current = t.customerId;
        form.hidden = false;
        void loadMessages();
      });
      li.append(b);
      return li;
    }),
  );
}

async function loadMessages() {
  if (current === null) return;
  const list = await get<Message[]>(`/dev/chat/threads/${current}/messages?${q}`);
  log.replaceChildren(
    ...list.map((m) => {
      const li = el('li', m.sender === 'OPERATOR' ? 'mine' : 'theirs');
      li.append(el('span', 'who', m.sender === 'OPERATOR' ? 'Operator' : 'Member'), el('p', 'body', m.body));
      return li;
    }),
  );
}

form.addEventListener('submit', (e) => {
  e.preventDefault();
  const body = input.value.trim();
  if (!body || current === null) return;
  void fetch(`/dev/chat/threads/${current}/messages?${q}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ body }),
  }).then(() => {
    input.value = '';
    return loadMessages();
  });
});

void loadThreads();
setInterval(() => {
  void loadThreads();
  void loadMessages();
}, 3000);
