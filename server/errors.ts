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

/** Strapi's yup-style "field is required" errors: one message, or "N errors occurred". */
export function requiredFieldsError(missing: string[]): StrapiError {
  const errors: FieldError[] = missing.map((field) => ({
    path: [field],
    message: `${field} is a required field`,
    name: 'ValidationError',
  }));
  const message = errors.length === 1 ? (errors[0]?.message ?? 'Invalid input') : `${errors.length} errors occurred`;
  return validationError(message, { errors });
}
