import * as Popover from '@radix-ui/react-popover';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import type { Balance, MemberCentrePage, MemberInfo } from '@lotto/contract';
import { Icon, type IconName } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../components/ui/cn';
import { formatMoney } from '../../../lib/money-format';
import { useHiddenBalance } from '../hooks/use-hidden-balance';

export interface MemberBarProps {
  info?: MemberInfo;
  balance?: Balance;
  balanceLoading?: boolean;
  /** Undefined while unknown or not loaded for this account (spec 1 §6 isAgent rules). */
  unread?: number;
  onRefreshBalance?: () => void;
  onOpenMemberCentre: (page: MemberCentrePage) => void;
  /** The member-centre pages the member menu offers (spec 2 §6); links to others are left out. Undefined: all. */
  pages?: readonly string[];
  /** Set for an account with the agent menu (isAgent 1, 2, 41, 42; spec 2 §6): opens the agent centre. */
  onOpenAgentCentre?: () => void;
  onSignOut: () => void;
}

/** Member-centre links of the bar (spec 1 §2 pages opened by name). */
export const MEMBER_LINKS: readonly { page: MemberCentrePage; icon: IconName }[] = [
  { page: 'securityCenter', icon: 'user' },
  { page: 'depositv2', icon: 'wallet' },
  { page: 'withdraw', icon: 'download' },
  { page: 'transferFund', icon: 'refresh' },
  { page: 'messageV2', icon: 'bell' },
  { page: 'rewardCenter', icon: 'gift' },
];

/** The bar's links the member menu offers. */
const offered = (pages: readonly string[] | undefined) => (pages ? MEMBER_LINKS.filter((l) => pages.includes(l.page)) : MEMBER_LINKS);

const MASK = '••••••';

/** The level label in the club colour (spec 1 §3 clubLabel); a label without one (a VIP rank's) takes the theme's accent. */
export function LevelLabel({ info, className }: { info?: MemberInfo; className?: string }) {
  const label = info?.clubLabel;
  if (!label?.labelName) return null;
  const color = label.color || undefined;
  return (
    <span
      data-testid="level-label"
      className={cn(
        'inline-flex h-5 items-center gap-1 rounded-full px-2 text-[11px] font-bold leading-none ring-1 ring-inset',
        color ? null : 'bg-accent/15 text-accent ring-accent/45',
        className,
      )}
      style={color ? { color, backgroundColor: `color-mix(in oklab, ${color} 16%, transparent)`, boxShadow: `inset 0 0 0 1px color-mix(in oklab, ${color} 45%, transparent)` } : undefined}
    >
      <Icon name="crown" className="size-3" />
      {label.labelName}
    </span>
  );
}

const displayName = (info?: MemberInfo) => info?.nickname?.trim() || info?.account || '';

function BalanceText({ balance, hidden, loading }: { balance?: Balance; hidden: boolean; loading?: boolean }) {
  if (loading && !balance) return <Skeleton className="h-4 w-16" />;
  if (!balance) return <span>—</span>;
  return (
    <span data-testid="balance" className="tabular-nums">
      {hidden ? MASK : `${balance.currencySymbol}${formatMoney(balance.sumBalance, balance.currency)}`}
    </span>
  );
}

