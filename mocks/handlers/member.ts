import {
  balanceCall,
  changePasswordCall,
  consolidatedCall,
  favouriteIdsCall,
  forgotPasswordEmailCall,
  MAIN_WALLET_ID,
  memberIconCall,
  memberInfoCall,
  publicStateCall,
  setPasswordByPhoneCall,
  type BalanceObserved,
  wire,
} from '../../src/api/contracts';
import { avatarOf } from '../world/icons';
import { unreadCount } from '../world/messages';
import { missionBadgeCount, rewardBadgeCount } from '../world/promotions-world';
import { vipOf } from '../world/points-world';
import { findByAccount, findByMobile, openSession, updateMember } from '../world/accounts';
import { toMajor, toMinor } from '../world/ledger';
import { hashPassword, passwordMatches } from '../world/passwords';
import { satisfiesRule } from '../world/register-settings';
import type { WorldStore } from '../world/store';
import type { World } from '../world/types';
import { mockObserved } from './observed';
import { refusalCode, refusalText } from './refusals';
import { mockCall, refuse, type Rejection, withMember } from './respond';
import { walletVendors } from './wallet';

/** A new password the platform accepts: not its default one (SPEC 9), and within the password rule. */
export function refuseNewPassword(world: World, password: string): Rejection | null {
  if (password === world.site.defaultPassword) return refuse(refusalText.defaultPasswordReused, null);
  const rule = world.registerSettings.password;
  if (rule.enabled && !satisfiesRule(password, rule)) return refuse(refusalText.passwordFormat, null);
  return null;
}

export function memberHandlers(store: WorldStore) {
  return [
    mockCall(memberInfoCall, ({ token }) =>
      withMember(store, token, (member) => ({
        id: member.id,
        account: member.account,
        nickname: member.nickname,
        type: member.type,
        gmtOffsetMinutes: store.world.site.gmtOffsetMinutes,
        mobileNum: member.mobile,
        email: member.email || null,
      })),
    ),

    // Observed: the sum of the member's wallets and each wallet's available balance (the main
    // wallet, then the vendor wallets unless the site keeps one wallet), with no currency symbol.
    mockObserved<BalanceObserved>()(balanceCall, ({ token }) =>
      withMember(store, token, (member) => {
        const vendors = store.world.money.settings.singleWallet ? [] : walletVendors(store.world);
        const wallets = [
          {
            vassalage: MAIN_WALLET_ID,
            accountTypeId: wire.wallets.mainAccountTypeId,
            availBalance: member.balance,
          },
          ...vendors.map(({ vassalage }) => ({ vassalage, availBalance: member.wallets[vassalage] ?? 0 })),
        ];
        const sumMinor = wallets.reduce((sum, wallet) => sum + toMinor(wallet.availBalance), 0);
        return { sumBalance: toMajor(sumMinor), balance: wallets };
      }),
    ),

    mockCall(publicStateCall, ({ token }) =>
      withMember(store, token, (member) => {
        const { referralEnabled, hasVip } = store.world.engagement;
        return {
          availablePromoCount: rewardBadgeCount(store.world, member.id, Date.now()),
          unreadMessage: unreadCount(store.world, member.id),
          missionCount: missionBadgeCount(store.world, member.id, Date.now()),
          referralEnabled,
          hasVip,
          vipLabelName: hasVip ? vipOf(store.world, member.id).level.name : null,
          vipRankLevel: hasVip ? vipOf(store.world, member.id).level.rank : null,
          hasUpline: member.parentId !== null,
        };
      }),
    ),

    mockCall(consolidatedCall, ({ token }) =>
      withMember(store, token, (member) => ({ ...member.consolidated })),
    ),

    // SPEC 7.1: a scenario's picture (a broken one, or none) else the member's own, drawn from the seed.
    mockCall(memberIconCall, ({ token }) =>
      withMember(store, token, (member) => ({
        icon: member.icon === undefined ? avatarOf(store.world.seed, member.account) : member.icon,
      })),
    ),

    mockCall(favouriteIdsCall, ({ token }) =>
      withMember(store, token, (member) => ({ ids: [...member.favouriteIds] })),
    ),

    // SPEC 4.3: the old password only when the form shows it (a forced change sends none).
    mockCall(changePasswordCall, ({ token, payload }) =>
      withMember(store, token, (member) => {
        const { oldPassword, newPassword, confirmNewPassword } = payload;
        if (oldPassword && !passwordMatches(member.passwordHash, oldPassword))
          return refuse(refusalText.oldPasswordWrong, null);
        if (newPassword !== confirmNewPassword) return refuse(refusalText.passwordsDiffer, null);
        const refusal = refuseNewPassword(store.world, newPassword);
        if (refusal) return refusal;
        updateMember(store, member.id, (m) => {
          m.passwordHash = hashPassword(newPassword);
          m.passwordExpired = false;
          m.firstTimeLogin = false;
        });
        return null;
      }),
    ),

    // SPEC 4.6: by e-mail the platform sends a reset mail; here it only checks the pair.
    mockCall(forgotPasswordEmailCall, ({ payload }) => {
      const member = findByAccount(store.world, payload.username ?? '');
      const email = (payload.email ?? '').trim().toLowerCase();
      if (!member || !email || member.email.toLowerCase() !== email) {
        return refuse(refusalText.userEmailNotFound, refusalCode.userNotFound);
      }
      return null;
    }),

    // SPEC 4.6: by phone the password is set and the member is logged in at once.
    mockCall(setPasswordByPhoneCall, ({ payload }) => {
      const member = findByMobile(store.world, payload.mobileNum ?? '');
      if (!member) return refuse(refusalText.mobileNotFound, refusalCode.userNotFound);
      if ((payload.verificationCode ?? '').trim() !== store.world.sms.code) {
        return refuse(refusalText.codeInvalid, refusalCode.invalidCode);
      }
      const refusal = refuseNewPassword(store.world, payload.newPassword);
      if (refusal) return refusal;
      updateMember(store, member.id, (m) => {
        m.passwordHash = hashPassword(payload.newPassword);
        m.passwordExpired = false;
        m.firstTimeLogin = false;
      });
      return { token: openSession(store, member.id) };
    }),
  ];
}
