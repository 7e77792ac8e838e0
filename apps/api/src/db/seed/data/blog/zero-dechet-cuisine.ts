import { belgian, type SeedBlogPost, type SeedBlogText } from './types.js';

const fr: SeedBlogText = {
  title: 'Zéro déchet : 10 gestes faciles en cuisine',
  excerpt:
    'Bocaux, vrac, restes malins et bouteilles consignées : dix habitudes simples pour alléger votre poubelle de cuisine sans y passer vos soirées.',
  body: `La cuisine produit à elle seule une bonne partie de nos déchets ménagers : emballages, épluchures, restes oubliés au fond du frigo. Bonne nouvelle, quelques habitudes suffisent pour faire maigrir la poubelle.

## Aux courses

1. **Choisissez le réutilisable.** Eaux, jus, laits, bières : en bouteilles consignées, l'emballage revient au lieu de finir à la poubelle.
2. **Faites une liste.** Acheter ce dont on a besoin, c'est moins de produits périmés et moins de gaspillage.
3. **Pensez au vrac** pour les pâtes, le riz, les légumineuses ou les fruits secs, avec vos propres bocaux et sacs en tissu.

## Au frigo et au placard

4. **Rangez devant ce qui doit partir vite.** Le bon vieux « premier entré, premier sorti » évite les mauvaises surprises.
5. **Gardez vos bocaux en verre.** Ils remplacent avantageusement les boîtes en plastique et le film alimentaire.
6. **Congelez en portions.** Pain, restes de sauce, herbes fraîches hachées dans un bac à glaçons avec un filet d'huile : tout se congèle.

## En cuisinant

7. **Cuisinez les épluchures.** Fanes de radis en pesto, pelures de pommes de terre en chips au four, tiges de brocoli en soupe.
8. **Faites un bouillon « fond de frigo ».** Carottes fatiguées, poireaux, oignons et quelques herbes : une heure de mijotage et c'est la base de la semaine.
9. **Remplacez l'essuie-tout** par des torchons en coton, et les éponges jetables par des éponges lavables.

## Après le repas

10. **Compostez.** En maison avec un composteur, en appartement avec un lombricomposteur ou le bac de collecte de votre commune : les biodéchets deviennent une ressource.

## Commencez petit

Inutile de tout changer d'un coup. Choisissez deux ou trois gestes qui vous parlent, tenez-les un mois, puis ajoutez-en un autre. Et si vous passez commande chez nous, pensez à laisser vos caisses de vides près de la porte : c'est le geste zéro déchet le plus simple de la liste.`,
};

