export { default as MissionActivityPage } from './pages/mission-activity-page';
