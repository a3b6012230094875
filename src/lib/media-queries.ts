/**
 * Below this width the side menu is a drawer over the page, not a column beside it (the phone
 * layout). The same width as the `@media (max-width: 760px)` rules of src/app/styles.css. React-free:
 * the early start reads it too.
 */
export const PHONE_QUERY = '(max-width: 760px)';
/** The player asks for less motion: tickers, counters and slideshows stand still. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
