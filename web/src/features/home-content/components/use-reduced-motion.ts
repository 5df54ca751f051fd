import { useMediaQuery } from '../../../lib/media-query';

/** Whether the person asked the system for less motion: carousels then stand still. */
export const useReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)');
