import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTACT_FIELDS,
  type ContactErrorKey,
  type ContactField,
  CONTACT_MAX_LENGTH,
  IDEMPOTENCY_KEY,
  MIN_FILL_MS,
  normalizeContact,
  validateContact,
} from '../src/domain/contact';
import { DEFAULT_LOCALE, isLocale } from '../src/domain/types';
import type { ContactStore } from './contact-store';
import type { FieldError } from './errors';
import { StrapiError, validationError } from './errors';
import { rateLimitedRoute, type RateLimitOptions } from './rate-limit';

/** A hidden field people never see: whatever fills it is a bot. */
export const HONEYPOT_FIELD = 'homepage';

export interface ContactRouteOptions {
  /** null: no database configured, the route answers 503 (and never claims a message was sent). */
  store: ContactStore | null;
  /** Per IP; a showroom kiosk sends many leads from one address, so the default is generous. */
  rateLimit?: RateLimitOptions;
}

const ENGLISH: Record<ContactErrorKey, (field: ContactField) => string> = {
  contact__error_required: (field) => `${field} is a required field`,
  contact__error_too_long: (field) => `${field} must be at most ${CONTACT_MAX_LENGTH[field]} characters`,
  contact__error_email: (field) => `${field} must be a valid email`,
  contact__error_phone: (field) => `${field} may only hold digits, spaces and + ( ) - . /`,
  contact__error_single_line: (field) => `${field} must be a single line without control characters`,
  contact__error_characters: (field) => `${field} must not contain control characters`,
};

/**
 * Strapi's 422 shape, one entry per invalid field: `message` in English as Strapi words it, `key` the
 * translation key of the same rule, which the form shows in the visitor's language.
 */
function invalidFieldsError(errors: Partial<Record<ContactField, ContactErrorKey>>): StrapiError {
  const entries: (FieldError & { key: ContactErrorKey })[] = CONTACT_FIELDS.flatMap((field) => {
    const key = errors[field];
    return key ? [{ path: [field], message: ENGLISH[key](field), name: 'ValidationError', key }] : [];
  });
  const message = entries.length === 1 ? (entries[0]?.message ?? '') : `${entries.length} errors occurred`;
  return new StrapiError(422, 'ValidationError', message, { errors: entries });
}

const unavailable = () =>
  new StrapiError(503, 'ServiceUnavailableError', 'The message could not be stored, please try again later');

/**
 * The form's envelope. Its fields, and how long it took to fill in, are judged by the domain's rules
 * (validateContact, MIN_FILL_MS), which the form shares: each refusal names its field with the key the form shows
 * in the visitor's language, so the schema leaves their values to them.
 */
const Submission = z.object({
  data: z.looseObject({
    ...(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, z.unknown().optional()])) as Record<
      ContactField,
      z.ZodOptional<z.ZodUnknown>
    >),
    locale: z.string().optional(),
    fillMs: z.unknown().optional(),
    [HONEYPOT_FIELD]: z.unknown().optional(),
  }),
});

/**
 * `POST /api/contact` (docs/architecture.md, "Contact form"): `{ data: { fields..., locale, fillMs, homepage } }` with
 * an `Idempotency-Key` header. Answers 201 `{ data: { reference, createdAt } }` only once the submission is committed
 * to the SQLite file.
 */
export const contactRoutes: FastifyPluginAsyncZod<ContactRouteOptions> = async (app, options) => {
  app.addHook('onClose', async () => options.store?.close());

  app.post(
    '/api/contact',
    {
      ...rateLimitedRoute(options.rateLimit ?? { max: 10, windowMs: 10 * 60_000 }),
      // A message of 5000 CJK characters is 15 KB of UTF-8 before the other fields: above the global 16 KiB.
      bodyLimit: 64 * 1024,
      schema: {
        headers: z.looseObject({ 'idempotency-key': z.string().regex(IDEMPOTENCY_KEY) }),
        body: Submission,
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const { data } = request.body;

      // Answered like a success and dropped: a refusal would tell the bot which field gave it away.
      const honeypot = data[HONEYPOT_FIELD];
      if (typeof honeypot === 'string' && honeypot.trim() !== '') {
        request.log.info({ reference: key }, 'contact: honeypot filled, submission dropped');
        return reply.code(201).send({ data: { reference: key, createdAt: new Date().toISOString() } });
      }
      const { fillMs } = data;
      if (typeof fillMs !== 'number' || !Number.isFinite(fillMs) || fillMs < MIN_FILL_MS) {
        throw validationError('The form was sent too quickly');
      }

      const fields = normalizeContact(data);
      const errors = validateContact(fields);
      if (Object.keys(errors).length > 0) throw invalidFieldsError(errors);

      const locale = data.locale !== undefined && isLocale(data.locale) ? data.locale : DEFAULT_LOCALE;
      if (!options.store) throw unavailable();
      let result;
      try {
        result = options.store.save(key, fields, locale);
      } catch (error) {
        request.log.error(error, 'contact: the submission could not be stored');
        throw unavailable();
      }
      if (result.kind === 'conflict') {
        throw new StrapiError(422, 'ValidationError', 'This Idempotency-Key was used for a different submission');
      }
      if (result.kind === 'replayed') reply.header('Idempotent-Replayed', 'true');
      return reply.code(201).send({ data: result.contact });
    },
  );
};
