import { defineApiMessages } from '../shared/define-messages.js';

/** Content and redirects. */
export default defineApiMessages({
  fr: {
    contentSlugTaken: 'Cette adresse est déjà utilisée : choisissez-en une autre.',
    contentTextsIncomplete:
      'Le français est obligatoire ; une autre langue se remplit entièrement (titre, résumé, texte) ou reste vide.',
    contentPageKeyPublished:
      'Cette page est liée depuis toute la boutique (CGV, mentions légales…) : elle reste publiée.',
    redirectPathInvalid:
      'L’adresse d’origine est un chemin de la boutique sous une langue, par exemple /fr/ancienne-page, sans « ? » ni « # ».',
    redirectTargetInvalid:
      'La destination est un chemin de la boutique (/fr/…) ou une adresse complète en https://.',
    redirectLoop:
      'Cette redirection ramènerait à son point de départ : une boucle que le navigateur ne finirait pas.',
    redirectPathTaken: 'Une redirection part déjà de cette adresse : modifiez-la plutôt.',
  },
  es_ES: {
    contentSlugTaken: 'Esta dirección ya está en uso: elige otra.',
    contentTextsIncomplete:
      'El francés es obligatorio; otro idioma se rellena entero (título, resumen, texto) o se deja vacío.',
    contentPageKeyPublished:
      'Esta página se enlaza desde toda la tienda (condiciones, aviso legal…): sigue publicada.',
    redirectPathInvalid:
      'La dirección de origen es una ruta de la tienda bajo un idioma, por ejemplo /es/pagina-antigua, sin «?» ni «#».',
    redirectTargetInvalid:
      'El destino es una ruta de la tienda (/es/…) o una dirección completa en https://.',
    redirectLoop: 'Esta redirección volvería a su punto de partida: un bucle que el navegador no terminaría.',
    redirectPathTaken: 'Ya hay una redirección desde esta dirección: modifícala en su lugar.',
  },
  nl_BE: {
    contentSlugTaken: 'Dit adres is al in gebruik: kies een ander.',
    contentTextsIncomplete:
      'Frans is verplicht; een andere taal vult u volledig in (titel, samenvatting, tekst) of laat u leeg.',
    contentPageKeyPublished:
      'Naar deze pagina wordt in de hele winkel gelinkt (voorwaarden, wettelijke vermeldingen…): ze blijft gepubliceerd.',
    redirectPathInvalid:
      'Het vertrekadres is een pad van de winkel onder een taal, bijvoorbeeld /nl-BE/oude-pagina, zonder "?" of "#".',
    redirectTargetInvalid:
      'De bestemming is een pad van de winkel (/nl-BE/…) of een volledig https://-adres.',
    redirectLoop:
      'Deze omleiding zou terugkeren naar haar vertrekpunt: een lus die de browser nooit beëindigt.',
    redirectPathTaken: 'Er vertrekt al een omleiding van dit adres: wijzig die liever.',
  },
});
