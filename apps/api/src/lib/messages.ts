import { fieldMessages, type FieldMessageKey } from '@consigne/contract';
import { formatMessage, fromApiLocale, intlTag, type ApiLocale, type MessageParams } from '@consigne/domain';
import { adminMessages, type AdminMessageKey } from '../modules/admin/messages.js';
import { notificationMessages } from '../modules/notifications/messages.js';

type NotificationMessageKey = keyof typeof notificationMessages.fr;

/**
 * API error messages, in the request's locale. French is the reference. A refused field's texts (the
 * keys the contract's schemas carry) come from the contract, which the web's forms read too.
 */
const fr = {
  invalidCredentials: 'Identifiants invalides.',
  authRequired: 'Vous devez être connecté pour accéder à cette ressource.',
  tokenExpired: 'Votre session a expiré, veuillez vous reconnecter.',
  invalidRefreshToken: 'Refresh token invalide ou expiré.',
  refreshTokenReused: 'Ce refresh token a déjà été utilisé : la session a été fermée par sécurité.',
  crossSiteRefused: 'Requête refusée : elle ne vient pas de la boutique.',
  tooManyAttempts: 'Trop de tentatives. Réessayez dans une minute.',
  invalidJson: 'Le corps de la requête n’est pas un JSON valide.',
  invalidUrl:
    'Cette adresse contient des caractères mal encodés : vérifiez le lien, ou repartez de l’accueil.',
  bodyTooLarge: 'Le corps de la requête est trop volumineux.',
  invalidRequest: 'Requête invalide.',
  conflict: 'Cette action est en conflit avec l’état actuel des données : rechargez la page puis réessayez.',
  unsupportedMediaType: 'Type de contenu non pris en charge : envoyez du JSON.',
  notFound: 'Ressource introuvable.',
  routeNotFound: 'Route introuvable : {path}',
  warehouseNotFound: 'Entrepôt introuvable.',
  userNotFound: 'Utilisateur introuvable.',
  internal: 'Une erreur inattendue s’est produite.',
  serviceUnavailable: 'Le service est momentanément indisponible. Réessayez dans quelques instants.',
  emailUnavailable:
    'Impossible de créer un compte avec cette adresse e-mail. Si vous avez déjà un compte, connectez-vous ou réinitialisez votre mot de passe.',
  passwordTooCommon: 'Ce mot de passe est trop courant : choisissez-en un autre.',
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
  resetLinkInvalid: 'Ce lien de réinitialisation n’est plus valide. Demandez-en un nouveau.',
  registrationLinkInvalid:
    'Ce lien de confirmation n’est plus valide (il sert une fois, pendant 24 heures). Recommencez votre inscription.',
  addressNotEligible: 'Nous ne livrons pas encore cette adresse.',
  addressPointTooFar: 'Ce point sur la carte est trop loin de la commune de l’adresse.',
  unknownLocale: 'Paramètre locale inconnu : « {value} ». Valeurs acceptées : fr_FR, es_ES, fr_BE, nl_BE.',
  cartQuantityTooHigh: 'Vous ne pouvez pas commander plus de {max} exemplaires de ce produit.',
  cartProductNotFound: 'Produit introuvable.',
  cartProductUnavailable: 'Ce produit n’est plus disponible.',
  cartProductOtherWarehouse: 'Ce produit n’est pas proposé dans votre zone de livraison.',
  cartLineNotFound: 'Ce produit n’est pas dans votre panier.',
  cartSubstituteOtherWarehouse: 'Choisissez un produit de remplacement proposé dans votre zone de livraison.',
  promoCodeUnknown: 'Ce code promo n’existe pas.',
  promoCodeNotYetValid: 'Ce code promo n’est pas encore valable.',
  promoCodeExpired: 'Ce code promo n’est plus valable.',
  promoCodeMinSubtotal: 'Ce code promo est valable dès {amount} € d’achats.',
  promoCodeAlreadyUsed: 'Vous avez déjà utilisé ce code promo.',
  promoCodeExhausted: 'Ce code promo a atteint sa limite d’utilisation.',
  promoCodeFirstOrderOnly: 'Ce code promo est réservé à la première commande.',
  promoCodeGiftUnavailable: 'Le produit offert par ce code promo n’est pas disponible dans votre zone.',
  promoCodeWrongLocale: 'Ce code promo n’est pas valable sur cette version de la boutique.',
  promoCodeWrongWarehouse: 'Ce code promo n’est pas valable dans votre zone de livraison.',
  walletInsufficient: 'Solde de cagnotte insuffisant : la cagnotte ne peut pas devenir négative.',
  slotNotFound: 'Ce créneau n’existe pas dans votre zone de livraison.',
  slotFull: 'Ce créneau est complet : choisissez-en un autre.',
  slotTooLate: 'Ce créneau n’est plus disponible à la commande : choisissez-en un plus tard.',
  slotNoZone: 'Choisissez d’abord une adresse de livraison ou un point de retrait.',
  pickupPointNotFound: 'Point de retrait introuvable.',
  cartNotValidable:
    'Votre panier ne peut pas être validé : vérifiez les produits indisponibles et le minimum de commande.',
  orderSlotRequired: 'Choisissez un créneau de livraison avant de commander.',
  orderOutOfStock: 'Il ne reste plus assez de « {product} » : ajustez la quantité.',
  termsRequired: 'Vous devez accepter les conditions générales de vente.',
  idempotencyKeyRequired: 'L’en-tête Idempotency-Key est requis pour passer une commande.',
  idempotencyKeyReused: 'Cette clé Idempotency-Key a déjà servi pour une autre commande.',
  orderNotCancellable:
    'Cette commande ne peut plus être annulée : la livraison est dans moins de 2 heures ou déjà en cours.',
  orderEditPickingStarted:
    'La préparation de cette commande a commencé : elle ne peut plus être modifiée. Vous pouvez encore ajouter vos produits à une nouvelle commande.',
  orderTopUpNone: 'Il n’y a pas de différence à payer sur cette commande.',
  orderEditAdultRequired:
    'Ce produit contient de l’alcool : ajoutez-le à une nouvelle commande, où vous déclarerez avoir l’âge requis.',
  orderCancelRefundFailed:
    'Le remboursement sur votre carte n’a pas pu être lancé : votre commande n’est pas annulée. Réessayez dans un moment.',
  orderPaymentPending:
    'Le paiement de cette commande est en cours de confirmation : elle ne pourra être annulée qu’après la réponse de votre banque.',
  orderSlotNotChangeable:
    'Le créneau de cette commande ne peut plus être modifié : la livraison est dans moins de 2 heures ou déjà en cours.',
  orderInstructionsNotChangeable:
    'Les instructions de livraison ne peuvent plus être modifiées : la commande a quitté l’entrepôt.',
  orderNotFound: 'Commande introuvable.',
  orderLineNotFound: 'Ce produit n’est plus dans votre commande.',
  orderLineNotSubstitute: 'Ce produit n’est pas un produit de remplacement : il n’y a rien à refuser.',
  substituteRefusalClosed:
    'Votre commande a quitté le magasin : refusez le produit de remplacement auprès du livreur, à la livraison.',
  substituteRefusalLastLine:
    'C’est le dernier produit de votre commande : annulez-la, ou refusez-le auprès du livreur.',
  trackingNotFound:
    'Ce lien de suivi n’est pas valable ou a expiré : suivez votre livraison depuis votre commande.',
  paymentFailed:
    'Le paiement n’a pas pu être initialisé. Réessayez ou choisissez le paiement à la livraison.',
  cardAmountTooSmall:
    'Le paiement par carte demande au moins 0,50 € : choisissez le paiement à la livraison.',
  promoCodeNotApplicable: 'Votre code promo ne s’applique plus : {reason} Retirez-le pour commander.',
  orderStatusInvalid: 'Cette commande ne peut pas passer à ce statut.',
  orderStatusNotNext:
    'Une commande avance d’une étape à la fois (commandée, en préparation, en cours de livraison, livrée) : elle ne peut ni sauter une étape ni revenir en arrière.',
  // {from}: a weekday, date and time (an order is prepared on its slot's day, leaves at the cut-off).
  orderStatusTooEarly: 'Trop tôt pour cette étape : elle est possible à partir du {from}.',
  // At the door (the step to 'delivered'): refused lines and the age check.
  doorRefusalInvalid:
    'Refus à la porte impossible : chaque produit de la commande une seule fois, au plus la quantité livrée, et seulement au moment de « Livrée ».',
  doorAgeCheckRequired:
    'Cette commande contient de l’alcool : vérifiez l’âge du destinataire (date de naissance ou pièce d’identité vue) avant de la marquer livrée.',
  doorBirthDateInvalid: 'Date de naissance impossible : vérifiez-la sur la pièce d’identité.',
  doorNothingLeft:
    'Tous les produits seraient refusés : ce n’est pas une livraison partielle, signalez plutôt une livraison échouée.',
  deliveryFailureNotAllowed:
    'Cette livraison ne peut pas être signalée en échec : la commande est déjà livrée, annulée ou pas encore préparée.',
  failureNoteRequired: 'Dites en quelques mots ce qui s’est passé : une note est obligatoire pour « Autre ».',
  orderNotRebookable: 'Cette commande ne peut pas être reprogrammée : sa livraison n’a pas échoué.',
  collectionExceedsDeposits: 'Ces vides valent plus que les consignes en attente du client ({pending} €).',
  // Money at the door ({amount}: the amount to pay, in euros with a decimal comma).
  doorPaymentRequired:
    'Pour passer à « Livrée », indiquez comment le client a payé (carte ou espèces) et le montant reçu.',
  doorPaymentNotDue: 'Cette commande n’est pas payable à la livraison : aucun paiement à enregistrer.',
  doorPaymentAmountInvalid: 'Le montant reçu doit être un montant positif, en euros et centimes.',
  doorPaymentAmountAbsurd:
    'Montant reçu trop élevé : plus de 100 € au-dessus du montant à payer ({amount} €). Vérifiez la saisie.',
  doorPaymentCardMismatch: 'Au terminal de carte, le montant encaissé est celui à payer : {amount} €.',
  cashSheetNotFound: 'Feuille de caisse introuvable.',
  cashSheetClosed: 'Cette feuille de caisse est déjà clôturée.',
  cashSheetNoteRequired: 'Il y a un écart : une note est obligatoire pour clôturer cette caisse.',
  cashCountInvalid: 'Le montant compté doit être un montant positif, en euros et centimes.',
  operatorOnly: 'Réservé aux livreurs et à l’équipe de l’entrepôt.',
  // Proof of delivery (the driver's photo or the recipient's name).
  proofTooEarly: 'La preuve de livraison se donne une fois la commande partie en livraison.',
  proofTimeInvalid:
    'L’heure de cette preuve est trop ancienne ou dans le futur : vérifiez l’heure du téléphone.',
  recipientNameInvalid: 'Indiquez le nom de la personne qui a reçu la commande (80 caractères au plus).',
  proofPhotoMissing: 'Prenez une photo à envoyer.',
  proofPhotoTooLarge: 'Photo trop lourde : 12 Mo au maximum.',
  proofPhotoNotImage: 'Ce fichier n’est pas une photo JPEG, PNG, WebP ou HEIF.',
  proofPhotoTooManyPixels: 'Cette image est trop grande (plus de 60 millions de pixels).',
  proofPhotoNotFound: 'Cette commande n’a pas de photo de livraison.',
  // A pickup of empties without an order (ADR 0037).
  emptiesPickupNothingPending: 'Vous n’avez aucune consigne en attente : il n’y a pas de vides à reprendre.',
  emptiesPickupFeeExceeds:
    'Vos consignes en attente ({pending} €) ne couvrent pas les frais de reprise ({fee} €).',
  emptiesPickupSlotInvalid: 'Ce créneau n’est pas celui de l’entrepôt qui livre cette adresse.',
  emptiesPickupAddressNotFound: 'Adresse introuvable.',
  emptiesPickupNotFound: 'Reprise de vides introuvable.',
  emptiesPickupNotCancellable:
    'Cette reprise ne peut plus être annulée : elle a lieu dans moins de 2 heures, ou elle est déjà faite ou annulée.',
  emptiesPickupClosed: 'Cette reprise de vides est déjà faite, signalée en échec ou annulée.',
  emptiesPickupTooEarly:
    'Trop tôt : le client peut encore annuler cette reprise jusqu’à 2 heures avant son créneau.',
  emptiesPickupNoteRequired:
    'Dites en quelques mots ce qui s’est passé : une note est obligatoire pour « Autre ».',
  // A reserved weekly slot (ADR 0040).
  slotReservationNotFound: 'Vous n’avez pas de créneau réservé.',
  slotReservationWeekNotFound: 'Cette semaine ne fait pas partie de votre créneau réservé.',
  slotReservationExists:
    'Vous avez déjà un créneau réservé : modifiez-le ou libérez-le avant d’en réserver un autre.',
  slotReservationNotServed:
    'Ce créneau n’est pas celui de l’entrepôt qui livre cette adresse ou ce point relais.',
  slotReservationTargetRequired:
    'Choisissez une adresse de livraison ou un point relais pour votre créneau réservé.',
  slotReservationWeekClosed:
    'Cette semaine ne peut plus changer : son créneau ne prend plus de commandes (moins de 2 heures avant), ou elle est déjà utilisée.',
  // A usual basket that orders itself (ADR 0042).
  usualBasketNotFound: 'Vous n’avez pas de panier habituel.',
  usualBasketExists: 'Vous avez déjà un panier habituel : modifiez-le plutôt que d’en créer un autre.',
  usualBasketNeedsReservation:
    'Réservez d’abord un créneau hebdomadaire : votre panier habituel est livré sur ce créneau.',
  usualBasketEmpty: 'Aucun de ces produits n’est en vente en ce moment : votre panier habituel serait vide.',
  usualBasketLineInvalid: 'Ce produit n’est pas en vente dans votre entrepôt, ou il apparaît deux fois.',
  usualBasketPauseInPast: 'Choisissez une date de reprise à venir.',
  usualBasketDateNotFound: 'Cette date ne fait pas partie de votre panier habituel.',
  usualBasketDateClosed:
    'Cette date ne peut plus changer : sa commande est déjà passée ou en train de l’être.',
  usualBasketNoSavedCard:
    'Enregistrez d’abord une carte : votre panier habituel payé par carte est débité sur votre carte enregistrée. Sinon, choisissez le paiement à la livraison.',
  savedCardNotFound: 'Carte enregistrée introuvable.',
  savedCardUnavailable:
    'L’enregistrement d’une carte n’est pas disponible pour le moment : choisissez le paiement à la livraison.',
  // Pending-deposit history ({items}: the units below, joined as a list).
  depositDelivery: 'Commande n° {id} : {items}',
  depositDeliveryNoOrder: 'Consignes : {items}',
  depositCollection: 'Vides récupérés : {items}',
  depositOther: 'Consignes',
  depositForfeited: 'Emballages non rendus dans le délai, facturés',
  // Empties refused at the door ({items}: units by reason, joined by the separator). French units
  // (caisse, bouteille) are all feminine: the agreement follows the count alone.
  depositRefused: 'Vides refusés : {items}',
  depositRefusedBroken: '{items} {count, plural, one {cassée} other {cassées}}',
  depositRefusedForeign: '{items} d’une autre marque',
  depositRefusedSeparator: ' ; ',
  depositCrate: '{count, plural, one {# caisse} other {# caisses}}',
  depositLargeBottle: '{count, plural, one {# grande bouteille} other {# grandes bouteilles}}',
  depositSmallBottle: '{count, plural, one {# petite bouteille} other {# petites bouteilles}}',
  // Sponsorship (mes-parrainages, registration step 2).
  sponsorshipCodeUnknown:
    'Ce code de parrainage n’existe pas : vérifiez-le auprès de votre parrain, ou laissez le champ vide.',
  sponsorshipGodsonNotFound: 'Filleul introuvable.',
  sponsorshipReminderTooSoon:
    'Vous avez déjà relancé ce filleul : vous pourrez le relancer à partir du {date}.',
  sponsorshipAlreadyOrdered: 'Ce filleul a déjà passé commande : inutile de le relancer.',
  sponsorshipReminderFailed: 'Erreur lors de la relance. Veuillez réessayer.',
  sponsorshipOwnEmail: 'Vous ne pouvez pas vous parrainer vous-même.',
  sponsorshipAlreadyCustomer: 'Cette personne a déjà un compte consigne : elle ne peut plus être parrainée.',
  sponsorshipAlreadyInvited: 'Vous avez déjà invité cette adresse e-mail.',
  sponsorshipTooManyInvites: 'Vous avez atteint la limite de {max} invitations en attente.',
  sponsorshipInviteFailed: 'L’invitation n’a pas pu être envoyée. Veuillez réessayer.',
};
type CoreKey = keyof typeof fr;
export type MessageKey = CoreKey | FieldMessageKey | AdminMessageKey | NotificationMessageKey;

