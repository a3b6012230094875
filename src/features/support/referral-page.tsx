import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createLoaderMachine } from '../../../machines/loader.machine';
import { createSubmitMachine } from '../../../machines/submit.machine';
import {
  AFFILIATE_MESSAGE_MAX,
  type AffiliateApplication,
  type AffiliateApplyRequest,
  type ReferralValue,
} from '../../api/contracts/support';
import { applyAffiliate, fetchReferralInfo } from '../../api/support';
import { fromCall } from '../../api/from-call';
import { PermissionContext } from '../../app/providers/site-data';
import { SessionContext } from '../../app/providers/session';
import { Modal } from '../../components/modal';
import { FormFailure } from '../../components/page-state';
import { ResourceView } from '../../components/resource-view';
import { QrCode } from '../../components/qr-code';
import { TextField } from '../../components/text-field';
import { useForm } from '../../components/use-form';
import { useLoader } from '../../components/use-loader';
import { currentLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { affiliateErrors, inviteLink, trimAffiliate, type AffiliateField } from '../../lib/referral';
import { copyText } from '../../browser/clipboard';
import './support.css';

const referralLoader = createLoaderMachine<ReferralValue>('referral').provide({
  actors: { load: fromCall((_: { language: string }, signal) => fetchReferralInfo(signal)) },
});
const applyLogic = createSubmitMachine<AffiliateApplyRequest, AffiliateApplication>('affiliateApply').provide(
  {
    actors: { send: fromCall(({ request }) => applyAffiliate(request)) },
  },
);

/**
 * Member-centre page `referral` (SPEC 2.5 invite friends, shown when the referral promotion is on):
 * the member's invite link (SPEC 3.1 referralCode), its QR code, a copy button answered by the
 * `copy_success` dialog (SPEC 8), the friends invited so far, and the affiliate application
 * (SPEC 1) with its status (SPEC 4.11 Applying until the platform approves it).
 */
export default function ReferralPage() {
  const { data, failure, retry, reload } = useLoader(referralLoader);
  // An answer kept from before a failed reload stays.
  return (
    <ResourceView data={data} failure={data ? null : failure} onRetry={retry}>
      {(info) => <Referral data={info} reload={reload} />}
    </ResourceView>
  );
}

function Referral({ data, reload }: { data: ReferralValue; reload: () => void }) {
  const { t } = useTranslation('support');
  const link = inviteLink(window.location.origin, data.referralCode);
  return (
    <div className="referral">
      <section aria-labelledby="referral-invite">
        <h3 id="referral-invite">{t('referral.title')}</h3>
        <p>{t('referral.lead')}</p>
        <InviteLink link={link} />
        <QrCode value={link} label={t('referral.qr')} size={200} margin={20} />
        <dl className="referral__stats">
          <dt>{t('referral.code')}</dt>
          <dd>{data.referralCode}</dd>
          <dt>{t('referral.invited')}</dt>
          <dd>{data.invitedCount}</dd>
        </dl>
      </section>
      <section aria-labelledby="referral-affiliate">
        <h3 id="referral-affiliate">{t('affiliate.title')}</h3>
        {data.affiliate && <AffiliateStatus application={data.affiliate} onRefresh={reload} />}
        {/* A rejected application may be sent again. */}
        {(!data.affiliate || data.affiliate.status === 'rejected') && <AffiliateForm onApplied={reload} />}
      </section>
    </div>
  );
}

function InviteLink({ link }: { link: string }) {
  const { t } = useTranslation('support');
  const [result, setResult] = useState<'idle' | 'copied' | 'failed'>('idle');
  const labelId = useId();
  return (
    <div className="referral__link">
      <span id={labelId}>{t('referral.link')}</span>
      <output aria-labelledby={labelId}>{link}</output>
      <button
        type="button"
        className="button"
        onClick={async () => setResult((await copyText(link)) ? 'copied' : 'failed')}
      >
        {t('referral.copy')}
      </button>
      {result === 'failed' && (
        <p role="alert" className="form-error">
          {t('referral.copyFailed')}
        </p>
      )}
      {/* SPEC 8: "Copy success: dialog 'copy_success'", a small popup with an OK button. */}
      <Modal
        open={result === 'copied'}
        title={t('referral.copySuccessTitle')}
        onClose={() => setResult('idle')}
        showClose={false}
        size="message"
      >
        <p>{t('copy_success')}</p>
        <button type="button" className="button" onClick={() => setResult('idle')}>
          {t('referral.ok')}
        </button>
      </Modal>
    </div>
  );
}

function AffiliateStatus({
  application,
  onRefresh,
}: {
  application: AffiliateApplication;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('support');
  const member = SessionContext.useSelector((s) => s.context.member);
  const siteOffset = PermissionContext.useSelector((s) => s.context.data?.gmtOffsetMinutes ?? 0);
  const offset = member?.gmtOffsetMinutes ?? siteOffset;
  return (
    <div>
      <dl className="referral__stats">
        <dt>{t('affiliate.status')}</dt>
        <dd>
          <span role="status">{t(`affiliate.statuses.${application.status}`)}</span>
        </dd>
        <dt>{t('affiliate.appliedAt')}</dt>
        <dd>{formatDateTime(application.appliedAt, offset, currentLanguage())}</dd>
        <dt>{t('affiliate.fields.channel')}</dt>
        <dd>{application.channel}</dd>
      </dl>
      {application.status === 'applying' && (
        <p className="field__hint">
          {t('affiliate.reviewing')}{' '}
          <button type="button" className="link-button" onClick={onRefresh}>
            {t('affiliate.refresh')}
          </button>
        </p>
      )}
    </div>
  );
}

const emptyApplication: AffiliateApplyRequest = { name: '', contact: '', channel: '', message: '' };

function AffiliateForm({ onApplied }: { onApplied: () => void }) {
  const { t } = useTranslation('support');
  const form = useForm({
    logic: applyLogic.provide({ actions: { succeeded: onApplied } }),
    initial: emptyApplication,
    validate: affiliateErrors,
    request: trimAffiliate,
  });
  const { values, set, errors, busy, failure } = form;
  const messageId = useId();
  const errorText = (field: AffiliateField) =>
    errors[field] === 'required'
      ? t('affiliate.required')
      : errors[field] === 'tooLong'
        ? t('affiliate.tooLong', { max: AFFILIATE_MESSAGE_MAX })
        : undefined;

  if (form.succeeded)
    return (
      <p role="status" className="form__success">
        {t('affiliate.sent')}
      </p>
    );
  return (
    <form
      className="form"
      onSubmit={form.submit}
      noValidate
      aria-busy={busy}
      aria-labelledby="referral-affiliate"
    >
      <p className="field__hint">{t('affiliate.lead')}</p>
      <FormFailure failure={failure} />
      <TextField
        label={t('affiliate.fields.name')}
        value={values.name}
        onChange={set('name')}
        required
        autoComplete="name"
        autoCapitalize="words"
        error={errorText('name')}
      />
      <TextField
        label={t('affiliate.fields.contact')}
        value={values.contact}
        onChange={set('contact')}
        required
        autoComplete="tel"
        autoCapitalize="none"
        spellCheck={false}
        error={errorText('contact')}
      />
      <TextField
        label={t('affiliate.fields.channel')}
        value={values.channel}
        onChange={set('channel')}
        required
        error={errorText('channel')}
      />
      <div className="field">
        <label htmlFor={messageId}>{t('affiliate.fields.message')}</label>
        <textarea
          id={messageId}
          value={values.message}
          onChange={(e) => set('message')(e.target.value)}
          maxLength={AFFILIATE_MESSAGE_MAX}
          rows={3}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`${messageId}-hint`}
        />
        <p id={`${messageId}-hint`} className={errors.message ? 'form-error' : 'field__hint'}>
          {errorText('message') ?? `${values.message.length}/${AFFILIATE_MESSAGE_MAX}`}
        </p>
      </div>
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy}>
          {t('affiliate.submit')}
        </button>
      </div>
    </form>
  );
}
