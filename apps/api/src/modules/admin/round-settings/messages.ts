import { defineApiMessages } from '../shared/define-messages.js';

/** The rounds' settings: stop times, the announced window, the vans. */
export default defineApiMessages({
  fr: {
    roundWindowLongerThanSlot:
      'Une fenêtre de {window} min ne tient pas dans le plus court créneau de l’entrepôt ({slot} min) : choisissez au plus {slot} minutes.',
    vanNameTaken: 'Un camion de cet entrepôt s’appelle déjà « {name} » : choisissez un autre nom.',
    vanBusy:
      '{van} a encore {count, plural, one {# commande} other {# commandes}} sur des créneaux pas encore finis : donnez-les à un autre camion sur la page Tournées, puis retirez-le.',
    vanLast: '{van} est le dernier camion de l’entrepôt : ajoutez-en un autre avant de le retirer.',
  },
  fr_BE: {
    vanNameTaken: 'Une camionnette de cet entrepôt s’appelle déjà « {name} » : choisissez un autre nom.',
    vanBusy:
      '{van} a encore {count, plural, one {# commande} other {# commandes}} sur des créneaux pas encore finis : donnez-les à une autre camionnette sur la page Tournées, puis retirez-la.',
    vanLast: '{van} est la dernière camionnette de l’entrepôt : ajoutez-en une autre avant de la retirer.',
  },
  es_ES: {
    roundWindowLongerThanSlot:
      'Una franja de {window} min no cabe en la franja de entrega más corta del almacén ({slot} min): elige {slot} minutos como máximo.',
    vanNameTaken: 'Una furgoneta de este almacén ya se llama «{name}»: elige otro nombre.',
    vanBusy:
      '«{van}» aún tiene {count, plural, one {# pedido} other {# pedidos}} en franjas que no han terminado: pásalos a otra furgoneta en la página Rutas y luego quítala.',
    vanLast: '«{van}» es la última furgoneta del almacén: añade otra antes de quitarla.',
  },
  nl_BE: {
    roundWindowLongerThanSlot:
      'Een leveringsvenster van {window} min past niet in het kortste tijdslot van het magazijn ({slot} min): kies hoogstens {slot} minuten.',
    vanNameTaken: 'Een bestelwagen van dit magazijn heet al ‘{name}’: kies een andere naam.',
    vanBusy:
      '{van} heeft nog {count, plural, one {# bestelling} other {# bestellingen}} in tijdsloten die nog niet voorbij zijn: geef ze eerst aan een andere bestelwagen op de pagina Rondes en verwijder hem dan.',
    vanLast:
      '{van} is de laatste bestelwagen van het magazijn: voeg er eerst een toe voor je hem verwijdert.',
  },
});
