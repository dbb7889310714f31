import type { Catalogue } from './en.js';

/**
 * French typography, applied to every message once: a narrow no-break space (U+202F, as Intl writes
 * French numbers) before ':', ';', '?' and '!' and inside guillemets, so that no line breaks there.
 * The messages below are written with plain spaces.
 */
export function frenchSpacing(text: string): string {
  return text.replace(/[ \u00a0]([:;?!»])/g, '\u202f$1').replace(/«[ \u00a0]/g, '«\u202f');
}

/** Français: the participant's texts (en.ts has the keys and says how the messages are written). */
const written: Catalogue = {
  'language.label': 'Langue',

  'common.loading': 'Chargement…',
  'common.unknownError': 'Une erreur inconnue s’est produite',
  'common.retry': 'Réessayer',
  'common.cancel': 'Annuler',
  'common.close': 'Fermer',
  'common.mandatory': 'Le champ « {field} » est obligatoire.',
  'common.invalidEmail': 'Veuillez saisir une adresse e-mail valide.',

  'nav.profile': 'Profil',
  'nav.login': 'Connexion',
  'nav.myAccount': 'Mon compte',
  'nav.showMyClaims': 'Voir mes demandes',
  'nav.logoff': 'Déconnexion',
  'nav.skipToContent': 'Aller au contenu',

  'academy.name': 'Académie européenne de formation juridique',
  'academy.shortName': 'Académie de formation juridique',
  'academy.country': 'Allemagne',

  'footer.followUs': 'Suivez-nous',
  'footer.contact': 'Contact',
  'footer.phone': 'Téléphone',
  'footer.mail': 'E-mail',
  'footer.socialLink': 'L’Académie de formation juridique sur {network}',

  'pageTitles.privacy': 'Politique de confidentialité',
  'pageTitles.myData': 'Mes données',
  'pageTitles.home': 'Remboursement des frais de voyage et d’hébergement',
  'pageTitles.claimForm': 'Demander le remboursement de vos frais de voyage et d’hébergement',
  'pageTitles.completed': 'Demande de coûts unitaires enregistrée',
  'pageTitles.login': 'Connexion',
  'pageTitles.myClaims': 'Mes demandes',
  'pageTitles.claimDetail': 'Demande',
  'pageTitles.bankDetails': 'Demander la contribution',
  'pageTitles.notFound': 'Page introuvable',

  'home.heading': 'Remboursement des frais de voyage et d’hébergement des participants aux séminaires',
  'home.intro':
    'Les participants à nos séminaires et conférences peuvent demander une contribution à leurs frais de voyage et d’hébergement selon des taux unitaires fixes. Ouvrez le lien de demande reçu avec vos documents de séminaire pour calculer et enregistrer votre demande.',
  'home.signInHint':
    'Vous avez déjà enregistré une demande ? Connectez-vous avec votre adresse e-mail pour la suivre et demander le paiement.',
  'home.signIn': 'Connexion',

  'notFound.heading': 'Page introuvable',
  'notFound.text': 'La page que vous cherchez n’existe pas.',
  'notFound.eventHeading': 'Séminaire introuvable',
  'notFound.claimHeading': 'Demande introuvable',
  'notFound.claimText': 'Cette demande n’existe pas ou appartient à une autre adresse e-mail.',
  'notFound.toHome': 'Aller à la page d’accueil',
  'notFound.toMyClaims': 'Voir mes demandes',
  'notFound.eventText':
    'Il n’existe aucun séminaire portant le numéro « {number} ». Veuillez vérifier le lien reçu avec vos documents de séminaire.',

  'noscript.notice':
    'Votre navigateur n’exécute pas JavaScript. Vous pouvez lire les informations du séminaire et écrire à ses contacts, mais la recherche d’adresse, le calcul et l’enregistrement de votre demande nécessitent JavaScript : veuillez l’activer ou ouvrir ce lien dans un autre navigateur.',
  'calculator.heading': 'Calculer votre remboursement',
  'calculator.intro':
    'Indiquez l’adresse de votre employeur, votre moyen de transport et le nombre de nuits de votre séjour.',
  'calculator.employerAddress': 'Adresse de l’employeur',
  'calculator.employerAddressHelp':
    'Saisissez au moins 3 caractères de la ville ou du code postal, puis choisissez une suggestion.',
  'calculator.typeMore': 'Saisissez au moins 3 caractères',
  'calculator.searching': 'Recherche…',
  'calculator.noSuggestions': 'Aucun lieu correspondant. Vous pouvez saisir l’adresse à la main ci-dessous.',
  'calculator.enterByHand': 'Saisir l’adresse à la main',
  'calculator.searchFailed': 'La recherche d’adresse n’est pas disponible pour le moment.',
  'calculator.selectedEmployer': 'Employeur',
  'calculator.changeAddress': 'Modifier l’adresse',
  'calculator.travelType': 'Moyen de transport',
  'calculator.nightsSpent': 'Nuits passées',
  'calculator.nightsHelp': 'Nuits passées sur le lieu du séminaire.',
  'calculator.calculate': 'Calculer',
  'calculator.calculating': 'Calcul en cours…',
  'calculator.checkingCountry': 'Vérification du pays…',
  'calculator.nightOption': '{nights, plural, one {# nuit} other {# nuits}}',
  'calculator.requiredFields': 'Veuillez remplir tous les champs obligatoires.',
  'calculator.invalidCountry': 'Le pays indiqué n’est pas valide.',

  'addressModal.title': 'Données d’adresse manquantes',
  'addressModal.intro':
    'L’adresse choisie est incomplète. Veuillez compléter les données manquantes de votre employeur.',
  'addressModal.institution': 'Institution',
  'addressModal.street': 'Rue',
  'addressModal.postalCode': 'Code postal',
  'addressModal.city': 'Ville',
  'addressModal.country': 'Pays',
  'addressModal.locked': 'Repris de l’adresse choisie',
  'addressModal.byHandTitle': 'Adresse de votre employeur',
  'addressModal.byHandIntro':
    'Saisissez l’adresse de votre employeur. La distance est mesurée à partir du lieu désigné par le code postal ou la ville.',
  'addressModal.chooseCountry': 'Choisissez le pays',
  'addressModal.apply': 'Appliquer l’adresse',
  'addressModal.countryRequired': 'Le champ « Pays » est obligatoire.',
  'addressModal.placeNotFound':
    'Nous n’avons pas trouvé ce code postal ou cette ville en {country}. Veuillez vérifier les deux ; s’ils sont corrects, écrivez aux organisateurs indiqués sous « Vos contacts » sur cette page, qui vous aideront.',
  'addressModal.institutionMandatory': 'Le champ « Institution » est obligatoire.',
  'addressModal.streetMandatory': 'Le champ « Rue » est obligatoire.',
  'addressModal.cityMandatory': 'Le champ « Ville » est obligatoire.',
  'addressModal.postalCodeMandatory': 'Le champ « Code postal » est obligatoire.',

  'eventDetails.heading': 'Détails du séminaire',
  'eventDetails.number': 'Numéro du séminaire',
  'eventDetails.dates': 'Dates',
  'eventDetails.venue': 'Lieu',
  'eventDetails.accommodation': 'Hébergement',
  'eventDetails.accommodationEligible': 'Les frais d’hébergement peuvent être remboursés',
  'eventDetails.accommodationNotEligible': 'Pas de remboursement de l’hébergement pour ce séminaire',
  'eventDetails.claimDeadline': 'Demandes acceptées jusqu’au',
  'eventDetails.contacts': 'Vos contacts',
  'eventDetails.noContacts': 'Aucune personne de contact n’est indiquée pour ce séminaire.',
  'eventDetails.getInContact': 'Prendre contact',
  'eventDetails.photoOf': 'Photo de {name}',
  'eventDetails.mailSubject': 'Nouvelle demande concernant la conférence « {seminarNumber} ».',

  'costs.distance': 'Distance',
  'costs.travelType': 'Moyen de transport',
  'costs.travelAmount': 'Contribution au voyage',
  'costs.nights': 'Nuits',
  'costs.ratePerNight': 'Taux par nuit',
  'costs.accommodationAmount': 'Contribution à l’hébergement',
  'costs.noAccommodation': 'Pas de contribution à l’hébergement',

  'refund.heading': 'Remboursement prévu',
  'refund.total': 'Remboursement total',
  'refund.showDetails': 'Afficher les détails',
  'refund.hideDetails': 'Masquer les détails',
  'refund.employer': 'Employeur',
  'refund.edit': 'Modifier le calcul',

  'saveClaim.heading': 'Enregistrer votre demande',
  'saveClaim.intro':
    'Enregistrez la demande avec votre nom et vos coordonnées. Vous vous connecterez plus tard avec cette adresse e-mail pour suivre la demande et demander le paiement après le séminaire.',
  'saveClaim.firstname': 'Prénom',
  'saveClaim.lastname': 'Nom',
  'saveClaim.phone': 'Téléphone',
  'saveClaim.email': 'E-mail',
  'saveClaim.save': 'Enregistrer la demande',
  'saveClaim.saving': 'Enregistrement…',
  'saveClaim.prefilled': 'Repris de votre dernière demande. Veuillez vérifier que les données sont toujours exactes.',

  'completed.heading': 'Demande de coûts unitaires enregistrée',
  'completed.text':
    'Merci. Votre demande a été enregistrée. Après le séminaire, connectez-vous avec votre adresse e-mail pour saisir vos coordonnées bancaires et demander le paiement.',
  'completed.textEnded':
    'Merci. Votre demande a été enregistrée. Le séminaire est terminé : connectez-vous avec votre adresse e-mail pour saisir dès maintenant vos coordonnées bancaires et demander le paiement.',
  'completed.confirmationSent': 'Une confirmation a été envoyée à {email}.',
  'completed.confirmationHeldBack':
    'Aucune confirmation n’a été envoyée : {email} en a déjà reçu {limit} au cours de la dernière heure. Votre demande est tout de même enregistrée ; connectez-vous avec cette adresse pour la voir.',
  'completed.toMyClaims': 'Voir mes demandes',

  'login.heading': 'Connexion',
  'login.emailIntro':
    'Saisissez l’adresse e-mail utilisée pour votre demande. Nous vous enverrons un code de connexion.',
  'login.email': 'E-mail',
  'login.sendCode': 'Envoyer le code',
  'login.sending': 'Envoi…',
  'login.code': 'Code',
  'login.signIn': 'Se connecter',
  'login.signingIn': 'Connexion…',
  'login.otherEmail': 'Utiliser une autre adresse e-mail',
  'login.resend': 'Envoyer un nouveau code',
  'login.codeIntro': 'Nous avons envoyé un code à {email}. Saisissez-le ci-dessous pour vous connecter.',
  'login.codeInvalid': 'Le code saisi a expiré ou n’est pas valide.',
  'login.codeMandatory': 'Le champ « Code » est obligatoire.',

  'myClaims.heading': 'Mes demandes',
  'myClaims.empty': 'Vous n’avez encore aucune demande.',
  'myClaims.emptyHint':
    'Ouvrez le lien de demande reçu avec vos documents de séminaire pour calculer et enregistrer une demande.',
  'myClaims.loading': 'Chargement de vos demandes',
  'myClaims.participant': 'Participant',
  'myClaims.email': 'E-mail',
  'myClaims.employer': 'Employeur',
  'myClaims.location': 'Lieu de l’événement',
  'myClaims.total': 'Remboursement total',
  'myClaims.details': 'Détails',
  'myClaims.pages': 'Pages des demandes',
  'myClaims.detailsOf': 'Détails de la demande pour {title}',
  'myClaims.nights': '{nights, plural, one {# nuit} other {# nuits}}',
  'myClaims.paidOn': 'Payé le {date}',
  'myClaims.paymentReturned':
    'Votre banque a renvoyé le paiement le {date}. Veuillez saisir à nouveau vos coordonnées bancaires.',
  'myClaims.enterBankDetailsAgainFor': 'Saisir à nouveau les coordonnées bancaires pour {title}',
  'myClaims.requestInvite':
    'Le séminaire est terminé : vous pouvez maintenant demander le paiement de votre remboursement.',
  'myClaims.requestContribution': 'Demander la contribution',
  'myClaims.requestContributionFor': 'Demander la contribution pour {title}',

  'claimDetail.heading': 'Demande de coûts unitaires',
  'claimDetail.transactionNumber': 'Numéro de transaction',
  'claimDetail.status': 'Statut',
  'claimDetail.savedOn': 'Enregistrée le',
  'claimDetail.total': 'Remboursement total',
  'claimDetail.participant': 'Participant',
  'claimDetail.name': 'Nom',
  'claimDetail.email': 'E-mail',
  'claimDetail.phone': 'Téléphone',
  'claimDetail.employer': 'Employeur',
  'claimDetail.event': 'Événement',
  'claimDetail.eventNumber': 'Numéro du séminaire',
  'claimDetail.eventDates': 'Dates',
  'claimDetail.eventLocation': 'Lieu',
  'claimDetail.travel': 'Voyage',
  'claimDetail.bankData': 'Coordonnées bancaires',
  'claimDetail.accountHolder': 'Titulaire du compte',
  'claimDetail.iban': 'IBAN',
  'claimDetail.bic': 'BIC',
  'claimDetail.bankName': 'Nom de la banque',
  'claimDetail.bankAddress': 'Adresse de la banque',
  'claimDetail.accountHolderAddress': 'Adresse du titulaire du compte',
  'claimDetail.requestContribution': 'Demander la contribution',
  'claimDetail.requestAfterEvent': 'Vous pourrez demander la contribution une fois le séminaire terminé.',
  'claimDetail.bankDetailsSentTitle': 'Merci : vos coordonnées bancaires ont été envoyées',
  'claimDetail.rejectedTitle': 'Votre demande a été rejetée',
  'claimDetail.rejectedReason': 'Motif :',
  'claimDetail.rejectedQuestions': 'Pour toute question sur cette décision, écrivez au contact du séminaire :',
  'claimDetail.backToList': 'Retour à mes demandes',
  'claimDetail.paidOn': 'Payé le',
  'claimDetail.enterBankDetailsAgain': 'Saisir à nouveau les coordonnées bancaires',
  'claimDetail.downloadPdf': 'Télécharger le PDF',
  'claimDetail.downloadFailed': 'Le PDF n’a pas pu être téléchargé. Veuillez réessayer.',
  'claimDetail.bankDetailsSent':
    'Votre contribution est maintenant demandée. L’académie vérifie la demande et la verse sur le compte indiqué. Nous avons envoyé une confirmation à {email}.',
  'claimDetail.paidTo':
    'Votre contribution a été versée le {date} sur le compte {iban}. Selon votre banque, elle arrive sous un à trois jours ouvrables.',
  'claimDetail.paid': 'Votre contribution a été versée le {date}.',
  'claimDetail.paymentReturned':
    'Votre banque a renvoyé le paiement le {date} pour la raison suivante : {reason}. Veuillez saisir à nouveau vos coordonnées bancaires : le remboursement sera alors versé lors du prochain paiement groupé.',
  'claimDetail.payeeNoMatch':
    'La banque du bénéficiaire signale que le nom du titulaire ne correspond pas au compte. Veuillez vérifier le nom du titulaire du compte : il doit être écrit exactement comme votre banque l’enregistre.',
  'claimDetail.payeeCloseMatch':
    'La banque du bénéficiaire enregistre le nom du titulaire du compte comme « {name} », proche du nom que vous avez indiqué.',

  'bankDetails.heading': 'Informations sur le compte',
  'bankDetails.intro':
    'Indiquez le compte sur lequel la contribution est versée. La demande est envoyée lorsque vous soumettez ce formulaire.',
  'bankDetails.notSaved':
    'Les coordonnées bancaires ne peuvent être saisies que tant que la demande a le statut Enregistrée.',
  'bankDetails.introAfterReturn':
    'Votre banque a renvoyé le dernier paiement. Saisissez à nouveau le compte (vérifiez l’IBAN et le nom du titulaire) : le remboursement sera alors versé lors du prochain paiement groupé.',
  'bankDetails.notEnded': 'La contribution peut être demandée une fois l’événement terminé.',
  'bankDetails.backToClaim': 'Retour à la demande',
  'bankDetails.accountHolder': 'Titulaire du compte',
  'bankDetails.bankAccount': 'Compte bancaire',
  'bankDetails.accountHolderName': 'Nom du titulaire du compte',
  'bankDetails.iban': 'IBAN',
  'bankDetails.ibanChecking': 'Vérification de l’IBAN…',
  'bankDetails.ibanSepa': 'Compte SEPA, pays : {country}. L’IBAN suffit à la banque.',
  'bankDetails.ibanSepaAddress':
    'Compte SEPA hors de l’EEE, pays : {country}. La banque demande aussi l’adresse du titulaire du compte.',
  'bankDetails.ibanOutsideSepa':
    'Compte hors de la zone SEPA, pays : {country}. Veuillez indiquer la banque et son adresse, ainsi que l’adresse du titulaire du compte.',
  'bankDetails.bic': 'BIC',
  'bankDetails.bankname': 'Nom de la banque',
  'bankDetails.bankAddress': 'Adresse de la banque',
  'bankDetails.street': 'Rue',
  'bankDetails.postalCode': 'Code postal',
  'bankDetails.city': 'Ville',
  'bankDetails.country': 'Pays',
  'bankDetails.selectCountry': 'Veuillez choisir un pays',
  'bankDetails.termsLabel': 'J’ai lu et j’accepte les',
  'bankDetails.termsLink': 'Conditions générales',
  'bankDetails.termsRequired': 'Veuillez indiquer que vous avez lu et acceptez les Conditions générales',
  'bankDetails.termsTitle': 'Conditions générales',
  'bankDetails.submit': 'Demander la contribution',
  'bankDetails.submitAfterReturn': 'Envoyer les coordonnées bancaires',
  'bankDetails.submitting': 'Envoi…',
  'bankDetails.summary': 'Récapitulatif des coûts unitaires',
  'bankDetails.total': 'Total',
  'bankDetails.terms1':
    'La contribution est un remboursement forfaitaire de vos frais de voyage et d’hébergement pour le séminaire indiqué dans la demande. Elle est versée une seule fois, sur le compte indiqué dans ce formulaire.',
  'bankDetails.terms2':
    'La contribution n’est versée que si vous avez participé au séminaire, signé les listes de présence et payé les éventuels frais d’inscription. Les personnes employées par une institution de l’Union européenne n’y ont pas droit.',
  'bankDetails.terms3':
    'Vous confirmez que les données saisies sont exactes et que vous ne demandez pas le remboursement des mêmes frais à une autre source. Des données erronées peuvent entraîner le refus ou le recouvrement de la contribution.',
  'bankDetails.terms4':
    'Vos données ne sont traitées que pour le traitement de cette demande et sont conservées aussi longtemps que l’exigent les règles de financement du projet.',

  'privacy.title': 'Politique de confidentialité',
  'privacy.link': 'Politique de confidentialité',
  'privacy.formHint': 'Comment nous utilisons et conservons vos données :',
  'privacy.loadFailed': 'La politique de confidentialité n’a pas pu être chargée. Veuillez réessayer plus tard.',

  'ownData.title': 'Mes données',
  'ownData.link': 'Mes données',
  'ownData.downloadHeading': 'Télécharger vos données',
  'ownData.keptWhy': ' : {why}',
  'ownData.intro':
    'Téléchargez tout ce que nous détenons sur votre adresse e-mail, ou demandez-nous de l’effacer. Ce que la loi nous oblige à conserver n’est visible que de nos administrateurs jusqu’à la fin de cette obligation, puis anonymisé.',
  'ownData.downloadJson': 'Télécharger (JSON)',
  'ownData.downloadPdf': 'Télécharger (PDF)',
  'ownData.downloadFailed': 'Le téléchargement a échoué. Veuillez réessayer.',
  'ownData.eraseHeading': 'Effacer mes données',
  'ownData.eraseExplain':
    'Les demandes jamais soumises et les demandes rejetées qui ne peuvent plus faire l’objet d’un recours sont anonymisées immédiatement : votre nom et vos coordonnées sont supprimés définitivement. Les demandes que l’académie doit conserver pour l’UE sont restreintes.',
  'ownData.erase': 'Effacer mes données',
  'ownData.confirmTitle': 'Effacer vos données ?',
  'ownData.confirmText':
    'Cette action est irréversible. Les demandes anonymisées ne peuvent plus être soumises ni payées.',
  'ownData.confirm': 'Effacer',
  'ownData.cancel': 'Annuler',
  'ownData.eraseFailed': 'Votre demande n’a pas pu être envoyée. Veuillez réessayer.',
  'ownData.anonymisedList': 'Anonymisées :',
  'ownData.keptList': 'Conservées pour l’instant :',
  'ownData.keptUntil': 'jusqu’au {date}',

  'refusal.eventUnknown':
    'L’événement {eventId} n’existe pas. Veuillez rouvrir le formulaire de demande à partir du lien de l’événement.',
  'refusal.claimFormClosed': 'Le formulaire de demande de cet événement a été fermé le {date}.',
  'refusal.venueMissing':
    'Cet événement n’a pas encore de lieu, aucune distance ne peut donc être calculée. Veuillez contacter les organisateurs.',
  'refusal.distanceOutsideBands':
    'Aucun montant de voyage n’est défini pour {km} km (tranches de distance, version {version}). Veuillez contacter les organisateurs.',
  'refusal.countryNotIncluded':
    'Non éligible : {country} ne fait pas partie du projet pour les événements en {venueCountry}, aucun remboursement ne peut donc être demandé.',
  'refusal.tooManyNights':
    'Au plus {allowed, plural, one {# nuit peut être remboursée} other {# nuits peuvent être remboursées}} pour cet événement.',
  'refusal.noAccommodation': 'Cet événement ne rembourse pas l’hébergement. Veuillez choisir 0 nuit.',
  'refusal.tooManyAttemptsSeconds': 'Trop de tentatives. Veuillez réessayer dans {seconds} secondes.',
  'refusal.tooManyAttemptsMinutes': 'Trop de tentatives. Veuillez réessayer dans {minutes} minutes.',
  'refusal.bankDataMissing': 'Veuillez saisir vos coordonnées bancaires avant de demander la contribution.',
  'refusal.eventNotEnded': 'La contribution peut être demandée une fois l’événement terminé.',
  'refusal.idempotencyKeyReused':
    'Cette clé Idempotency-Key a déjà été utilisée pour une autre demande. Envoyez une nouvelle clé avec chaque nouvelle demande.',
  'refusal.iban.missing': 'Veuillez saisir l’IBAN.',
  'refusal.iban.noCountry':
    'L’IBAN doit commencer par le code d’un pays qui utilise l’IBAN (comme DE) ; « {country} » n’en est pas un.',
  'refusal.iban.length': 'Un IBAN de {country} compte {expected} caractères ; celui-ci en compte {length}.',
  'refusal.iban.format':
    'L’IBAN n’a pas le format d’un IBAN de {country}. Veuillez vérifier qu’il ne contient pas de faute de frappe.',
  'refusal.iban.checkDigitsNotNumbers':
    'Le troisième et le quatrième caractère d’un IBAN (sa clé de contrôle) doivent être des chiffres.',
  'refusal.iban.checkDigits':
    'La clé de contrôle de l’IBAN ne correspond pas au reste. Veuillez vérifier qu’il ne contient pas de faute de frappe.',
  'refusal.iban.account':
    'Le numéro de banque ou de compte contenu dans l’IBAN n’est pas valide. Veuillez vérifier qu’il ne contient pas de faute de frappe.',
  'refusal.iban.qr':
    'Ceci est un QR-IBAN, qui n’accepte que les paiements par QR-facture. Veuillez saisir l’IBAN ordinaire du compte.',
  'refusal.iban.invalid': 'L’IBAN n’est pas valide.',

  'common.labelled': '{label} :',
  'mail.greeting': 'Bonjour {firstname} {lastname},',
  'mail.row.transactionNumber': 'Numéro de transaction',
  'mail.row.status': 'Statut',
  'mail.row.participant': 'Participant',
  'mail.row.email': 'E-mail',
  'mail.row.phone': 'Téléphone',
  'mail.row.employer': 'Lieu de travail',
  'mail.row.event': 'Événement',
  'mail.row.dates': 'Dates',
  'mail.row.venue': 'Lieu',
  'mail.row.distance': 'Distance',
  'mail.row.travel': 'Voyage',
  'mail.row.accommodation': 'Hébergement',
  'mail.row.total': 'Remboursement total',
  'mail.dates': 'du {start} au {end}',
  'mail.saved.subject': 'Votre demande de coûts unitaires {identifier} a été enregistrée',
  'mail.saved.intro': 'Merci : votre demande de remboursement des frais de voyage et d’hébergement a été enregistrée.',
  'mail.saved.pdfAttached': 'Le récapitulatif complet de la demande est joint en PDF.',
  'mail.saved.signIn':
    'Pour la consulter et, une fois l’événement terminé, demander le paiement avec vos coordonnées bancaires, connectez-vous sur {url} avec cette adresse e-mail.',
  'mail.summary.subject': 'Demande de coûts unitaires {identifier} : récapitulatif',
  'mail.summary.intro': 'Récapitulatif de la demande de coûts unitaires {identifier} de {firstname} {lastname}.',
  'mail.requested.subject': 'Votre demande de coûts unitaires {identifier} : coordonnées bancaires reçues',
  'mail.requested.intro':
    'Nous avons reçu vos coordonnées bancaires et votre demande de paiement de {amount}. L’académie vérifie la demande ; vous recevrez un e-mail dès qu’elle aura été traitée.',
  'mail.follow': 'Vous pouvez la suivre sur {url}.',
  'mail.approved.subject': 'Votre demande de coûts unitaires {identifier} a été approuvée',
  'mail.approved.intro': 'Votre demande a été approuvée. {amount} seront versés lors du prochain paiement groupé.',
  'mail.rejected.subject': 'Votre demande de coûts unitaires {identifier} a été rejetée',
  'mail.rejected.intro': 'Votre demande a été rejetée. Motif : {reason}.',
  'mail.rejected.outro':
    'Pour toute question, veuillez répondre aux organisateurs de l’événement. Votre demande : {url}.',
  'mail.returned.subject': 'Le remboursement de la demande {identifier} n’a pas pu être versé',
  'mail.returned.intro':
    'Nous avons essayé de verser {amount}{account, select, none {} other { sur le compte {account}}}, mais votre banque a renvoyé le paiement le {date} pour la raison suivante : {reason}.',
  'mail.returned.again':
    'Veuillez vérifier vos coordonnées bancaires et les saisir à nouveau : le remboursement sera alors versé lors du prochain paiement groupé.',
  'mail.returned.outro': 'Saisissez vos coordonnées bancaires sur {url} (connectez-vous avec cette adresse e-mail).',
  'mail.paid.subject': 'Le remboursement de la demande {identifier} est en route',
  'mail.paid.intro':
    '{amount} ont été versés{account, select, none {} other { sur le compte {account}}} le {date}{run, select, none {} other { (paiement groupé {run})}}. Selon votre banque, le montant arrive sous un à trois jours ouvrables.',
  'mail.paid.outro': 'Vous pouvez consulter la demande sur {url}.',
  'mail.code.subject': 'Votre code de connexion pour vos demandes de coûts unitaires',
  'mail.code.is': 'Votre code de connexion est',
  'mail.code.use':
    'Saisissez-le sur {url} pour consulter vos demandes de remboursement des frais de voyage et d’hébergement et en demander le paiement. Le code est valable {minutes} minutes et ne peut être utilisé qu’une fois.',
  'mail.code.ignore':
    'Si vous n’avez pas demandé ce code, vous pouvez ignorer cet e-mail : personne ne peut se connecter sans lui.',

  'mail.row.requestBy': 'À demander avant le',
  'mail.reminder.afterEvent.subject':
    'Votre demande de coûts unitaires {identifier} : vous pouvez maintenant demander le paiement',
  'mail.reminder.afterEvent.why':
    'Le séminaire {number} « {title} » est terminé et votre demande {identifier} de {amount} est enregistrée, mais le paiement n’a pas encore été demandé.{until, select, none {} other { La demande peut être soumise jusqu’au {until}.}}',
  'mail.reminder.beforeDeadline.subject':
    'Votre demande de coûts unitaires {identifier} : demandez le paiement avant {until, select, none {l’échéance} other {le {until}}}',
  'mail.reminder.beforeDeadline.why':
    'Votre demande {identifier} de {amount} pour le séminaire {number} « {title} » est enregistrée, mais le paiement n’a pas encore été demandé.{until, select, none {} other { La demande peut être soumise jusqu’au {until}.}}',
  'mail.reminder.howTo':
    'Pour recevoir le remboursement, connectez-vous avec cette adresse e-mail et saisissez le compte sur lequel il doit être versé.',
  'mail.reminder.link': 'Demandez le paiement sur {url}',
  'mail.reminder.ignore': 'Si vous ne souhaitez pas le remboursement, vous pouvez ignorer cet e-mail.',
  'pdf.heading': 'Demande de coûts unitaires {identifier}',
  'pdf.claim': 'Demande',
  'pdf.participant': 'Participant',
  'pdf.seminar': 'Séminaire',
  'pdf.calculation': 'Calcul',
  'pdf.bankAccount': 'Compte bancaire',
  'pdf.statusSince': '{status} depuis le {date}',
  'pdf.reason': 'Motif',
  'pdf.saved': 'Enregistrée le',
  'pdf.name': 'Nom',
  'pdf.employer': 'Employeur',
  'pdf.address': 'Adresse',
  'pdf.number': 'Numéro',
  'pdf.title': 'Titre',
  'pdf.distance': '{distance} km (barème des distances, version {version})',
  'pdf.travel': '{type} : {amount}',
  'pdf.nights': 'Nuits',
  'pdf.ratePerNight': 'Taux par nuit',
  'pdf.accountHolder': 'Titulaire du compte',
  'pdf.iban': 'IBAN',
  'pdf.bank': 'Banque',
  'pdf.issued': 'Établi le {date} ({timeZone}).',

  'export.title': 'Vos données : {email}',
  'export.heading': 'Vos données détenues par l’académie',
  'export.about': 'À propos de ce document',
  'export.email': 'Adresse e-mail',
  'export.claims': 'Demandes',
  'export.retentionLabel': 'Conservation',
  'export.retention':
    'Les demandes sont conservées {years} ans après la fin de l’année au cours de laquelle le dernier remboursement de leur séminaire a été payé ou décidé (règles de l’UE sur les subventions), les demandes jamais présentées {days} jours après la fin de leur séminaire ; elles sont ensuite anonymisées : les noms et coordonnées disparaissent, les montants restent pour les statistiques.',
  'export.claim': 'Demande {identifier}',
  'export.history': 'Historique',
  'export.attendance': 'Présence',
  'export.checkedIn': 'présent le {days}',
  'export.notCheckedIn': 'présence non enregistrée',
  'export.feePaid': 'frais payés',
  'export.feeNotPaid': 'frais non payés',
  'export.none': 'Aucune',
  'export.noAttendance': 'Aucune liste de présence ne vous mentionne.',
  'export.mails': 'E-mails qui vous ont été adressés',
  'export.mailSent': 'envoyé le {date}',
  'export.mailNotSent': 'non envoyé',
  'export.noMails': 'Aucun e-mail ne vous est adressé.',
  'mailKind.guest-code': 'Code de connexion',
  'mailKind.claim-saved': 'Demande enregistrée',
  'mailKind.claim-summary': 'Récapitulatif de la demande',
  'mailKind.claim-requested': 'Paiement demandé',
  'mailKind.claim-approved': 'Demande approuvée',
  'mailKind.claim-rejected': 'Demande refusée',
  'mailKind.claim-paid': 'Remboursement payé',
  'mailKind.claim-payment-returned': 'Paiement renvoyé par la banque',
  'mailKind.claim-reminder-after-event': 'Rappel : demander le paiement',
  'mailKind.claim-reminder-before-deadline': 'Rappel : la date limite approche',
  'mailKind.other': 'E-mail',
  'audit.0': 'Demandée',
  'audit.1': 'Approuvée',
  'audit.2': 'Refusée',
  'audit.3': 'Paiement lancé',
  'audit.4': 'Enregistrée',
  'audit.5': 'Récapitulatif envoyé',
  'audit.6': 'Payée',
  'audit.7': 'Paiement renvoyé par la banque',
  'audit.8': 'Paiement annulé',
  'audit.9': 'Première approbation',
  'erasure.outcome':
    '{anonymised, plural, =0 {Aucune de vos demandes n’a pu être anonymisée immédiatement.} one {Une demande a été anonymisée : votre nom et vos coordonnées en ont été supprimés.} other {# demandes ont été anonymisées : votre nom et vos coordonnées en ont été supprimés.}}{restricted, plural, =0 {} one { Une demande est conservée, car la loi oblige l’académie à la garder pour l’instant ; d’ici là, seuls ses administrateurs peuvent la voir, et elle sera anonymisée dès que cette obligation prendra fin.} other { # demandes sont conservées, car la loi oblige l’académie à les garder pour l’instant ; d’ici là, seuls ses administrateurs peuvent les voir, et elles seront anonymisées dès que cette obligation prendra fin.}}',
  'erasure.kept.audit':
    'Un audit du séminaire {event} est en cours, et l’académie doit en conserver les documents jusqu’à sa clôture. Votre demande sera anonymisée une fois l’audit terminé et sa durée de conservation écoulée.',
  'erasure.kept.appeal':
    'Votre demande a été refusée, et ce refus peut encore être contesté jusqu’au {date}. Elle sera anonymisée ensuite.',
  'erasure.kept.retention':
    'Les règles de l’UE sur les subventions obligent l’académie à conserver les documents de tout remboursement décidé ou payé pendant {years} ans après la fin de l’année concernée. Votre demande sera anonymisée le {date}.',
  'erasure.kept.open':
    'Votre demande, ou d’autres demandes du même séminaire, sont encore en cours de décision ou de paiement. Les règles de l’UE sur les subventions obligent l’académie à la conserver {years} ans après la fin de l’année où les remboursements du séminaire sont payés ou décidés ; elle sera anonymisée ensuite.',
  'claimStatus.-1': 'Inconnu',
  'claimStatus.0': 'Enregistrée',
  'claimStatus.1': 'Demandée',
  'claimStatus.2': 'En cours d’approbation',
  'claimStatus.3': 'Payée',
  'claimStatus.5': 'Rejetée',

  'travelType.0': 'Avion ou combiné',
  'travelType.1': 'Voie terrestre',
  'bankPageTravelType.0': 'Avion ou combiné',
  'bankPageTravelType.1': 'Train',

  'rejectReason.0': 'Listes de présence non signées',
  'rejectReason.1': 'Frais d’inscription non payés',
  'rejectReason.2': 'Non éligible (personnel de l’UE)',
  'rejectReason.3': 'Non éligible (pays non inclus dans le projet)',
  'rejectReason.4': 'Autre',
};

export const fr: Catalogue = Object.fromEntries(
  Object.entries(written).map(([key, text]) => [key, frenchSpacing(text)]),
) as Catalogue;
