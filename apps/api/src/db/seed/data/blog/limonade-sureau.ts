import { belgian, type SeedBlogPost, type SeedBlogText } from './types.js';

const fr: SeedBlogText = {
  title: 'Recette : limonade maison et sirop de fleur de sureau',
  excerpt:
    'Un sirop parfumé préparé avec les fleurs de sureau de juin, une limonade pétillante en cinq minutes, et des bouteilles consignées pour tout conserver au frais.',
  body: `Fin mai, début juin, les haies se couvrent d'ombelles blanches au parfum de miel : c'est le moment de cueillir la fleur de sureau. Avec elle, on prépare un sirop qui transforme une simple eau gazeuse en limonade de terrasse.

## Le sirop de fleur de sureau

Pour environ 1,5 litre de sirop :

- 15 belles ombelles de sureau noir, cueillies au soleil, loin des routes ;
- 1 litre d'eau ;
- 1 kg de sucre ;
- 2 citrons non traités ;
- 20 g d'acide citrique (en pharmacie ou en épicerie), facultatif mais utile pour la conservation.

1. Secouez les fleurs pour faire tomber les petites bêtes, sans les laver : le pollen porte le parfum.
2. Portez l'eau à ébullition avec le sucre, puis laissez tiédir.
3. Ajoutez les fleurs, les citrons coupés en rondelles et l'acide citrique. Couvrez d'un linge.
4. Laissez infuser 48 heures au frais, en remuant une fois par jour.
5. Filtrez à travers un linge propre, portez à frémissement et mettez en bouteilles chaudes.

Gardez vos **petites bouteilles consignées** de 25 cl : une fois ébouillantées, elles sont parfaites pour le sirop. Fermé, il se garde plusieurs mois au frais.

## La limonade minute

Dans un grand pichet, versez :

- 4 cl de sirop de fleur de sureau par verre ;
- le jus d'un demi-citron ;
- de l'eau gazeuse bien froide ;
- quelques feuilles de menthe et des glaçons.

Mélangez doucement, goûtez, ajustez. Pour une version plus adulte, remplacez l'eau gazeuse par un cidre brut : effet garanti à l'apéritif.

## Nos astuces

- **Pas de sureau près de chez vous ?** Le sirop fonctionne aussi avec de la verveine fraîche ou de la menthe.
- **Moins sucré** : réduisez le sucre à 700 g, mais conservez alors le sirop au réfrigérateur et consommez-le dans le mois.
- **Les vides** : rincez les bouteilles après usage et rendez-les au livreur avec le reste de votre caisse.

Bonne dégustation, et n'oubliez pas de nous montrer vos plus belles limonades !`,
};

