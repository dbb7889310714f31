/** The academy's contact address: the participant app's footer shows it, and participant mails ask to be answered there. */
export const ACADEMY_CONTACT_MAIL = 'info@academy.example';
