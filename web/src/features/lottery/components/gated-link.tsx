import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { requireRealAccount } from '../../../lib/access-gate';

/**
 * A link into a lottery game: a guest gets in_sorry_in (or the login popup when loginPop is on), a
 * trial account in_need_true_account, before leaving the page (spec 2 §6 "Popular lottery start").
 */
export function GatedLink({ onClick, ...rest }: ComponentProps<typeof Link>) {
  return (
    <Link
      {...rest}
      onClick={(e) => {
        onClick?.(e);
        if (!e.defaultPrevented && !requireRealAccount()) e.preventDefault();
      }}
    />
  );
}