const core: Record<ApiLocale, Record<CoreKey, string>> = {
  fr_FR: fr,
  // Belgian French: the French catalog, with the Belgian word for returnable empties.
  fr_BE: {
    ...fr,
    depositCollection: 'Vidanges récupérées : {items}',
    depositForfeited: 'Vidanges non rendues dans le délai, facturées',
    depositRefused: 'Vidanges refusées : {items}',
    emptiesPickupNothingPending:
      'Vous n’avez aucune consigne en attente : il n’y a pas de vidanges à reprendre.',
    emptiesPickupNotFound: 'Reprise de vidanges introuvable.',
    emptiesPickupClosed: 'Cette reprise de vidanges est déjà faite, signalée en échec ou annulée.',
  },
  es_ES: {
    invalidCredentials: 'El correo electrónico o la contraseña no son correctos.',
    authRequired: 'Debes iniciar sesión para acceder a este recurso.',
    tokenExpired: 'Tu sesión ha caducado, vuelve a iniciar sesión.',
    invalidRefreshToken: 'Refresh token no válido o caducado.',
    refreshTokenReused: 'Este refresh token ya se ha utilizado: la sesión se ha cerrado por seguridad.',
    crossSiteRefused: 'Solicitud rechazada: no procede de la tienda.',
    tooManyAttempts: 'Demasiados intentos. Vuelve a intentarlo dentro de un minuto.',
    invalidJson: 'El cuerpo de la petición no es un JSON válido.',
    invalidUrl:
      'Esta dirección contiene caracteres mal codificados: revisa el enlace o vuelve a la página de inicio.',
    bodyTooLarge: 'El cuerpo de la petición es demasiado grande.',
    invalidRequest: 'Petición no válida.',
    conflict:
      'Esta acción entra en conflicto con el estado actual de los datos: recargue la página y vuelva a intentarlo.',
    unsupportedMediaType: 'Tipo de contenido no admitido: envía JSON.',
    notFound: 'Recurso no encontrado.',
    routeNotFound: 'Ruta no encontrada: {path}',
    warehouseNotFound: 'Almacén no encontrado.',
    userNotFound: 'Usuario no encontrado.',
    internal: 'Se ha producido un error inesperado.',
    serviceUnavailable:
      'El servicio no está disponible en este momento. Vuelve a intentarlo en unos instantes.',
    emailUnavailable:
      'No se puede crear una cuenta con este correo. Si ya tienes una cuenta, inicia sesión o restablece tu contraseña.',
    passwordTooCommon: 'Esta contraseña es demasiado común: elige otra.',
    wrongCurrentPassword: 'La contraseña actual no es correcta.',
    resetLinkInvalid: 'Este enlace de restablecimiento ya no es válido. Solicita uno nuevo.',
    registrationLinkInvalid:
      'Este enlace de confirmación ya no es válido (sirve una vez, durante 24 horas). Vuelve a empezar el registro.',
    addressNotEligible: 'Todavía no entregamos en esta dirección.',
    addressPointTooFar: 'Este punto del mapa está demasiado lejos del municipio de la dirección.',
    unknownLocale: 'Parámetro locale desconocido: «{value}». Valores aceptados: fr_FR, es_ES, fr_BE, nl_BE.',
    cartQuantityTooHigh: 'No puedes pedir más de {max} unidades de este producto.',
    cartProductNotFound: 'Producto no encontrado.',
    cartProductUnavailable: 'Este producto ya no está disponible.',
    cartProductOtherWarehouse: 'Este producto no se ofrece en tu zona de entrega.',
    cartLineNotFound: 'Este producto no está en tu cesta.',
    cartSubstituteOtherWarehouse: 'Elige un producto de sustitución que se ofrezca en tu zona de entrega.',
    promoCodeUnknown: 'Este código promocional no existe.',
    promoCodeNotYetValid: 'Este código promocional todavía no es válido.',
    promoCodeExpired: 'Este código promocional ya no es válido.',
    promoCodeMinSubtotal: 'Este código promocional es válido a partir de {amount} € de compra.',
    promoCodeAlreadyUsed: 'Ya has utilizado este código promocional.',
    promoCodeExhausted: 'Este código promocional ha alcanzado su límite de uso.',
    promoCodeFirstOrderOnly: 'Este código promocional está reservado al primer pedido.',
    promoCodeGiftUnavailable: 'El producto de regalo de este código no está disponible en tu zona.',
    promoCodeWrongLocale: 'Este código promocional no es válido en esta versión de la tienda.',
    promoCodeWrongWarehouse: 'Este código promocional no es válido en tu zona de entrega.',
    walletInsufficient: 'Saldo del monedero insuficiente: el monedero no puede quedar en negativo.',
    slotNotFound: 'Esta franja no existe en tu zona de entrega.',
    slotFull: 'Esta franja está completa: elige otra.',
    slotTooLate: 'Esta franja ya no admite pedidos: elige una más tarde.',
    slotNoZone: 'Elige primero una dirección de entrega o un punto de recogida.',
    pickupPointNotFound: 'Punto de recogida no encontrado.',
    cartNotValidable: 'Tu cesta no se puede validar: revisa los productos no disponibles y el pedido mínimo.',
    orderSlotRequired: 'Elige una franja de entrega antes de hacer el pedido.',
    orderOutOfStock: 'No queda suficiente «{product}»: ajusta la cantidad.',
    termsRequired: 'Debes aceptar las condiciones generales de venta.',
    idempotencyKeyRequired: 'La cabecera Idempotency-Key es obligatoria para hacer un pedido.',
    idempotencyKeyReused: 'Esta clave Idempotency-Key ya se utilizó para otro pedido.',
    orderNotCancellable:
      'Este pedido ya no se puede cancelar: la entrega es dentro de menos de 2 horas o ya está en curso.',
    orderEditPickingStarted:
      'Ya hemos empezado a preparar este pedido: no se puede modificar. Puedes añadir tus productos a un nuevo pedido.',
    orderTopUpNone: 'No hay ninguna diferencia que pagar en este pedido.',
    orderEditAdultRequired:
      'Este producto contiene alcohol: añádelo a un nuevo pedido, en el que declararás tener la edad requerida.',
    orderCancelRefundFailed:
      'No se pudo iniciar el reembolso en tu tarjeta: tu pedido no se ha cancelado. Inténtalo de nuevo en un momento.',
    orderPaymentPending:
      'El pago de este pedido se está confirmando: solo podrás cancelarlo cuando tu banco haya respondido.',
    orderSlotNotChangeable:
      'La franja de este pedido ya no se puede cambiar: la entrega es dentro de menos de 2 horas o ya está en curso.',
    orderInstructionsNotChangeable:
      'Las instrucciones de entrega ya no se pueden cambiar: el pedido ya ha salido del almacén.',
    orderNotFound: 'Pedido no encontrado.',
    orderLineNotFound: 'Este producto ya no está en tu pedido.',
    orderLineNotSubstitute: 'Este producto no es un producto de sustitución: no hay nada que rechazar.',
    substituteRefusalClosed:
      'Tu pedido ya ha salido de la tienda: rechaza el producto de sustitución ante el repartidor, en la entrega.',
    substituteRefusalLastLine:
      'Es el último producto de tu pedido: cancélalo o recházalo ante el repartidor.',
    trackingNotFound:
      'Este enlace de seguimiento no es válido o ha caducado: sigue tu entrega desde tu pedido.',
    paymentFailed: 'No se pudo iniciar el pago. Inténtalo de nuevo o elige el pago en la entrega.',
    cardAmountTooSmall: 'El pago con tarjeta requiere al menos 0,50 €: elige el pago en la entrega.',
    promoCodeNotApplicable: 'Tu código promocional ya no se aplica: {reason} Quítalo para hacer el pedido.',
    orderStatusInvalid: 'Este pedido no puede pasar a este estado.',
    orderStatusNotNext:
      'Un pedido avanza un paso cada vez (realizado, en preparación, en reparto, entregado): no puede saltarse un paso ni volver atrás.',
    orderStatusTooEarly: 'Demasiado pronto para este paso: será posible a partir del {from}.',
    doorRefusalInvalid:
      'Rechazo en la puerta imposible: cada producto del pedido una sola vez, como máximo la cantidad entregada, y solo al marcar «Entregado».',
    doorAgeCheckRequired:
      'Este pedido contiene alcohol: comprueba la edad del destinatario (fecha de nacimiento o documento de identidad visto) antes de marcarlo como entregado.',
    doorBirthDateInvalid: 'Fecha de nacimiento imposible: compruébala en el documento de identidad.',
    doorNothingLeft:
      'Se rechazarían todos los productos: no es una entrega parcial, indica mejor una entrega fallida.',
    deliveryFailureNotAllowed:
      'Esta entrega no se puede marcar como fallida: el pedido ya está entregado, cancelado o aún no se ha preparado.',
    failureNoteRequired: 'Cuenta en pocas palabras qué ha pasado: la nota es obligatoria para «Otro».',
    orderNotRebookable: 'Este pedido no se puede volver a programar: su entrega no ha fallado.',
    collectionExceedsDeposits:
      'Estos envases valen más que los depósitos pendientes del cliente ({pending} €).',
    doorPaymentRequired:
      'Para pasar a «Entregado», indica cómo ha pagado el cliente (tarjeta o efectivo) y el importe recibido.',
    doorPaymentNotDue: 'Este pedido no se paga en la entrega: no hay ningún pago que registrar.',
    doorPaymentAmountInvalid: 'El importe recibido debe ser un importe positivo, en euros y céntimos.',
    doorPaymentAmountAbsurd:
      'Importe recibido demasiado alto: más de 100 € por encima del importe a pagar ({amount} €). Revisa lo que has escrito.',
    doorPaymentCardMismatch: 'Con el datáfono, el importe cobrado es el importe a pagar: {amount} €.',
    cashSheetNotFound: 'Hoja de caja no encontrada.',
    cashSheetClosed: 'Esta hoja de caja ya está cerrada.',
    cashSheetNoteRequired: 'Hay una diferencia: la nota es obligatoria para cerrar esta caja.',
    cashCountInvalid: 'El importe contado debe ser un importe positivo, en euros y céntimos.',
    operatorOnly: 'Reservado a los repartidores y al equipo del almacén.',
    proofTooEarly: 'La prueba de entrega se registra cuando el pedido ya ha salido en reparto.',
    proofTimeInvalid: 'La hora de esta prueba es demasiado antigua o futura: revisa la hora del teléfono.',
    recipientNameInvalid: 'Indica el nombre de la persona que recibió el pedido (80 caracteres como máximo).',
    proofPhotoMissing: 'Haz una foto para enviar.',
    proofPhotoTooLarge: 'Foto demasiado pesada: 12 MB como máximo.',
    proofPhotoNotImage: 'Este archivo no es una foto JPEG, PNG, WebP o HEIF.',
    proofPhotoTooManyPixels: 'Esta imagen es demasiado grande (más de 60 millones de píxeles).',
    proofPhotoNotFound: 'Este pedido no tiene foto de entrega.',
    emptiesPickupNothingPending: 'No tienes ningún depósito pendiente: no hay envases que recoger.',
    emptiesPickupFeeExceeds:
      'Tus depósitos pendientes ({pending} €) no cubren el coste de la recogida ({fee} €).',
    emptiesPickupSlotInvalid: 'Esta franja no es del almacén que entrega en esta dirección.',
    emptiesPickupAddressNotFound: 'Dirección no encontrada.',
    emptiesPickupNotFound: 'Recogida de envases no encontrada.',
    emptiesPickupNotCancellable:
      'Esta recogida ya no se puede anular: es dentro de menos de 2 horas, o ya está hecha o anulada.',
    emptiesPickupClosed: 'Esta recogida de envases ya está hecha, marcada como fallida o anulada.',
    emptiesPickupTooEarly:
      'Demasiado pronto: el cliente aún puede anular esta recogida hasta 2 horas antes de su franja.',
    emptiesPickupNoteRequired:
      'Explica en pocas palabras lo que ha pasado: la nota es obligatoria para «Otro».',
    slotReservationNotFound: 'No tienes ninguna franja reservada.',
    slotReservationWeekNotFound: 'Esta semana no forma parte de tu franja reservada.',
    slotReservationExists: 'Ya tienes una franja reservada: cámbiala o libérala antes de reservar otra.',
    slotReservationNotServed:
      'Esta franja no es del almacén que entrega en esta dirección o en este punto de recogida.',
    slotReservationTargetRequired:
      'Elige una dirección de entrega o un punto de recogida para tu franja reservada.',
    slotReservationWeekClosed:
      'Esta semana ya no puede cambiar: su franja ya no admite pedidos (menos de 2 horas antes) o ya se ha usado.',
    usualBasketNotFound: 'No tienes ninguna cesta habitual.',
    usualBasketExists: 'Ya tienes una cesta habitual: modifícala en lugar de crear otra.',
    usualBasketNeedsReservation:
      'Reserva primero una franja semanal: tu cesta habitual se entrega en esa franja.',
    usualBasketEmpty: 'Ninguno de estos productos está a la venta ahora: tu cesta habitual estaría vacía.',
    usualBasketLineInvalid: 'Este producto no se vende en tu almacén, o aparece dos veces.',
    usualBasketPauseInPast: 'Elige una fecha de reanudación futura.',
    usualBasketDateNotFound: 'Esta fecha no forma parte de tu cesta habitual.',
    usualBasketDateClosed: 'Esta fecha ya no puede cambiar: su pedido ya se ha hecho o se está haciendo.',
    usualBasketNoSavedCard:
      'Guarda primero una tarjeta: tu cesta habitual pagada con tarjeta se cobra en tu tarjeta guardada. Si no, elige pagar en la entrega.',
    savedCardNotFound: 'No se encuentra la tarjeta guardada.',
    savedCardUnavailable: 'Ahora mismo no se puede guardar una tarjeta: elige pagar en la entrega.',
    depositDelivery: 'Pedido n.º {id}: {items}',
    depositDeliveryNoOrder: 'Depósitos: {items}',
    depositCollection: 'Envases recogidos: {items}',
    depositOther: 'Depósitos',
    depositForfeited: 'Envases no devueltos a tiempo, facturados',
    // caja and botella are both feminine: the agreement follows the count alone.
    depositRefused: 'Envases rechazados: {items}',
    depositRefusedBroken: '{items} {count, plural, one {rota} other {rotas}}',
    depositRefusedForeign: '{items} de otra marca',
    depositRefusedSeparator: '; ',
    depositCrate: '{count, plural, one {# caja} other {# cajas}}',
    depositLargeBottle: '{count, plural, one {# botella grande} other {# botellas grandes}}',
    depositSmallBottle: '{count, plural, one {# botella pequeña} other {# botellas pequeñas}}',
    sponsorshipCodeUnknown:
      'Este código de apadrinamiento no existe: compruébalo con tu padrino o deja el campo vacío.',
    sponsorshipGodsonNotFound: 'Ahijado no encontrado.',
    sponsorshipReminderTooSoon:
      'Ya has enviado un recordatorio a este ahijado: podrás enviar otro a partir del {date}.',
    sponsorshipAlreadyOrdered: 'Este ahijado ya ha hecho un pedido: no hace falta recordárselo.',
    sponsorshipReminderFailed: 'Error al enviar el recordatorio. Inténtalo de nuevo.',
    sponsorshipOwnEmail: 'No puedes apadrinarte a ti mismo.',
    sponsorshipAlreadyCustomer: 'Esta persona ya tiene una cuenta consigne: ya no puede ser apadrinada.',
    sponsorshipAlreadyInvited: 'Ya has invitado a esta dirección de correo electrónico.',
    sponsorshipTooManyInvites: 'Has alcanzado el límite de {max} invitaciones pendientes.',
    sponsorshipInviteFailed: 'No se ha podido enviar la invitación. Inténtalo de nuevo.',
  },
  nl_BE: {
    invalidCredentials: 'Aanmelden mislukt: controleer je e-mailadres en wachtwoord.',
    authRequired: 'Je moet aangemeld zijn om deze gegevens te bekijken.',
    tokenExpired: 'Je sessie is verlopen, meld je opnieuw aan.',
    invalidRefreshToken: 'Ongeldige of verlopen refresh token.',
    refreshTokenReused: 'Deze refresh token werd al gebruikt: de sessie is uit veiligheid afgesloten.',
    crossSiteRefused: 'Verzoek geweigerd: het komt niet van de winkel.',
    tooManyAttempts: 'Te veel pogingen. Probeer het over een minuut opnieuw.',
    invalidJson: 'De inhoud van het verzoek is geen geldige JSON.',
    invalidUrl:
      'Dit adres bevat verkeerd gecodeerde tekens: controleer de link of begin opnieuw op de startpagina.',
    bodyTooLarge: 'De inhoud van het verzoek is te groot.',
    invalidRequest: 'Ongeldig verzoek.',
    conflict: 'Deze actie botst met de huidige gegevens: laad de pagina opnieuw en probeer het nog eens.',
    unsupportedMediaType: 'Niet-ondersteund inhoudstype: stuur JSON.',
    notFound: 'Niet gevonden.',
    routeNotFound: 'Route niet gevonden: {path}',
    warehouseNotFound: 'Magazijn niet gevonden.',
    userNotFound: 'Gebruiker niet gevonden.',
    internal: 'Er is een onverwachte fout opgetreden.',
    serviceUnavailable: 'De dienst is even niet beschikbaar. Probeer het zo dadelijk opnieuw.',
    emailUnavailable:
      'Met dit e-mailadres kan geen account worden aangemaakt. Heb je al een account? Meld je dan aan of stel je wachtwoord opnieuw in.',
    passwordTooCommon: 'Dit wachtwoord is te gangbaar: kies een ander.',
    wrongCurrentPassword: 'Het huidige wachtwoord is onjuist.',
    resetLinkInvalid:
      'Deze link om je wachtwoord opnieuw in te stellen is niet meer geldig. Vraag een nieuwe aan.',
    registrationLinkInvalid:
      'Deze bevestigingslink is niet meer geldig (hij werkt één keer, 24 uur lang). Begin je registratie opnieuw.',
    addressNotEligible: 'We leveren nog niet op dit adres.',
    addressPointTooFar: 'Dit punt op de kaart ligt te ver van de gemeente van het adres.',
    unknownLocale: 'Onbekende locale-parameter: "{value}". Toegestane waarden: fr_FR, es_ES, fr_BE, nl_BE.',
    cartQuantityTooHigh: 'Je kunt niet meer dan {max} stuks van dit product bestellen.',
    cartProductNotFound: 'Product niet gevonden.',
    cartProductUnavailable: 'Dit product is niet meer beschikbaar.',
    cartProductOtherWarehouse: 'Dit product wordt niet aangeboden in je leveringszone.',
    cartLineNotFound: 'Dit product zit niet in je winkelmandje.',
    cartSubstituteOtherWarehouse: 'Kies een vervangproduct dat in je leveringszone wordt aangeboden.',
    promoCodeUnknown: 'Deze promocode bestaat niet.',
    promoCodeNotYetValid: 'Deze promocode is nog niet geldig.',
    promoCodeExpired: 'Deze promocode is niet meer geldig.',
    promoCodeMinSubtotal: 'Deze promocode is geldig vanaf € {amount} aan aankopen.',
    promoCodeAlreadyUsed: 'Je hebt deze promocode al gebruikt.',
    promoCodeExhausted: 'Deze promocode heeft zijn gebruikslimiet bereikt.',
    promoCodeFirstOrderOnly: 'Deze promocode is alleen geldig voor je eerste bestelling.',
    promoCodeGiftUnavailable: 'Het gratis product van deze promocode is niet beschikbaar in je zone.',
    promoCodeWrongLocale: 'Deze promocode is niet geldig in deze versie van de winkel.',
    promoCodeWrongWarehouse: 'Deze promocode is niet geldig in je leveringszone.',
    walletInsufficient: 'Onvoldoende saldo in je spaarpot: het saldo kan niet negatief worden.',
    slotNotFound: 'Dit tijdslot bestaat niet in je leveringszone.',
    slotFull: 'Dit tijdslot is volzet: kies een ander.',
    slotTooLate: 'Voor dit tijdslot kun je niet meer bestellen: kies een later tijdslot.',
    slotNoZone: 'Kies eerst een leveringsadres of een afhaalpunt.',
    pickupPointNotFound: 'Afhaalpunt niet gevonden.',
    cartNotValidable:
      'Je winkelmandje kan niet worden bevestigd: controleer de niet-beschikbare producten en het minimumbedrag.',
    orderSlotRequired: 'Kies een leveringstijdslot voor je bestelt.',
    orderOutOfStock: 'Er is niet genoeg "{product}" meer: pas de hoeveelheid aan.',
    termsRequired: 'Je moet de algemene verkoopsvoorwaarden aanvaarden.',
    idempotencyKeyRequired: 'De header Idempotency-Key is verplicht om te bestellen.',
    idempotencyKeyReused: 'Deze Idempotency-Key werd al gebruikt voor een andere bestelling.',
    orderNotCancellable:
      'Deze bestelling kan niet meer worden geannuleerd: de levering is binnen 2 uur of al onderweg.',
    orderEditPickingStarted:
      'We zijn al begonnen met het klaarmaken van deze bestelling: je kunt ze niet meer aanpassen. Je kunt je producten wel in een nieuwe bestelling zetten.',
    orderTopUpNone: 'Er valt voor deze bestelling geen verschil te betalen.',
    orderEditAdultRequired:
      'Dit product bevat alcohol: zet het in een nieuwe bestelling, waarin je verklaart dat je oud genoeg bent.',
    orderCancelRefundFailed:
      'De terugbetaling op je kaart kon niet worden gestart: je bestelling is niet geannuleerd. Probeer het zo dadelijk opnieuw.',
    orderPaymentPending:
      'De betaling van deze bestelling wordt nog bevestigd: je kunt ze pas annuleren als je bank geantwoord heeft.',
    orderSlotNotChangeable:
      'Het tijdslot van deze bestelling kan niet meer worden gewijzigd: de levering is binnen 2 uur of al onderweg.',
    orderInstructionsNotChangeable:
      'De leveringsinstructies kunnen niet meer worden gewijzigd: de bestelling heeft het magazijn al verlaten.',
    orderNotFound: 'Bestelling niet gevonden.',
    orderLineNotFound: 'Dit product zit niet meer in je bestelling.',
    orderLineNotSubstitute: 'Dit is geen vervangproduct: er valt niets te weigeren.',
    substituteRefusalClosed:
      'Je bestelling heeft de winkel al verlaten: weiger het vervangproduct bij de chauffeur, bij de levering.',
    substituteRefusalLastLine:
      'Dit is het laatste product van je bestelling: annuleer ze, of weiger het bij de chauffeur.',
    trackingNotFound: 'Deze volglink is ongeldig of verlopen: volg je levering via je bestelling.',
    paymentFailed: 'De betaling kon niet worden gestart. Probeer opnieuw of kies betalen bij levering.',
    cardAmountTooSmall: 'Betalen met kaart vraagt minstens € 0,50: kies betalen bij levering.',
    promoCodeNotApplicable: 'Je promocode is niet meer geldig: {reason} Verwijder hem om te bestellen.',
    orderStatusInvalid: 'Deze bestelling kan niet naar deze status.',
    orderStatusNotNext:
      'Een bestelling gaat stap voor stap vooruit (besteld, in voorbereiding, onderweg, geleverd): ze kan geen stap overslaan of teruggaan.',
    orderStatusTooEarly: 'Te vroeg voor deze stap: die kan vanaf {from}.',
    doorRefusalInvalid:
      'Weigering aan de deur niet mogelijk: elk product van de bestelling één keer, hoogstens de geleverde hoeveelheid, en alleen bij „Geleverd”.',
    doorAgeCheckRequired:
      'Deze bestelling bevat alcohol: controleer de leeftijd van de ontvanger (geboortedatum of identiteitskaart gezien) voor je ze als geleverd markeert.',
    doorBirthDateInvalid: 'Onmogelijke geboortedatum: controleer ze op de identiteitskaart.',
    doorNothingLeft:
      'Alle producten zouden geweigerd worden: dat is geen gedeeltelijke levering, meld liever een mislukte levering.',
    deliveryFailureNotAllowed:
      'Deze levering kan niet als mislukt worden gemeld: de bestelling is al geleverd, geannuleerd of nog niet klaargemaakt.',
    failureNoteRequired: 'Zeg in een paar woorden wat er gebeurde: een notitie is verplicht bij ‘Andere’.',
    orderNotRebookable: 'Deze bestelling kan niet opnieuw ingepland worden: de levering is niet mislukt.',
    collectionExceedsDeposits:
      'Dit leeggoed is meer waard dan het openstaande leeggoed van de klant (€ {pending}).',
    doorPaymentRequired:
      'Om naar ‘Geleverd’ te gaan, geef je aan hoe de klant betaalde (kaart of cash) en welk bedrag je ontving.',
    doorPaymentNotDue: 'Deze bestelling wordt niet bij levering betaald: er is geen betaling te registreren.',
    doorPaymentAmountInvalid: 'Het ontvangen bedrag moet een positief bedrag zijn, in euro en cent.',
    doorPaymentAmountAbsurd:
      'Ontvangen bedrag te hoog: meer dan € 100 boven het te betalen bedrag (€ {amount}). Controleer je invoer.',
    doorPaymentCardMismatch:
      'Met de betaalterminal is het ontvangen bedrag het te betalen bedrag: € {amount}.',
    cashSheetNotFound: 'Kasblad niet gevonden.',
    cashSheetClosed: 'Dit kasblad is al afgesloten.',
    cashSheetNoteRequired: 'Er is een verschil: een opmerking is verplicht om dit kasblad af te sluiten.',
    cashCountInvalid: 'Het getelde bedrag moet een positief bedrag zijn, in euro en cent.',
    operatorOnly: 'Alleen voor chauffeurs en het magazijnteam.',
    proofTooEarly: 'Het leveringsbewijs kan pas zodra de bestelling onderweg is.',
    proofTimeInvalid:
      'Het tijdstip van dit bewijs ligt te ver terug of in de toekomst: controleer de tijd op de telefoon.',
    recipientNameInvalid: 'Vul de naam in van wie de bestelling in ontvangst nam (maximaal 80 tekens).',
    proofPhotoMissing: 'Neem een foto om te versturen.',
    proofPhotoTooLarge: 'Foto te groot: maximaal 12 MB.',
    proofPhotoNotImage: 'Dit bestand is geen JPEG-, PNG-, WebP- of HEIF-foto.',
    proofPhotoTooManyPixels: 'Deze afbeelding is te groot (meer dan 60 miljoen pixels).',
    proofPhotoNotFound: 'Deze bestelling heeft geen leveringsfoto.',
    emptiesPickupNothingPending: 'Je hebt geen openstaand leeggoed: er is niets op te halen.',
    emptiesPickupFeeExceeds: 'Je openstaand leeggoed (€ {pending}) dekt de ophaalkosten (€ {fee}) niet.',
    emptiesPickupSlotInvalid: 'Dit tijdslot hoort niet bij het magazijn dat dit adres bedient.',
    emptiesPickupAddressNotFound: 'Adres niet gevonden.',
    emptiesPickupNotFound: 'Ophaling van leeggoed niet gevonden.',
    emptiesPickupNotCancellable:
      'Deze ophaling kan niet meer geannuleerd worden: ze is binnen 2 uur, of al gebeurd of geannuleerd.',
    emptiesPickupClosed: 'Deze ophaling van leeggoed is al gebeurd, als mislukt gemeld of geannuleerd.',
    emptiesPickupTooEarly: 'Te vroeg: de klant kan deze ophaling nog annuleren tot 2 uur voor het tijdslot.',
    emptiesPickupNoteRequired:
      'Zeg in een paar woorden wat er gebeurd is: een notitie is verplicht bij "Andere".',
    slotReservationNotFound: 'Je hebt geen vast tijdslot.',
    slotReservationWeekNotFound: 'Deze week hoort niet bij je vaste tijdslot.',
    slotReservationExists:
      'Je hebt al een vast tijdslot: wijzig het of geef het vrij voor je een ander reserveert.',
    slotReservationNotServed:
      'Dit tijdslot hoort niet bij het magazijn dat dit adres of dit afhaalpunt bedient.',
    slotReservationTargetRequired: 'Kies een leveringsadres of een afhaalpunt voor je vaste tijdslot.',
    slotReservationWeekClosed:
      'Deze week kan niet meer wijzigen: het tijdslot neemt geen bestellingen meer aan (minder dan 2 uur ervoor), of ze is al gebruikt.',
    usualBasketNotFound: 'Je hebt geen vast boodschappenmandje.',
    usualBasketExists:
      'Je hebt al een vast boodschappenmandje: pas het aan in plaats van een nieuw te maken.',
    usualBasketNeedsReservation:
      'Reserveer eerst een vast tijdslot: je vaste boodschappenmandje wordt op dat tijdslot geleverd.',
    usualBasketEmpty: 'Geen van deze producten is nu te koop: je vaste boodschappenmandje zou leeg zijn.',
    usualBasketLineInvalid: 'Dit product wordt niet verkocht in jouw magazijn, of het staat er twee keer in.',
    usualBasketPauseInPast: 'Kies een hervattingsdatum in de toekomst.',
    usualBasketDateNotFound: 'Deze datum hoort niet bij je vaste boodschappenmandje.',
    usualBasketDateClosed:
      'Deze datum kan niet meer veranderen: de bestelling is al geplaatst of wordt nu geplaatst.',
    usualBasketNoSavedCard:
      'Bewaar eerst een kaart: je vaste boodschappenmandje met kaartbetaling wordt van je bewaarde kaart afgeschreven. Anders kies je betalen bij levering.',
    savedCardNotFound: 'Bewaarde kaart niet gevonden.',
    savedCardUnavailable: 'Een kaart bewaren kan op dit moment niet: kies betalen bij levering.',
    depositDelivery: 'Bestelling nr. {id}: {items}',
    depositDeliveryNoOrder: 'Leeggoed: {items}',
    depositCollection: 'Leeggoed opgehaald: {items}',
    depositOther: 'Leeggoed',
    depositForfeited: 'Leeggoed niet op tijd teruggebracht, aangerekend',
    depositRefused: 'Leeggoed geweigerd: {items}',
    depositRefusedBroken: '{items} kapot',
    depositRefusedForeign: '{items} van een ander merk',
    depositRefusedSeparator: '; ',
    depositCrate: '{count, plural, one {# bak} other {# bakken}}',
    depositLargeBottle: '{count, plural, one {# grote fles} other {# grote flessen}}',
    depositSmallBottle: '{count, plural, one {# kleine fles} other {# kleine flessen}}',
    sponsorshipCodeUnknown:
      'Deze peterschapscode bestaat niet: controleer hem bij je peter of meter, of laat het veld leeg.',
    sponsorshipGodsonNotFound: 'Petekind niet gevonden.',
    sponsorshipReminderTooSoon: 'Je hebt dit petekind al herinnerd: je kunt opnieuw herinneren vanaf {date}.',
    sponsorshipAlreadyOrdered: 'Dit petekind heeft al besteld: een herinnering is niet nodig.',
    sponsorshipReminderFailed: 'Fout bij het versturen van de herinnering. Probeer het opnieuw.',
    sponsorshipOwnEmail: 'Je kunt jezelf niet uitnodigen.',
    sponsorshipAlreadyCustomer:
      'Deze persoon heeft al een consigne-account: hij of zij kan niet meer worden uitgenodigd.',
    sponsorshipAlreadyInvited: 'Je hebt dit e-mailadres al uitgenodigd.',
    sponsorshipTooManyInvites: 'Je hebt de limiet van {max} openstaande uitnodigingen bereikt.',
    sponsorshipInviteFailed: 'De uitnodiging kon niet worden verstuurd. Probeer het opnieuw.',
  },
};

const catalogs: Record<ApiLocale, Record<MessageKey, string>> = {
  fr_FR: { ...core.fr_FR, ...fieldMessages('fr_FR'), ...adminMessages.fr_FR, ...notificationMessages.fr },
  fr_BE: { ...core.fr_BE, ...fieldMessages('fr_BE'), ...adminMessages.fr_BE, ...notificationMessages.fr },
  es_ES: { ...core.es_ES, ...fieldMessages('es_ES'), ...adminMessages.es_ES, ...notificationMessages.es_ES },
  nl_BE: { ...core.nl_BE, ...fieldMessages('nl_BE'), ...adminMessages.nl_BE, ...notificationMessages.nl_BE },
};

/** A text in the reader's language; placeholders and ICU plural blocks (formatMessage). */
export function message(locale: ApiLocale, key: MessageKey, params: MessageParams = {}): string {
  return formatMessage(catalogs[locale][key], params, intlTag(fromApiLocale(locale))).replace(/\{\w+\}/g, '');
}

export const messageCatalogs = catalogs;

/** Whether a text is one of the keys above (a zod issue may carry one as its message). */
export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && Object.hasOwn(catalogs.fr_FR, value);
