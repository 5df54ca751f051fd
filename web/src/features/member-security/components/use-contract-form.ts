import { useState } from 'react';
import { useForm, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod/mini';
import { toast } from '../../../lib/toasts';
import { codeText, isWrongPassword } from './form-kit';

export interface ContractForm<V extends FieldValues> {
  form: UseFormReturn<V>;
  busy: boolean;
  /** The translated message of a field's failed check, if any. */
  errorOf: (name: Path<V>) => string | undefined;
  /** Checks with the schema, then sends; a success says so in a toast and clears the form (or keeps what was sent). */
  onSubmit: (e?: React.BaseSyntheticEvent) => Promise<void>;
}

/**
 * A form checked by a request schema of the contract (its messages are message codes), sent by
 * `send`. A failed call has already been shown by the error funnel, except a wrong current password,
 * which the form shows at that field; the form keeps what was typed.
 */
export function useContractForm<V extends FieldValues>(
  schema: z.ZodMiniType,
  defaults: V,
  send: (values: V, form: UseFormReturn<V>) => Promise<unknown>,
  successMessage: string,
  /** Keep what was sent in the form after a success (a nickname), instead of clearing it (passwords). */
  keepSent = false,
  /** The field holding the current login password: a refusal of it (in_incorrect_password) is told there. */
  currentPassword?: Path<V>,
): ContractForm<V> {
  const form = useForm<V>({
    defaultValues: defaults as never,
    resolver: zodResolver(schema as never) as unknown as Resolver<V>,
  });
  const [busy, setBusy] = useState(false);
  const errorOf = (name: Path<V>) => {
    const message = (form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
    return message ? codeText(message) : undefined;
  };
  const onSubmit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      await send(values, form);
      form.reset(keepSent ? values : defaults);
      toast({ tone: 'success', message: successMessage });
    } catch (e) {
      // the error funnel showed any other failure; what was typed stays
      if (currentPassword && isWrongPassword(e))
        form.setError(currentPassword, { message: 'current_password_wrong' }, { shouldFocus: true });
    } finally {
      setBusy(false);
    }
  });
  return { form, busy, errorOf, onSubmit };
}
