/** Public surface of the member bar: the logged-in info bar for the header and the phone drawer. */
export { MemberBar, MemberDrawerPanel, LevelLabel, MEMBER_LINKS, type MemberBarProps } from './components/member-bar';
export { useUnreadCount, getUnreadCountQueryOptions } from './api/get-unread-count';
export { useHiddenBalance, HIDE_BALANCE_KEY } from './hooks/use-hidden-balance';
