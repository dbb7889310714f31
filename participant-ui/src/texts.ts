import { ACADEMY_ADDRESS, ACADEMY_CONTACT_MAIL } from '@unit-costs/contract';

/**
 * The academy's address and channels, the same in every language; its name and every text the app
 * shows are in the contract's catalogues (contract/src/i18n), read through useT().
 */
export const ACADEMY = {
  ...ACADEMY_ADDRESS,
  phone: '+49 651 93737-0',
  infoMail: ACADEMY_CONTACT_MAIL,
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/legal-training-academy' },
    { name: 'X', href: 'https://x.com/legaltrainingacademy' },
    { name: 'YouTube', href: 'https://www.youtube.com/@legaltrainingacademy' },
    { name: 'Facebook', href: 'https://www.facebook.com/legaltrainingacademy' },
  ],
} as const;
