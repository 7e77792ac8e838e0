import { belgian, type SeedBlogPost, type SeedBlogText } from './types.js';

const fr: SeedBlogText = {
  title: "Nos producteurs : la brasserie du Ch'Nord",
  excerpt:
    'À vingt minutes de notre entrepôt lillois, une petite brasserie familiale remplit nos bouteilles consignées de blondes, d’ambrées et de bières de saison. Rencontre.',
  body: `Dans une ancienne ferme au carré de la métropole lilloise, les cuves en inox brillent à côté des poutres d'origine. C'est ici que Margaux et Étienne brassent depuis 2017 les bières de la **brasserie du Ch'Nord**, que vous retrouvez dans nos caisses.

## Une brasserie qui a choisi la consigne

« Au départ, on vendait nos bières en bouteilles perdues, comme tout le monde », raconte Étienne. « Mais on voyait partir des palettes de verre neuf chaque semaine, et ça nous travaillait. » En 2022, la brasserie passe à la bouteille standard consignée de 33 cl et 75 cl, la même que celle de plusieurs brasseurs de la région.

Le résultat ? Les bouteilles que vous rendez au livreur sont lavées dans une station à quelques kilomètres, puis reviennent à la brasserie pour un nouveau brassin. Une bouteille fait en moyenne une dizaine d'allers-retours par an.

## Des bières de caractère

La gamme tient en quatre recettes, brassées avec de l'orge maltée des Flandres et du houblon de la vallée de la Lys :

- **La Blonde du Beffroi**, légère et florale, 5,5 % ;
- **L'Ambrée des Terrils**, aux notes de caramel et de pain grillé, 6,5 % ;
- **La Blanche de Wazemmes**, à la coriandre et à l'écorce d'orange, 4,8 % ;
- une **bière de saison** qui change quatre fois par an.

Les drêches, ces céréales qui restent après le brassage, partent chez un éleveur voisin pour nourrir ses vaches. Rien ne se perd.

## Pourquoi nous les avons choisis

Nous cherchions des producteurs proches de nos entrepôts, prêts à jouer le jeu du réemploi et à livrer en caisses standard de 12 ou de 20. La brasserie du Ch'Nord cochait toutes les cases, avec en prime un vrai savoir-faire.

## À déguster comment ?

Margaux conseille la Blonde avec une flamiche au maroilles, l'Ambrée avec une carbonnade, et la Blanche bien fraîche en terrasse. Avec modération, bien sûr.

*L'abus d'alcool est dangereux pour la santé, à consommer avec modération.*`,
};

