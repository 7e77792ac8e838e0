/**
 * The texts of the message keys the schemas of this contract carry (a refused field's issue message
 * is one of these keys). They live here, once, so the API answering a refused body and a page
 * checking a form against the same schema before the call say exactly the same thing. The API merges
 * them into its catalogue with its other messages. French is the reference; Belgian French falls back
 * to it key by key.
 */
import type { ApiLocale } from '@consigne/domain';

const fr = {
  // Any field
  required: 'Ce champ est requis.',
  invalidValue: 'Valeur invalide.',
  calendarDateInvalid:
    'Date invalide : indiquez un jour qui existe, entre 2000 et 2100, au format AAAA-MM-JJ.',
  // Registration, addresses and the cart
  emailRequired: "L'email est requis",
  invalidEmail: 'Adresse e-mail invalide.',
  passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
  passwordTooLong: 'Le mot de passe ne peut pas dépasser 128 caractères.',
  addressIncomplete: 'Adresse incomplète : numéro, rue, code postal et ville sont requis.',
  adultRequired: 'Vous devez déclarer avoir 18 ans ou plus.',
  cartQuantityInvalid: 'La quantité doit être un nombre entier, 0 pour retirer le produit du panier.',
  usualBasketTooManyLines: 'Votre panier habituel compte au plus 100 produits différents.',
  // Back office: the team
  staffPasswordTooShort: 'Le mot de passe d’un compte de l’équipe doit compter au moins 12 caractères.',
  // Back office: product sheets
  productVolumeInvalid: 'Le volume doit être un nombre positif.',
  productAlcoholInvalid: 'Le degré d’alcool doit être compris entre 0 et 100.',
  // Back office: prices and stock
  stockPriceNegative: 'Le prix ne peut pas être négatif.',
  stockPriceDecimals: 'Le prix se donne au centime près (2 décimales au plus).',
  stockDiscountRange: 'La remise anti-gaspi va de 0 à 90 %.',
  stockDiscountEndRequired: 'Une remise anti-gaspi a une date de fin : indiquez son dernier jour.',
  stockQuantityZero: 'La quantité ne peut pas être nulle.',
  stockReceivedPositive: 'Une réception ajoute du stock : la quantité doit être positive.',
  stockReasonRequired: 'Indiquez la raison de cet ajustement.',
  stockCsvTooLarge: 'Le fichier CSV dépasse la limite de 2 Mo ou de 10 000 lignes : découpez-le.',
  // Back office: promo codes
  promoCodeFormat: 'Un code compte de 3 à 40 caractères : lettres sans accent, chiffres, tiret ou tiret bas.',
  promoAmountMin: 'Indiquez un montant d’au moins 0,01 €.',
  promoAmountCents: 'Un montant a au plus deux décimales.',
  promoPercentRange: 'Indiquez un pourcentage entier de 1 à 100.',
  promoMinSubtotalInvalid: 'Le panier minimum est un montant positif ou nul.',
  promoLimitInvalid: 'Une limite d’utilisation est un nombre entier d’au moins 1.',
  promoGiftRequired: 'Choisissez le produit offert.',
  promoEndBeforeStart: 'La fin doit venir après le début.',
  // Back office: contents and redirections
  contentSlugInvalid: 'Une adresse en minuscules, chiffres et tirets, par exemple « ma-nouvelle-page ».',
  contentColorInvalid: 'Une couleur au format #RRVVBB, par exemple #e8f5e9.',
  invalidDate: 'Date invalide.',
  redirectStatusInvalid: 'Le code de redirection est 301, 302, 307 ou 308.',
  // Back office: aisles, categories and tags
  invalidSlug:
    'Adresse invalide : des lettres minuscules sans accent, des chiffres et des tirets (ex. « bieres-blondes »).',
  unknownIcon: 'Icône inconnue : choisissez un nom de la collection Fluent Emoji (ex. « beer-mug »).',
  invalidColor: 'Couleur invalide : un code hexadécimal comme #f5c542.',
  // Back office: orders, refunds and customers
  orderEditEmpty: 'Indiquez au moins un produit à modifier.',
  orderEditDuplicate: 'Un même produit est cité deux fois dans la modification.',
  erasureEmailRequired: 'Saisissez à nouveau l’e-mail du client pour confirmer l’effacement.',
  reasonRequired: 'Indiquez un motif (au moins 3 caractères).',
  amountPositive: 'Le montant doit être supérieur à zéro.',
  amountTooLarge: 'Le montant ne peut pas dépasser 1 000 €.',
  amountCents: 'Le montant doit avoir au plus deux décimales.',
  // Back office: slots and their operations
  slotClosureTarget: 'Choisissez des créneaux ou une journée (l’un ou l’autre).',
  slotRuleRange: 'Valeur hors des limites permises.',
  slotRuleLastBeforeFirst: 'Le dernier créneau ne peut pas commencer avant le premier.',
  slotRulePastMidnight: 'Le dernier créneau doit finir au plus tard à minuit.',
  slotMarketingIconInvalid:
    'L’icône est « leaf » (la feuille de la boutique) ou un symbole court, par exemple 🚚 — sans lettres ni chiffres.',
  slotMarketingEndBeforeStart: 'La fin de l’opération vient avant son début.',
  slotMarketingColorsPair: 'Choisissez les deux couleurs, ou aucune (celles de la boutique).',
  slotMarketingContrastLow:
    'Le texte serait peu lisible sur ce fond : choisissez des couleurs plus contrastées (4,5:1 au moins).',
  // Back office: picking and deposits
  shelvesDuplicate: 'Un rayon est cité deux fois.',
  depositForfeitDaysInvalid: 'Le délai doit être un nombre entier de jours, de 30 à 3650.',
  // Back office: green slots
  greenThresholdInvalid: 'Le seuil est un nombre entier de mètres, de 0 à 50 000.',
  greenDiscountInvalid: 'La remise va de 0 à 100 €.',
  greenPlaceRequired: 'Indiquez un numéro de commande ou un code postal (4 ou 5 chiffres).',
  // Back office: the rounds' settings
  roundStopBaseInvalid: 'Le temps fixe d’un arrêt va de 0 à 30 minutes, en secondes entières.',
  roundStopPerCrateInvalid: 'Le temps par caisse va de 0 à 600 secondes (10 minutes), en secondes entières.',
  roundWindowInvalid: 'La fenêtre annoncée est un nombre entier de minutes, de 5 à 120.',
  vanNameInvalid: 'Le nom du camion compte de 1 à 40 caractères.',
  vanCapacityInvalid: 'La capacité est un nombre entier de caisses, de 1 à 500.', // The account's business identity
  companyNameRequired: 'Indiquez le nom de l’entreprise.',
  sirenInvalid: 'SIREN invalide : 9 chiffres, par exemple 732 829 320.',
  vatNumberInvalid: 'Numéro de TVA intracommunautaire invalide, par exemple FR44732829320 ou BE0417497106.',
  businessIdentifierRequired: 'Indiquez le SIREN de l’entreprise ou son numéro de TVA intracommunautaire.',
  peppolEndpointInvalid:
    'Adresse électronique invalide : choisissez son schéma et indiquez un identifiant valable pour lui.',
  // Back office: search synonyms
  synonymTermsCount: 'Un groupe de synonymes compte de 2 à 20 termes.',
  synonymTermInvalid: 'Un terme compte de 1 à 60 caractères et au moins une lettre ou un chiffre.',
  synonymTermsDuplicate: 'Deux termes de ce groupe s’écrivent pareil (majuscules et accents mis à part).',
};

