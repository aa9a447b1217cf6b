import fc from 'fast-check';

/*
 * What a hostile client sends: strings with NUL bytes, lone surrogates, bidirectional
 * controls and huge numbers, JSON of any shape, and bodies with the right field names but
 * values of the wrong kind. Shared by the property tests of the /ws frames and REST bodies.
 */

/** Placeholder in generated JSON text for a number literal JSON.stringify cannot write. */
const BIG = '__big_number__';
const BIG_LITERALS = ['1e400', '-1e400', '123456789012345678901234567890', '2147483648', '9007199254740993'];

const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\u202e',
  '\u2066',
  '\ufeff',
  '%00',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '../../etc/passwd',
  'admin',
  '',
  ' ',
  '00000000-0000-4000-8000-000000000000',
  BIG,
);

/** Characters one by one, lone surrogates and NUL among them. */
const unit = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\u0000', '\u202e', '\u2069', '\n', '"', '\\'),
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: nasty },
  { weight: 3, arbitrary: fc.string({ unit, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
);

export const hostileNumber: fc.Arbitrary<number | string> = fc.oneof(
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 2, 1e21, -0, 0.5, Number.MAX_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constant(BIG),
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(fc.constant(null), fc.boolean(), hostileNumber, hostileString);

/** Any JSON value, nested a few levels. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A field's value spoilt: replaced by anything, or a valid string with something hostile added. */
function spoilt(valid: unknown): fc.Arbitrary<unknown> {
  const replaced = fc.oneof(hostileJson, fc.constant(undefined));
  if (typeof valid !== 'string') return replaced;
  return fc.oneof(
    replaced,
    hostileString.map((bad) => `${valid}${bad}`),
    hostileString.map((bad) => `${bad}${valid}`),
  );
}

/**
 * Objects with the given field names (each present or not) holding hostile values: checks
 * of the first field refuse most of them.
 */
export function hostileBody(fields: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const field of fields) model[field] = hostileJson;
  return fc.record(model, { requiredKeys: [] });
}

/**
 * A valid body with one or two fields spoilt (left out, replaced, or with hostile text added):
 * every check along the way gets its turn, not only the first.
 */
export function spoiltBody(
  valid: fc.Arbitrary<Record<string, unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  return valid.chain((body) => {
    const fields = Object.keys(body);
    return fc
      .uniqueArray(fc.constantFrom(...fields), { minLength: 1, maxLength: Math.min(2, fields.length) })
      .chain((chosen) =>
        fc.tuple(...chosen.map((field) => spoilt(body[field]).map((value) => [field, value] as const))),
      )
      .map((changes) => {
        const spoiled: Record<string, unknown> = { ...body };
        for (const [field, value] of changes) {
          if (value === undefined) delete spoiled[field];
          else spoiled[field] = value;
        }
        return spoiled;
      });
  });
}

/** JSON text of `value`, with huge number literals where the placeholder stood. */
export function jsonText(value: unknown, pick = 0): string {
  let n = pick;
  return JSON.stringify(value).replaceAll(
    `"${BIG}"`,
    () => BIG_LITERALS[n++ % BIG_LITERALS.length] ?? '1e400',
  );
}

/** A body for an endpoint whose valid body `valid` makes: anything at all, or it spoilt. */
export function hostileJsonText(valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.oneof(
        { weight: 1, arbitrary: hostileJson },
        { weight: 1, arbitrary: valid.chain((body) => hostileBody(Object.keys(body))) },
        { weight: 4, arbitrary: spoiltBody(valid) },
      ),
      fc.nat(10),
    )
    .map(([value, pick]) => jsonText(value, pick));
}

/** Every byte of the text's UTF-8 percent-encoded (a lone surrogate becomes U+FFFD's bytes). */
export function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

/** A query-string value: NUL, broken UTF-8, huge numbers and all. */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  hostileString.map(percentEncoded),
  fc.constantFrom('%C0%80', '%FF', '%ED%A0%80', '%E2%80%AE', '%', '%zz', '1e400', '99999999999999999999'),
);

/** A query string for an endpoint whose valid parameters `valid` makes: anything, or those spoilt. */
export function hostileQuery(valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<string> {
  const join = (params: Record<string, unknown>) =>
    Object.entries(params)
      .map(
        ([key, value]) =>
          `${key}=${typeof value === 'string' ? percentEncoded(value) : percentEncoded(jsonText(value))}`,
      )
      .join('&');
  const raw = valid.chain((params) =>
    fc.record(Object.fromEntries(Object.keys(params).map((key) => [key, hostileQueryValue])), {
      requiredKeys: [],
    }),
  );
  return fc.oneof(
    { weight: 3, arbitrary: spoiltBody(valid).map(join) },
    {
      weight: 1,
      arbitrary: raw.map((params) =>
        Object.entries(params)
          .map(([k, v]) => `${k}=${v}`)
          .join('&'),
      ),
    },
  );
}
