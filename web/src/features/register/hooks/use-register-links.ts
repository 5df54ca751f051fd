import { useLocation, useSearchParams } from 'react-router';

/** The referral code (spec 1 §2 /register reads the referralCode query) and an affiliate code carried in the URL. */
export function useRegisterLinks(): { referralCode: string | undefined; affiliateCode: string | undefined } {
  const [params] = useSearchParams();
  const clean = (v: string | null) => (v && v.trim() ? v.trim().slice(0, 64) : undefined);
  return { referralCode: clean(params.get('referralCode')), affiliateCode: clean(params.get('affiliateCode')) };
}

/** Where the registration came from (spec 1 §3 registerUrl, domain): this page's address on this host. */
export function useRegisterOrigin(): () => { registerUrl: string; domain: string } {
  const location = useLocation();
  return () => ({
    registerUrl: `${window.location.origin}${location.pathname}${location.search}`.slice(0, 2048),
    domain: window.location.hostname,
  });
}
