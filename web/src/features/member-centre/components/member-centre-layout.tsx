import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SideMenuLayout } from '../../../components/ui/side-menu-layout';
import type { MemberMenuEntry, MemberPageName } from '../member-menu';

/** A page's URL; the points entry leads to the points mall, a page of its own (spec 2 §2 pointMall). */
export const memberPagePath = (page: MemberPageName): string => (page === 'points' ? '/pointMall' : `/member/${page}`);

export interface MemberCentreLayoutProps {
  menu: readonly MemberMenuEntry[];
  /** True while an answer that could add an entry is out: the menu shows skeleton rows. */
  menuPending?: boolean;
  active: MemberPageName;
  children: ReactNode;
}

function Badge({ count }: { count: number }) {
  const { t } = useTranslation('memberCentre');
  if (count <= 0) return null;
  return (
    <span className="ml-auto grid h-5 min-w-5 place-items-center rounded-full bg-danger px-1.5 text-[11px] font-bold text-white">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('menu.badge', { count })}</span>
    </span>
  );
}

/**
 * The member centre (spec 2 §2 "member-centre popup menu"), built into the site: on desktop the
 * menu sits beside the page; on phones the page fills the screen under a scrolling strip of the
 * same links.
 */
export function MemberCentreLayout({ menu, menuPending, active, children }: MemberCentreLayoutProps) {
  const { t } = useTranslation('memberCentre');
  const items = menu.map((e) => ({
    key: e.page,
    to: memberPagePath(e.page),
    icon: e.icon,
    label: t(`pages.${e.page}`),
    current: e.page === active,
    extra: e.badge !== undefined ? <Badge count={e.badge} /> : undefined,
  }));
  return (
    <SideMenuLayout label={t('menu.label')} title={t('menu.title')} items={items} pendingRows={menuPending ? 2 : 0} testId="member-centre">
      {children}
    </SideMenuLayout>
  );
}
