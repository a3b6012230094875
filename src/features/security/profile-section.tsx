import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../app/providers/session';
import type { ProfileField, ProfileSettings, SecurityInfo } from '../../api/contracts/security';
import { saveProfile } from '../../api/security';
import { FormFailure } from '../../components/page-state';
import { TextField } from '../../components/text-field';
import { useFormFields } from '../../components/use-form';
import { verbatim, type InputHints } from '../../components/input-hints';
import { useValidationText } from '../../components/use-validation-text';
import {
  enabledProfileFields,
  todayAt,
  validateProfile,
  type ProfileValues,
} from '../../lib/security-validation';
import { SavedNotice, Section } from './section';
import { useSecurityForm } from './use-security-form';

/** The keyboard and autofill hints of the other profile labels. */
const profileInputProps: Partial<Record<ProfileField, InputHints>> = {
  telegram: verbatim,
  whatsapp: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  line: verbatim,
  facebook: verbatim,
  wechat: verbatim,
  zalo: verbatim,
  qqNum: { inputMode: 'numeric' },
  idNumber: verbatim,
  address: { autoComplete: 'street-address' },
};

/** The member's day: at the GMT offset the platform gives, else the browser's. */
const memberToday = (gmtOffsetMinutes: number | undefined) =>
  todayAt(gmtOffsetMinutes ?? -new Date().getTimezoneOffset());

/**
 * SPEC 3.1 profile: account (read-only), nickname, real name (set once: withdrawals are checked
 * against it, so afterwards only customer service changes it), birthday with the platform's minimum
 * age (SPEC 5.5, 9), and the other profile labels the settings enable. A refused or failed save
 * keeps every typed value.
 */
export function ProfileSection({
  info,
  settings,
  onSaved,
}: {
  info: SecurityInfo;
  settings: ProfileSettings;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['security', 'validation']);
  const session = SessionContext.useActorRef();
  const form = useSecurityForm('saveProfile', {
    send: saveProfile,
    onSaved: () => {
      onSaved();
      // The header shows the nickname.
      session.send({ type: 'member.refresh' });
    },
    stayOpen: true,
  });
  const gmtOffset = SessionContext.useSelector((s) => s.context.member?.gmtOffsetMinutes);
  // The day the form opened: the latest birthday the date picker offers.
  const [today] = useState(() => memberToday(gmtOffset));
  const realNameEditable = info.realName === '';
  const fields = enabledProfileFields(settings);
  const typed = useFormFields({
    initial: (): ProfileValues => ({
      nickname: info.nickname,
      realName: '',
      birthday: info.birthday,
      profile: { ...info.profile },
    }),
    validate: (values) =>
      validateProfile(values, settings, { realNameEditable, today: memberToday(gmtOffset) }),
    onValid: (values) => {
      const realName = values.realName.trim();
      form.submit({
        nickname: values.nickname.trim(),
        ...(realNameEditable && realName !== '' ? { realName } : {}),
        birthday: values.birthday.trim(),
        profile: Object.fromEntries(fields.map((field) => [field, (values.profile[field] ?? '').trim()])),
      });
    },
  });
  const { values, errors } = typed;
  const errorText = useValidationText();

  const update = (change: (current: ProfileValues) => ProfileValues) => {
    typed.setValues(change);
    form.edited();
  };
  const set = (key: 'nickname' | 'realName' | 'birthday') => (value: string) =>
    update((current) => ({ ...current, [key]: value }));
  const setField = (field: ProfileField) => (value: string) =>
    update((current) => ({ ...current, profile: { ...current.profile, [field]: value } }));

  return (
    <Section title={t('profile.title')}>
      <form className="form" onSubmit={typed.submit} noValidate aria-busy={form.busy}>
        <FormFailure failure={form.failure} />
        <div className="security__fields">
          <TextField label={t('profile.account')} value={info.account} onChange={() => undefined} readOnly />
          <TextField
            label={t('profile.nickname')}
            value={values.nickname}
            onChange={set('nickname')}
            autoComplete="nickname"
            required
            error={errorText(errors.nickname)}
          />
          {realNameEditable ? (
            <TextField
              label={t('profile.realName')}
              value={values.realName}
              onChange={set('realName')}
              autoComplete="name"
              autoCapitalize="words"
              hint={t('profile.realNameHint')}
              error={errorText(errors.realName)}
            />
          ) : (
            <TextField
              label={t('profile.realName')}
              value={info.realName}
              onChange={() => undefined}
              readOnly
              hint={t('profile.realNameLocked')}
            />
          )}
          <TextField
            label={t('profile.birthday')}
            type="date"
            value={values.birthday}
            onChange={set('birthday')}
            max={today}
            autoComplete="bday"
            hint={t('profile.birthdayHint', { age: settings.minimumAge })}
            error={errorText(errors.birthday)}
          />
          {fields.map((field) => (
            <TextField
              key={field}
              label={t(`profile.fields.${field}`)}
              value={values.profile[field] ?? ''}
              onChange={setField(field)}
              required={settings.fields[field]?.required}
              error={errorText(errors[field])}
              {...profileInputProps[field]}
            />
          ))}
        </div>
        <SavedNotice text={form.saved ? t('profile.saved') : null} />
        <button type="submit" className="button" disabled={form.busy}>
          {t('profile.save')}
        </button>
      </form>
    </Section>
  );
}
