import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  contactFieldError,
  type ContactFields,
  headerText,
  IDEMPOTENCY_KEY,
  normalizeContact,
  validateContact,
} from '../../src/domain/contact.ts';

const valid: ContactFields = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Engines Ltd',
  phone: '+44 (0)20 7946-0958',
  email: 'ada@engines.example.co.uk',
  subject: 'A quote for the laser cutter',
  message: 'Hello,\r\n\tplease call me back.\n\nAda',
};

const SINGLE_LINE = CONTACT_FIELDS.filter((field) => field !== 'message');

describe('validateContact', () => {
  it('accepts a complete submission, and one with only the required fields', () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, company: '', phone: '', subject: '' })).toEqual({});
  });

  it('requires first name, last name, email and message', () => {
    const empty = normalizeContact({});
    expect(validateContact(empty)).toEqual({
      firstName: 'contact__error_required',
      lastName: 'contact__error_required',
      email: 'contact__error_required',
      message: 'contact__error_required',
    });
  });

  it('caps every field at its length, and not one character below', () => {
    for (const field of CONTACT_FIELDS) {
      const max = CONTACT_MAX_LENGTH[field];
      const fill = (length: number) =>
        field === 'email'
          ? `${'a'.repeat(length - '@example.com'.length)}@example.com`
          : field === 'phone'
            ? '1'.repeat(length)
            : 'x'.repeat(length);
      expect(contactFieldError(field, fill(max)), field).toBeNull();
      expect(contactFieldError(field, fill(max + 1)), field).toBe('contact__error_too_long');
    }
  });

  it.each([
    'ada',
    'ada@',
    '@engines.example',
    'ada@engines',
    'ada.engines.example',
    'a da@engines.example',
    'ada@@engines.example',
    'ada@engines..example',
    'ada@engines.c',
    'ada@10.0.0.1',
    '<ada@engines.example>',
    'ada@engines.example, eve@evil.example',
  ])('refuses the email %j', (email) => {
    expect(contactFieldError('email', email)).toBe('contact__error_email');
  });

  it.each(['ada@engines.example', 'a.b+c@sub.engines.example', 'jürgen@müller.example', 'x_y@a-b.museum'])(
    'accepts the email %j',
    (email) => {
      expect(contactFieldError('email', email)).toBeNull();
    },
  );

  it('accepts phone numbers with the usual separators and refuses letters or too few digits', () => {
    for (const phone of ['+49 30 1234567', '(030) 123-45-67', '030/1234567', '0049.30.1234567'])
      expect(contactFieldError('phone', phone), phone).toBeNull();
    for (const phone of ['call me', '+49 30 CALL-ME', '1234', '49+301234567', '+49 30 1234567 ext 5'])
      expect(contactFieldError('phone', phone), phone).toBe('contact__error_phone');
  });

  it('refuses CR, LF and other control characters in every single-line field (header injection)', () => {
    for (const field of SINGLE_LINE) {
      for (const sneaky of ['\r\nBcc: eve@evil.example', '\nX: y', '\r', '\u2028', '\u0000', '\t', '\u0085']) {
        const value = field === 'email' ? `ada@engines.example${sneaky}` : `${valid[field]}${sneaky}x`;
        expect(contactFieldError(field, value), `${field} ${JSON.stringify(sneaky)}`).toBe(
          'contact__error_single_line',
        );
      }
    }
  });

  /** Bidi marks, embeddings, overrides, isolates, then the other invisible format characters, a lone surrogate. */
  const BIDI = [
    ...['\u200e', '\u200f', '\u061c'],
    ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e'],
    ...['\u2066', '\u2067', '\u2068', '\u2069'],
  ];
  const INVISIBLE = ['\u200b', '\u2060', '\u00ad', '\ufeff', '\u{e0041}', '\ud800'];

  it('refuses bidi controls and other format characters in every single-line field (a name that reads otherwise)', () => {
    for (const field of SINGLE_LINE) {
      for (const sneaky of [...BIDI, ...INVISIBLE]) {
        const value = field === 'email' ? `ada${sneaky}@engines.example` : `${valid[field].slice(0, 3)}${sneaky}x`;
        expect(contactFieldError(field, value), `${field} ${JSON.stringify(sneaky)}`).toBe(
          'contact__error_single_line',
        );
      }
    }
    // The joiners stay: a Persian name with a non-joiner, an emoji sequence in a company's name.
    expect(contactFieldError('lastName', 'مهر\u200cنوش')).toBeNull();
    expect(contactFieldError('company', 'Team \u{1f469}\u200d\u{1f4bb}')).toBeNull();
  });

  it('removes bidi controls and other format characters from the message instead, keeping the joiners', () => {
    const fields = normalizeContact({
      ...valid,
      message: `\u202e Call me\u200b back\u2066 at 5\u2069 \u{1f469}\u200d\u{1f4bb}\u200e`,
    });
    expect(fields.message).toBe('Call me back at 5 \u{1f469}\u200d\u{1f4bb}');
    expect(validateContact(fields)).toEqual({});
    // Nothing but marks is no message.
    expect(validateContact(normalizeContact({ ...valid, message: BIDI.join('') })).message).toBe(
      'contact__error_required',
    );
    expect(contactFieldError('message', 'hello \ud800')).toBe('contact__error_characters');
  });

  it('refuses every format character of Unicode but the joiners in a single-line field', () => {
    const format: string[] = [];
    for (let code = 0; code <= 0x10ffff; code += 1) {
      const char = String.fromCodePoint(code);
      if (/\p{Cf}/u.test(char) && char !== '\u200c' && char !== '\u200d') format.push(char);
    }
    expect(format.length).toBeGreaterThan(150);
    for (const field of SINGLE_LINE) {
      const refused = format.filter(
        (char) => contactFieldError(field, `Ada${char}Lovelace`) === 'contact__error_single_line',
      );
      expect(refused, field).toEqual(format);
    }
  });

  it('lets a message have lines and tabs, and refuses other control characters in it', () => {
    expect(contactFieldError('message', 'a\r\nb\n\tc')).toBeNull();
    for (const sneaky of ['\u0000', '\u0007', '\u001b[31m', '\u007f'])
      expect(contactFieldError('message', `hello ${sneaky}`)).toBe('contact__error_characters');
  });

  it('property: a single-line value with a CR or LF anywhere is refused, whatever else it holds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SINGLE_LINE),
        fc.string({ maxLength: 30 }),
        fc.constantFrom('\r', '\n', '\r\n'),
        fc.string({ maxLength: 30 }),
        (field, before, lineBreak, after) => {
          const value = `${before}${lineBreak}${after}`.trim();
          fc.pre(value.includes('\r') || value.includes('\n'));
          expect(contactFieldError(field, value)).not.toBeNull();
        },
      ),
    );
  });

  it('property: plain printable names within the cap are accepted unchanged', () => {
    const name = fc
      .string({
        unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzÄÖÜäöüßéèçñ漢字 -'."),
        minLength: 1,
        maxLength: 100,
      })
      .map((s) => s.trim())
      .filter((s) => s !== '');
    fc.assert(
      fc.property(name, name, (firstName, lastName) => {
        const fields = normalizeContact({ ...valid, firstName: ` ${firstName} `, lastName });
        expect(fields.firstName).toBe(firstName);
        expect(validateContact(fields)).toEqual({});
      }),
    );
  });
});

