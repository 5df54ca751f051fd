import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@lotto/contract';
import { LANGUAGE_NATIVE_NAMES } from '../../lib/i18n';
import { parseLanguage } from '../../lib/storage';
import { OnDemand } from '../ui/on-demand';
import { Icon } from '../ui/icons';
import { cn } from '../ui/cn';

// the menu (Radix with its positioning) loads when the switcher is first focused or pressed
const loadMenu = () => import('./language-menu').then((m) => m.LanguageMenu);

/** Language menu limited to the merchant's languages (spec 1 §9); picking one re-renders the site. */
export function LanguageSwitcher({ languages = LANGUAGES, className }: { languages?: readonly Language[]; className?: string }) {
  const { t, i18n } = useTranslation('shell');
  const current = parseLanguage(i18n.language) ?? 'CN';
  const offered = languages.length > 0 ? languages : LANGUAGES;
  const trigger = {
    'data-testid': 'language-switcher',
    'aria-label': t('language.label'),
    title: t('language.current', { name: LANGUAGE_NATIVE_NAMES[current] }),
    className: cn(
      'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-control px-2.5 text-sm font-semibold text-text transition hover:bg-surface-2 data-[state=open]:bg-surface-2',
      className,
    ),
    children: (
      <>
        <Icon name="globe" className="size-5 text-muted" />
        <span aria-hidden="true" className="hidden sm:inline">
          {current}
        </span>
        <Icon name="chevronDown" className="hidden size-4 text-muted sm:block" />
      </>
    ),
  };
  return <OnDemand popup="menu" opensOn="pointerdown" trigger={trigger} load={loadMenu} props={{ trigger, current, offered }} />;
}
