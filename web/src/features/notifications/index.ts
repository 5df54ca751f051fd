export { LiveNotifications, type LiveNotificationsProps } from './components/live-notifications';
