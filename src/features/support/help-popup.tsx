/** SPEC 2.4 helpModal (/help, /help#term): placeholder until the support work fills it. */
export default function HelpPopup() {
  return null;
}
