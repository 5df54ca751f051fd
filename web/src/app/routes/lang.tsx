import { redirect, type LoaderFunctionArgs } from 'react-router';
import { changeLanguage } from '../../lib/i18n';
import { parseLanguage } from '../../lib/storage';

/** /lang/:lang — language route (spec 2 §2): switch to a known language, then go home. */
export async function loader({ params }: LoaderFunctionArgs) {
  const lang = parseLanguage(params.lang);
  if (lang) await changeLanguage(lang);
  return redirect('/');
}

// the loader always redirects; this only satisfies routes that expect a component
export function Component() {
  return null;
}
