export { LiveNotifications, NOTIFIED_EVENT_TYPES, type LiveNotificationsProps } from './components/live-notifications';
