import { Faker, type LocaleDefinition } from '@faker-js/faker';

/**
 * The mock world's faker: a small Bangladeshi name set (Latin script, as account names are typed).
 * A full locale weighs hundreds of KB, and even faker's `base` data (mime types, emoji, time
 * zones…) is over 100 KB of the mock build's start: the world draws only names, numbers, strings,
 * e-mail addresses with a given domain and IPs, which need no more (the world of every seed is the
 * same with or without `base`).
 */
const bangladeshNames: LocaleDefinition = {
  metadata: {
    title: 'Bangladesh (mock world)',
    code: 'en_BD',
    language: 'en',
    endonym: 'English (Bangladesh)',
    dir: 'ltr',
    script: 'Latn',
  },
  person: {
    first_name: {
      female: [
        'Ayesha',
        'Fatema',
        'Nusrat',
        'Sadia',
        'Tahmina',
        'Farzana',
        'Sharmin',
        'Rumana',
        'Nabila',
        'Mithila',
        'Tania',
        'Jannat',
      ],
      male: [
        'Rahim',
        'Karim',
        'Tanvir',
        'Arif',
        'Shakib',
        'Imran',
        'Mahmud',
        'Rafiq',
        'Sabbir',
        'Nayeem',
        'Fahim',
        'Rakib',
      ],
    },
    last_name: {
      female: ['Akter', 'Begum', 'Khatun', 'Sultana', 'Islam', 'Rahman', 'Chowdhury', 'Hossain'],
      male: ['Hossain', 'Rahman', 'Islam', 'Ahmed', 'Chowdhury', 'Uddin', 'Sarker', 'Mia'],
    },
    name: [{ value: '{{person.firstName}} {{person.lastName}}', weight: 1 }],
  },
};

/**
 * A faker of its own for each world: a world's core is made in steps (create-world.ts), and
 * another world's draws between two steps must not change its sequence.
 */
export const createFaker = () => new Faker({ locale: [bangladeshNames] });
