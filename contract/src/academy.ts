/** The academy's contact address: the participant app's footer shows it, and participant mails ask to be answered there. */
export const ACADEMY_CONTACT_MAIL = 'info@academy.example';

/**
 * The academy's postal address, the same in every language but its country's name (the catalogues'
 * 'academy.country'): the participant app's footer and the server's PDF letterhead show it.
 */
export const ACADEMY_ADDRESS = { street: 'Kornmarkt 12', postalCode: '54290', city: 'Trier' } as const;