describe('normalizeContact', () => {
  it('trims strings and empties whatever is not a string', () => {
    const fields = normalizeContact({ firstName: '  Ada \n', lastName: 42, email: null, message: ['x'] } as never);
    expect(fields).toEqual({
      firstName: 'Ada',
      lastName: '',
      company: '',
      phone: '',
      email: '',
      subject: '',
      message: '',
    });
  });
});

describe('headerText', () => {
  it('puts whatever a stored value holds on one line without format characters', () => {
    expect(headerText('Ada\u202e Love\u2066lace\r\nBcc: eve@evil.example\u2028x\u200b')).toBe(
      'Ada Lovelace  Bcc: eve@evil.example x',
    );
  });

  it('property: a value the single-line rule accepts comes out as it went in', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (raw) => {
        const value = raw.trim();
        fc.pre(contactFieldError('subject', value) === null);
        expect(headerText(value)).toBe(value);
      }),
    );
  });
});

describe('IDEMPOTENCY_KEY', () => {
  it('accepts a UUID and refuses short, long or header-breaking keys', () => {
    expect(IDEMPOTENCY_KEY.test('0b5c6c2e-3f1d-4b8e-9a55-6b1c2f3e4d5a')).toBe(true);
    for (const key of ['', 'short', 'a'.repeat(129), 'abcdefghijklmnop\r\nX: y', 'abcdefghijklmnop q'])
      expect(IDEMPOTENCY_KEY.test(key), key).toBe(false);
  });
});
