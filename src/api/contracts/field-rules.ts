import { patternFamilies } from './pattern-families';
import type { FieldRule } from './register';

/**
 * The platform's checks of a value against a server-configured field rule (SPEC 5.2), and of an
 * e-mail address (SPEC 5.3, family 4): the form applies them before sending and the platform on
 * receipt, so the two agree. Messages are the client's (src/lib/validation.ts).
 */

/** Length in characters (code points), so an astral kanji counts once. */
const lengthOf = (value: string) => [...value].length;

/**
 * The server's `acceptedPattern` as a full-match RegExp, or null when any value is accepted:
 * '*' or blank (SPEC 5.2), or a source that is not a valid regex (a misconfigured rule must not
 * crash the form). The `u` flag is tried first (the families use \p{…}), then no flags, for
 * sources written in pre-Unicode syntax.
 */
export function acceptedRegex(source: string): RegExp | null {
  if (source.trim() === '' || source === '*') return null;
  for (const flags of ['u', '']) {
    try {
      const alone = new RegExp(source, flags); // valid alone, not only once wrapped
      return new RegExp(`^(?:${alone.source})$`, alone.flags);
    } catch {
      // try the next flags
    }
  }
  return null;
}

/**
 * SPEC 5.2: whether a value passes one configured field. The value is trimmed; a disabled field
 * always passes; an empty value fails only when required; otherwise it must match
 * `acceptedPattern` and have minLength..maxLength characters (inclusive).
 */
export function fieldRuleAccepts(value: string, rule: FieldRule): boolean {
  if (!rule.enabled) return true;
  const trimmed = value.trim();
  if (trimmed === '') return !rule.required;
  const length = lengthOf(trimmed);
  const matches = acceptedRegex(rule.acceptedPattern)?.test(trimmed) ?? true;
  return matches && length >= rule.minLength && length <= rule.maxLength;
}

/** SPEC 5.3: an e-mail address (family 4), trimmed; an empty one is not. */
export const isEmail = (value: string): boolean => patternFamilies['4']!.regex.test(value.trim());
