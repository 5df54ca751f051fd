// Member support: feedback, agent contracts, manual rebate pages (lazy, one file each) and the chat window.
export { ChatWindow, type ChatWindowProps } from './components/chat-window';
export { getChatUnreadQueryOptions } from './api/chat';
export { ContractOffersNotice } from './components/contract-offers-notice';
