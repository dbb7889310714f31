import type { Language } from './i18n/languages.js';

/**
 * Why a bank sent a transfer back or rejected it, in words for the participant, in each language:
 * every ISO 20022 ExternalReturnReason1Code and the ExternalStatusReason1Code codes a pain.002
 * answers a credit transfer with (the ISO external code sets). Each is a sentence fragment that
 * follows "because" / "weil" / "pour la raison suivante :" in the texts that use it.
 * Rows: code, English, German, French.
 */
const ROWS: readonly (readonly [string, string, string, string])[] = [
  // Account
  [
    'AC01',
    'the account number (IBAN) is not correct',
    'die Kontonummer (IBAN) nicht stimmt',
    'le numéro de compte (IBAN) est incorrect',
  ],
  [
    'AC02',
    'the paying account’s number is not valid',
    'die Nummer des zahlenden Kontos ungültig ist',
    'le numéro du compte payeur n’est pas valide',
  ],
  [
    'AC03',
    'the account number (IBAN) is not valid',
    'die Kontonummer (IBAN) ungültig ist',
    'le numéro de compte (IBAN) n’est pas valide',
  ],
  ['AC04', 'the account has been closed', 'das Konto aufgelöst wurde', 'le compte est clôturé'],
  ['AC05', 'the paying account has been closed', 'das zahlende Konto aufgelöst wurde', 'le compte payeur est clôturé'],
  ['AC06', 'the account is blocked', 'das Konto gesperrt ist', 'le compte est bloqué'],
  ['AC07', 'the account has been closed', 'das Konto aufgelöst wurde', 'le compte est clôturé'],
  ['AC08', 'the branch code is not valid', 'die Filialnummer ungültig ist', 'le code de l’agence n’est pas valide'],
  [
    'AC09',
    'the account’s currency is not valid',
    'die Währung des Kontos ungültig ist',
    'la devise du compte n’est pas valide',
  ],
  [
    'AC10',
    'the paying account’s currency is not valid',
    'die Währung des zahlenden Kontos ungültig ist',
    'la devise du compte payeur n’est pas valide',
  ],
  [
    'AC11',
    'the account’s currency is not valid',
    'die Währung des Kontos ungültig ist',
    'la devise du compte n’est pas valide',
  ],
  ['AC12', 'the account type is not valid', 'die Kontoart ungültig ist', 'le type de compte n’est pas valide'],
  [
    'AC13',
    'the account cannot receive this kind of payment',
    'das Konto diese Art von Zahlung nicht annehmen kann',
    'le compte ne peut pas recevoir ce type de paiement',
  ],
  [
    'AC14',
    'the account cannot receive this kind of payment',
    'das Konto diese Art von Zahlung nicht annehmen kann',
    'le compte ne peut pas recevoir ce type de paiement',
  ],
  [
    'AC15',
    'the account details have changed',
    'sich die Kontodaten geändert haben',
    'les coordonnées du compte ont changé',
  ],
  [
    'AC16',
    'the account is under sequestration',
    'das Konto unter Zwangsverwaltung steht',
    'le compte est placé sous séquestre',
  ],
  [
    'AC17',
    'the account holder is in liquidation',
    'sich der Kontoinhaber in Liquidation befindet',
    'le titulaire du compte est en liquidation',
  ],
  // Agreement and agents
  [
    'AG01',
    'the bank does not allow this kind of payment to the account',
    'die Bank diese Art von Zahlung auf das Konto nicht zulässt',
    'la banque n’autorise pas ce type de paiement sur le compte',
  ],
  [
    'AG02',
    'the bank could not process the payment',
    'die Bank die Zahlung nicht verarbeiten konnte',
    'la banque n’a pas pu traiter le paiement',
  ],
  [
    'AG03',
    'the account does not accept this kind of transaction',
    'das Konto diese Art von Buchung nicht annimmt',
    'le compte n’accepte pas ce type d’opération',
  ],
  [
    'AG04',
    'a bank’s country code is not valid',
    'der Ländercode einer Bank ungültig ist',
    'le code pays d’une banque n’est pas valide',
  ],
  [
    'AG05',
    'the paying bank’s country code is not valid',
    'der Ländercode der zahlenden Bank ungültig ist',
    'le code pays de la banque du payeur n’est pas valide',
  ],
  [
    'AG06',
    'the receiving bank’s country code is not valid',
    'der Ländercode der empfangenden Bank ungültig ist',
    'le code pays de la banque du bénéficiaire n’est pas valide',
  ],
  [
    'AG07',
    'the paying account could not be debited',
    'das zahlende Konto nicht belastet werden konnte',
    'le compte payeur n’a pas pu être débité',
  ],
  [
    'AG08',
    'the access rights for this payment were missing',
    'die Berechtigung für diese Zahlung fehlte',
    'les droits d’accès pour ce paiement manquaient',
  ],
  [
    'AG09',
    'the bank never received the original payment',
    'die Bank die ursprüngliche Zahlung nie erhalten hat',
    'la banque n’a jamais reçu le paiement initial',
  ],
  [
    'AG10',
    'a bank in the chain is suspended from the payment system',
    'eine beteiligte Bank vom Zahlungssystem ausgeschlossen ist',
    'une banque de la chaîne est suspendue du système de paiement',
  ],
  [
    'AG11',
    'the receiving bank is suspended from the payment system',
    'die empfangende Bank vom Zahlungssystem ausgeschlossen ist',
    'la banque du bénéficiaire est suspendue du système de paiement',
  ],
  [
    'AG12',
    'payments between accounts of the same bank are not allowed this way',
    'Zahlungen zwischen Konten derselben Bank so nicht erlaubt sind',
    'les virements entre comptes d’une même banque ne sont pas admis ainsi',
  ],
  [
    'AG13',
    'a returned payment cannot be returned again',
    'eine zurückgegebene Zahlung nicht erneut zurückgegeben werden kann',
    'un paiement retourné ne peut pas être retourné à nouveau',
  ],
  [
    'AGNT',
    'a bank in the payment chain is not correct',
    'eine Bank in der Zahlungskette nicht stimmt',
    'une banque de la chaîne de paiement est incorrecte',
  ],
  // Amounts
  ['AM01', 'the amount is zero', 'der Betrag null ist', 'le montant est nul'],
  [
    'AM02',
    'the amount is higher than allowed',
    'der Betrag höher als erlaubt ist',
    'le montant dépasse le maximum autorisé',
  ],
  [
    'AM03',
    'the currency cannot be processed',
    'die Währung nicht verarbeitet werden kann',
    'la devise ne peut pas être traitée',
  ],
  [
    'AM04',
    'there were not enough funds to cover the payment',
    'keine ausreichende Deckung für die Zahlung vorhanden war',
    'les fonds étaient insuffisants pour couvrir le paiement',
  ],
  [
    'AM05',
    'the bank saw it as a duplicate payment',
    'die Bank sie als doppelte Zahlung angesehen hat',
    'la banque l’a considéré comme un paiement en double',
  ],
  [
    'AM06',
    'the amount is lower than the agreed minimum',
    'der Betrag unter dem vereinbarten Mindestbetrag liegt',
    'le montant est inférieur au minimum convenu',
  ],
  [
    'AM07',
    'the amount has been blocked by the authorities',
    'der Betrag von den Behörden gesperrt wurde',
    'le montant a été bloqué par les autorités',
  ],
  [
    'AM09',
    'the amount is not the one agreed or expected',
    'der Betrag nicht dem vereinbarten oder erwarteten entspricht',
    'le montant n’est pas celui convenu ou attendu',
  ],
  [
    'AM10',
    'the amounts do not add up to the file’s total',
    'die Beträge nicht die Summe der Datei ergeben',
    'les montants ne correspondent pas au total du fichier',
  ],
  [
    'AM11',
    'the payment’s currency is not valid',
    'die Währung der Zahlung ungültig ist',
    'la devise du paiement n’est pas valide',
  ],
  ['AM12', 'the amount is not valid', 'der Betrag ungültig ist', 'le montant n’est pas valide'],
  [
    'AM13',
    'the amount is above the clearing system’s limit',
    'der Betrag die Grenze des Clearingsystems überschreitet',
    'le montant dépasse la limite du système de compensation',
  ],
  [
    'AM14',
    'the amount is above the limit agreed with the bank',
    'der Betrag die mit der Bank vereinbarte Grenze überschreitet',
    'le montant dépasse la limite convenue avec la banque',
  ],
  [
    'AM15',
    'the amount is below the clearing system’s minimum',
    'der Betrag unter dem Minimum des Clearingsystems liegt',
    'le montant est inférieur au minimum du système de compensation',
  ],
  [
    'AM16',
    'the file’s control sum is not valid',
    'die Kontrollsumme der Datei ungültig ist',
    'la somme de contrôle du fichier n’est pas valide',
  ],
  [
    'AM17',
    'the payment block’s control sum is not valid',
    'die Kontrollsumme des Zahlungsblocks ungültig ist',
    'la somme de contrôle du lot de paiements n’est pas valide',
  ],
  [
    'AM18',
    'the number of transfers is not valid',
    'die Anzahl der Überweisungen ungültig ist',
    'le nombre de virements n’est pas valide',
  ],
  [
    'AM19',
    'the file’s number of transfers is not valid',
    'die Anzahl der Überweisungen in der Datei ungültig ist',
    'le nombre de virements du fichier n’est pas valide',
  ],
  [
    'AM20',
    'the payment block’s number of transfers is not valid',
    'die Anzahl der Überweisungen im Zahlungsblock ungültig ist',
    'le nombre de virements du lot n’est pas valide',
  ],
  [
    'AM21',
    'the amount is above the limit agreed with the bank',
    'der Betrag die mit der Bank vereinbarte Grenze überschreitet',
    'le montant dépasse la limite convenue avec la banque',
  ],
  [
    'AM22',
    'a zero amount cannot be booked to the account',
    'ein Betrag von null nicht auf das Konto gebucht werden kann',
    'un montant nul ne peut pas être porté au compte',
  ],
  [
    'AM23',
    'the amount is above the settlement limit',
    'der Betrag die Abwicklungsgrenze überschreitet',
    'le montant dépasse la limite de règlement',
  ],
  [
    'ARDT',
    'the payment had already been returned',
    'die Zahlung bereits zurückgegeben worden war',
    'le paiement avait déjà été retourné',
  ],
  // Parties
  [
    'BE01',
    'the account holder’s details do not match the account',
    'die Angaben zum Kontoinhaber nicht zum Konto passen',
    'les données du titulaire ne correspondent pas au compte',
  ],
  [
    'BE04',
    'the account holder’s address is missing or not correct',
    'die Adresse des Kontoinhabers fehlt oder nicht stimmt',
    'l’adresse du titulaire du compte manque ou est incorrecte',
  ],
  [
    'BE05',
    'the account holder does not recognise the payer',
    'der Kontoinhaber den Zahler nicht kennt',
    'le titulaire du compte ne reconnaît pas le payeur',
  ],
  [
    'BE06',
    'the bank does not know the account holder',
    'die Bank den Kontoinhaber nicht kennt',
    'la banque ne connaît pas le titulaire du compte',
  ],
  [
    'BE07',
    'the payer’s address is missing or not correct',
    'die Adresse des Zahlers fehlt oder nicht stimmt',
    'l’adresse du payeur manque ou est incorrecte',
  ],
  ['BE08', 'of an error at the bank', 'der Bank ein Fehler unterlaufen ist', 'une erreur de la banque'],
  [
    'BE09',
    'a country code is missing or not valid',
    'ein Ländercode fehlt oder ungültig ist',
    'un code pays manque ou n’est pas valide',
  ],
  [
    'BE10',
    'the payer’s country code is missing or not valid',
    'der Ländercode des Zahlers fehlt oder ungültig ist',
    'le code pays du payeur manque ou n’est pas valide',
  ],
  [
    'BE11',
    'the account holder’s country code is missing or not valid',
    'der Ländercode des Kontoinhabers fehlt oder ungültig ist',
    'le code pays du titulaire du compte manque ou n’est pas valide',
  ],
  [
    'BE12',
    'a country of residence is missing or not valid',
    'ein Wohnsitzland fehlt oder ungültig ist',
    'un pays de résidence manque ou n’est pas valide',
  ],
  [
    'BE13',
    'the payer’s country of residence is missing or not valid',
    'das Wohnsitzland des Zahlers fehlt oder ungültig ist',
    'le pays de résidence du payeur manque ou n’est pas valide',
  ],
  [
    'BE14',
    'the account holder’s country of residence is missing or not valid',
    'das Wohnsitzland des Kontoinhabers fehlt oder ungültig ist',
    'le pays de résidence du titulaire manque ou n’est pas valide',
  ],
  [
    'BE15',
    'an identification code is missing or not valid',
    'ein Identifikationscode fehlt oder ungültig ist',
    'un code d’identification manque ou n’est pas valide',
  ],
  [
    'BE16',
    'the payer’s identification is missing or not valid',
    'die Identifikation des Zahlers fehlt oder ungültig ist',
    'l’identification du payeur manque ou n’est pas valide',
  ],
  [
    'BE17',
    'the account holder’s identification is missing or not valid',
    'die Identifikation des Kontoinhabers fehlt oder ungültig ist',
    'l’identification du titulaire manque ou n’est pas valide',
  ],
  [
    'BE18',
    'the contact details are missing or not valid',
    'die Kontaktdaten fehlen oder ungültig sind',
    'les coordonnées de contact manquent ou ne sont pas valides',
  ],
  [
    'BE19',
    'the charges code is not valid for this payment',
    'der Entgeltcode für diese Zahlung ungültig ist',
    'le code des frais n’est pas valide pour ce paiement',
  ],
  ['BE20', 'the name is longer than allowed', 'der Name länger als erlaubt ist', 'le nom est plus long que permis'],
  ['BE21', 'a name is missing or not valid', 'ein Name fehlt oder ungültig ist', 'un nom manque ou n’est pas valide'],
  [
    'BE22',
    'the account holder’s name is missing',
    'der Name des Kontoinhabers fehlt',
    'le nom du titulaire du compte manque',
  ],
  [
    'BE23',
    'the account proxy (phone number or e-mail) is unknown',
    'der Konto-Alias (Telefonnummer oder E-Mail) unbekannt ist',
    'l’alias du compte (téléphone ou e-mail) est inconnu',
  ],
  // Dates and other rules
  [
    'CH03',
    'the execution date is too far in the future',
    'das Ausführungsdatum zu weit in der Zukunft liegt',
    'la date d’exécution est trop éloignée dans le futur',
  ],
  [
    'CH04',
    'the execution date is too far in the past',
    'das Ausführungsdatum zu weit in der Vergangenheit liegt',
    'la date d’exécution est trop ancienne',
  ],
  [
    'CH16',
    'the content of the payment is not correct',
    'der Inhalt der Zahlung nicht stimmt',
    'le contenu du paiement est incorrect',
  ],
  [
    'CH17',
    'the payment holds an element that is not allowed',
    'die Zahlung eine unzulässige Angabe enthält',
    'le paiement contient une donnée non autorisée',
  ],
  [
    'CH20',
    'the amount has more decimals than the currency allows',
    'der Betrag mehr Nachkommastellen hat, als die Währung erlaubt',
    'le montant a plus de décimales que la devise ne le permet',
  ],
  ['CH21', 'a mandatory detail is missing', 'eine Pflichtangabe fehlt', 'une donnée obligatoire manque'],
  ['CN01', 'the authorisation was cancelled', 'die Autorisierung widerrufen wurde', 'l’autorisation a été annulée'],
  [
    'CNOR',
    'the receiving bank could not be reached',
    'die empfangende Bank nicht erreichbar war',
    'la banque du bénéficiaire n’a pas pu être atteinte',
  ],
  ['CNPC', 'the cash was not picked up', 'das Bargeld nicht abgeholt wurde', 'les espèces n’ont pas été retirées'],
  [
    'CURR',
    'the currency of the payment is not correct',
    'die Währung der Zahlung nicht stimmt',
    'la devise du paiement est incorrecte',
  ],
  [
    'CUST',
    'the payer asked to cancel it',
    'der Zahler die Stornierung verlangt hat',
    'le payeur en a demandé l’annulation',
  ],
  [
    'DC04',
    'the underlying payment details were not received',
    'die Angaben zur zugrunde liegenden Zahlung nicht eingegangen sind',
    'les détails du paiement sous-jacent n’ont pas été reçus',
  ],
  [
    'DNOR',
    'the paying bank could not be reached',
    'die zahlende Bank nicht erreichbar war',
    'la banque du payeur n’a pas pu être atteinte',
  ],
  ['DS28', 'of a technical problem', 'ein technisches Problem auftrat', 'un problème technique'],
  ['DT01', 'the date is not valid', 'das Datum ungültig ist', 'la date n’est pas valide'],
  ['DT02', 'the date is not valid', 'das Datum ungültig ist', 'la date n’est pas valide'],
  [
    'DT03',
    'the date is not a banking day',
    'das Datum kein Bankarbeitstag ist',
    'la date n’est pas un jour ouvré bancaire',
  ],
  [
    'DT04',
    'a future date is not supported',
    'ein künftiges Datum nicht unterstützt wird',
    'une date future n’est pas prise en charge',
  ],
  [
    'DT05',
    'it arrived after the cut-off date',
    'sie nach dem Annahmeschluss einging',
    'il est arrivé après la date limite',
  ],
  [
    'DT06',
    'the execution date was changed',
    'das Ausführungsdatum geändert wurde',
    'la date d’exécution a été modifiée',
  ],
  [
    'DU01',
    'the file’s identification is not unique',
    'die Kennung der Datei nicht eindeutig ist',
    'l’identifiant du fichier n’est pas unique',
  ],
  [
    'DU02',
    'the payment block’s identification is not unique',
    'die Kennung des Zahlungsblocks nicht eindeutig ist',
    'l’identifiant du lot n’est pas unique',
  ],
  ['DU03', 'the transfer is not unique', 'die Überweisung nicht eindeutig ist', 'le virement n’est pas unique'],
  [
    'DU04',
    'the payment reference is not unique',
    'die Zahlungsreferenz nicht eindeutig ist',
    'la référence du paiement n’est pas unique',
  ],
  [
    'DU05',
    'the instruction reference is not unique',
    'die Auftragsreferenz nicht eindeutig ist',
    'la référence de l’instruction n’est pas unique',
  ],
  [
    'DUPL',
    'it duplicates another payment',
    'sie eine andere Zahlung doppelt',
    'il fait double emploi avec un autre paiement',
  ],
  [
    'ED01',
    'no correspondent bank was possible',
    'keine Korrespondenzbank möglich war',
    'aucune banque correspondante n’était possible',
  ],
  [
    'ED03',
    'balance of payments information was requested',
    'Angaben zur Zahlungsbilanz angefordert wurden',
    'des informations de balance des paiements ont été demandées',
  ],
  [
    'ED05',
    'the bank could not settle the payment',
    'die Bank die Zahlung nicht abwickeln konnte',
    'la banque n’a pas pu régler le paiement',
  ],
  [
    'ED06',
    'the settlement system was not available',
    'das Abwicklungssystem nicht verfügbar war',
    'le système de règlement n’était pas disponible',
  ],
  ['EMVL', 'of card fraud', 'ein Kartenbetrug vorlag', 'une fraude à la carte'],
  [
    'ERIN',
    'the extended remittance option is not supported',
    'die erweiterte Verwendungszweck-Option nicht unterstützt wird',
    'l’option d’informations de remise étendues n’est pas prise en charge',
  ],
  [
    'FF01',
    'the payment file was not in the bank’s format',
    'die Zahlungsdatei nicht im Format der Bank war',
    'le fichier de paiement n’était pas au format de la banque',
  ],
  [
    'FF02',
    'the payment file has a syntax error',
    'die Zahlungsdatei einen Syntaxfehler enthält',
    'le fichier de paiement contient une erreur de syntaxe',
  ],
  [
    'FF03',
    'the payment type is missing or not valid',
    'die Zahlungsart fehlt oder ungültig ist',
    'le type de paiement manque ou n’est pas valide',
  ],
  [
    'FF04',
    'the service level is missing or not valid',
    'die Dienstleistungsart fehlt oder ungültig ist',
    'le niveau de service manque ou n’est pas valide',
  ],
  [
    'FF05',
    'the payment instrument is missing or not valid',
    'das Zahlungsinstrument fehlt oder ungültig ist',
    'l’instrument de paiement manque ou n’est pas valide',
  ],
  [
    'FF06',
    'the category purpose is missing or not valid',
    'die Zahlungskategorie fehlt oder ungültig ist',
    'la catégorie de paiement manque ou n’est pas valide',
  ],
  [
    'FF07',
    'the purpose is missing or not valid',
    'der Zahlungszweck fehlt oder ungültig ist',
    'l’objet du paiement manque ou n’est pas valide',
  ],
  [
    'FF08',
    'the payment reference is missing or not valid',
    'die Zahlungsreferenz fehlt oder ungültig ist',
    'la référence du paiement manque ou n’est pas valide',
  ],
  [
    'FF10',
    'of a technical problem at the bank',
    'bei der Bank ein technisches Problem auftrat',
    'un problème technique à la banque',
  ],
  ['FOCR', 'the payment was recalled', 'die Zahlung zurückgerufen wurde', 'le paiement a été rappelé'],
  ['FR01', 'of suspected fraud', 'ein Betrugsverdacht bestand', 'une suspicion de fraude'],
  ['FRTR', 'the mandate was cancelled', 'das Mandat widerrufen wurde', 'le mandat a été annulé'],
  // Mandates, unspecified reasons
  ['MD01', 'there is no mandate', 'kein Mandat vorliegt', 'il n’y a pas de mandat'],
  ['MD02', 'mandate information is missing', 'Angaben zum Mandat fehlen', 'des informations du mandat manquent'],
  [
    'MD05',
    'it should not have been collected',
    'sie nicht hätte eingezogen werden dürfen',
    'il n’aurait pas dû être prélevé',
  ],
  [
    'MD06',
    'the account holder asked for the money to be returned',
    'der Kontoinhaber die Rückgabe des Geldes verlangt hat',
    'le titulaire du compte a demandé le remboursement',
  ],
  ['MD07', 'the account holder has died', 'der Kontoinhaber verstorben ist', 'le titulaire du compte est décédé'],
  [
    'MS02',
    'the receiving bank refused it',
    'die empfangende Bank sie abgelehnt hat',
    'la banque du bénéficiaire l’a refusé',
  ],
  [
    'MS03',
    'the bank refused it without giving a reason',
    'die Bank sie ohne Angabe von Gründen abgelehnt hat',
    'la banque l’a refusé sans en donner la raison',
  ],
  [
    'NOAS',
    'the account holder did not answer',
    'der Kontoinhaber nicht geantwortet hat',
    'le titulaire du compte n’a pas répondu',
  ],
  [
    'NOCM',
    'the account does not meet regulatory requirements',
    'das Konto die aufsichtsrechtlichen Anforderungen nicht erfüllt',
    'le compte ne respecte pas les exigences réglementaires',
  ],
  [
    'NOOR',
    'the bank never received the original payment',
    'die Bank die ursprüngliche Zahlung nie erhalten hat',
    'la banque n’a jamais reçu le paiement initial',
  ],
  ['PINL', 'of card fraud', 'ein Kartenbetrug vorlag', 'une fraude à la carte'],
  // Bank identifiers
  [
    'RC01',
    'the bank code (BIC) is not correct',
    'die Bankleitzahl (BIC) nicht stimmt',
    'le code de la banque (BIC) est incorrect',
  ],
  [
    'RC02',
    'the bank identifier is not valid',
    'die Bankkennung ungültig ist',
    'l’identifiant de la banque n’est pas valide',
  ],
  [
    'RC03',
    'the paying bank’s identifier is not valid',
    'die Kennung der zahlenden Bank ungültig ist',
    'l’identifiant de la banque du payeur n’est pas valide',
  ],
  [
    'RC04',
    'the receiving bank’s identifier is not valid',
    'die Kennung der empfangenden Bank ungültig ist',
    'l’identifiant de la banque du bénéficiaire n’est pas valide',
  ],
  ['RC05', 'the BIC is not valid', 'der BIC ungültig ist', 'le BIC n’est pas valide'],
  [
    'RC06',
    'the paying bank’s BIC is not valid',
    'der BIC der zahlenden Bank ungültig ist',
    'le BIC de la banque du payeur n’est pas valide',
  ],
  [
    'RC07',
    'the receiving bank’s BIC is not valid',
    'der BIC der empfangenden Bank ungültig ist',
    'le BIC de la banque du bénéficiaire n’est pas valide',
  ],
  [
    'RC08',
    'the clearing code is not valid',
    'die Clearingnummer ungültig ist',
    'le code de compensation n’est pas valide',
  ],
  [
    'RC09',
    'the paying bank’s clearing code is not valid',
    'die Clearingnummer der zahlenden Bank ungültig ist',
    'le code de compensation de la banque du payeur n’est pas valide',
  ],
  [
    'RC10',
    'the receiving bank’s clearing code is not valid',
    'die Clearingnummer der empfangenden Bank ungültig ist',
    'le code de compensation de la banque du bénéficiaire n’est pas valide',
  ],
  [
    'RC11',
    'an intermediary bank is not valid',
    'eine zwischengeschaltete Bank ungültig ist',
    'une banque intermédiaire n’est pas valide',
  ],
  [
    'RC12',
    'the creditor identifier is not valid',
    'die Gläubiger-Identifikationsnummer ungültig ist',
    'l’identifiant créancier n’est pas valide',
  ],
  [
    'RF01',
    'the payment reference is not unique',
    'die Zahlungsreferenz nicht eindeutig ist',
    'la référence du paiement n’est pas unique',
  ],
  // Regulatory
  [
    'RR01',
    'the account holder’s details required by regulation are missing',
    'die gesetzlich vorgeschriebenen Angaben zum Konto fehlen',
    'les données du compte exigées par la réglementation manquent',
  ],
  [
    'RR02',
    'the payer’s name or address required by regulation is missing',
    'der gesetzlich vorgeschriebene Name oder die Adresse des Zahlers fehlt',
    'le nom ou l’adresse du payeur exigés par la réglementation manquent',
  ],
  [
    'RR03',
    'the account holder’s name or address required by regulation is missing',
    'der gesetzlich vorgeschriebene Name oder die Adresse des Kontoinhabers fehlt',
    'le nom ou l’adresse du titulaire exigés par la réglementation manquent',
  ],
  ['RR04', 'of a regulatory reason', 'aufsichtsrechtliche Gründe dem entgegenstanden', 'un motif réglementaire'],
  [
    'RR05',
    'regulatory reporting information is missing or not valid',
    'Meldeangaben fehlen oder ungültig sind',
    'des informations de déclaration réglementaire manquent ou ne sont pas valides',
  ],
  [
    'RR06',
    'tax information is missing or not valid',
    'Steuerangaben fehlen oder ungültig sind',
    'des informations fiscales manquent ou ne sont pas valides',
  ],
  [
    'RR07',
    'the payment reference text does not meet the rules',
    'der Verwendungszweck nicht den Regeln entspricht',
    'le libellé du paiement ne respecte pas les règles',
  ],
  [
    'RR08',
    'the payment reference text was too long',
    'der Verwendungszweck zu lang war',
    'le libellé du paiement était trop long',
  ],
  [
    'RR09',
    'the structured reference is not valid',
    'die strukturierte Referenz ungültig ist',
    'la référence structurée n’est pas valide',
  ],
  [
    'RR10',
    'the payment holds characters that are not allowed',
    'die Zahlung unzulässige Zeichen enthält',
    'le paiement contient des caractères non autorisés',
  ],
  [
    'RR11',
    'a bank service identification is missing or not valid',
    'eine Kennung eines Bankdienstes fehlt oder ungültig ist',
    'l’identification d’un service bancaire manque ou n’est pas valide',
  ],
  [
    'RR12',
    'an identification required in the country is missing or not valid',
    'eine im Land vorgeschriebene Kennung fehlt oder ungültig ist',
    'une identification exigée dans le pays manque ou n’est pas valide',
  ],
  [
    'RUTA',
    'the bank could not resolve an investigation',
    'die Bank eine Nachforschung nicht klären konnte',
    'la banque n’a pas pu résoudre une enquête',
  ],
  // Services and stops
  [
    'SL01',
    'of a service of the paying bank',
    'eine Dienstleistung der zahlenden Bank dem entgegenstand',
    'un service de la banque du payeur',
  ],
  [
    'SL02',
    'of a service of the receiving bank',
    'eine Dienstleistung der empfangenden Bank dem entgegenstand',
    'un service de la banque du bénéficiaire',
  ],
  [
    'SL03',
    'of a service of the clearing system',
    'eine Dienstleistung des Clearingsystems dem entgegenstand',
    'un service du système de compensation',
  ],
  [
    'SL11',
    'the payer is not on the account holder’s allowed list',
    'der Zahler nicht auf der Positivliste des Kontoinhabers steht',
    'le payeur ne figure pas sur la liste autorisée du titulaire',
  ],
  [
    'SL12',
    'the payer is on the account holder’s blocked list',
    'der Zahler auf der Sperrliste des Kontoinhabers steht',
    'le payeur figure sur la liste bloquée du titulaire',
  ],
  [
    'SL13',
    'too many collections were made in the period',
    'im Zeitraum zu viele Einzüge erfolgten',
    'trop de prélèvements ont été faits sur la période',
  ],
  [
    'SL14',
    'the collection was above the allowed amount',
    'der Einzug über dem erlaubten Betrag lag',
    'le prélèvement dépassait le montant autorisé',
  ],
  [
    'SL15',
    'the account received more payments than allowed in the period',
    'das Konto im Zeitraum mehr Zahlungen als erlaubt erhielt',
    'le compte a reçu plus de paiements que permis sur la période',
  ],
  [
    'SL16',
    'the account received more money than allowed in the period',
    'das Konto im Zeitraum mehr Geld als erlaubt erhielt',
    'le compte a reçu plus d’argent que permis sur la période',
  ],
  [
    'SP01',
    'the account holder stopped the payment',
    'der Kontoinhaber die Zahlung gestoppt hat',
    'le titulaire du compte a bloqué le paiement',
  ],
  [
    'SP02',
    'the payment had been stopped before',
    'die Zahlung zuvor gestoppt worden war',
    'le paiement avait été bloqué auparavant',
  ],
  ['SVNR', 'the service was not rendered', 'die Leistung nicht erbracht wurde', 'le service n’a pas été rendu'],
  ['TECH', 'of a technical problem', 'ein technisches Problem auftrat', 'un problème technique'],
  [
    'TM01',
    'it arrived after the bank’s cut-off time',
    'sie nach dem Annahmeschluss der Bank einging',
    'il est arrivé après l’heure limite de la banque',
  ],
  ['TRAC', 'it was removed from tracking', 'sie aus der Nachverfolgung genommen wurde', 'il a été retiré du suivi'],
  ['UPAY', 'the payment was not justified', 'die Zahlung nicht gerechtfertigt war', 'le paiement n’était pas justifié'],
];

