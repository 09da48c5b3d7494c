import { errorStatus, serverMessage } from '../../../lib/api';

/** The statuses whose text may be about one field of the form (a wrong password, a taken address). */
const FIELD_REFUSAL_STATUSES: readonly number[] = [400, 409];

/**
 * The field a refusal of the server is about, known by its text, so the form can show it under
 * that field (tied to it, and focused) rather than as a message about the whole form.
 */
export function refusedField<F extends string>(
  error: unknown,
  fieldByMessage: Readonly<Record<string, F>>,
): { field: F; message: string } | undefined {
  const status = errorStatus(error);
  if (status === undefined || !FIELD_REFUSAL_STATUSES.includes(status)) return undefined;
  const message = serverMessage(error);
  const field = fieldByMessage[message];
  return field ? { field, message } : undefined;
}
