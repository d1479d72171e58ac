import { STATUS_CODES } from 'node:http';

/** One entry of Strapi's `details.errors[]` for validation failures. */
export interface FieldError {
  path: string[];
  message: string;
  name: string;
}

export interface StrapiErrorBody {
  data: null;
  error: { status: number; name: string; message: string; details: Record<string, unknown> };
}

/** An error that leaves the server in Strapi 5's error shape. */
export class StrapiError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const errorBody = (
  status: number,
  name: string,
  message: string,
  details: Record<string, unknown> = {},
): StrapiErrorBody => ({ data: null, error: { status, name, message, details } });

/** The name `http-errors` (and so Strapi) gives a status: 413 -> PayloadTooLargeError. */
export function httpErrorName(status: number): string {
  const text = STATUS_CODES[status] ?? 'Internal Server Error';
  const name = text.replace(/[^A-Za-z0-9 ]/g, '').replace(/(?:^| )(\w)/g, (_, c: string) => c.toUpperCase());
  return name.endsWith('Error') ? name : `${name}Error`;
}

export const notFoundError = () => new StrapiError(404, 'NotFoundError', 'Not Found');

export const validationError = (message: string, details: Record<string, unknown> = {}) =>
  new StrapiError(400, 'ValidationError', message, details);

/**
 * A request its route's schema refuses, in Strapi's yup-style shape: one message, or "N errors occurred", and an
 * entry per field; a field missing, of the wrong type or empty is "<field> is a required field".
 */
export function schemaError(issues: { instancePath: string; keyword: string; message?: string | undefined }[]) {
  const errors: FieldError[] = issues.map(({ instancePath, keyword, message }) => {
    const path = instancePath.split('/').filter((part) => part !== '');
    const field = path.join('.') || 'body';
    const required = keyword === 'invalid_type' || keyword === 'too_small';
    return {
      path,
      message: required ? `${field} is a required field` : `${field}: ${message ?? 'invalid'}`,
      name: 'ValidationError',
    };
  });
  const message = errors.length === 1 ? (errors[0]?.message ?? 'Invalid input') : `${errors.length} errors occurred`;
  return validationError(message, { errors });
}
