/**
 * Building blocks of the patterns: every pattern of the rules is anchored (^…$), so that its
 * `source` is what openapi.yaml carries as `pattern` and can be compared with it.
 */

/** What an anchored pattern matches, without its anchors: /^[0-9]{9}$/ → "[0-9]{9}". */
export function bodyOf(pattern: RegExp): string {
  const { source } = pattern;
  if (!source.startsWith('^') || !source.endsWith('$') || source.endsWith('\\$')) {
    throw new Error(`not an anchored pattern: /${source}/`);
  }
  return source.slice(1, -1);
}

/**
 * The pattern (any one of the patterns) or nothing: for fields the contract sends as "" when
 * they do not apply to the kind of customer (the organisation names of an individual, the
 * personal number of an LTD …).
 */
export function orEmpty(...patterns: RegExp[]): RegExp {
  return new RegExp(`^(?:${patterns.map(bodyOf).join('|')})?$`);
}

/**
 * An input filter that keeps only the characters of a character class (its inside, as in
 * "A-Za-z0-9"), at most `max` of them.
 */
export function keepOnly(chars: string, max = Infinity): (value: string) => string {
  const others = new RegExp(`[^${chars}]`, 'g');
  return (value) => value.replace(others, '').slice(0, max);
}

/**
 * A yup test of `pattern` that lets a value over `max` characters pass untested: the field's
 * `max(max)` refuses it, and no pattern ever runs over a long input. yup runs every test of a
 * field whatever the others found, so `.max(n).matches(p)` still runs `p` over a megabyte; a
 * schema writes `.max(n).test(matchesUpTo(p, n, message))` instead (ESLint refuses `.matches` in
 * the schemas). A plain object, so that src/shared/rules needs no yup.
 */
export function matchesUpTo(
  pattern: RegExp,
  max: number,
  message: string,
  { excludeEmptyString = false }: { excludeEmptyString?: boolean } = {},
) {
  return {
    name: 'matches',
    message,
    params: { regex: pattern, max },
    skipAbsent: true,
    test: (value: unknown) =>
      typeof value !== 'string' ||
      (excludeEmptyString && value === '') ||
      value.length > max ||
      pattern.test(value),
  };
}
