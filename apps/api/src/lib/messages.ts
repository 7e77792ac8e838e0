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
    unknownLocale: 'Onbekende locale-parameter: "{value}". Toegestane waarden: fr_FR, es_ES, fr_BE, nl_BE.',
  },
};

export function message(locale: ApiLocale, key: MessageKey, params: Record<string, string> = {}): string {
  return catalogs[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}

export const messageCatalogs = catalogs;
