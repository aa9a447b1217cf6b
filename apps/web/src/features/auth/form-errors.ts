/** The part of a zod issue the forms need; keeps this module free of a direct zod import. */
interface FieldIssue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

export type FieldErrors<TField extends string> = Partial<Record<TField, string>>;

/**
 * The first message per top-level field, the one the form shows under that field. Contracts
 * schemas give catalogue keys as messages, so these are keys for `issueText` to word.
 */
export function fieldErrors<TField extends string>(issues: ReadonlyArray<FieldIssue>): FieldErrors<TField> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || errors[field] !== undefined) continue;
    errors[field] = issue.message;
  }
  return errors as FieldErrors<TField>;
}
