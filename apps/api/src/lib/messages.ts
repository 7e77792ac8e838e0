import type { ApiLocale } from '@consigne/domain';

/** API error messages, in the request's locale (brief §4). French is the reference. */
const fr = {
  invalidCredentials: 'Identifiants invalides.',
  authRequired: 'Vous devez être connecté pour accéder à cette ressource.',
  tokenExpired: 'Votre session a expiré, veuillez vous reconnecter.',
  invalidRefreshToken: 'Refresh token invalide ou expiré.',
  refreshTokenReused: 'Ce refresh token a déjà été utilisé : la session a été fermée par sécurité.',
  tooManyAttempts: 'Trop de tentatives. Réessayez dans une minute.',
  invalidJson: 'Le corps de la requête n’est pas un JSON valide.',
  invalidRequest: 'Requête invalide.',
  required: 'Ce champ est requis.',
  invalidValue: 'Valeur invalide.',
  unsupportedMediaType: 'Type de contenu non pris en charge : envoyez du JSON.',
  notFound: 'Ressource introuvable.',
  routeNotFound: 'Route introuvable : {path}',
  warehouseNotFound: 'Entrepôt introuvable.',
  userNotFound: 'Utilisateur introuvable.',
  internal: 'Une erreur inattendue s’est produite.',
  emailRequired: "L'email est requis",
  invalidEmail: 'Adresse e-mail invalide.',
  emailUnavailable:
    'Impossible de créer un compte avec cette adresse e-mail. Si vous avez déjà un compte, connectez-vous ou réinitialisez votre mot de passe.',
  passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
  passwordTooLong: 'Le mot de passe ne peut pas dépasser 128 caractères.',
  passwordTooCommon: 'Ce mot de passe est trop courant : choisissez-en un autre.',
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
  resetLinkInvalid: 'Ce lien de réinitialisation n’est plus valide. Demandez-en un nouveau.',
  addressIncomplete: 'Adresse incomplète : numéro, rue, code postal et ville sont requis.',
  addressNotEligible: 'Nous ne livrons pas encore cette adresse.',
  adultRequired: 'Vous devez déclarer avoir 18 ans ou plus.',
  unknownLocale: 'Paramètre locale inconnu : « {value} ». Valeurs acceptées : fr_FR, es_ES, fr_BE, nl_BE.',
};
export type MessageKey = keyof typeof fr;

const catalogs: Record<ApiLocale, Record<MessageKey, string>> = {
  fr_FR: fr,
  fr_BE: fr,
  es_ES: {
    invalidCredentials: 'Credenciales no válidas.',
    authRequired: 'Debes iniciar sesión para acceder a este recurso.',
    tokenExpired: 'Tu sesión ha caducado, vuelve a iniciar sesión.',
    invalidRefreshToken: 'Refresh token no válido o caducado.',
    refreshTokenReused: 'Este refresh token ya se ha utilizado: la sesión se ha cerrado por seguridad.',
    tooManyAttempts: 'Demasiados intentos. Vuelve a intentarlo dentro de un minuto.',
    invalidJson: 'El cuerpo de la petición no es un JSON válido.',
    invalidRequest: 'Petición no válida.',
    required: 'Este campo es obligatorio.',
    invalidValue: 'Valor no válido.',
    unsupportedMediaType: 'Tipo de contenido no admitido: envía JSON.',
    notFound: 'Recurso no encontrado.',
    routeNotFound: 'Ruta no encontrada: {path}',
    warehouseNotFound: 'Almacén no encontrado.',
    userNotFound: 'Usuario no encontrado.',
    internal: 'Se ha producido un error inesperado.',
    emailRequired: 'El correo electrónico es obligatorio',
    invalidEmail: 'Dirección de correo electrónico no válida.',
    emailUnavailable:
      'No se puede crear una cuenta con este correo. Si ya tienes una cuenta, inicia sesión o restablece tu contraseña.',
    passwordTooShort: 'La contraseña debe tener al menos 8 caracteres.',
    passwordTooLong: 'La contraseña no puede superar los 128 caracteres.',
    passwordTooCommon: 'Esta contraseña es demasiado común: elige otra.',
    wrongCurrentPassword: 'La contraseña actual no es correcta.',
    resetLinkInvalid: 'Este enlace de restablecimiento ya no es válido. Solicita uno nuevo.',
    addressIncomplete: 'Dirección incompleta: se necesitan número, calle, código postal y ciudad.',
    addressNotEligible: 'Todavía no entregamos en esta dirección.',
    adultRequired: 'Debes declarar que tienes 18 años o más.',
    unknownLocale: 'Parámetro locale desconocido: «{value}». Valores aceptados: fr_FR, es_ES, fr_BE, nl_BE.',
  },
  nl_BE: {
    invalidCredentials: 'Ongeldige inloggegevens.',
    authRequired: 'Je moet ingelogd zijn om deze gegevens te bekijken.',
    tokenExpired: 'Je sessie is verlopen, log opnieuw in.',
    invalidRefreshToken: 'Ongeldige of verlopen refresh token.',
    refreshTokenReused: 'Deze refresh token werd al gebruikt: de sessie is uit veiligheid afgesloten.',
    tooManyAttempts: 'Te veel pogingen. Probeer het over een minuut opnieuw.',
    invalidJson: 'De inhoud van het verzoek is geen geldige JSON.',
    invalidRequest: 'Ongeldig verzoek.',
    required: 'Dit veld is verplicht.',
    invalidValue: 'Ongeldige waarde.',
    unsupportedMediaType: 'Niet-ondersteund inhoudstype: stuur JSON.',
    notFound: 'Niet gevonden.',
    routeNotFound: 'Route niet gevonden: {path}',
    warehouseNotFound: 'Magazijn niet gevonden.',
    userNotFound: 'Gebruiker niet gevonden.',
    internal: 'Er is een onverwachte fout opgetreden.',
    emailRequired: 'E-mailadres is verplicht',
    invalidEmail: 'Ongeldig e-mailadres.',
    emailUnavailable:
      'Met dit e-mailadres kan geen account worden aangemaakt. Heb je al een account? Log dan in of stel je wachtwoord opnieuw in.',
    passwordTooShort: 'Het wachtwoord moet minstens 8 tekens bevatten.',
    passwordTooLong: 'Het wachtwoord mag niet langer zijn dan 128 tekens.',
    passwordTooCommon: 'Dit wachtwoord is te gangbaar: kies een ander.',
    wrongCurrentPassword: 'Het huidige wachtwoord is onjuist.',
    resetLinkInvalid:
      'Deze link om je wachtwoord opnieuw in te stellen is niet meer geldig. Vraag een nieuwe aan.',
    addressIncomplete: 'Onvolledig adres: huisnummer, straat, postcode en gemeente zijn verplicht.',
    addressNotEligible: 'We leveren nog niet op dit adres.',
    adultRequired: 'Je moet verklaren dat je 18 jaar of ouder bent.',
    unknownLocale: 'Onbekende locale-parameter: "{value}". Toegestane waarden: fr_FR, es_ES, fr_BE, nl_BE.',
  },
};

export function message(locale: ApiLocale, key: MessageKey, params: Record<string, string> = {}): string {
  return catalogs[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}

export const messageCatalogs = catalogs;
