import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@lotto/contract';
import { Icon } from '../ui/icons';
import { cn } from '../ui/cn';
import { AREA_ICON, isExternal, opensCustomerService } from './nav-items';

/** One menu entry: an internal route, an outside link, or the customer-service popup. */
export function SiteNavLink({
  item,
  variant,
  onCustomerService,
  onNavigate,
}: {
  item: MenuItem;
  variant: 'bar' | 'drawer';
  onCustomerService?: () => void;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('shell');
  const label = t(`nav.${item.key}`);
  const base =
    variant === 'bar'
      ? 'relative inline-flex min-h-11 items-center gap-2 rounded-control px-3 text-[15px] font-semibold whitespace-nowrap text-muted transition hover:text-text'
      : 'flex min-h-12 items-center gap-3 rounded-control px-3 text-base font-medium text-text transition hover:bg-surface-2';
  const icon = (
    <Icon
      name={AREA_ICON[item.key]}
      className={variant === 'bar' ? 'hidden size-[18px] xl:block' : 'size-5 text-accent'}
    />
  );
  if (opensCustomerService(item)) {
    return (
      <button
        type="button"
        className={base}
        onClick={() => {
          onCustomerService?.();
          onNavigate?.();
        }}
      >
        {icon}
        {label}
      </button>
    );
  }
  if (isExternal(item.path)) {
    return (
      <a href={item.path} target="_blank" rel="noopener noreferrer" className={base} onClick={onNavigate}>
        {icon}
        {label}
      </a>
    );
  }
  return (
    <NavLink
      to={item.path || '/'}
      end={item.path === '/' || item.path === ''}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          base,
          isActive &&
            (variant === 'bar'
              ? 'text-text after:absolute after:inset-x-3 after:-bottom-[11px] after:h-[3px] after:rounded-full after:bg-accent'
              : 'bg-accent/12 text-accent'),
        )
      }
    >
      {icon}
      {label}
    </NavLink>
  );
}
