import { defineApiMessages } from '../shared/define-messages.js';

/** Rayons, categories and tags: the back-office's refusals. */
export default defineApiMessages({
  fr: {
    rayonNotFound: 'Rayon introuvable.',
    categoryNotFound: 'Catégorie introuvable.',
    tagNotFound: 'Étiquette introuvable.',
    invalidSlug:
      'Adresse invalide : des lettres minuscules sans accent, des chiffres et des tirets (ex. « bieres-blondes »).',
    slugTaken: 'Cette adresse est déjà celle d’un autre rayon ou d’une autre catégorie.',
    tagKeyTaken: 'Une étiquette porte déjà cette clé.',
    unknownIcon: 'Icône inconnue : choisissez un nom de la collection Fluent Emoji (ex. « beer-mug »).',
    invalidColor: 'Couleur invalide : un code hexadécimal comme #f5c542.',
  },
  es_ES: {
    rayonNotFound: 'Sección no encontrada.',
    categoryNotFound: 'Categoría no encontrada.',
    tagNotFound: 'Etiqueta no encontrada.',
    invalidSlug:
      'Dirección no válida: letras minúsculas sin tildes, cifras y guiones (p. ej. «bieres-blondes»).',
    slugTaken: 'Esta dirección ya es la de otra sección o de otra categoría.',
    tagKeyTaken: 'Ya existe una etiqueta con esta clave.',
    unknownIcon: 'Icono desconocido: elige un nombre de la colección Fluent Emoji (p. ej. «beer-mug»).',
    invalidColor: 'Color no válido: un código hexadecimal como #f5c542.',
  },
  nl_BE: {
    rayonNotFound: 'Afdeling niet gevonden.',
    categoryNotFound: 'Categorie niet gevonden.',
    tagNotFound: 'Label niet gevonden.',
    invalidSlug:
      'Ongeldig adres: kleine letters zonder accenten, cijfers en koppeltekens (bv. "bieres-blondes").',
    slugTaken: 'Dit adres is al dat van een andere afdeling of categorie.',
    tagKeyTaken: 'Er bestaat al een label met deze sleutel.',
    unknownIcon: 'Onbekend pictogram: kies een naam uit de Fluent Emoji-collectie (bv. "beer-mug").',
    invalidColor: 'Ongeldige kleur: een hexadecimale code zoals #f5c542.',
  },
});
