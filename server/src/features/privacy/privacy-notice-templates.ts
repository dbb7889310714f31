import type { Language } from '@unit-costs/contract';

import { academyIn } from '../../platform/common/pdf/letterhead.js';
import type { AppConfig } from '../../platform/config/config.js';

type Template = (
  academy: { name: string; address: string },
  config: Pick<AppConfig, 'privacy' | 'publicUrl'>,
) => string;

/**
 * The default privacy notice in each participant language, filled with the configured retention and
 * the app's address. English is the notice as it always was; German and French say the same.
 */
const TEMPLATES: Readonly<Record<Language, Template>> = {
  en: ({ name, address }, { privacy, publicUrl }) => `# Privacy notice

${name}, ${address}, refunds the travel and accommodation costs of the participants of its
EU-funded seminars at unit rates. This notice says which of your data it keeps for that, why, for how long,
and what you can ask of it.

## What we collect
- **Your claim:** your name, e-mail address and phone number; your employer's name and address and your
  country; your travel type and the nights you claim. From your employer's address we calculate the distance
  to the venue and the refund.
- **Your bank account** (once you request the refund): account holder, IBAN, BIC, bank, and the account
  holder's address. The IBAN is stored encrypted.
- **The history of your claim:** when it was saved, requested, decided and paid, and by whom.
- **Mails we sent you** (confirmation, sign-in codes, decisions) and your sign-in sessions.

## Why
To calculate and pay your refund, and to account for it to the European Union, which funds the seminars
(Art. 6(1)(b), (c) and (e) GDPR). We do not use your data for anything else and pass it on only to our bank
(for the transfer) and to the EU's auditors when they audit the grant.

## For how long
- Claims you never requested: ${privacy.unrequestedRetentionDays} days after the seminar ended.
- Other claims: the EU Financial Regulation obliges us to keep the records of a grant ${privacy.retentionYears}
  years after the end of the year the seminar's refunds were paid or decided, and longer while an audit or
  investigation is open.
- Then your claims are anonymised: your name, contact details, address and bank account are removed; only the
  amounts, distances and countries stay, for the statistics.
- Sign-in codes last 15 minutes, sessions at most 30 days; sent mails are deleted after 90 days.

## Your rights
You can see and download everything we hold about your e-mail address, and ask for it to be erased, on the
page "My data" (${publicUrl}/me/data), after signing in with your e-mail address. What the law obliges us to
keep is then hidden from everyone but our administrators until that duty ends. You can also ask for
corrections, object, and complain to a data protection supervisory authority.

## Contact
The data protection officer of ${name}, ${address}.
`,

  de: ({ name, address }, { privacy, publicUrl }) => `# Datenschutzhinweis

Die ${name}, ${address}, erstattet den Teilnehmerinnen und Teilnehmern ihrer von der EU geförderten
Seminare die Reise- und Übernachtungskosten nach Kostenpauschalen. Dieser Hinweis sagt, welche Ihrer Daten sie
dafür speichert, warum, wie lange und was Sie von ihr verlangen können.

## Was wir erheben
- **Ihr Antrag:** Ihr Name, Ihre E-Mail-Adresse und Telefonnummer; Name und Anschrift Ihres Arbeitgebers und
  Ihr Land; Ihre Reiseart und die beantragten Nächte. Aus der Anschrift Ihres Arbeitgebers berechnen wir die
  Entfernung zum Veranstaltungsort und die Erstattung.
- **Ihre Bankverbindung** (sobald Sie die Auszahlung anfordern): Kontoinhaber/in, IBAN, BIC, Bank und die
  Anschrift der Kontoinhaberin oder des Kontoinhabers. Die IBAN wird verschlüsselt gespeichert.
- **Der Verlauf Ihres Antrags:** wann er gespeichert, angefordert, entschieden und bezahlt wurde, und von wem.
- **E-Mails, die wir Ihnen geschickt haben** (Bestätigung, Anmeldecodes, Entscheidungen), und Ihre Anmeldesitzungen.

## Warum
Um Ihre Erstattung zu berechnen und auszuzahlen und sie gegenüber der Europäischen Union abzurechnen, die die
Seminare fördert (Art. 6 Abs. 1 Buchst. b, c und e DSGVO). Wir verwenden Ihre Daten für nichts anderes und geben
sie nur an unsere Bank (für die Überweisung) und an die Prüfer der EU weiter, wenn diese die Förderung prüfen.

## Wie lange
- Anträge, deren Auszahlung Sie nie angefordert haben: ${privacy.unrequestedRetentionDays} Tage nach dem Ende des Seminars.
- Andere Anträge: Die EU-Haushaltsordnung verpflichtet uns, die Unterlagen einer Förderung ${privacy.retentionYears}
  Jahre nach dem Ende des Jahres aufzubewahren, in dem die Erstattungen des Seminars gezahlt oder entschieden
  wurden, und länger, solange eine Prüfung oder Untersuchung läuft.
- Danach werden Ihre Anträge anonymisiert: Ihr Name, Ihre Kontaktdaten, Ihre Anschrift und Ihre Bankverbindung
  werden entfernt; nur die Beträge, Entfernungen und Länder bleiben für die Statistik.
- Anmeldecodes gelten 15 Minuten, Sitzungen höchstens 30 Tage; gesendete E-Mails werden nach 90 Tagen gelöscht.

## Ihre Rechte
Auf der Seite „Meine Daten“ (${publicUrl}/me/data) können Sie nach der Anmeldung mit Ihrer E-Mail-Adresse alles
sehen und herunterladen, was wir zu ihr gespeichert haben, und die Löschung verlangen. Was wir von Gesetzes wegen
aufbewahren müssen, ist dann für alle außer unseren Administratoren gesperrt, bis diese Pflicht endet. Sie können
außerdem Berichtigung verlangen, widersprechen und sich bei einer Datenschutz-Aufsichtsbehörde beschweren.

## Kontakt
Die oder der Datenschutzbeauftragte der ${name}, ${address}.
`,

  fr: ({ name, address }, { privacy, publicUrl }) => `# Politique de confidentialité

L’${name}, ${address}, rembourse aux participants de ses séminaires financés par l’UE leurs frais de
voyage et d’hébergement selon des coûts unitaires. Cette politique indique quelles données vous concernant elle conserve
à cette fin, pourquoi, pendant combien de temps et ce que vous pouvez lui demander.

## Ce que nous collectons
- **Votre demande :** vos nom, adresse e-mail et numéro de téléphone ; le nom et l’adresse de votre employeur et
  votre pays ; votre mode de voyage et les nuits demandées. À partir de l’adresse de votre employeur, nous
  calculons la distance jusqu’au lieu du séminaire et le remboursement.
- **Votre compte bancaire** (dès que vous demandez le remboursement) : titulaire du compte, IBAN, BIC, banque et
  adresse du titulaire. L’IBAN est enregistré chiffré.
- **L’historique de votre demande :** quand elle a été enregistrée, soumise, décidée et payée, et par qui.
- **Les e-mails que nous vous avons envoyés** (confirmation, codes de connexion, décisions) et vos sessions de connexion.

## Pourquoi
Pour calculer et payer votre remboursement, et en rendre compte à l’Union européenne, qui finance les séminaires
(art. 6, paragraphe 1, points b), c) et e), du RGPD). Nous n’utilisons vos données à aucune autre fin et ne les
transmettons qu’à notre banque (pour le virement) et aux auditeurs de l’UE lorsqu’ils contrôlent la subvention.

## Combien de temps
- Demandes dont vous n’avez jamais demandé le paiement : ${privacy.unrequestedRetentionDays} jours après la fin du séminaire.
- Autres demandes : le règlement financier de l’UE nous oblige à conserver les pièces d’une subvention
  ${privacy.retentionYears} ans après la fin de l’année au cours de laquelle les remboursements du séminaire ont été
  payés ou décidés, et plus longtemps tant qu’un audit ou une enquête est en cours.
- Vos demandes sont ensuite anonymisées : vos nom, coordonnées, adresse et compte bancaire sont supprimés ; seuls
  les montants, les distances et les pays restent, pour les statistiques.
- Les codes de connexion valent 15 minutes, les sessions au plus 30 jours ; les e-mails envoyés sont supprimés
  après 90 jours.

## Vos droits
Sur la page « Mes données » (${publicUrl}/me/data), après vous être connecté avec votre adresse e-mail, vous pouvez
voir et télécharger tout ce que nous conservons sur cette adresse, et en demander l’effacement. Ce que la loi nous
oblige à conserver n’est alors plus visible que de nos administrateurs, jusqu’à la fin de cette obligation. Vous
pouvez aussi demander une rectification, vous opposer et introduire une réclamation auprès d’une autorité de
contrôle de la protection des données.

## Contact
Le délégué à la protection des données de l’${name}, ${address}.
`,
};

/** The default privacy notice in `language`. */
export function defaultNotice(language: Language, config: Pick<AppConfig, 'privacy' | 'publicUrl'>): string {
  return TEMPLATES[language](academyIn(language), config);
}