export const zeroDechetCuisine: SeedBlogPost = {
  slug: 'zero-dechet-10-gestes-faciles-en-cuisine',
  publishedAt: '2026-03-11T08:00:00Z',
  author: 'Camille Dufour',
  coverIcon: 'leafy-green',
  coverColor: '#E6F2D9',
  texts: {
    fr,
    be: belgian(fr, [
      ["Remplacez l'essuie-tout", 'Remplacez le papier essuie-tout'],
      ['par des torchons en coton', 'par des essuies de vaisselle en coton'],
      ['le bac de collecte de votre commune', 'le sac orange ou le conteneur de votre commune'],
    ]),
    es: {
      title: 'Residuo cero: 10 gestos fáciles en la cocina',
      excerpt:
        'Tarros, granel, sobras aprovechadas y botellas retornables: diez hábitos sencillos para aligerar el cubo de basura de la cocina sin pasarte las tardes en ello.',
      body: `La cocina genera buena parte de nuestros residuos domésticos: envases, pieles, sobras olvidadas al fondo de la nevera. La buena noticia es que bastan unos pocos hábitos para que el cubo adelgace.

## En la compra

1. **Elige lo reutilizable.** Agua, zumos, leche, cerveza: en botellas retornables, el envase vuelve en lugar de acabar en la basura.
2. **Haz una lista.** Comprar lo que necesitas significa menos productos caducados y menos desperdicio.
3. **Piensa en el granel** para pasta, arroz, legumbres o frutos secos, con tus propios tarros y bolsas de tela.

## En la nevera y la despensa

4. **Pon delante lo que caduca antes.** El clásico «lo primero que entra, lo primero que sale» evita sorpresas.
5. **Guarda los tarros de cristal.** Sustituyen con ventaja a los táperes de plástico y al film transparente.
6. **Congela por raciones.** Pan, restos de salsa, hierbas frescas picadas en una cubitera con un chorrito de aceite: todo se congela.

## Al cocinar

7. **Cocina las pieles y los tallos.** Hojas de rábano en pesto, pieles de patata en chips al horno, tallos de brócoli en crema.
8. **Haz un caldo «fondo de nevera».** Zanahorias cansadas, puerros, cebollas y unas hierbas: una hora a fuego lento y tienes la base de la semana.
9. **Sustituye el papel de cocina** por paños de algodón y las esponjas desechables por otras lavables.

## Después de comer

10. **Haz compost.** En casa con un compostador, en un piso con un vermicompostador o con el contenedor marrón de tu ayuntamiento: los biorresiduos se convierten en un recurso.

## Empieza poco a poco

No hace falta cambiarlo todo de golpe. Elige dos o tres gestos que te convenzan, mantenlos un mes y luego añade otro. Y si haces tu pedido con nosotros, deja las cajas de vacíos junto a la puerta: es el gesto residuo cero más sencillo de la lista.`,
    },
    'nl-BE': {
      title: 'Zero waste: 10 makkelijke tips in de keuken',
      excerpt:
        'Bokalen, vrac, slimme restjes en herbruikbare flessen: tien eenvoudige gewoontes om je keukenvuilbak lichter te maken, zonder er je avonden aan te verliezen.',
      body: `De keuken is goed voor een flink deel van ons huishoudelijk afval: verpakkingen, schillen, vergeten restjes achteraan in de koelkast. Goed nieuws: met een paar gewoontes slankt je vuilbak al flink af.

## Bij het boodschappen doen

1. **Kies voor herbruikbaar.** Water, sap, melk, bier: in flessen met leeggoed komt de verpakking terug in plaats van in de vuilbak te belanden.
2. **Maak een lijstje.** Kopen wat je nodig hebt, betekent minder vervallen producten en minder verspilling.
3. **Denk aan vrac** voor pasta, rijst, peulvruchten of noten, met je eigen bokalen en stoffen zakjes.

## In de koelkast en de kast

4. **Zet vooraan wat snel op moet.** Het goede oude "eerst binnen, eerst buiten" voorkomt verrassingen.
5. **Bewaar je glazen bokalen.** Ze vervangen plastic doosjes en vershoudfolie met glans.
6. **Vries in porties in.** Brood, restjes saus, fijngehakte verse kruiden in een ijsblokjesvorm met wat olie: alles kan de diepvries in.

## Tijdens het koken

7. **Kook met schillen en stelen.** Radijsloof in pesto, aardappelschillen als chips uit de oven, broccolistronken in soep.
8. **Maak een bouillon met koelkastrestjes.** Vermoeide wortelen, prei, ajuin en wat kruiden: een uurtje laten trekken en je hebt de basis voor de hele week.
9. **Vervang keukenpapier** door katoenen handdoeken en wegwerpsponzen door wasbare exemplaren.

## Na de maaltijd

10. **Composteer.** In een huis met een compostbak, in een appartement met een wormenbak of via de gft-container van je gemeente: keukenafval wordt een grondstof.

## Begin klein

Je hoeft niet alles in één keer te veranderen. Kies twee of drie tips die je aanspreken, hou ze een maand vol en voeg er dan een nieuwe aan toe. En bestel je bij ons, zet dan je bakken leeggoed klaar aan de deur: de makkelijkste zero-wastetip van het lijstje.`,
    },
  },
};
