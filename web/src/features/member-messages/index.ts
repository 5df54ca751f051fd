/** Public surface of platform messages (messageV2 page of the member centre). */
export { MessagesPage, type MessagesPageProps } from './components/messages-page';
