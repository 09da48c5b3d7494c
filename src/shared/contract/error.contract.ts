/** Every failure answers this body with a 4xx/5xx status. */
export interface ErrorBody {
  Message: string;
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).Message === 'string';
}