export const brasserieDuChnord: SeedBlogPost = {
  slug: 'nos-producteurs-la-brasserie-du-chnord',
  publishedAt: '2026-05-20T08:00:00Z',
  author: 'Julien Marchand',
  coverIcon: 'clinking-beer-mugs',
  coverColor: '#F9E2C8',
  texts: {
    fr,
    be: belgian(fr, [
      [
        'À vingt minutes de notre entrepôt lillois',
        'À une heure de Bruxelles, près de notre entrepôt lillois',
      ],
      ['avec une carbonnade', 'avec une bonne carbonnade flamande et des frites'],
      ['une dizaine d', 'une petite dizaine d'],
    ]),
    es: {
      title: "Nuestros productores: la cervecería du Ch'Nord",
      excerpt:
        'A veinte minutos de nuestro almacén de Lille, una pequeña cervecería familiar llena nuestras botellas retornables de rubias, tostadas y cervezas de temporada. Os la presentamos.',
      body: `En una antigua granja de la metrópolis de Lille, los tanques de acero inoxidable brillan junto a las vigas originales. Aquí elaboran Margaux y Étienne desde 2017 las cervezas de la **cervecería du Ch'Nord**, que encuentras en nuestras cajas.

## Una cervecería que eligió el envase retornable

«Al principio vendíamos nuestras cervezas en botellas de un solo uso, como todo el mundo», cuenta Étienne. «Pero cada semana veíamos salir palés de vidrio nuevo y eso nos daba vueltas en la cabeza.» En 2022 la cervecería se pasó a la botella estándar retornable de 33 cl y 75 cl, la misma que usan varios cerveceros de la región.

¿El resultado? Las botellas que devuelves al repartidor se lavan en una planta a pocos kilómetros y vuelven a la cervecería para una nueva elaboración. Cada botella hace de media unos diez viajes de ida y vuelta al año.

## Cervezas con carácter

La gama se resume en cuatro recetas, elaboradas con cebada malteada de Flandes y lúpulo del valle del Lys:

- **La Blonde du Beffroi**, ligera y floral, 5,5 %;
- **L'Ambrée des Terrils**, con notas de caramelo y pan tostado, 6,5 %;
- **La Blanche de Wazemmes**, con cilantro y piel de naranja, 4,8 %;
- una **cerveza de temporada** que cambia cuatro veces al año.

El bagazo, el cereal que queda tras la elaboración, va a un ganadero vecino para alimentar a sus vacas. No se desperdicia nada.

## Por qué los elegimos

Buscábamos productores cerca de nuestros almacenes, dispuestos a apostar por la reutilización y a entregar en cajas estándar de 12 o de 20. La cervecería du Ch'Nord cumplía todos los requisitos, y además con un verdadero saber hacer.

## ¿Cómo disfrutarlas?

Margaux recomienda la rubia con una tarta de queso maroilles, la tostada con un guiso de ternera a la cerveza y la blanca bien fría en una terraza. Con moderación, por supuesto.

*El consumo excesivo de alcohol es perjudicial para la salud. Bebe con moderación.*`,
    },
    'nl-BE': {
      title: "Onze producenten: brouwerij du Ch'Nord",
      excerpt:
        'Op twintig minuten van ons magazijn in Rijsel vult een kleine familiebrouwerij onze herbruikbare flessen met blonde, amberkleurige en seizoensbieren. Een ontmoeting.',
      body: `In een oude vierkantshoeve in de regio van Rijsel blinken de inox ketels naast de originele balken. Hier brouwen Margaux en Étienne sinds 2017 de bieren van **brouwerij du Ch'Nord**, die je in onze bakken terugvindt.

## Een brouwerij die voor leeggoed koos

"In het begin verkochten we ons bier in wegwerpflessen, zoals iedereen", vertelt Étienne. "Maar elke week zagen we paletten nieuw glas vertrekken, en dat zat ons niet lekker." In 2022 stapte de brouwerij over op de standaard herbruikbare fles van 33 cl en 75 cl, dezelfde als die van verschillende brouwers uit de streek.

Het resultaat? De flessen die je aan de chauffeur meegeeft, worden enkele kilometers verder gewassen en gaan dan terug naar de brouwerij voor een nieuw brouwsel. Een fles maakt gemiddeld een tiental rondjes per jaar.

## Bieren met karakter

Het gamma telt vier recepten, gebrouwen met gemoute gerst uit Vlaanderen en hop uit de Leievallei:

- **La Blonde du Beffroi**, licht en bloemig, 5,5 %;
- **L'Ambrée des Terrils**, met tonen van karamel en geroosterd brood, 6,5 %;
- **La Blanche de Wazemmes**, met koriander en sinaasappelschil, 4,8 %;
- een **seizoensbier** dat vier keer per jaar verandert.

De draf, het graan dat overblijft na het brouwen, gaat naar een boer in de buurt als veevoeder. Er gaat niets verloren.

## Waarom we voor hen kozen

We zochten producenten dicht bij onze magazijnen, die mee willen in het verhaal van hergebruik en leveren in standaardbakken van 12 of 20. Brouwerij du Ch'Nord vinkte alle vakjes aan, met daarbovenop echt vakmanschap.

## Hoe drink je ze?

Margaux raadt de blonde aan bij een flamiche met maroilles, de amber bij stoofvlees met frietjes en de witte goed gekoeld op een terras. Met mate, uiteraard.

*Geniet, maar drink met mate.*`,
    },
  },
};
