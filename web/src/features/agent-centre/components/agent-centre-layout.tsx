import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SideMenuLayout } from '../../../components/ui/side-menu-layout';
import { agentPagePath, type AgentMenuEntry, type AgentPageName } from '../agent-menu';

/**
 * The agent centre (spec 2 §2 "Agent-centre popup menu"), built into the site like the member
 * centre: on desktop the menu sits beside the page; on phones a scrolling strip of the same links
 * sits above it.
 */
export function AgentCentreLayout({ menu, active, children }: { menu: readonly AgentMenuEntry[]; active: AgentPageName; children: ReactNode }) {
  const { t } = useTranslation('agentCentre');
  const items = menu.map((e) => ({ key: e.page, to: agentPagePath(e.page), icon: e.icon, label: t(`pages.${e.page}`), current: e.page === active }));
  return (
    <SideMenuLayout label={t('menu.label')} title={t('menu.title')} items={items} testId="agent-centre">
      {children}
    </SideMenuLayout>
  );
}
