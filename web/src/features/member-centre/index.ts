/** Public surface of the member centre: the menu (spec 2 §2, §6), its layout, loader and empty states. */
export {
  MEMBER_PAGE_NAMES,
  isMemberPageName,
  memberMenu,
  pageAllowed,
  type MemberMenuEntry,
  type MemberMenuInput,
  type MemberPageName,
} from './member-menu';
export { useMemberMenu, type UseMemberMenuOptions } from './hooks/use-member-menu';
export { MemberCentreLayout, memberPagePath } from './components/member-centre-layout';
export { MemberPageStage } from './components/member-page-stage';
export { MemberPageUnavailable } from './components/member-page-unavailable';
