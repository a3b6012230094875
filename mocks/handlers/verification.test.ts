// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { errorCodes, smsCodeNoLoginCall, smsCodeRegisterCall } from '../../src/api/contracts';
import { testWorlds } from '../test-world';
import { refusalText } from './refusals';

const world = testWorlds();

describe('SMS codes', () => {
  it('records the code through the store, so a subscriber (the Scenarios panel) sees it', async () => {
    const { api, store } = world();
    const heard = vi.fn<(code: string | null) => void>();
    store.subscribe(() => heard(store.world.sms.lastCode));
    expect(store.world.sms.lastCode).toBeNull();
    await expect(
      api.request(smsCodeNoLoginCall, { mobileNum: '01712345678', countryDialingCode: '880' }),
    ).resolves.toEqual({ expiredMinutes: 2 });
    expect(heard).toHaveBeenCalledWith('123456');
    expect(store.world.sms).toMatchObject({ lastCode: '123456', lastMobile: '01712345678' });
  });

  it('sms-login: codes expire after 1 minute', async () => {
    const { api } = world({ scenario: 'sms-login' });
    await expect(
      api.request(smsCodeNoLoginCall, { mobileNum: '01712345678', countryDialingCode: '880' }),
    ).resolves.toEqual({ expiredMinutes: 1 });
  });

  it('sends a registration code to a new number and refuses a registered one', async () => {
    const { api, refused, store } = world({ scenario: 'mobile-register' });
    await expect(
      api.request(smsCodeRegisterCall, {
        mobileNo: '01898765432',
        countryDialingCode: '880',
        type: 'mobile',
      }),
    ).resolves.toEqual({ expiredMinutes: 2 });
    expect(store.world.sms.lastMobile).toBe('01898765432');
    await expect(
      refused(
        api.request(smsCodeRegisterCall, {
          mobileNo: '01712345678',
          countryDialingCode: '880',
          type: 'mobile',
        }),
      ),
    ).resolves.toMatchObject({ message: refusalText.mobileTaken });
  });

  it.each(['0171234567', '01212345678', '+8801712345678', 'abc', ''])(
    'refuses the number "%s" with INVALID_PHONE and records nothing',
    async (mobileNum) => {
      const { api, refused, store } = world();
      await expect(
        refused(api.request(smsCodeNoLoginCall, { mobileNum, countryDialingCode: '880' })),
      ).resolves.toMatchObject({ message: refusalText.phoneInvalid, code: errorCodes.invalidPhone });
      expect(store.world.sms.lastCode).toBeNull();
    },
  );

  it.each([
    ['sms-rate-limited', 'Too many requests, try again after 5 minutes', errorCodes.tooManyRequests],
    ['sms-quota-exceeded', refusalText.quotaExceeded, errorCodes.quotaExceeded],
  ] as const)(
    '%s refuses every request with its code and records nothing',
    async (scenario, message, code) => {
      const { api, refused, store } = world({ scenario });
      await expect(
        refused(api.request(smsCodeNoLoginCall, { mobileNum: '01712345678', countryDialingCode: '880' })),
      ).resolves.toMatchObject({ message, code });
      await expect(
        refused(
          api.request(smsCodeRegisterCall, {
            mobileNo: '01898765432',
            countryDialingCode: '880',
            type: 'mobile',
          }),
        ),
      ).resolves.toMatchObject({ code });
      expect(store.world.sms.lastCode).toBeNull();
    },
  );
});
