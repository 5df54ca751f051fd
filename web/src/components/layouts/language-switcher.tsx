import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@lotto/contract';
import { HTML_LANG } from '@lotto/contract';
import { LANGUAGE_NATIVE_NAMES, changeLanguage } from '../../lib/i18n';
import { parseLanguage } from '../../lib/storage';
import { Icon } from '../ui/icons';
import { cn } from '../ui/cn';

/** Language menu limited to the merchant's languages (spec 1 §9); picking one re-renders the site. */
export function LanguageSwitcher({ languages = LANGUAGES, className }: { languages?: readonly Language[]; className?: string }) {
  const { t, i18n } = useTranslation('shell');
  const current = parseLanguage(i18n.language) ?? 'CN';
  const offered = languages.length > 0 ? languages : LANGUAGES;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-testid="language-switcher"
        aria-label={t('language.label')}
        title={t('language.current', { name: LANGUAGE_NATIVE_NAMES[current] })}
        className={cn(
          'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-control px-2.5 text-sm font-semibold text-text transition hover:bg-surface-2 data-[state=open]:bg-surface-2',
          className,
        )}
      >
        <Icon name="globe" className="size-5 text-muted" />
        <span aria-hidden="true" className="hidden sm:inline">
          {current}
        </span>
        <Icon name="chevronDown" className="hidden size-4 text-muted sm:block" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          aria-label={t('language.label')}
          className="z-[70] max-h-[min(70dvh,520px)] min-w-56 animate-fade-in overflow-y-auto rounded-card border border-border bg-surface p-1.5 text-text shadow-[0_20px_50px_-12px_rgba(0,0,0,0.5)]"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-1.5 text-xs font-semibold tracking-wider text-muted uppercase">
            {t('language.label')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={current} onValueChange={(v) => void changeLanguage(v)}>
            {offered.map((lang) => (
              <DropdownMenu.RadioItem
                key={lang}
                value={lang}
                lang={HTML_LANG[lang]}
                className="flex min-h-11 items-center justify-between gap-3 rounded-control px-3 text-sm outline-none select-none data-[highlighted]:bg-surface-2 data-[state=checked]:font-semibold data-[state=checked]:text-accent"
              >
                {LANGUAGE_NATIVE_NAMES[lang]}
                <DropdownMenu.ItemIndicator>
                  <Icon name="check" className="size-4" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
