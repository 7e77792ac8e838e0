import type { MessageKey } from './messages.js';

export interface FieldError {
  field: string;
  message: string;
}

/** A failure the client can show: status + a message key translated at the boundary. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly params: Record<string, string> = {},
    readonly errors: FieldError[] = [],
  ) {
    super(key);
  }
}

export const unauthorized = (key: MessageKey = 'authRequired') => new ApiError(401, key);
export const notFound = (key: MessageKey = 'notFound') => new ApiError(404, key);
