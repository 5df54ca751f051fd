import { useRef, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BACK_TO_TOP_AFTER_PX, type CustomerServiceEntry, type Resource } from '@lotto/contract';
import { Icon, type IconName } from '../ui/icons';
import { cn } from '../ui/cn';
import { OnDemand } from '../ui/on-demand';
import { useScrollPast } from './use-scroll-past';
import { PHONE_DOCK_HEIGHT_PX, useFieldFocusTracking, usePhoneDock } from '../../lib/phone-dock';
import { usePublishChromeInsets } from '../../lib/site-chrome';

type Shortcut = {
  id: string;
  label: string;
  icon: IconName | { text: string };
  /** Shown on phones too (the rest only from lg up, where there is room). */
  mobile?: boolean;
} & ({ to: string } | { href: string } | { handle: string } | { onClick: () => void });

const CHAT_RESOURCES: { type: Resource['resourceType']; id: string; glyph: IconName | { text: string } }[] = [
  { type: 'WECHAT', id: 'wechat', glyph: 'chat' },
  { type: 'QQ', id: 'qq', glyph: { text: 'QQ' } },
];
const LATER_CHAT_RESOURCES: typeof CHAT_RESOURCES = [
  { type: 'SKYPE', id: 'skype', glyph: { text: 'S' } },
];

/** Builds the shortcut list in spec order, keeping only those the merchant supplies (spec 2 §2). */
export function buildShortcuts(
  t: (k: string) => string,
  resources: readonly Resource[],
  customerService: readonly CustomerServiceEntry[],
  onCustomerService: (entry: CustomerServiceEntry) => void,
): Shortcut[] {
  const url = (type: Resource['resourceType']) => resources.find((r) => r.resourceType === type && r.url.trim())?.url;
  const list: Shortcut[] = [];
  // a resource may be a link or just an account id (WeChat, QQ, Skype): ids are shown to copy
  const contact = (id: string, glyph: Shortcut['icon'], value: string): Shortcut =>
    isLink(value) ? { id, label: t(`rightBar.${id}`), icon: glyph, href: value } : { id, label: t(`rightBar.${id}`), icon: glyph, handle: value };
  for (const c of CHAT_RESOURCES) {
    const v = url(c.type);
    if (v) list.push(contact(c.id, c.glyph, v));
  }
  const cs = customerService.find((e) => e.path.trim());
  if (cs) list.push({ id: 'liveChat', label: t('rightBar.liveChat'), icon: 'headset', mobile: true, onClick: () => onCustomerService(cs) });
  for (const c of LATER_CHAT_RESOURCES) {
    const v = url(c.type);
    if (v) list.push(contact(c.id, c.glyph, v));
  }
  if (url('IOS') || url('Android') || url('H5')) list.push({ id: 'download', label: t('rightBar.download'), icon: 'download', to: '/download' });
  // on phones too: the promotions page and its available-promotions badge have no other way in there
  list.push({ id: 'promotion', label: t('rightBar.promotion'), icon: 'gift', to: '/promotion', mobile: true });
  list.push({ id: 'speedTest', label: t('rightBar.speedTest'), icon: 'gauge', to: '/speedTest' });
  list.push({ id: 'notice', label: t('rightBar.notice'), icon: 'megaphone', to: '/notice' });
  list.push({ id: 'help', label: t('rightBar.help'), icon: 'help', to: '/help' });
  const zalo = url('ZALO');
  if (zalo) list.push(contact('zalo', { text: 'Z' }, zalo));
  return list;
}

const isLink = (v: string) => /^(https?:|mailto:|tel:|skype:|\/)/i.test(v.trim());

const itemClass =
  'group relative grid size-11 place-items-center rounded-full text-muted transition hover:bg-accent hover:text-accent-contrast focus-visible:bg-accent focus-visible:text-accent-contrast';

/** A shortcut that sits in the phone dock: a raised round button there. */
const phoneItemClass = 'max-lg:border max-lg:border-border max-lg:bg-surface max-lg:shadow-lg';

function Glyph({ icon }: { icon: Shortcut['icon'] }) {
  return typeof icon === 'string' ? (
    <Icon name={icon} className="size-5" />
  ) : (
    <span aria-hidden="true" className="text-[13px] font-extrabold">
      {icon.text}
    </span>
  );
}

function Tip({ children }: { children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute top-1/2 right-[calc(100%+10px)] -translate-y-1/2 rounded-control bg-text px-2.5 py-1.5 text-xs font-semibold whitespace-nowrap text-bg opacity-0 shadow-lg transition group-hover:opacity-100 group-focus-visible:opacity-100"
    >
      {children}
    </span>
  );
}

// the contact-id popover (Radix with its positioning) loads when a shortcut with one is first focused or pressed
const loadHandlePopover = () => import('./handle-popover').then((m) => m.HandlePopover);

/** A contact id (e.g. a WeChat account) shown beside the bar, with a copy button. */
function HandlePopover({ label, handle, children }: { label: string; handle: string; children: ReactNode }) {
  const trigger = {
    'aria-label': label,
    className: itemClass,
    children: (
      <>
        {children}
        <Tip>{label}</Tip>
      </>
    ),
  };
  return <OnDemand popup="dialog" opensOn="click" trigger={trigger} load={loadHandlePopover} props={{ trigger, label, handle }} />;
}