export const limonadeSureau: SeedBlogPost = {
  slug: 'recette-limonade-maison-et-sirop-de-fleur-de-sureau',
  publishedAt: '2026-07-02T08:00:00Z',
  author: 'Thomas Lefebvre',
  coverIcon: 'lemon',
  coverColor: '#FFF6CC',
  texts: {
    fr,
    be: belgian(fr, [
      ['en pharmacie ou en épicerie', 'en pharmacie ou chez votre épicier'],
      ["effet garanti à l'apéritif", "effet garanti à l'apéro"],
      ['Bonne dégustation, et', 'Bonne dégustation, à tantôt, et'],
    ]),
    es: {
      title: 'Receta: limonada casera y sirope de flor de saúco',
      excerpt:
        'Un sirope aromático con las flores de saúco de junio, una limonada con gas en cinco minutos y botellas retornables para guardarlo todo en frío.',
      body: `A finales de mayo y principios de junio, los setos se cubren de flores blancas con aroma a miel: es el momento de recoger la flor de saúco. Con ella se prepara un sirope que convierte una simple agua con gas en limonada de terraza.

## El sirope de flor de saúco

Para unos 1,5 litros de sirope:

- 15 buenas umbelas de saúco negro, recogidas al sol y lejos de las carreteras;
- 1 litro de agua;
- 1 kg de azúcar;
- 2 limones sin tratar;
- 20 g de ácido cítrico (en farmacias o tiendas de alimentación), opcional pero útil para conservarlo.

1. Sacude las flores para quitar los bichitos, sin lavarlas: el polen lleva el aroma.
2. Lleva el agua a ebullición con el azúcar y deja que se temple.
3. Añade las flores, los limones en rodajas y el ácido cítrico. Cubre con un paño.
4. Deja infusionar 48 horas en un lugar fresco, removiendo una vez al día.
5. Filtra con un paño limpio, calienta hasta que tiemble y embotella en caliente.

Guarda tus **botellas retornables pequeñas** de 25 cl: escaldadas, son perfectas para el sirope. Cerrado, se conserva varios meses en frío.

## La limonada exprés

En una jarra grande, echa:

- 4 cl de sirope de flor de saúco por vaso;
- el zumo de medio limón;
- agua con gas muy fría;
- unas hojas de menta y cubitos de hielo.

Mezcla con suavidad, prueba y ajusta. Para una versión adulta, cambia el agua con gas por una sidra brut: éxito asegurado en el aperitivo.

## Nuestros trucos

- **¿No hay saúco cerca?** El sirope también sale bien con hierbaluisa fresca o menta.
- **Menos dulce**: baja el azúcar a 700 g, pero entonces guarda el sirope en la nevera y tómalo en un mes.
- **Los vacíos**: enjuaga las botellas y devuélvelas al repartidor con el resto de tu caja.

¡Que aproveche, y no olvides enseñarnos tus mejores limonadas!`,
    },
    'nl-BE': {
      title: 'Recept: zelfgemaakte limonade en vlierbloesemsiroop',
      excerpt:
        'Een geurige siroop van de vlierbloesems van juni, een bruisende limonade in vijf minuten en herbruikbare flessen om alles koel te bewaren.',
      body: `Eind mei, begin juni staan de hagen vol witte schermen die naar honing ruiken: tijd om vlierbloesem te plukken. Daarmee maak je een siroop die gewoon bruiswater omtovert tot een echte terraslimonade.

## Vlierbloesemsiroop

Voor ongeveer 1,5 liter siroop:

- 15 mooie schermen zwarte vlier, geplukt in de zon en ver van drukke wegen;
- 1 liter water;
- 1 kg suiker;
- 2 onbehandelde citroenen;
- 20 g citroenzuur (bij de apotheker of in de kruidenierszaak), niet verplicht maar handig om de siroop te bewaren.

1. Schud de bloemen uit om de beestjes te verwijderen, maar was ze niet: het stuifmeel zorgt voor de smaak.
2. Breng het water met de suiker aan de kook en laat het wat afkoelen.
3. Voeg de bloemen, de citroenen in schijfjes en het citroenzuur toe. Dek af met een doek.
4. Laat 48 uur koel trekken en roer één keer per dag.
5. Zeef door een propere doek, breng even tegen de kook en giet warm in flessen.

Hou je **kleine herbruikbare flessen** van 25 cl bij: even uitgekookt zijn ze perfect voor siroop. Gesloten blijft ze maandenlang goed op een koele plaats.

## Limonade in een handomdraai

Giet in een grote kan:

- 4 cl vlierbloesemsiroop per glas;
- het sap van een halve citroen;
- ijskoud bruiswater;
- enkele muntblaadjes en ijsblokjes.

Roer zachtjes, proef en pas aan. Voor de volwassenen vervang je het bruiswater door droge cider: succes verzekerd bij het aperitief.

## Onze tips

- **Geen vlier in de buurt?** De siroop lukt ook met verse citroenverbena of munt.
- **Minder zoet**: neem 700 g suiker, maar bewaar de siroop dan in de koelkast en drink ze binnen de maand op.
- **Het leeggoed**: spoel de flessen na gebruik om en geef ze mee met de chauffeur, samen met de rest van je bak.

Smakelijk, en vergeet ons je mooiste limonades niet te tonen!`,
    },
  },
};
