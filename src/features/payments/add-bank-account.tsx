import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { fromPromise } from 'xstate';
import { createSubmitMachine } from '../../../machines/submit.machine';
import type { AddBankAccountRequest, PaymentBankAccount } from '../../api/contracts/payments';
import { addBankAccount } from '../../api/payments';
import { MoneyFailure } from '../../components/money-failure';
import { TextField } from '../../components/text-field';
import { useMoneyForm } from '../../components/use-money-form';
import { useForm } from '../../components/use-form';
import { pendingOperations } from '../../browser/pending-operations';
import { validateAccountName, validateAccountNumber, validateBankName } from '../../lib/payment-rules';
import { usePaymentText } from './payment-text';

/**
 * "Add bank account": a disclosure that opens the form (bank, account name, account number). The
 * account name is the member's real name (SPEC 5.5 "Real name format incorrect" for the format;
 * the platform refuses a name that is not the registered one). Each added account opens a fresh
 * form next time. The call carries an idempotency key: after a lost answer the form
 * says the outcome is not known, `onCheck` reloads the accounts, and *Send again* cannot add the
 * account twice.
 */
export function AddBankAccount({
  banks,
  onAdded,
  onCheck,
}: {
  banks: readonly string[];
  onAdded: (account: PaymentBankAccount) => void;
  /** Loads the member's accounts again (the outcome of an add is not known). */
  onCheck: () => void;
}) {
  const { t } = useTranslation('payments');
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<PaymentBankAccount | null>(null);
  const formId = useId();
  return (
    <div className="add-account">
      {added && !open && (
        <p role="status" className="form__success">
          {t('accountAdded', { bank: added.bankName, number: added.accountNumberMasked })}
        </p>
      )}
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
      >
        {t('addBankAccount')}
      </button>
      {open && (
        <div id={formId}>
          <AddBankAccountForm
            banks={banks}
            onCheck={onCheck}
            onAdded={(account) => {
              setAdded(account);
              setOpen(false);
              onAdded(account);
            }}
          />
        </div>
      )}
    </div>
  );
}

function AddBankAccountForm({
  banks,
  onAdded,
  onCheck,
}: {
  banks: readonly string[];
  onAdded: (account: PaymentBankAccount) => void;
  onCheck: () => void;
}) {
  const { t } = useTranslation('payments');
  const { error: errorText } = usePaymentText('');
  const form = useForm({
    logic: () =>
      createSubmitMachine<AddBankAccountRequest, PaymentBankAccount>('addBankAccount', {
        idempotent: { pending: pendingOperations },
      }).provide({
        actors: {
          // Not cancelled with the form: once sent, an account is added or not, and the answer says which.
          send: fromPromise(({ input }) => addBankAccount(input.request, input.idempotencyKey)),
        },
        actions: {
          succeeded: (_, { result }) => onAdded(result),
          checkOutcome: onCheck,
        },
      }),
    initial: { bankName: '', accountName: '', accountNumber: '' },
    validate: ({ bankName, accountName, accountNumber }) => ({
      bankName: validateBankName(bankName),
      accountName: validateAccountName(accountName),
      accountNumber: validateAccountNumber(accountNumber),
    }),
    request: ({ bankName, accountName, accountNumber }): AddBankAccountRequest => ({
      bankName,
      accountName: accountName.trim().replace(/\s+/g, ' '),
      accountNumber: accountNumber.trim(),
    }),
  });
  const { values, set, errors, busy } = form;
  const { failureProps, offline } = useMoneyForm(form.machine);
  const bankId = useId();

  const bankError = errorText(errors.bankName);
  return (
    <form className="form payments-form" onSubmit={form.submit} noValidate aria-busy={busy}>
      <div className="field">
        <span className="field__label">
          <label htmlFor={bankId}>{t('bankName')}</label>
          <span aria-hidden="true"> *</span>
        </span>
        <select
          id={bankId}
          value={values.bankName}
          onChange={(e) => set('bankName')(e.target.value)}
          required
          aria-invalid={bankError ? true : undefined}
          aria-describedby={bankError ? `${bankId}-error` : undefined}
        >
          <option value="">{t('chooseBank')}</option>
          {banks.map((bank) => (
            <option key={bank} value={bank}>
              {bank}
            </option>
          ))}
        </select>
        {bankError && (
          <p id={`${bankId}-error`} className="form-error">
            {bankError}
          </p>
        )}
      </div>
      <TextField
        label={t('accountName')}
        value={values.accountName}
        onChange={set('accountName')}
        error={errorText(errors.accountName)}
        hint={t('accountNameHint')}
        autoComplete="name"
        autoCapitalize="words"
        required
      />
      <TextField
        label={t('accountNumber')}
        value={values.accountNumber}
        onChange={set('accountNumber')}
        error={errorText(errors.accountNumber)}
        hint={t('accountNumberHint')}
        inputMode="numeric"
        autoComplete="off"
        required
      />
      <MoneyFailure {...failureProps} subject="bankAccounts" />
      <button type="submit" className="button" disabled={busy || offline}>
        {busy ? t('submitting') : t('saveBankAccount')}
      </button>
    </form>
  );
}