export type FieldMessageKey = keyof typeof fr;

export const FIELD_MESSAGES: MessageTexts<FieldMessageKey> = {
  fr,
  es_ES: {
    required: 'Este campo es obligatorio.',
    invalidValue: 'Valor no válido.',
    calendarDateInvalid:
      'Fecha no válida: indica un día que exista, entre 2000 y 2100, con el formato AAAA-MM-DD.',
    emailRequired: 'El correo electrónico es obligatorio',
    invalidEmail: 'Dirección de correo electrónico no válida.',
    passwordTooShort: 'La contraseña debe tener al menos 8 caracteres.',
    passwordTooLong: 'La contraseña no puede superar los 128 caracteres.',
    addressIncomplete: 'Dirección incompleta: se necesitan número, calle, código postal y ciudad.',
    adultRequired: 'Debes declarar que tienes 18 años o más.',
    cartQuantityInvalid: 'La cantidad debe ser un número entero, 0 para quitar el producto de la cesta.',
    usualBasketTooManyLines: 'Tu cesta habitual puede tener como máximo 100 productos distintos.',
    staffPasswordTooShort: 'La contraseña de una cuenta del equipo debe tener al menos 12 caracteres.',
    productVolumeInvalid: 'El volumen debe ser un número positivo.',
    productAlcoholInvalid: 'El grado de alcohol debe estar entre 0 y 100.',
    stockPriceNegative: 'El precio no puede ser negativo.',
    stockPriceDecimals: 'El precio se indica al céntimo (2 decimales como máximo).',
    stockDiscountRange: 'El descuento antidesperdicio va del 0 al 90 %.',
    stockDiscountEndRequired: 'Un descuento antidesperdicio tiene fecha de fin: indica su último día.',
    stockQuantityZero: 'La cantidad no puede ser cero.',
    stockReceivedPositive: 'Una recepción añade stock: la cantidad debe ser positiva.',
    stockReasonRequired: 'Indica el motivo de este ajuste.',
    stockCsvTooLarge: 'El archivo CSV supera el límite de 2 MB o de 10 000 líneas: divídelo.',
    promoCodeFormat: 'Un código tiene de 3 a 40 caracteres: letras sin tilde, cifras, guion o guion bajo.',
    promoAmountMin: 'Indica un importe de al menos 0,01 €.',
    promoAmountCents: 'Un importe tiene como máximo dos decimales.',
    promoPercentRange: 'Indica un porcentaje entero de 1 a 100.',
    promoMinSubtotalInvalid: 'El importe mínimo de compra es positivo o cero.',
    promoLimitInvalid: 'Un límite de uso es un número entero de al menos 1.',
    promoGiftRequired: 'Elige el producto de regalo.',
    promoEndBeforeStart: 'El fin debe ser posterior al inicio.',
    contentSlugInvalid: 'Una dirección en minúsculas, cifras y guiones, por ejemplo «mi-nueva-pagina».',
    contentColorInvalid: 'Un color con el formato #RRVVAA, por ejemplo #e8f5e9.',
    invalidDate: 'Fecha no válida.',
    redirectStatusInvalid: 'El código de redirección es 301, 302, 307 o 308.',
    invalidSlug:
      'Dirección no válida: letras minúsculas sin tildes, cifras y guiones (p. ej. «bieres-blondes»).',
    unknownIcon: 'Icono desconocido: elige un nombre de la colección Fluent Emoji (p. ej. «beer-mug»).',
    invalidColor: 'Color no válido: un código hexadecimal como #f5c542.',
    orderEditEmpty: 'Indica al menos un producto que modificar.',
    orderEditDuplicate: 'El mismo producto aparece dos veces en la modificación.',
    erasureEmailRequired: 'Vuelve a escribir el correo electrónico del cliente para confirmar el borrado.',
    reasonRequired: 'Indica un motivo (al menos 3 caracteres).',
    amountPositive: 'El importe debe ser mayor que cero.',
    amountTooLarge: 'El importe no puede superar 1000 €.',
    amountCents: 'El importe debe tener como máximo dos decimales.',
    slotClosureTarget: 'Elige franjas o un día (una cosa u otra).',
    slotRuleRange: 'Valor fuera de los límites permitidos.',
    slotRuleLastBeforeFirst: 'La última franja no puede empezar antes que la primera.',
    slotRulePastMidnight: 'La última franja debe terminar a medianoche como muy tarde.',
    slotMarketingIconInvalid:
      'El icono es «leaf» (la hoja de la tienda) o un símbolo corto, por ejemplo 🚚, sin letras ni cifras.',
    slotMarketingEndBeforeStart: 'El fin de la operación es anterior a su inicio.',
    slotMarketingColorsPair: 'Elige los dos colores, o ninguno (los de la tienda).',
    slotMarketingContrastLow:
      'El texto se leería mal sobre este fondo: elige colores con más contraste (4,5:1 como mínimo).',
    shelvesDuplicate: 'Una sección aparece dos veces.',
    depositForfeitDaysInvalid: 'El plazo debe ser un número entero de días, de 30 a 3650.',
    greenThresholdInvalid: 'El umbral es un número entero de metros, de 0 a 50 000.',
    greenDiscountInvalid: 'El descuento va de 0 a 100 €.',
    greenPlaceRequired: 'Indica un número de pedido o un código postal (4 o 5 cifras).',
    roundStopBaseInvalid: 'El tiempo fijo de una parada va de 0 a 30 minutos, en segundos enteros.',
    roundStopPerCrateInvalid: 'El tiempo por caja va de 0 a 600 segundos (10 minutos), en segundos enteros.',
    roundWindowInvalid: 'La franja anunciada es un número entero de minutos, de 5 a 120.',
    vanNameInvalid: 'El nombre de la furgoneta tiene de 1 a 40 caracteres.',
    vanCapacityInvalid: 'La capacidad es un número entero de cajas, de 1 a 500.',
    companyNameRequired: 'Indica el nombre de la empresa.',
    sirenInvalid: 'SIREN no válido: 9 cifras, por ejemplo 732 829 320.',
    vatNumberInvalid: 'Número de IVA intracomunitario no válido, por ejemplo FR44732829320 o BE0417497106.',
    businessIdentifierRequired: 'Indica el SIREN de la empresa o su número de IVA intracomunitario.',
    peppolEndpointInvalid:
      'Dirección electrónica no válida: elige su esquema e indica un identificador válido para él.',
    synonymTermsCount: 'Un grupo de sinónimos tiene de 2 a 20 términos.',
    synonymTermInvalid: 'Un término tiene de 1 a 60 caracteres y al menos una letra o una cifra.',
    synonymTermsDuplicate: 'Dos términos de este grupo se escriben igual (sin contar mayúsculas ni tildes).',
  },
  nl_BE: {
    required: 'Dit veld is verplicht.',
    invalidValue: 'Ongeldige waarde.',
    calendarDateInvalid:
      'Ongeldige datum: geef een bestaande dag op, tussen 2000 en 2100, in de vorm JJJJ-MM-DD.',
    emailRequired: 'E-mailadres is verplicht',
    invalidEmail: 'Ongeldig e-mailadres.',
    passwordTooShort: 'Het wachtwoord moet minstens 8 tekens bevatten.',
    passwordTooLong: 'Het wachtwoord mag niet langer zijn dan 128 tekens.',
    addressIncomplete: 'Onvolledig adres: huisnummer, straat, postcode en gemeente zijn verplicht.',
    adultRequired: 'Je moet verklaren dat je 18 jaar of ouder bent.',
    cartQuantityInvalid:
      'De hoeveelheid moet een geheel getal zijn, 0 om het product uit je winkelmandje te halen.',
    usualBasketTooManyLines: 'Je vaste boodschappenmandje telt hoogstens 100 verschillende producten.',
    staffPasswordTooShort: 'Het wachtwoord van een teamaccount moet minstens 12 tekens bevatten.',
    productVolumeInvalid: 'Het volume moet een positief getal zijn.',
    productAlcoholInvalid: 'Het alcoholgehalte moet tussen 0 en 100 liggen.',
    stockPriceNegative: 'De prijs kan niet negatief zijn.',
    stockPriceDecimals: 'De prijs wordt tot op de cent opgegeven (maximaal 2 decimalen).',
    stockDiscountRange: 'De anti-verspillingskorting gaat van 0 tot 90 %.',
    stockDiscountEndRequired: 'Een anti-verspillingskorting heeft een einddatum: geef de laatste dag op.',
    stockQuantityZero: 'De hoeveelheid kan niet nul zijn.',
    stockReceivedPositive: 'Een ontvangst voegt voorraad toe: de hoeveelheid moet positief zijn.',
    stockReasonRequired: 'Geef de reden van deze aanpassing op.',
    stockCsvTooLarge: 'Het CSV-bestand overschrijdt de limiet van 2 MB of 10.000 regels: splits het op.',
    promoCodeFormat:
      'Een code telt 3 tot 40 tekens: letters zonder accent, cijfers, koppelteken of underscore.',
    promoAmountMin: 'Geef een bedrag van minstens € 0,01 op.',
    promoAmountCents: 'Een bedrag heeft hoogstens twee decimalen.',
    promoPercentRange: 'Geef een geheel percentage van 1 tot 100 op.',
    promoMinSubtotalInvalid: 'Het minimumbedrag is positief of nul.',
    promoLimitInvalid: 'Een gebruikslimiet is een geheel getal van minstens 1.',
    promoGiftRequired: 'Kies het gratis product.',
    promoEndBeforeStart: 'Het einde moet na het begin komen.',
    contentSlugInvalid:
      'Een adres in kleine letters, cijfers en koppeltekens, bijvoorbeeld "mijn-nieuwe-pagina".',
    contentColorInvalid: 'Een kleur in het formaat #RRGGBB, bijvoorbeeld #e8f5e9.',
    invalidDate: 'Ongeldige datum.',
    redirectStatusInvalid: 'De omleidingscode is 301, 302, 307 of 308.',
    invalidSlug:
      'Ongeldig adres: kleine letters zonder accenten, cijfers en koppeltekens (bv. "bieres-blondes").',
    unknownIcon: 'Onbekend pictogram: kies een naam uit de Fluent Emoji-collectie (bv. "beer-mug").',
    invalidColor: 'Ongeldige kleur: een hexadecimale code zoals #f5c542.',
    orderEditEmpty: 'Geef minstens één product op om te wijzigen.',
    orderEditDuplicate: 'Hetzelfde product staat twee keer in de wijziging.',
    erasureEmailRequired: 'Typ het e-mailadres van de klant opnieuw om het wissen te bevestigen.',
    reasonRequired: 'Geef een reden op (minstens 3 tekens).',
    amountPositive: 'Het bedrag moet groter zijn dan nul.',
    amountTooLarge: 'Het bedrag mag niet hoger zijn dan € 1.000.',
    amountCents: 'Het bedrag mag hoogstens twee decimalen hebben.',
    slotClosureTarget: 'Kies tijdsloten of een dag (het een of het ander).',
    slotRuleRange: 'Waarde buiten de toegestane grenzen.',
    slotRuleLastBeforeFirst: 'Het laatste tijdslot kan niet vóór het eerste beginnen.',
    slotRulePastMidnight: 'Het laatste tijdslot moet uiterlijk om middernacht eindigen.',
    slotMarketingIconInvalid:
      'Het pictogram is “leaf” (het blad van de winkel) of een kort symbool, bijvoorbeeld 🚚, zonder letters of cijfers.',
    slotMarketingEndBeforeStart: 'Het einde van de actie ligt vóór het begin.',
    slotMarketingColorsPair: 'Kies beide kleuren, of geen (die van de winkel).',
    slotMarketingContrastLow:
      'De tekst zou slecht leesbaar zijn op deze achtergrond: kies kleuren met meer contrast (minstens 4,5:1).',
    shelvesDuplicate: 'Een afdeling staat er twee keer in.',
    depositForfeitDaysInvalid: 'De termijn moet een geheel aantal dagen zijn, van 30 tot 3650.',
    greenThresholdInvalid: 'De drempel is een geheel aantal meter, van 0 tot 50 000.',
    greenDiscountInvalid: 'De korting gaat van 0 tot 100 €.',
    greenPlaceRequired: 'Geef een bestelnummer of een postcode (4 of 5 cijfers).',
    roundStopBaseInvalid: 'De vaste tijd van een stop gaat van 0 tot 30 minuten, in hele seconden.',
    roundStopPerCrateInvalid: 'De tijd per bak gaat van 0 tot 600 seconden (10 minuten), in hele seconden.',
    roundWindowInvalid: 'Het aangekondigde leveringsvenster is een geheel aantal minuten, van 5 tot 120.',
    vanNameInvalid: 'De naam van de bestelwagen telt 1 tot 40 tekens.',
    vanCapacityInvalid: 'De capaciteit is een geheel aantal bakken, van 1 tot 500.',
    companyNameRequired: 'Geef de naam van de onderneming op.',
    sirenInvalid: 'Ongeldig SIREN-nummer: 9 cijfers, bijvoorbeeld 732 829 320.',
    vatNumberInvalid: 'Ongeldig btw-nummer, bijvoorbeeld BE0417497106 of FR44732829320.',
    businessIdentifierRequired:
      'Geef het btw-nummer van de onderneming op (of het SIREN-nummer voor een Franse onderneming).',
    peppolEndpointInvalid:
      'Ongeldig elektronisch adres: kies het schema en geef een identificatie op die daarbij past.',
    synonymTermsCount: 'Een groep synoniemen telt 2 tot 20 termen.',
    synonymTermInvalid: 'Een term telt 1 tot 60 tekens, met minstens één letter of cijfer.',
    synonymTermsDuplicate:
      'Twee termen van deze groep worden hetzelfde geschreven (hoofdletters en accenten niet meegerekend).',
  },
  // Belgian French where it differs: a van is a camionnette, a crate a casier.
  fr_BE: {
    roundStopPerCrateInvalid:
      'Le temps par casier va de 0 à 600 secondes (10 minutes), en secondes entières.',
    vanNameInvalid: 'Le nom de la camionnette compte de 1 à 40 caractères.',
    vanCapacityInvalid: 'La capacité est un nombre entier de casiers, de 1 à 500.',
    vatNumberInvalid: 'Numéro de TVA invalide, par exemple BE0417497106 ou FR44732829320.',
    businessIdentifierRequired:
      'Indiquez le numéro de TVA de l’entreprise (ou son SIREN pour une entreprise française).',
  },
};

/** A catalogue by locale, in the API's shape: French first, Belgian French only where it differs. */
export interface MessageTexts<K extends string> {
  fr: Record<K, string>;
  es_ES: Record<K, string>;
  nl_BE: Record<K, string>;
  fr_BE?: Partial<Record<K, string>>;
}

/** Whether a zod issue's message is one of the keys above rather than zod's own English. */
export const isFieldMessageKey = (value: unknown): value is FieldMessageKey =>
  typeof value === 'string' && Object.hasOwn(FIELD_MESSAGES.fr, value);

const BY_LOCALE: Record<ApiLocale, Record<FieldMessageKey, string>> = {
  fr_FR: FIELD_MESSAGES.fr,
  fr_BE: { ...FIELD_MESSAGES.fr, ...FIELD_MESSAGES.fr_BE },
  es_ES: FIELD_MESSAGES.es_ES,
  nl_BE: FIELD_MESSAGES.nl_BE,
};

/** Every field message in one locale. */
export const fieldMessages = (locale: ApiLocale): Readonly<Record<FieldMessageKey, string>> =>
  BY_LOCALE[locale];
