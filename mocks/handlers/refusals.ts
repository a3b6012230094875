import { errorCodes, type RegisterField } from '../../src/api/contracts';

/**
 * What the mock platform says when it refuses (SPEC 8 where the spec has the text). The client
 * shows `message` as is, or acts on `code` (src/api/contracts/call.ts `errorCodes`).
 */
export const refusalText = {
  badCredentials: 'Incorrect username or password',
  oneClickUnknown: 'This sign-in is not linked to any account',
  captchaMissing: 'Please enter the captcha',
  captchaInvalid: 'Invalid captcha',
  codeInvalid: 'Verification code not valid, missing or expired, please send again',
  functionDisabled: 'Function not enabled, please contact customer service',
  oldPasswordWrong: 'Old password is incorrect',
  passwordsDiffer: 'The two passwords are inconsistent',
  defaultPasswordReused: 'The new password cannot be the default password',
  passwordFormat: 'Password format is incorrect',
  userEmailNotFound: 'Username/Email does not exist',
  mobileNotFound: 'Mobile number does not exist',
  usernameTaken: 'Username already exists',
  mobileTaken: 'Mobile number already exists',
  invitationInvalid: 'Invalid invitation code',
  phoneInvalid: 'Invalid phone number format',
  tooManyRequests: 'Too many requests, try again after 5 minutes',
  quotaExceeded: 'Quota not sufficient, please contact customer service',
} as const;

export const refusalCode = errorCodes;

const fieldLabels: Partial<Record<RegisterField, string>> = {
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm password',
  mobileNum: 'Mobile number',
  email: 'Email',
  payeeName: 'Real name',
  affiliateCode: 'Invitation code',
  verificationCode: 'Verification code',
  paymentPassword: 'Payment password',
};
const labelOf = (field: RegisterField) => fieldLabels[field] ?? field;

/** Registration refusals for a field that breaks its server-side rule (SPEC 5.2). */
export const fieldRequired = (field: RegisterField) => `${labelOf(field)} is required`;
export const fieldFormat = (field: RegisterField) => `${labelOf(field)} format is incorrect`;
