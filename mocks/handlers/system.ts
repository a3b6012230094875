import { languageSetCall, permissionCall, statusCall } from '../../src/api/contracts';
import { encryptCsPath } from '../../src/api/payload-crypto';
import type { WorldStore } from '../world/store';
import { memberOfToken } from '../world/accounts';
import { trialLaunchReadingOf } from '../world/launch';
import { registerSettingsValue } from './register';
import { mockCall, reject } from './respond';

export function systemHandlers(store: WorldStore) {
  return [
    mockCall(statusCall, () => {
      const { system } = store.world;
      return {
        status: system.status,
        maintenance: system.maintenance,
        regionRestriction: system.regionRestriction,
        maintenanceEnd: system.maintenanceEnd,
        ip: system.visitorIp,
      };
    }),

    mockCall(permissionCall, () => {
      const { world } = store;
      return {
        customerService: world.customerService.map((entry) => ({
          csType: entry.csType,
          title: entry.title,
          path: encryptCsPath(entry.url, entry.key),
        })),
        domainRoute: [`https://www.${world.site.mainDomain}`],
        resources: world.resources,
        whitelabel: world.whitelabel,
        register: registerSettingsValue(world),
        trialLaunchReading: trialLaunchReadingOf(world),
        oneClickProviders: [...world.oneClickProviders],
        mainDomain: world.site.mainDomain,
        analytics: {},
        location: { ip: world.system.visitorIp },
        maintenance: { endTime: world.system.maintenanceEnd, info: world.system.maintenanceInfo },
        imageCDNs: [],
        launchGameCDNs: [],
        gmtOffsetMinutes: world.site.gmtOffsetMinutes,
        currencySymbol: world.site.currencySymbol,
      };
    }),

    mockCall(languageSetCall, ({ token }) => (memberOfToken(store.world, token) ? null : reject(null, 401))),
  ];
}
