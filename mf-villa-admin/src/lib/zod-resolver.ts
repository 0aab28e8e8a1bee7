import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form resolver for a zod schema (the shared request schemas), so forms validate with
 * exactly the rules the API applies. Errors are keyed by their dotted path.
 */
export function zodResolver<I extends FieldValues, O>(schema: z.ZodType<O, I>): Resolver<I, unknown, O> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      if (key && !errors[key]) errors[key] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as unknown as FieldErrors<I> };
  };
}
