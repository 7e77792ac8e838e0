import { belgian, type SeedBlogPost, type SeedBlogText } from './types.js';

const fr: SeedBlogText = {
  title: 'Dans les coulisses du lavage des bouteilles',
  excerpt:
    'Trempage, brossage, rinçage, inspection à la caméra : suivez une bouteille consignée de la caisse de vides jusqu’à son nouveau remplissage, vidéo à l’appui.',
  body: `Que devient votre bouteille après le passage du livreur ? Direction la station de lavage partenaire de notre entrepôt, où elle retrouve chaque jour des milliers de ses semblables.

## Le tri à l'arrivée

Les caisses de vides sont déchargées, puis les bouteilles sont triées par forme et par couleur. Celles qui présentent un éclat, une fissure ou une usure trop visible sont écartées tout de suite : elles partent au recyclage du verre.

## Le trempage et le désétiquetage

Les bouteilles passent ensuite dans un bain chaud de soude diluée, autour de 80 °C. En une dizaine de minutes, les étiquettes se décollent, la colle se dissout et les éventuels résidus se détachent. Les étiquettes sont récupérées et compactées.

## Le brossage et les rinçages

Des jets sous pression nettoient l'intérieur et l'extérieur de chaque bouteille. Suivent plusieurs rinçages, dont le dernier à l'eau claire, pour qu'il ne reste aucune trace de produit de lavage. L'eau des derniers rinçages est réutilisée pour les premiers bains : c'est l'un des secrets d'une consommation d'eau raisonnable.

## L'inspection

Chaque bouteille passe devant une caméra qui vérifie le fond, le col et les parois. La moindre impureté ou ébréchure, et la bouteille est éjectée de la ligne. Un opérateur contrôle aussi des échantillons à la main, plusieurs fois par jour.

## Le retour chez le producteur

Propres et contrôlées, les bouteilles sont rangées en caisses et repartent chez nos producteurs : brasseurs, limonadiers, laiteries ou vignerons. Elles y sont remplies, capsulées, étiquetées… et reviennent dans nos rayons.

Ce cycle complet prend quelques semaines. Une bouteille bien traitée le répète **plus de 40 fois**. Dans la vidéo ci-dessous, nous vous emmenons sur la ligne de lavage.`,
};

export const lavageDesBouteilles: SeedBlogPost = {
  slug: 'dans-les-coulisses-du-lavage-des-bouteilles',
  publishedAt: '2026-09-23T08:00:00Z',
  author: 'Sarah Benali',
  coverIcon: 'bubbles',
  coverColor: '#DCEFFB',
  // The file is not shipped: the page shows its video error state ('Impossible de charger la vidéo').
  videoUrl: '/videos/lavage-bouteilles.mp4',
  texts: {
    fr,
    be: belgian(fr, [
      ['Propres et contrôlées', 'Propres comme un sou neuf et contrôlées'],
      ['plusieurs fois par jour', 'plusieurs fois sur la journée'],
    ]),
    es: {
      title: 'Entre bastidores: el lavado de las botellas',
      excerpt:
        'Remojo, cepillado, aclarado, inspección con cámara: sigue una botella retornable desde la caja de vacíos hasta su nuevo llenado, con vídeo incluido.',
      body: `¿Qué pasa con tu botella después de que pase el repartidor? Va a la planta de lavado asociada a nuestro almacén, donde se encuentra cada día con miles de botellas como ella.

## La clasificación a la llegada

Se descargan las cajas de vacíos y las botellas se clasifican por forma y color. Las que tienen una muesca, una grieta o demasiado desgaste se apartan enseguida: van al reciclaje de vidrio.

## Remojo y desetiquetado

Después, las botellas pasan por un baño caliente de sosa diluida, a unos 80 °C. En unos diez minutos las etiquetas se despegan, el pegamento se disuelve y los restos se desprenden. Las etiquetas se recuperan y se compactan.

## Cepillado y aclarados

Chorros a presión limpian el interior y el exterior de cada botella. Siguen varios aclarados, el último con agua limpia, para que no quede ni rastro de producto de lavado. El agua de los últimos aclarados se reutiliza en los primeros baños: uno de los secretos de un consumo de agua razonable.

## La inspección

Cada botella pasa ante una cámara que revisa el fondo, el cuello y las paredes. Ante la menor impureza o desportilladura, la botella sale de la línea. Un operario también revisa muestras a mano varias veces al día.

## De vuelta al productor

Limpias y revisadas, las botellas se colocan en cajas y vuelven a nuestros productores: cerveceros, fabricantes de limonada, lecherías o viticultores. Allí se llenan, se tapan, se etiquetan… y vuelven a nuestra tienda.

El ciclo completo dura unas semanas. Una botella bien tratada lo repite **más de 40 veces**. En el vídeo de abajo te llevamos a la línea de lavado.`,
    },
    'nl-BE': {
      title: 'Achter de schermen bij het wassen van de flessen',
      excerpt:
        'Weken, borstelen, spoelen, controle met een camera: volg een herbruikbare fles van de bak leeggoed tot ze opnieuw gevuld wordt, met video.',
      body: `Wat gebeurt er met je fles nadat de chauffeur langs geweest is? Ze gaat naar de wasstraat van onze partner bij het magazijn, waar ze elke dag duizenden andere flessen tegenkomt.

## Sorteren bij aankomst

De bakken leeggoed worden gelost en de flessen worden gesorteerd op vorm en kleur. Flessen met een schilfer, een barst of te veel slijtage gaan er meteen uit: die gaan naar de glasrecyclage.

## Weken en etiketten verwijderen

Daarna gaan de flessen in een warm bad met verdunde soda, rond 80 °C. Op een tiental minuten komen de etiketten los, lost de lijm op en verdwijnen eventuele resten. De etiketten worden opgevangen en samengeperst.

## Borstelen en spoelen

Krachtige stralen reinigen de binnen- en buitenkant van elke fles. Daarna volgen verschillende spoelbeurten, de laatste met zuiver water, zodat er geen spoor van wasmiddel achterblijft. Het water van de laatste spoelbeurten wordt hergebruikt voor de eerste baden: een van de geheimen van een beperkt waterverbruik.

## De controle

Elke fles passeert een camera die de bodem, de hals en de wanden controleert. Bij het minste vuiltje of schilfertje wordt de fles van de lijn gehaald. Een operator controleert ook meermaals per dag stalen met de hand.

## Terug naar de producent

Proper en gecontroleerd gaan de flessen in bakken terug naar onze producenten: brouwers, limonademakers, melkerijen of wijnboeren. Daar worden ze gevuld, gedopt, geëtiketteerd… en komen ze terug in onze winkel.

Zo'n volledige kringloop duurt enkele weken. Een goed behandelde fles doet dat **meer dan 40 keer**. In de video hieronder nemen we je mee naar de waslijn.`,
    },
  },
};