const REASONS: ReadonlyMap<string, Readonly<Record<Language, string>>> = new Map(
  ROWS.map(([code, en, de, fr]) => [code, { en, de, fr }]),
);

/** The codes that have words (for tests and the console's legend). */
export const RETURN_REASON_CODES: readonly string[] = ROWS.map(([code]) => code);

const quoted: Readonly<Record<Language, (text: string) => string>> = {
  en: (text) => `“${text}”`,
  de: (text) => `„${text}“`,
  fr: (text) => `« ${text} »`,
};

const phrases: Readonly<
  Record<Language, { unknown: (code: string) => string; none: string; narrative: string; note: string }>
> = {
  en: {
    unknown: (code) => `of a reason the bank gave as code ${code}`,
    none: 'the bank gave no reason',
    narrative: 'the bank gave this reason:',
    note: 'the bank’s note:',
  },
  de: {
    unknown: (code) => `die Bank den Grund mit dem Code ${code} angab`,
    none: 'die Bank keinen Grund angab',
    narrative: 'die Bank folgenden Grund angab:',
    note: 'Hinweis der Bank:',
  },
  fr: {
    unknown: (code) => `la banque a indiqué le motif sous le code ${code}`,
    none: 'la banque n’a pas indiqué de motif',
    narrative: 'la banque indique :',
    note: 'note de la banque :',
  },
};

/**
 * A return's or rejection's reason in words, in the participant's language: the code's words
 * ('the account has been closed' / 'das Konto aufgelöst wurde' / 'le compte est clôturé'), then the
 * bank's own text (`AddtlInf`) when it sent one. NARR is the bank's text itself; an unknown code is
 * named ('of a reason the bank gave as code XY12'); no code and no text: the bank gave no reason.
 */
export function returnReasonInWords(
  code: string | null | undefined,
  additionalInfo: string | null | undefined = null,
  language: Language = 'en',
): string {
  const words = phrases[language];
  const text = additionalInfo?.replace(/\s+/g, ' ').trim() || null;
  // A code is four characters; a bank's proprietary one may be longer, never a paragraph.
  const normalised = code?.trim().toUpperCase().slice(0, 35) || null;
  if (!normalised || normalised === 'NARR') {
    return text ? `${words.narrative} ${quoted[language](text)}` : words.none;
  }
  const reason = REASONS.get(normalised)?.[language] ?? words.unknown(normalised);
  return text ? `${reason} (${words.note} ${quoted[language](text)})` : reason;
}
