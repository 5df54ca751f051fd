import { clsx, type ClassValue } from 'clsx';

/** Joins class names; kept here so primitives and layouts share one helper. */
export const cn = (...values: ClassValue[]): string => clsx(values);
