import { defineMessages } from '../define.js';

/** Cart: the quantity stepper (spec §4, §5), later the slide-over and the cart page. */
export default defineMessages({
  fr: {
    'cart.stepper': 'Quantité de {name} dans le panier',
    'cart.removeOne': 'Retirer un',
    'cart.addOne': 'Ajouter un',
    'cart.max': 'MAX',
    'cart.maxReached': 'Quantité maximale atteinte',
  },
  es: {
    'cart.stepper': 'Cantidad de {name} en la cesta',
    'cart.removeOne': 'Quitar uno',
    'cart.addOne': 'Añadir uno',
    'cart.max': 'MÁX',
    'cart.maxReached': 'Cantidad máxima alcanzada',
  },
  'nl-BE': {
    'cart.stepper': 'Aantal {name} in het winkelmandje',
    'cart.removeOne': 'Eén verwijderen',
    'cart.addOne': 'Eén toevoegen',
    'cart.max': 'MAX',
    'cart.maxReached': 'Maximale hoeveelheid bereikt',
  },
});
