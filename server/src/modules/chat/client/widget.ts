/**
 * The customer-service script the shell may load for the built-in chat (WPSCORE_getCustomerServiceScript):
 * `window.LottoChat.open(chatUrl)` opens a chat page in the 440x750 customer-service window
 * (spec 1 §9, spec 2 §4).
 */
declare global {
  interface Window {
    LottoChat?: { open: (chatUrl: string) => Window | null };
  }
}

window.LottoChat = {
  open(chatUrl: string) {
    const url = new URL(chatUrl, location.origin);
    if (url.origin !== location.origin || !url.pathname.startsWith('/chat/')) return null;
    const [width, height] = [440, 750];
    const left = Math.max(0, Math.round((screen.width - width) / 2));
    const top = Math.max(0, Math.round((screen.height - height) / 2));
    return window.open(url.href, 'customerService', `width=${width},height=${height},left=${left},top=${top}`);
  },
};

export {};
