import accounting from './accounting/messages.js';
import catalog from './catalog/messages.js';
import containers from '../containers/messages.js';
import content from './content/messages.js';
import einvoicing from './einvoicing/messages.js';
import { defineApiMessages } from './shared/define-messages.js';
import figures from './figures/messages.js';
import greenSlots from './green-slots/messages.js';
import orders from './orders/messages.js';
import picking from './picking/messages.js';
import promo from './promo/messages.js';
import rounds from './rounds/messages.js';
import roundSettings from './round-settings/messages.js';
import searchSynonyms from '../search/messages.js';
import slotMarketing from './slot-marketing/messages.js';
import slots from './slots/messages.js';
import stock from './stock/messages.js';
import taxonomy from './taxonomy/messages.js';

/** The back-office's own refusals (roles, scope, concurrent edits). */
const core = defineApiMessages({
  fr: {
    backOfficeOnly: 'Réservé à l’équipe de la boutique (gérants et administrateurs).',
    adminOnly: 'Réservé aux administrateurs.',
    warehouseForbidden: 'Vous ne gérez pas cet entrepôt.',
    staleVersion:
      'Cette fiche a été modifiée par quelqu’un d’autre depuis que vous l’avez ouverte : rechargez-la, puis refaites vos changements.',
    staffPasswordRequired: 'Ce compte n’existe pas encore : donnez-lui un premier mot de passe.',
    staffCannotDemoteSelf: 'Vous ne pouvez pas retirer vos propres droits d’administrateur.',
    staffLastAdmin:
      'La boutique doit garder au moins un administrateur : nommez-en un autre avant de retirer ces droits.',
    managerNeedsWarehouse: 'Un gérant ou un livreur doit avoir au moins un entrepôt.',
    operatorOneWarehouse: 'Un livreur travaille pour un seul entrepôt.',
  },
  es_ES: {
    backOfficeOnly: 'Reservado al equipo de la tienda (encargados y administradores).',
    adminOnly: 'Reservado a los administradores.',
    warehouseForbidden: 'No gestionas este almacén.',
    staleVersion:
      'Otra persona ha modificado esta ficha desde que la abriste: vuelve a cargarla y rehaz tus cambios.',
    staffPasswordRequired: 'Esta cuenta aún no existe: dale una primera contraseña.',
    staffCannotDemoteSelf: 'No puedes quitarte tus propios derechos de administrador.',
    staffLastAdmin:
      'La tienda debe conservar al menos un administrador: nombra a otro antes de quitar estos derechos.',
    managerNeedsWarehouse: 'Un encargado o un repartidor debe tener al menos un almacén.',
    operatorOneWarehouse: 'Un repartidor trabaja para un solo almacén.',
  },
  nl_BE: {
    backOfficeOnly: 'Alleen voor het winkelteam (beheerders en administrators).',
    adminOnly: 'Alleen voor administrators.',
    warehouseForbidden: 'U beheert dit magazijn niet.',
    staleVersion:
      'Iemand anders heeft deze fiche gewijzigd sinds u ze opende: laad ze opnieuw en breng uw wijzigingen opnieuw aan.',
    staffPasswordRequired: 'Dit account bestaat nog niet: geef het een eerste wachtwoord.',
    staffCannotDemoteSelf: 'U kunt uw eigen administratorrechten niet intrekken.',
    staffLastAdmin:
      'De winkel moet minstens één administrator behouden: duid eerst een andere administrator aan voordat u deze rechten intrekt.',
    managerNeedsWarehouse: 'Een beheerder of chauffeur moet minstens één magazijn hebben.',
    operatorOneWarehouse: 'Een chauffeur werkt voor één magazijn.',
  },
});

const areas = [
  core,
  catalog,
  stock,
  promo,
  content,
  taxonomy,
  orders,
  slots,
  greenSlots,
  slotMarketing,
  picking,
  figures,
  rounds,
  roundSettings,
  accounting,
  einvoicing,
  containers,
  searchSynonyms,
] as const;
type KeysOf<A> = A extends { fr: Record<infer K, string> } ? K : never;
export type AdminMessageKey = KeysOf<(typeof areas)[number]>;

const merge = (pick: (area: (typeof areas)[number]) => Record<string, string> | undefined) =>
  Object.assign({}, ...areas.map(pick)) as Record<AdminMessageKey, string>;

/** Every back-office message, by API locale. */
export const adminMessages = {
  fr_FR: merge((a) => a.fr),
  fr_BE: { ...merge((a) => a.fr), ...merge((a) => a.fr_BE) },
  es_ES: merge((a) => a.es_ES),
  nl_BE: merge((a) => a.nl_BE),
};
