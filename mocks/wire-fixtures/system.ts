import type { systemCalls } from '../../src/api/contracts/system';
import type { WireFixture } from './wire-fixture';

/** The answers of `systemCalls` (src/api/contracts/system.ts), as the platform sends them. */
export const systemFixtures = {
  status: {
    value: 0,
    source: 'SPEC 4.1',
    note: 'A bare code: 0 normal, 1 maintenance, 2 region restricted. The variant, the detail object with the flags, is our assumption.',
    variants: [
      {
        status: 1,
        maintenance: true,
        regionRestriction: false,
        maintenanceEnd: '2025-03-01T12:00:00.000Z',
        ip: '203.0.113.7',
      },
    ],
  },
  permission: {
    value: {
      customerService: [{ csType: 'LIVECHAT', title: 'Live chat', path: 'U2FsdGVkX1+cs0path8keyKEY12345' }],
      domainRoute: ['https://www.example.com'],
      resources: [{ resourceType: 'Android', url: 'https://download.example.com/app.apk' }],
      whitelabel: { FREEPLAY3: true, MOBILENUMREG3: false, PTSYS3: true },
      oneClickProviders: ['google'],
      mainDomain: 'www.example.com',
      analytics: { gtagId: 'G-EXAMPLE01' },
      location: { ip: '203.0.113.7' },
      maintenance: { endTime: null, info: null },
      imageCDNs: ['https://img.example.com'],
      launchGameCDNs: ['https://games.example.com'],
    },
    source: 'SPEC 7.2',
    note: 'SPEC 7.2 lists the fields; oneClickProviders is our assumption.',
  },
  languageSet: { value: null, source: 'assumption' },
} satisfies Record<keyof typeof systemCalls, WireFixture>;
