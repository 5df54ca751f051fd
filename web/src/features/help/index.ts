/** Public surface of the help centre (spec 2 §2): /help (menu or content by hash), /helpmc, and one topic alone. */
export { HelpCentrePage, type HelpCentrePageProps } from './components/help-centre-page';
export { HelpTopicPanel } from './components/help-topic-panel';
