/** A plausible e-mail address: something@domain.tld, no spaces. The server has the last word. */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
}
