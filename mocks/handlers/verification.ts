import { smsCodeNoLoginCall, smsCodeRegisterCall, type SmsCodeValue } from '../../src/api/contracts';
import { BANGLADESH_MOBILE } from '../world/accounts';
import type { WorldStore } from '../world/store';
import { refusalCode, refusalText } from './refusals';
import { mockCall, refuse, type Rejection } from './respond';

/**
 * SPEC 4.4, 8: the gateway checks the number, then answers as the world's `smsBehaviour` says. A
 * sent code is recorded through the store, so the Scenarios panel (a subscriber) shows it at once.
 */
function sendCode(store: WorldStore, mobileNum: string | undefined): SmsCodeValue | Rejection {
  const mobile = (mobileNum ?? '').trim();
  if (!BANGLADESH_MOBILE.test(mobile)) return refuse(refusalText.phoneInvalid, refusalCode.invalidPhone);
  switch (store.world.smsBehaviour) {
    case 'rateLimited':
      return refuse(refusalText.tooManyRequests, refusalCode.tooManyRequests);
    case 'quotaExceeded':
      return refuse(refusalText.quotaExceeded, refusalCode.quotaExceeded);
    case 'ok':
      break;
  }
  store.update((world) => {
    world.sms.lastCode = world.sms.code;
    world.sms.lastMobile = mobile;
  });
  return { expiredMinutes: store.world.sms.expiredMinutes };
}

export function verificationHandlers(store: WorldStore) {
  return [
    // Login by SMS and password recovery by phone: any well-formed number gets a code.
    mockCall(smsCodeNoLoginCall, ({ payload }) => sendCode(store, payload.mobileNum)),
    // Registration sends mobileNo (SPEC 3.2); a number already registered gets no code.
    mockCall(smsCodeRegisterCall, ({ payload }) => {
      const mobile = (payload.mobileNo ?? '').trim();
      if (mobile && store.world.members.some((m) => m.mobile === mobile || m.account === mobile)) {
        return refuse(refusalText.mobileTaken, null);
      }
      return sendCode(store, mobile);
    }),
  ];
}
