import { TextField } from './text-field';
import { SmsCodeField } from './sms-code-field';

export interface MobileCodeFieldsProps {
  mobileLabel: string;
  mobile: string;
  onMobile: (value: string) => void;
  code: string;
  onCode: (value: string) => void;
  mobileError?: string | undefined;
  codeError?: string | undefined;
}

/** A mobile number and the SMS code sent to it, before any session (SMS login, phone recovery). */
export function MobileCodeFields(props: MobileCodeFieldsProps) {
  return (
    <>
      <TextField
        label={props.mobileLabel}
        type="tel"
        value={props.mobile}
        onChange={props.onMobile}
        inputMode="tel"
        autoComplete="tel-national"
        required
        error={props.mobileError}
      />
      <SmsCodeField
        purpose="noLogin"
        mobile={props.mobile}
        value={props.code}
        onChange={props.onCode}
        error={props.codeError}
      />
    </>
  );
}
