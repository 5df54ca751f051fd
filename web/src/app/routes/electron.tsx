import { ComingSoon } from './coming-soon';

/** Route module (lazy-loaded); the page's feature replaces this placeholder when it lands. */
export function Component() {
  return <ComingSoon routeId="electron" />;
}
