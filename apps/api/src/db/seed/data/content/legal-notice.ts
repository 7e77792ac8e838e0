import { belgian, type SeedContentPage, type SeedPageText } from './types.js';

const fr: SeedPageText = {
  title: 'Mentions légales',
  summary:
    "L'éditeur de la boutique, son hébergement, la propriété des contenus et les avertissements sur la vente d'alcool.",
  body: `## Éditeur du site

La boutique consigne est éditée par **consigne SAS**, société par actions simplifiée dont le siège est
situé 18 rue de la Verrerie, 59000 Lille.

- Directeur de la publication : le président de la société.
- Contact : [contact@consigne.app](mailto:contact@consigne.app), du lundi au samedi de 8h30 à 21h30.
- Professionnels : [pro@consigne.app](mailto:pro@consigne.app).

Le logiciel de la boutique est open source ; chaque exploitant qui le déploie publie ici ses propres
informations légales (forme sociale, capital, numéro d'immatriculation et de TVA).

## Hébergement

Le site et ses données sont hébergés dans l'Union européenne, chez un prestataire d'hébergement
professionnel dont les coordonnées sont communiquées sur simple demande à l'adresse de contact.

## Propriété intellectuelle

Les textes, photographies, illustrations et logos présentés sur la boutique sont protégés. Les marques
des produits appartiennent à leurs producteurs. Toute reproduction sans autorisation est interdite, sauf
pour un usage strictement personnel. Le code source, lui, est publié sous licence libre.

## Vente d'alcool

La vente de boissons alcoolisées est interdite aux mineurs. En commandant, vous déclarez avoir **18 ans
ou plus** ; le livreur peut demander une pièce d'identité. **L'abus d'alcool est dangereux pour la santé,
à consommer avec modération.**

## Responsabilité

Nous veillons à l'exactitude des informations publiées (prix, consigne, disponibilités, créneaux), mais
une erreur reste possible : en cas de doute, le récapitulatif de votre commande fait foi. Les liens vers
des sites extérieurs n'engagent pas notre responsabilité.

## Pour aller plus loin

Les règles de vente figurent dans nos conditions générales de vente, l'usage de vos informations dans
notre page sur les données personnelles, et les traceurs dans notre page sur les cookies.`,
};

export const legalNotice: SeedContentPage = {
  key: 'legal_notice',
  slug: 'mentions-legales',
  texts: {
    fr,
    be: belgian(fr, [
      [
        "forme sociale, capital, numéro d'immatriculation et de TVA",
        "forme sociale, numéro d'entreprise à la BCE et numéro de TVA",
      ],
    ]),
    es: {
      title: 'Aviso legal',
      summary:
        'El editor de la tienda, su alojamiento, la propiedad de los contenidos y las advertencias sobre la venta de alcohol.',
      body: `## Editor del sitio

La tienda consigne la edita **consigne SAS**, sociedad por acciones simplificada con domicilio social en
18 rue de la Verrerie, 59000 Lille (Francia).

- Director de la publicación: el presidente de la sociedad.
- Contacto: [contact@consigne.app](mailto:contact@consigne.app), de lunes a sábado de 8:30 a 21:30.
- Profesionales: [pro@consigne.app](mailto:pro@consigne.app).

El software de la tienda es de código abierto; cada operador que lo despliega publica aquí su propia
información legal (forma social, capital, número de registro y de IVA).

## Alojamiento

El sitio y sus datos se alojan en la Unión Europea, en un proveedor de alojamiento profesional cuyos
datos se facilitan a petición en la dirección de contacto.

## Propiedad intelectual

Los textos, fotografías, ilustraciones y logotipos de la tienda están protegidos. Las marcas de los
productos pertenecen a sus productores. Queda prohibida cualquier reproducción sin autorización, salvo
para uso estrictamente personal. El código fuente, en cambio, se publica con licencia libre.

## Venta de alcohol

La venta de bebidas alcohólicas está prohibida a menores. Al hacer tu pedido declaras tener **18 años o
más**; el repartidor puede pedirte un documento de identidad. **El abuso de alcohol es peligroso para la
salud; consúmelo con moderación.**

## Responsabilidad

Cuidamos la exactitud de la información publicada (precios, depósito, disponibilidad, franjas), pero
siempre puede haber un error: en caso de duda, prevalece el resumen de tu pedido. Los enlaces a sitios
externos no comprometen nuestra responsabilidad.

## Para saber más

Las reglas de venta figuran en nuestras condiciones generales de venta, el uso de tus datos en nuestra
página de datos personales, y los rastreadores en nuestra página de cookies.`,
    },
    'nl-BE': {
      title: 'Wettelijke vermeldingen',
      summary:
        'De uitgever van de winkel, de hosting, het eigendom van de inhoud en de waarschuwingen bij de verkoop van alcohol.',
      body: `## Uitgever van de site

De winkel consigne wordt uitgegeven door **consigne SAS**, een vereenvoudigde vennootschap op aandelen
met maatschappelijke zetel in 18 rue de la Verrerie, 59000 Rijsel (Frankrijk).

- Verantwoordelijke uitgever: de voorzitter van de vennootschap.
- Contact: [contact@consigne.app](mailto:contact@consigne.app), van maandag tot zaterdag van 8.30 tot
  21.30 uur.
- Professionals: [pro@consigne.app](mailto:pro@consigne.app).

De software van de winkel is open source; elke uitbater die hem gebruikt, vermeldt hier zijn eigen
wettelijke gegevens (rechtsvorm, ondernemingsnummer bij de KBO en btw-nummer).

## Hosting

De site en de gegevens worden gehost in de Europese Unie, bij een professionele hostingprovider waarvan
we de gegevens op eenvoudige vraag via het contactadres meedelen.

## Intellectuele eigendom

De teksten, foto's, illustraties en logo's op de winkel zijn beschermd. De merken van de producten
behoren toe aan hun producenten. Elke reproductie zonder toestemming is verboden, behalve voor strikt
persoonlijk gebruik. De broncode zelf is gepubliceerd onder een vrije licentie.

## Verkoop van alcohol

Alcoholische dranken worden niet verkocht aan minderjarigen. Bij je bestelling verklaar je dat je **18
jaar of ouder** bent; de chauffeur kan een identiteitsbewijs vragen. **Alcoholmisbruik schaadt de
gezondheid; drink met mate.**

## Aansprakelijkheid

We letten op de juistheid van de gepubliceerde informatie (prijzen, leeggoed, beschikbaarheid,
tijdsloten), maar een fout blijft mogelijk: bij twijfel geldt het overzicht van je bestelling. Voor
links naar externe sites zijn we niet aansprakelijk.

## Meer weten?

De verkoopregels staan in onze algemene verkoopsvoorwaarden, het gebruik van je gegevens op onze pagina
over persoonsgegevens, en de trackers op onze pagina over cookies.`,
    },
  },
};
