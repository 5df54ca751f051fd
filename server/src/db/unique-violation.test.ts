import { expect, it } from 'vitest';
import { isUniqueViolation, uniqueViolation } from './unique-violation.js';

it('finds a unique violation on the error or on a cause (as Drizzle wraps it), with its constraint', () => {
  const driver = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'customers_username_key' });
  expect(uniqueViolation(driver)).toEqual({ constraint: 'customers_username_key' });
  expect(uniqueViolation(new Error('Failed query', { cause: driver }))).toEqual({ constraint: 'customers_username_key' });
  expect(uniqueViolation({ code: '23505' })).toEqual({ constraint: '' });
  expect(isUniqueViolation(new Error('Failed query', { cause: driver }))).toBe(true);
});

it('answers null for any other error, a foreign-key violation included', () => {
  expect(uniqueViolation(Object.assign(new Error('fk'), { code: '23503' }))).toBeNull();
  expect(uniqueViolation(new Error('plain'))).toBeNull();
  expect(uniqueViolation('23505')).toBeNull();
  expect(uniqueViolation(null)).toBeNull();
  expect(isUniqueViolation(undefined)).toBe(false);
});
