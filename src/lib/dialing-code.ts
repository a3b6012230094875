/**
 * The country dialing code sent with every SMS code request (SPEC 3.2 `countryDialingCode`): the
 * platform serves Bangladesh, whose numbers the forms check (`validateMobile`: 01…, 11 digits).
 */
export const COUNTRY_DIALING_CODE = '880';
