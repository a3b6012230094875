import { errorCodes, type RegisterField } from '../../src/api/contracts';

/**
 * What the mock platform says when it refuses (SPEC 8 where the spec has the text). The client
 * shows `message` as is, or acts on `code` (src/api/contracts/call.ts `errorCodes`).
 */
export const refusalText = {
  badCredentials: 'Incorrect username or password',
  accountFrozen: 'This account is frozen; please contact your agent',
  oneClickUnknown: 'This sign-in is not linked to any account',
  captchaMissing: 'Please enter the captcha',
  ipVerificationRequired: 'This login needs extra verification',
  bankNameWrong: 'The bank account name does not match',
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
  idempotencyKeyMissing: 'This request cannot be processed safely; please try again',
  notSession: 'Your session has ended; please log in again',
  requestBodyRequired: 'request body required',
  functionNotAvailable: 'This function is not available',
  systemBusy: '#727 system busy',
  previousGameOpen: '#734 the previous game has not finished',
} as const;

export const refusalCode = errorCodes;

/**
 * The same refusals in Bengali: the mock platform answers in the language the client asks for
 * (its Language header, wire.ts), as a localised platform would; a message without a Bengali text
 * stays English.
 */
const refusalTextBn: Readonly<Record<string, string>> = {
  [refusalText.badCredentials]: 'ইউজারনেম বা পাসওয়ার্ড ভুল',
  [refusalText.accountFrozen]: 'এই অ্যাকাউন্টটি স্থগিত; অনুগ্রহ করে আপনার এজেন্টের সাথে যোগাযোগ করুন',
  [refusalText.oneClickUnknown]: 'এই সাইন-ইন কোনো অ্যাকাউন্টের সাথে যুক্ত নয়',
  [refusalText.captchaMissing]: 'অনুগ্রহ করে ক্যাপচা লিখুন',
  [refusalText.ipVerificationRequired]: 'এই লগইনের জন্য অতিরিক্ত যাচাই দরকার',
  [refusalText.bankNameWrong]: 'ব্যাংক অ্যাকাউন্টের নাম মেলেনি',
  [refusalText.captchaInvalid]: 'ক্যাপচা সঠিক নয়',
  [refusalText.codeInvalid]: 'যাচাইকরণ কোড সঠিক নয়, নেই বা মেয়াদ শেষ, আবার পাঠান',
  [refusalText.functionDisabled]: 'এই সুবিধা চালু নেই, গ্রাহক সেবায় যোগাযোগ করুন',
  [refusalText.oldPasswordWrong]: 'পুরনো পাসওয়ার্ড ভুল',
  [refusalText.passwordsDiffer]: 'দুটি পাসওয়ার্ড এক নয়',
  [refusalText.defaultPasswordReused]: 'নতুন পাসওয়ার্ড ডিফল্ট পাসওয়ার্ড হতে পারে না',
  [refusalText.passwordFormat]: 'পাসওয়ার্ডের ফরম্যাট সঠিক নয়',
  [refusalText.userEmailNotFound]: 'ইউজারনেম/ইমেইল নেই',
  [refusalText.mobileNotFound]: 'মোবাইল নম্বরটি নেই',
  [refusalText.usernameTaken]: 'এই ইউজারনেম আগে থেকেই আছে',
  [refusalText.mobileTaken]: 'এই মোবাইল নম্বর আগে থেকেই আছে',
  [refusalText.invitationInvalid]: 'আমন্ত্রণ কোড সঠিক নয়',
  [refusalText.phoneInvalid]: 'ফোন নম্বরের ফরম্যাট সঠিক নয়',
  [refusalText.tooManyRequests]: 'অনেক বেশি অনুরোধ, 5 মিনিট পরে আবার চেষ্টা করুন',
  [refusalText.quotaExceeded]: 'কোটা যথেষ্ট নয়, গ্রাহক সেবায় যোগাযোগ করুন',
  [refusalText.idempotencyKeyMissing]: 'এই অনুরোধটি নিরাপদে সম্পন্ন করা যাচ্ছে না; আবার চেষ্টা করুন',
  [refusalText.notSession]: 'আপনার সেশন শেষ হয়েছে; অনুগ্রহ করে আবার লগইন করুন',
  [refusalText.functionNotAvailable]: 'এই সুবিধাটি এখন পাওয়া যাচ্ছে না',
  [refusalText.systemBusy]: '#727 সিস্টেম ব্যস্ত',
  [refusalText.previousGameOpen]: '#734 আগের গেমটি এখনো শেষ হয়নি',
};

/**
 * A refusal text: English only (the tables above give its Bengali), or both languages at once,
 * which newer areas use so their texts live beside their handlers.
 */
export type RefusalMessage = string | { en: string; bn: string };

/** A refusal's message in the language of the request. */
export function localisedRefusal(message: RefusalMessage | null, language: 'bn' | 'en'): string | null {
  const bengali = language === 'bn';
  if (message !== null && typeof message === 'object') return bengali ? message.bn : message.en;
  if (message === null || !bengali) return message;
  return Object.hasOwn(refusalTextBn, message) ? refusalTextBn[message]! : message;
}

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
