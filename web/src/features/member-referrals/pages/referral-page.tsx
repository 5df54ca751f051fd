import { useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import type { IsAgent } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { PageFrame, Panel } from '../../../components/ui/page-frame';
import { Pager } from '../../../components/ui/pager';
import { RichText } from '../../../components/ui/rich-text';
import { Skeleton } from '../../../components/ui/skeleton';
import { useReferral } from '../api/get-referral';
import { CopyField } from '../components/copy-field';
import { FriendsList } from '../components/friends-list';
import { useReadyWhen } from '../../../lib/page-ready';

/** Where an agent's referral button goes (spec 2 §6: "for agents the referral button opens the agent registration centre"). */
export const AGENT_REGISTER_CENTRE_PATH = '/agent/registerCenter';

/**
 * referral, "invite friends" (spec 2 §2 member menu; docs/decisions/0022-member-referrals.md): the
 * member's code and invite link with copy buttons and a QR code, the referral promotion's rules and
 * the friends who registered with the code. Agents (isAgent 1, 2) are sent to their registration centre.
 */
export default function ReferralPage({ member, onReady }: { member?: { isAgent: IsAgent } | undefined; onReady?: () => void }) {
  const agent = member?.isAgent === '1' || member?.isAgent === '2';
  useReadyWhen(agent, onReady);
  return agent ? <Navigate to={AGENT_REGISTER_CENTRE_PATH} replace /> : <MemberReferral onReady={onReady} />;
}

function MemberReferral({ onReady }: { onReady: (() => void) | undefined }) {
  const { t } = useTranslation('referrals');
  const [page, setPage] = useState(1);
  const query = useReferral(page);
  useReadyWhen(!query.isPending, onReady);
  if (query.isPending) {
    return (
      <PageFrame title={t('title')} icon="sparkles">
        <Skeleton className="h-48 w-full rounded-card" />
        <Skeleton className="h-40 w-full rounded-card" />
      </PageFrame>
    );
  }
  if (query.isError) {
    return (
      <PageFrame title={t('title')} icon="sparkles">
        <Panel>
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="text-sm">{t('loadFailed')}</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </div>
        </Panel>
      </PageFrame>
    );
  }
  const d = query.data;
  const link = new URL(d.linkPath, window.location.origin).toString();
  return (
    <PageFrame title={t('title')} icon="sparkles">
      <Panel>
        <div className="grid gap-5 md:grid-cols-[1fr_auto] md:items-center">
          <div className="grid min-w-0 gap-4">
            <p className="text-sm leading-relaxed text-muted">{t('how')}</p>
            <CopyField label={t('code')} value={d.code} copyLabel={t('copyCode')} testId="referral-code" />
            <CopyField label={t('link')} value={link} copyLabel={t('copyLink')} testId="referral-link" />
          </div>
          <figure className="grid justify-items-center gap-2">
            <div className="rounded-card bg-white p-3">
              <QRCodeSVG value={link} size={148} role="img" aria-label={t('qr')} />
            </div>
            <figcaption className="text-xs text-muted">{t('qr')}</figcaption>
          </figure>
        </div>
      </Panel>
      {d.promotion ? (
        <Panel title={d.promotion.title || t('rules')}>
          <RichText html={d.promotion.content} data-testid="referral-rules" />
        </Panel>
      ) : null}
      <Panel title={t('friends.title')}>
        {d.friends.total === 0 ? (
          <p className="text-sm text-muted">{t('friends.empty')}</p>
        ) : (
          <div className="grid gap-3">
            <p className="text-sm text-muted">{t('friends.total', { n: d.friends.total })}</p>
            <FriendsList friends={d.friends.content} />
            <Pager
              page={d.friends.pageNum}
              totalPages={d.friends.totalPages}
              onPage={setPage}
              labels={{
                nav: t('friends.pages'),
                previous: t('friends.previous'),
                next: t('friends.next'),
                status: t('friends.status', { page: d.friends.pageNum, total: d.friends.totalPages }),
              }}
            />
          </div>
        )}
      </Panel>
    </PageFrame>
  );
}
