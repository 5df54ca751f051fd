import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HTML_LANG, type Language } from '@lotto/contract';
import { LANGUAGE_NATIVE_NAMES, changeLanguage } from '../../lib/i18n';
import type { OnDemandOpen } from '../ui/on-demand';
import { Icon } from '../ui/icons';

/** The language menu itself (Radix), loaded when the switcher is first focused or pressed (language-switcher.tsx). */
export function LanguageMenu({
  trigger,
  current,
  offered,
  defaultOpen,
  triggerRef,
}: { trigger: ComponentPropsWithoutRef<'button'>; current: Language; offered: readonly Language[] } & OnDemandOpen) {
  const { t } = useTranslation('shell');
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={triggerRef} {...trigger} />
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
