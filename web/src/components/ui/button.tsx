import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'outline' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-gradient-to-b from-accent to-[color-mix(in_oklab,var(--c-accent)_78%,var(--c-accent-2))] text-accent-contrast shadow-[0_6px_20px_-6px_color-mix(in_oklab,var(--c-accent)_70%,transparent)] hover:brightness-110 active:brightness-95',
  secondary: 'bg-surface-2 text-text hover:bg-[color-mix(in_oklab,var(--c-surface-2)_80%,var(--c-text))]',
  ghost: 'bg-transparent text-text hover:bg-surface-2',
  outline: 'border border-accent/60 text-accent hover:bg-accent/10',
  danger: 'bg-danger text-white hover:brightness-110',
};

// Every size keeps a 44 px touch target (ARCHITECTURE.md "Look and feel").
const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-3 text-sm',
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-12 px-7 text-base',
  icon: 'size-11 p-0',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', className, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cn(
        'inline-flex select-none items-center justify-center gap-2 rounded-control font-semibold transition duration-150 disabled:cursor-not-allowed disabled:opacity-50',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...rest}
    />
  );
});

/** Classes of a Button, for links that look like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string): string {
  return cn(
    'inline-flex select-none items-center justify-center gap-2 rounded-control font-semibold transition duration-150',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}
