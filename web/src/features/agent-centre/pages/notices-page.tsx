import { useTranslation } from 'react-i18next';
import { QueryBody } from '../../../components/ui/list-states';
import { PageFrame, Panel } from '../../../components/ui/page-frame';
import { RichText } from '../../../components/ui/rich-text';
import { formatDate } from '../../../lib/dates';
import { useAgentNotices } from '../api/get-agent-notices';
import { useReadyWhen, type PageReadyProps } from '../../../lib/page-ready';

/** agentAnnouncement (spec 2 §2 agent menu): the merchant's notices for agents, newest first. */
export function NoticesPage({ onReady }: PageReadyProps) {
  const { t } = useTranslation('agentCentre');
  const query = useAgentNotices();
  useReadyWhen(!query.isPending, onReady);
  return (
    <PageFrame title={t('pages.agentAnnouncement')} icon="megaphone">
      <QueryBody query={query} empty={t('notices.empty')} isEmpty={(d) => d.notices.length === 0} testIdPrefix="agent">
        {(d) => (
          <ul className="grid gap-3" aria-label={t('pages.agentAnnouncement')}>
            {d.notices.map((n) => (
              <li key={n.id}>
                <Panel>
                  <article className="grid gap-2">
                    <h2 className="text-base font-bold">{n.title}</h2>
                    <p className="text-xs text-muted">{t('notices.published', { date: formatDate(n.startDate) })}</p>
                    <RichText html={n.content} className="text-sm leading-relaxed" />
                  </article>
                </Panel>
              </li>
            ))}
          </ul>
        )}
      </QueryBody>
    </PageFrame>
  );
}

export default NoticesPage;
