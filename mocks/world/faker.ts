import { base, Faker, type LocaleDefinition } from '@faker-js/faker';

/**
 * The mock world's faker: base data plus a small Bangladeshi name set (Latin script, as account
 * names are typed). A full locale weighs hundreds of KB; the world needs only names.
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

export const faker = new Faker({ locale: [bangladeshNames, base] });