/** Wallet list (spec 1 §3 Wallet) inside a popover. */
function WalletList({ balance, hidden }: { balance?: Balance; hidden: boolean }) {
  const { t } = useTranslation('auth');
  if (!balance || balance.balance.length === 0) return <p className="px-3 py-4 text-sm text-muted">{t('bar.noWallets')}</p>;
  return (
    <ul className="divide-y divide-border/60" data-testid="wallet-list">
      {balance.balance.map((w) => (
        <li key={w.accountTypeId} className="flex items-center justify-between gap-6 px-3 py-2.5 text-sm">
          <span className="text-muted">{w.displayName || w.accountName}</span>
          <span className="font-semibold tabular-nums">{hidden ? MASK : formatMoney(w.availBalance, balance.currency)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The logged-in info bar in the header (spec 1 §1, §2): nickname, level label, unread messages,
 * balance with hide toggle, wallet list, member-centre links and sign out.
 */
export function MemberBar({ info, balance, balanceLoading, unread, onRefreshBalance, onOpenMemberCentre, pages, onOpenAgentCentre, onSignOut }: MemberBarProps) {
  const links = offered(pages);
  const inbox = links.some((l) => l.page === 'messageV2');
  const { t } = useTranslation('auth');
  const [hidden, toggleHidden] = useHiddenBalance();
  const name = displayName(info);
  return (
    <div className="flex items-center gap-1 sm:gap-2" data-testid="member-bar">
      <div className="flex h-11 items-center rounded-full border border-border bg-surface-2/60 pr-1 pl-1 sm:pl-3">
        <Popover.Root>
          <Popover.Trigger
            aria-label={t('bar.wallets')}
            className="hidden min-h-11 items-center gap-1.5 text-sm font-bold text-text sm:flex"
          >
            <Icon name="wallet" className="size-4 text-accent" />
            <BalanceText balance={balance} hidden={hidden} loading={balanceLoading} />
            <Icon name="chevronDown" className="size-3.5 text-muted" />
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              align="end"
              sideOffset={10}
              aria-label={t('bar.wallets')}
              className="z-[70] w-72 animate-fade-in rounded-card border border-border bg-surface p-1.5 text-text shadow-[0_20px_50px_-12px_rgba(0,0,0,0.5)]"
            >
              <div className="flex items-center justify-between px-3 pt-2 pb-1.5">
                <span className="text-xs font-semibold tracking-wider text-muted uppercase">{t('bar.wallets')}</span>
                {onRefreshBalance && (
                  <button type="button" onClick={onRefreshBalance} aria-label={t('bar.refresh')} className="grid size-9 place-items-center rounded-control text-muted hover:bg-surface-2 hover:text-text">
                    <Icon name="refresh" className="size-4" />
                  </button>
                )}
              </div>
              <WalletList balance={balance} hidden={hidden} />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
        <span className="text-sm font-bold sm:hidden">
          <BalanceText balance={balance} hidden={hidden} loading={balanceLoading} />
        </span>
        <button
          type="button"
          onClick={toggleHidden}
          aria-label={hidden ? t('bar.showBalance') : t('bar.hideBalance')}
          aria-pressed={hidden}
          className="grid size-9 place-items-center rounded-full text-muted hover:bg-surface hover:text-text"
        >
          <Icon name={hidden ? 'eyeOff' : 'eye'} className="size-4" />
        </button>
      </div>

      {inbox ? (
        <button
          type="button"
          onClick={() => onOpenMemberCentre('messageV2')}
          aria-label={unread ? t('bar.unread', { count: unread }) : t('bar.messages')}
          className="relative hidden size-11 place-items-center rounded-control text-text hover:bg-surface-2 sm:grid"
        >
          <Icon name="bell" className="size-5" />
          {unread ? (
            <span data-testid="unread-badge" className="absolute top-1.5 right-1.5 grid h-4 min-w-4 place-items-center rounded-full bg-danger px-1 text-[10px] font-bold text-white">
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </button>
      ) : null}

      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={t('bar.account', { name })}
          className="flex min-h-11 items-center gap-2 rounded-full pr-1 pl-1 text-left hover:bg-surface-2 data-[state=open]:bg-surface-2 lg:pr-3"
        >
          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-gradient-to-br from-accent to-accent-2 text-sm font-black text-accent-contrast uppercase">
            {name.slice(0, 1) || <Icon name="user" className="size-4" />}
          </span>
          <span className="hidden min-w-0 flex-col lg:flex">
            <span className="max-w-32 truncate text-sm font-semibold" data-testid="member-name">{name}</span>
            <LevelLabel info={info} className="mt-0.5 self-start" />
          </span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={10}
            className="z-[70] w-64 animate-fade-in rounded-card border border-border bg-surface p-1.5 text-text shadow-[0_20px_50px_-12px_rgba(0,0,0,0.5)]"
          >
            <DropdownMenu.Label className="flex items-center justify-between gap-2 px-3 pt-2 pb-2">
              <span className="truncate font-semibold">{name}</span>
              <LevelLabel info={info} />
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            {links.map((l) => (
              <DropdownMenu.Item
                key={l.page}
                onSelect={() => onOpenMemberCentre(l.page)}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-3 text-sm outline-none select-none data-[highlighted]:bg-surface-2"
              >
                <Icon name={l.icon} className="size-4 text-muted" />
                {t(`bar.links.${l.page}`)}
                {l.page === 'messageV2' && unread ? <span className="ml-auto rounded-full bg-danger px-1.5 text-[10px] font-bold text-white">{unread > 99 ? '99+' : unread}</span> : null}
              </DropdownMenu.Item>
            ))}
            {onOpenAgentCentre ? (
              <DropdownMenu.Item
                onSelect={onOpenAgentCentre}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-3 text-sm font-semibold text-accent outline-none select-none data-[highlighted]:bg-surface-2"
              >
                <Icon name="users" className="size-4" />
                {t('bar.agentCentre')}
              </DropdownMenu.Item>
            ) : null}
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.Item
              onSelect={onSignOut}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-3 text-sm font-semibold text-danger outline-none select-none data-[highlighted]:bg-danger/10"
            >
              <Icon name="logout" className="size-4" />
              {t('bar.signOut')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}

/** The same information for the phone drawer: a card with balance, links and sign out. */
export function MemberDrawerPanel({ info, balance, balanceLoading, unread, onOpenMemberCentre, pages, onOpenAgentCentre, onSignOut }: MemberBarProps) {
  const links = offered(pages);
  const { t } = useTranslation('auth');
  const [hidden, toggleHidden] = useHiddenBalance();
  const name = displayName(info);
  return (
    <section aria-label={t('bar.panel')} className="border-t border-border p-4" data-testid="member-drawer">
      <div className="rounded-card bg-[linear-gradient(135deg,color-mix(in_oklab,var(--c-accent)_26%,var(--c-surface-2)),var(--c-surface-2))] p-4">
        <div className="flex items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-gradient-to-br from-accent to-accent-2 font-black text-accent-contrast uppercase">
            {name.slice(0, 1)}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">{name}</p>
            <LevelLabel info={info} />
          </div>
        </div>
        <div className="mt-3 flex items-center justify-between">
          <div>
            <p className="text-xs text-muted">{t('bar.balance')}</p>
            <p className="text-lg font-bold">
              <BalanceText balance={balance} hidden={hidden} loading={balanceLoading} />
            </p>
          </div>
          <button
            type="button"
            onClick={toggleHidden}
            aria-label={hidden ? t('bar.showBalance') : t('bar.hideBalance')}
            aria-pressed={hidden}
            className="grid size-11 place-items-center rounded-full text-muted hover:bg-surface hover:text-text"
          >
            <Icon name={hidden ? 'eyeOff' : 'eye'} className="size-5" />
          </button>
        </div>
      </div>
      <ul className="mt-3 grid grid-cols-3 gap-2">
        {links.map((l) => (
          <li key={l.page}>
            <button
              type="button"
              onClick={() => onOpenMemberCentre(l.page)}
              className="relative flex min-h-16 w-full flex-col items-center justify-center gap-1 rounded-control bg-surface-2/70 px-1 text-center text-xs font-medium hover:bg-surface-2"
            >
              <Icon name={l.icon} className="size-5 text-accent" />
              <span className="line-clamp-2">{t(`bar.links.${l.page}`)}</span>
              {l.page === 'messageV2' && unread ? (
                <span className="absolute top-1 right-1 rounded-full bg-danger px-1.5 text-[10px] font-bold text-white">{unread > 99 ? '99+' : unread}</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {onOpenAgentCentre ? (
        <button
          type="button"
          onClick={onOpenAgentCentre}
          className="mt-3 flex min-h-11 w-full items-center justify-center gap-2 rounded-control border border-accent/40 bg-accent/10 text-sm font-semibold text-accent hover:bg-accent/15"
        >
          <Icon name="users" className="size-4" />
          {t('bar.agentCentre')}
        </button>
      ) : null}
      <button
        type="button"
        onClick={onSignOut}
        className="mt-3 flex min-h-11 w-full items-center justify-center gap-2 rounded-control border border-danger/40 text-sm font-semibold text-danger hover:bg-danger/10"
      >
        <Icon name="logout" className="size-4" />
        {t('bar.signOut')}
      </button>
    </section>
  );
}
