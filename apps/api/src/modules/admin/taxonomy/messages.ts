import { defineApiMessages } from '../shared/define-messages.js';

/** Rayons, categories and tags: the back-office's refusals. */
export default defineApiMessages({
  fr: {
    rayonNotFound: 'Rayon introuvable.',
    categoryNotFound: 'Catégorie introuvable.',
    tagNotFound: 'Étiquette introuvable.',
    slugTaken: 'Cette adresse est déjà celle d’un autre rayon ou d’une autre catégorie.',
    tagKeyTaken: 'Une étiquette porte déjà cette clé.',
  },
  es_ES: {
    rayonNotFound: 'Sección no encontrada.',
    categoryNotFound: 'Categoría no encontrada.',
    tagNotFound: 'Etiqueta no encontrada.',
    slugTaken: 'Esta dirección ya es la de otra sección o de otra categoría.',
    tagKeyTaken: 'Ya existe una etiqueta con esta clave.',
  },
  nl_BE: {
    rayonNotFound: 'Afdeling niet gevonden.',
    categoryNotFound: 'Categorie niet gevonden.',
    tagNotFound: 'Label niet gevonden.',
    slugTaken: 'Dit adres is al dat van een andere afdeling of categorie.',
    tagKeyTaken: 'Er bestaat al een label met deze sleutel.',
  },
});