/** Right-side shortcuts plus back-to-top after 200 px of scrolling (spec 2 §2, §9). */
export function RightBar({
  resources,
  customerService,
  onCustomerService,
  hidePhoneShortcuts = false,
  badges,
}: {
  resources: readonly Resource[];
  customerService: readonly CustomerServiceEntry[];
  onCustomerService: (entry: CustomerServiceEntry) => void;
  /** A badge on a shortcut by id, e.g. the available-promotions count on `promotion` (spec 2 §2, §4). */
  badges?: Partial<Record<string, ReactNode>>;
  /**
   * Below lg the floating shortcuts are left out: a page that offers the same links in its own
   * layout (/login: customer service under the card) keeps its content's corner free.
   */
  hidePhoneShortcuts?: boolean;
}) {
  const { t } = useTranslation('shell');
  const showTop = useScrollPast(BACK_TO_TOP_AFTER_PX);
  const shortcuts = buildShortcuts(t, resources, customerService, onCustomerService);
  // Phones: the bar is the dock (lib/phone-dock.ts), shown while it holds something, with its
  // height kept free after the footer; it steps aside while a field has the keyboard.
  useFieldFocusTracking();
  const floaters = usePhoneDock((s) => s.floaters);
  const fieldActive = usePhoneDock((s) => s.fieldActive);
  const docked = showTop || floaters > 0 || (!hidePhoneShortcuts && shortcuts.some((s) => s.mobile));
  const dockHeight = `calc(${PHONE_DOCK_HEIGHT_PX}px + env(safe-area-inset-bottom))`;
  // a page that fills the window (a game's frame) keeps clear of the dock and the desktop bar
  const bar = useRef<HTMLElement>(null);
  usePublishChromeInsets(bar);
  return (
    <>
      {docked && <div aria-hidden="true" data-testid="phone-dock-space" className="shrink-0 lg:hidden" style={{ height: dockHeight }} />}
      <aside
        ref={bar}
        aria-label={t('rightBar.label')}
        data-testid="right-bar"
        data-site-chrome="bottom"
        style={{ '--dock-h': dockHeight } as CSSProperties}
        className={cn(
          'fixed z-30 flex',
          'inset-x-0 bottom-0 h-(--dock-h) flex-row items-center justify-end gap-2 border-t border-border bg-surface px-4 pb-[env(safe-area-inset-bottom)]',
          'lg:inset-x-auto lg:top-1/2 lg:right-4 lg:bottom-auto lg:h-auto lg:-translate-y-1/2 lg:flex-col lg:items-end lg:gap-2 lg:border-0 lg:bg-transparent lg:p-0',
          (!docked || fieldActive) && 'max-lg:hidden',
        )}
      >
        <ul
          className={cn(
            'flex flex-row gap-2 rounded-full border-border bg-transparent p-0 lg:flex-col lg:gap-1 lg:border lg:bg-surface lg:p-1 lg:shadow-[0_12px_32px_-12px_rgba(0,0,0,0.45)]',
            hidePhoneShortcuts && 'max-lg:hidden',
          )}
        >
          {shortcuts.map((s) => (
            <li key={s.id} className={cn(!s.mobile && 'hidden lg:block')}>
              {'to' in s ? (
                <Link to={s.to} aria-label={s.label} className={cn(itemClass, s.mobile && phoneItemClass)}>
                  <Glyph icon={s.icon} />
                  <Tip>{s.label}</Tip>
                  {badges?.[s.id]}
                </Link>
              ) : 'handle' in s ? (
                <HandlePopover label={s.label} handle={s.handle}>
                  <Glyph icon={s.icon} />
                </HandlePopover>
              ) : 'href' in s ? (
                <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label} className={itemClass}>
                  <Glyph icon={s.icon} />
                  <Tip>{s.label}</Tip>
                </a>
              ) : (
                <button
                  type="button"
                  onClick={s.onClick}
                  aria-label={s.label}
                  className={cn(itemClass, phoneItemClass)}
                >
                  <Glyph icon={s.icon} />
                  <Tip>{s.label}</Tip>
                </button>
              )}
            </li>
          ))}
        </ul>
        {/* it comes in without moving the shortcuts: on a phone at their left (the dock packs them to
            its right end), on a desktop under the bar, outside the box the bar is centred by; it
            stays last in the focus order */}
        {showTop && (
          <button
            type="button"
            data-testid="back-to-top"
            aria-label={t('rightBar.backToTop')}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            className="group relative grid size-11 animate-fade-in place-items-center rounded-full border border-border bg-surface text-text shadow-lg transition hover:bg-accent hover:text-accent-contrast max-lg:order-first lg:absolute lg:top-[calc(100%+0.5rem)] lg:right-1"
          >
            <Icon name="arrowUp" className="size-5" />
            <Tip>{t('rightBar.backToTop')}</Tip>
          </button>
        )}
      </aside>
    </>
  );
}
