import { useLocation, useSearchParams } from 'react-router';

/**
 * The referral code (spec 1 §2 /register reads the referralCode query) and the affiliate code: the
 * one carried in the URL, else `siteAffiliateCode`, the one the site's domain names (its tracking
 * config, spec 2 §3), which the route hands down.
 */
export function useRegisterLinks(siteAffiliateCode?: string): { referralCode: string | undefined; affiliateCode: string | undefined } {
  const [params] = useSearchParams();
  const clean = (v: string | null | undefined) => (v && v.trim() ? v.trim().slice(0, 64) : undefined);
  return { referralCode: clean(params.get('referralCode')), affiliateCode: clean(params.get('affiliateCode')) ?? clean(siteAffiliateCode) };
}

/** Where the registration came from (spec 1 §3 registerUrl, domain): this page's address on this host. */
export function useRegisterOrigin(): () => { registerUrl: string; domain: string } {
  const location = useLocation();
  return () => ({
    registerUrl: `${window.location.origin}${location.pathname}${location.search}`.slice(0, 2048),
    domain: window.location.hostname,
  });
}
