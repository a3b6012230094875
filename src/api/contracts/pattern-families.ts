/**
 * SPEC 5.4: the pattern families a registration field rule can name. The server sends a rule's
 * `patternId` (which picks the message `reg_pattern_{patternId}`) and its own `acceptedPattern`
 * (which decides validity); the mock world sends `patternFamilies[id].regex.source` as
 * `acceptedPattern`, so the regexes here are what a well-configured server would send.
 *
 * Each regex checks the characters only; lengths come from the rule's minLength..maxLength.
 * All are written for the `u` flag (Unicode scripts, astral kanji).
 *
 * | id | family                                       |
 * |----|----------------------------------------------|
 * | 1  | letters and digits only                      |
 * | 2  | first character a letter, then letters/digits|
 * | 3  | kanji and digits                             |
 * | 4  | e-mail format                                |
 * | 5  | numbers only                                 |
 * | 6  | letters plus digits (must contain both)      |
 * | 7  | at least one uppercase letter                |
 * | 8  | English letters and spaces                   |
 * | 9  | no spaces                                    |
 * | 10 | Chinese with punctuation                     |
 * | 11 | date yyyy-MM-dd (real calendar date)         |
 * | 12 | date MM-dd-yyyy (real calendar date)         |
 * | 13 | Thai only                                    |
 * | 14 | Korean only                                  |
 * | 15 | full name with a space between parts         |
 * | 16 | full-width Japanese                          |
 * | 17 | uppercase only                               |
 * | 18 | password with upper, lower, digit and symbol |
 */

// Dates: years 1000-9999; February 29 only in leap years (divisible by 4 and not by 100, or by 400).
const year = '[1-9]\\d{3}';
const leapYear = '(?:[1-9]\\d(?:0[48]|[2468][048]|[13579][26])|(?:[2468][048]|[13579][26])00)';
const monthDay =
  '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))';

// Chinese punctuation: full-width marks, quotes, brackets, the enumeration comma, dash, ellipsis, middle dot.
const chinesePunctuation = '，。！？、；：“”‘’（）《》〈〉【】「」『』〔〕—…·～';

// Full-width Japanese: hiragana, full-width katakana (not the half-width block U+FF61-FF9F),
// kanji and iteration marks, the ideographic space and CJK punctuation, full-width ASCII forms.
const fullWidthJapanese =
  '\\u3000-\\u303F\\u3041-\\u309F\\u30A0-\\u30FF\\u31F0-\\u31FF\\p{Script=Han}\\uFF01-\\uFF5E';

// ASCII punctuation and symbols: ! to /, : to @, [ to `, { to ~.
const asciiSymbol = '[!-\\/:-@\\[-`{-~]';

/** A pattern family: the regex a value must fully match and its message key in `validation`. */
export interface PatternFamily {
  regex: RegExp;
  messageKey: `reg_pattern_${string}`;
}

const family = (id: string, source: string): PatternFamily => ({
  regex: new RegExp(source, 'u'),
  messageKey: `reg_pattern_${id}`,
});

/** SPEC 5.4 pattern families by patternId (table above). */
export const patternFamilies: Readonly<Record<string, PatternFamily>> = {
  '1': family('1', '^[A-Za-z0-9]+$'),
  '2': family('2', '^[A-Za-z][A-Za-z0-9]*$'),
  '3': family('3', '^[\\p{Script=Han}0-9０-９]+$'),
  '4': family(
    '4',
    '^[A-Za-z0-9_%+-]+(?:\\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z]{2,}$',
  ),
  '5': family('5', '^[0-9]+$'),
  '6': family('6', '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$'),
  '7': family('7', '^(?=.*[A-Z]).+$'),
  '8': family('8', '^[A-Za-z ]+$'),
  '9': family('9', '^\\S+$'),
  '10': family('10', `^[\\p{Script=Han}${chinesePunctuation}]+$`),
  '11': family('11', `^(?:${year}-${monthDay}|${leapYear}-02-29)$`),
  '12': family('12', `^(?:${monthDay}-${year}|02-29-${leapYear})$`),
  '13': family('13', '^\\p{Script=Thai}+$'),
  '14': family('14', '^\\p{Script=Hangul}+$'),
  // Parts start with a letter and may hold marks (Bengali vowel signs), dots, apostrophes, hyphens.
  '15': family('15', "^\\p{L}[\\p{L}\\p{M}.'’-]*(?: \\p{L}[\\p{L}\\p{M}.'’-]*)+$"),
  '16': family('16', `^[${fullWidthJapanese}]+$`),
  '17': family('17', '^[A-Z]+$'),
  '18': family('18', `^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*${asciiSymbol})[!-~]+$`),
};
