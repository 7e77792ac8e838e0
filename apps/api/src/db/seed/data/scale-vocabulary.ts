/**
 * Words the scale seed (SEED_SCALE, ../scale.ts) builds its generated products from: per Rayon the
 * brands, formats and name variants it sells, per category the kinds of product. Names read as the
 * hand-written seed's do (shop-style, no volume, no brand); the Belgian French name is the French one
 * unless it says otherwise.
 */
import type { SeedPackageType, SeedVatClass } from './types.js';

export interface ScaleKind {
  fr: string;
  es: string;
  nl: string;
  be?: string;
  icon: string;
  /** Reference price of the rayon's first format, incl. VAT in France, cents. */
  priceCents: number;
  /** Alcohol by volume, from..to (% ABV); absent: not an alcoholic drink. */
  abv?: readonly [number, number];
  tags?: readonly string[];
}

export interface ScaleFormat {
  packageType: SeedPackageType;
  volume: number;
  unit: 'cl' | 'l' | 'g' | 'kg' | 'piece';
  /** Price of this format against the kind's reference price. */
  priceFactor: number;
}

/** A variant of a name: `{}` is the kind's name, `{lc}` the same starting lower-case (Dutch puts adjectives first). */
export interface ScaleVariant {
  fr: string;
  es: string;
  nl: string;
  tag?: string;
}

interface ScaleRayon {
  brands: readonly string[];
  formats: readonly ScaleFormat[];
  variants: readonly ScaleVariant[];
  vatClass: SeedVatClass;
  /** First sentence of the description; `{brand}` is the product's brand. */
  about: { fr: string; es: string; nl: string };
  kinds: Readonly<Record<string, readonly ScaleKind[]>>;
}

const k = (
  fr: string,
  es: string,
  nl: string,
  icon: string,
  priceCents: number,
  more: Partial<Pick<ScaleKind, 'abv' | 'tags' | 'be'>> = {},
): ScaleKind => ({ fr, es, nl, icon, priceCents, ...more });

const PLAIN: ScaleVariant = { fr: '{}', es: '{}', nl: '{}' };
const BIO: ScaleVariant = { fr: '{} bio', es: '{} bio', nl: 'Bio {lc}', tag: 'bio' };
const NO_SUGAR: ScaleVariant = {
  fr: '{} sans sucres ajoutés',
  es: '{} sin azúcares añadidos',
  nl: '{} zonder toegevoegde suikers',
  tag: 'sans-sucres-ajoutes',
};
const CRAFT: ScaleVariant = {
  fr: '{} artisanale',
  es: '{} artesana',
  nl: 'Ambachtelijk {lc}',
  tag: 'artisanal',
};
const RESERVE: ScaleVariant = { fr: '{}, cuvée réserve', es: '{}, reserva', nl: '{}, reserve' };
const TRADITION: ScaleVariant = {
  fr: '{}, recette tradition',
  es: '{}, receta tradicional',
  nl: '{}, traditioneel recept',
};
const FAMILY: ScaleVariant = { fr: '{}, format éco', es: '{}, formato ahorro', nl: '{}, voordeelformaat' };
const SENSITIVE: ScaleVariant = {
  fr: '{} peaux sensibles',
  es: '{} pieles sensibles',
  nl: '{} voor de gevoelige huid',
};
const ECO: ScaleVariant = { fr: '{} écologique', es: '{} ecológico', nl: 'Ecologisch {lc}', tag: 'vegan' };

const LARGE_1L: ScaleFormat = { packageType: 'large', volume: 100, unit: 'cl', priceFactor: 1 };
const LARGE_75: ScaleFormat = { packageType: 'large', volume: 75, unit: 'cl', priceFactor: 0.85 };
const SMALL_50: ScaleFormat = { packageType: 'small', volume: 50, unit: 'cl', priceFactor: 0.7 };
const SMALL_33: ScaleFormat = { packageType: 'small', volume: 33, unit: 'cl', priceFactor: 0.55 };
const SMALL_25: ScaleFormat = { packageType: 'small', volume: 25, unit: 'cl', priceFactor: 0.45 };
const other = (volume: number, unit: ScaleFormat['unit'], priceFactor: number): ScaleFormat => ({
  packageType: 'other',
  volume,
  unit,
  priceFactor,
});

export const scaleRayons: Readonly<Record<string, ScaleRayon>> = {
  eaux: {
    brands: [
      'Source des Hêtres',
      'Val de Somme',
      'Roche Claire',
      'Fontaine d’Argonne',
      'Spa des Fagnes',
      'Mont Aiguille',
      'Source Sainte-Odile',
      'Vallée de la Lys',
      'Aguas del Moncayo',
      'Puits de Marcq',
    ],
    formats: [LARGE_1L, LARGE_75, SMALL_50, SMALL_33],
    variants: [
      PLAIN,
      { fr: '{}, bouteille verre', es: '{}, botella de vidrio', nl: '{}, glazen fles' },
      { fr: '{}, légère en minéraux', es: '{}, de mineralización débil', nl: '{}, licht gemineraliseerd' },
    ],
    vatClass: 'food',
    about: {
      fr: 'Une eau de {brand}, puisée à la source et mise en bouteille sur place.',
      es: 'Un agua de {brand}, captada en el manantial y embotellada en origen.',
      nl: 'Water van {brand}, aan de bron gewonnen en ter plaatse gebotteld.',
    },
    kinds: {
      'eaux-plates': [
        k(
          'Eau minérale naturelle plate',
          'Agua mineral natural sin gas',
          'Natuurlijk mineraalwater zonder prik',
          'droplet',
          89,
        ),
        k('Eau de source plate', 'Agua de manantial sin gas', 'Bronwater zonder prik', 'droplet', 79),
        k('Eau de montagne', 'Agua de montaña', 'Bergwater', 'droplet', 99),
        k('Eau pour bébé', 'Agua para bebé', 'Babywater', 'baby-bottle', 109),
      ],
      'eaux-gazeuses': [
        k('Eau minérale gazeuse', 'Agua mineral con gas', 'Bruisend mineraalwater', 'bubbles', 99, {
          be: 'Eau minérale pétillante',
          tags: ['petillant'],
        }),
        k('Eau légèrement pétillante', 'Agua con gas suave', 'Licht bruisend water', 'bubbles', 105, {
          tags: ['petillant'],
        }),
        k('Eau finement pétillante', 'Agua con burbuja fina', 'Fijn bruisend water', 'bubbles', 119, {
          tags: ['petillant'],
        }),
        k('Eau de Seltz', 'Agua de Seltz', 'Spuitwater', 'bubbles', 85, { tags: ['petillant'] }),
      ],
      'eaux-aromatisees': [
        k('Eau aromatisée citron', 'Agua con sabor a limón', 'Water met citroensmaak', 'lemon', 139),
        k('Eau aromatisée fraise', 'Agua con sabor a fresa', 'Water met aardbeiensmaak', 'strawberry', 139),
        k('Eau aromatisée pêche', 'Agua con sabor a melocotón', 'Water met perziksmaak', 'peach', 139),
        k('Eau pétillante citron vert', 'Agua con gas y lima', 'Bruisend water met limoen', 'lemon', 149, {
          tags: ['petillant'],
        }),
        k('Eau aromatisée menthe', 'Agua con sabor a menta', 'Water met muntsmaak', 'herb', 145),
      ],
    },
  },
  jus: {
    brands: [
      'Vergers de Flandre',
      'Les Pressoirs du Nord',
      'Huerta de Valencia',
      'Fruits de Picardie',
      'Sapkelder',
      'Maison Pomone',
      'Le Verger Gourmand',
      'Zumos La Ribera',
      'Hof van Haspengouw',
      'Coteaux du Vexin',
    ],
    formats: [LARGE_1L, LARGE_75, SMALL_25],
    variants: [PLAIN, BIO, { fr: '{} pur jus', es: '{} 100 % exprimido', nl: '{}, 100 % geperst' }],
    vatClass: 'food',
    about: {
      fr: 'Pressé par {brand} à partir de fruits et légumes cueillis à maturité.',
      es: 'Exprimido por {brand} con frutas y verduras recogidas en su punto.',
      nl: 'Geperst door {brand} van rijp geplukt fruit en groenten.',
    },
    kinds: {
      'jus-de-fruits': [
        k('Jus de pomme', 'Zumo de manzana', 'Appelsap', 'red-apple', 259),
        k('Jus d’orange', 'Zumo de naranja', 'Sinaasappelsap', 'tangerine', 289),
        k('Jus de raisin', 'Zumo de uva', 'Druivensap', 'grapes', 299),
        k('Jus de pamplemousse', 'Zumo de pomelo', 'Pompelmoessap', 'tangerine', 299),
        k('Jus de pomme-poire', 'Zumo de manzana y pera', 'Appel-perensap', 'pear', 279),
        k('Jus multifruit', 'Zumo multifrutas', 'Multivruchtensap', 'tangerine', 269),
      ],
      nectars: [
        k('Nectar d’abricot', 'Néctar de albaricoque', 'Abrikozennectar', 'peach', 299),
        k('Nectar de mangue', 'Néctar de mango', 'Mangonectar', 'mango', 319),
        k('Nectar de poire', 'Néctar de pera', 'Perennectar', 'pear', 299),
        k('Nectar de myrtille', 'Néctar de arándano', 'Bosbessennectar', 'blueberries', 349),
        k('Nectar de goyave', 'Néctar de guayaba', 'Guavenectar', 'mango', 329),
      ],
      'jus-de-legumes': [
        k('Jus de tomate', 'Zumo de tomate', 'Tomatensap', 'tomato', 279),
        k('Jus de carotte', 'Zumo de zanahoria', 'Wortelsap', 'carrot', 299),
        k('Jus de betterave', 'Zumo de remolacha', 'Rodebietensap', 'tomato', 319),
        k('Cocktail de légumes', 'Cóctel de verduras', 'Groentecocktail', 'carrot', 309),
      ],
    },
  },
  sodas: {
    brands: [
      'Limonaderie Dumont',
      'La Pétillante de Lille',
      'Gaseosas del Sur',
      'Bruisfabriek',
      'Maison Roudier',
      'Fizz & Fils',
      'Brasserie Vandamme',
      'Les Bulles d’Arras',
      'Refrescos Montes',
      'Sodaris',
    ],
    formats: [SMALL_33, SMALL_25, LARGE_1L],
    variants: [
      PLAIN,
      BIO,
      { fr: '{} zéro sucre', es: '{} cero azúcar', nl: '{} zonder suiker', tag: 'sans-sucres-ajoutes' },
    ],
    vatClass: 'food',
    about: {
      fr: 'Une boisson rafraîchissante de {brand}, à servir bien frais.',
      es: 'Un refresco de {brand}, para tomar bien frío.',
      nl: 'Een verfrissende drank van {brand}, lekker koud te serveren.',
    },
    kinds: {
      limonades: [
        k('Limonade artisanale', 'Gaseosa artesana', 'Ambachtelijke limonade', 'lemon', 329),
        k('Limonade au citron', 'Limonada de limón', 'Citroenlimonade', 'lemon', 319),
        k('Limonade à la framboise', 'Limonada de frambuesa', 'Frambozenlimonade', 'strawberry', 339),
        k('Ginger beer', 'Ginger beer', 'Gemberbier', 'sparkles', 349),
      ],
      colas: [
        k('Cola', 'Cola', 'Cola', 'cup-with-straw', 319),
        k('Cola à la cerise', 'Cola de cereza', 'Cola met kers', 'cherries', 329),
        k('Cola au citron', 'Cola con limón', 'Cola met citroen', 'lemon', 329),
      ],
      'sodas-aux-fruits': [
        k('Soda à l’orange', 'Refresco de naranja', 'Sinaasappelfrisdrank', 'tangerine', 309),
        k('Soda au pamplemousse', 'Refresco de pomelo', 'Pompelmoesfrisdrank', 'tangerine', 319),
        k('Soda à la fraise', 'Refresco de fresa', 'Aardbeienfrisdrank', 'strawberry', 319),
        k('Tonic', 'Tónica', 'Tonic', 'tumbler-glass', 329),
      ],
      'thes-glaces': [
        k('Thé glacé à la pêche', 'Té helado de melocotón', 'IJsthee met perzik', 'peach', 289),
        k('Thé glacé au citron', 'Té helado de limón', 'IJsthee met citroen', 'lemon', 289),
        k(
          'Thé vert glacé à la menthe',
          'Té verde helado con menta',
          'Groene ijsthee met munt',
          'teacup-without-handle',
          309,
        ),
        k('Maté pétillant', 'Mate con gas', 'Bruisende maté', 'ice', 349, { tags: ['petillant'] }),
      ],
    },
  },
  bieres: {
    brands: [
      'Brasserie des Flandres',
      'Brouwerij Sint-Arnold',
      'Brasserie de la Deûle',
      'Cervecera del Guadarrama',
      'Brasserie du Hainaut',
      'Brouwerij De Kemphaan',
      'Brasserie Saint-Omer Artisans',
      'Les Brasseurs de l’Avesnois',
      'Brouwerij Het Anker Oost',
      'Brasserie des Trois Monts',
      'Cerveza Bodega Norte',
      'Brasserie Lupulus',
    ],
    formats: [SMALL_33, LARGE_75, { packageType: 'small', volume: 25, unit: 'cl', priceFactor: 0.5 }],
    variants: [
      PLAIN,
      BIO,
      CRAFT,
      { fr: '{}, brassin de saison', es: '{}, edición de temporada', nl: '{}, seizoensbrouwsel' },
    ],
    vatClass: 'standard',
    about: {
      fr: 'Brassée par {brand}, refermentée en bouteille, à servir entre 6 et 8 °C.',
      es: 'Elaborada por {brand} y refermentada en botella; sírvase entre 6 y 8 °C.',
      nl: 'Gebrouwen door {brand}, met nagisting op de fles; schenken op 6 à 8 °C.',
    },
    kinds: {
      'bieres-blondes': [
        k('Bière blonde', 'Cerveza rubia', 'Blond bier', 'beer-mug', 449, { abv: [4.5, 6.5] }),
        k('Bière triple', 'Cerveza triple', 'Tripel', 'beer-mug', 529, { abv: [7.5, 9.5] }),
        k('Bière de garde blonde', 'Cerveza de guarda rubia', 'Blond bewaarbier', 'beer-mug', 499, {
          abv: [6, 7.5],
        }),
        k('India Pale Ale', 'India Pale Ale', 'India Pale Ale', 'beer-mug', 549, { abv: [5.5, 7] }),
        k('Bière de saison', 'Cerveza saison', 'Saisonbier', 'beer-mug', 499, { abv: [5, 6.5] }),
        k('Pils', 'Lager', 'Pils', 'beer-mug', 399, { abv: [4.5, 5.2] }),
      ],
      'bieres-blanches': [
        k('Bière blanche', 'Cerveza de trigo', 'Witbier', 'beer-mug', 449, { abv: [4.5, 5.5] }),
        k(
          'Bière blanche aux agrumes',
          'Cerveza de trigo con cítricos',
          'Witbier met citrus',
          'tangerine',
          479,
          { abv: [4.5, 5.2] },
        ),
        k('Bière de froment', 'Cerveza de trigo alemana', 'Tarwebier', 'beer-mug', 469, { abv: [5, 5.5] }),
      ],
      'bieres-ambrees-brunes': [
        k('Bière ambrée', 'Cerveza tostada', 'Amberbier', 'beer-mug', 479, { abv: [5.5, 7] }),
        k('Bière brune', 'Cerveza negra', 'Bruin bier', 'beer-mug', 499, { abv: [6, 8.5] }),
        k('Bière double', 'Cerveza doble', 'Dubbel', 'beer-mug', 519, { abv: [6.5, 8] }),
        k('Stout', 'Stout', 'Stout', 'beer-mug', 549, { abv: [5, 8] }),
        k('Bière quadruple', 'Cerveza cuádruple', 'Quadrupel', 'beer-mug', 649, { abv: [9.5, 11] }),
      ],
      'bieres-sans-alcool': [
        k(
          'Bière blonde sans alcool',
          'Cerveza rubia sin alcohol',
          'Alcoholvrij blond bier',
          'beer-mug',
          399,
          { tags: ['sans-alcool'] },
        ),
        k('IPA sans alcool', 'IPA sin alcohol', 'Alcoholvrije IPA', 'beer-mug', 449, {
          tags: ['sans-alcool'],
        }),
        k(
          'Bière blanche sans alcool',
          'Cerveza de trigo sin alcohol',
          'Alcoholvrij witbier',
          'beer-mug',
          419,
          { tags: ['sans-alcool'] },
        ),
      ],
    },
  },
  vins: {
    brands: [
      'Domaine des Coteaux Gris',
      'Château La Motte-Fénelon',
      'Bodegas Sierra Alta',
      'Domaine Bellerive',
      'Cave de Saint-Aubin',
      'Château Haut-Lagrave',
      'Domaine de la Croix Blanche',
      'Viñedos de Cariñena Viejo',
      'Clos des Lauriers',
      'Maison Vernet Frères',
      'Domaine du Val d’Orbieu',
    ],
    formats: [LARGE_75, { packageType: 'large', volume: 100, unit: 'cl', priceFactor: 1.2 }],
    variants: [
      PLAIN,
      BIO,
      RESERVE,
      { fr: '{}, vieilles vignes', es: '{}, viñas viejas', nl: '{}, oude wijnstokken' },
    ],
    vatClass: 'standard',
    about: {
      fr: 'Élevé et mis en bouteille par {brand}.',
      es: 'Criado y embotellado por {brand}.',
      nl: 'Gerijpt en gebotteld door {brand}.',
    },
    kinds: {
      'vins-rouges': [
        k('Côtes-du-Rhône rouge', 'Côtes du Rhône tinto', 'Côtes-du-Rhône rood', 'wine-glass', 990, {
          abv: [13, 14.5],
        }),
        k('Bordeaux rouge', 'Burdeos tinto', 'Bordeaux rood', 'wine-glass', 1090, { abv: [12.5, 14] }),
        k('Rioja tinto', 'Rioja tinto', 'Rioja rood', 'wine-glass', 1190, { abv: [13, 14] }),
        k('Pinot noir', 'Pinot noir', 'Pinot noir', 'cherries', 1290, { abv: [12.5, 13.5] }),
        k('Vin de pays rouge', 'Vino de la tierra tinto', 'Landwijn rood', 'wine-glass', 690, {
          abv: [12, 13.5],
        }),
        k('Beaujolais', 'Beaujolais', 'Beaujolais', 'wine-glass', 890, { abv: [12, 13] }),
      ],
      'vins-blancs': [
        k('Chardonnay', 'Chardonnay', 'Chardonnay', 'wine-glass', 990, { abv: [12.5, 13.5] }),
        k('Sauvignon blanc', 'Sauvignon blanc', 'Sauvignon blanc', 'wine-glass', 890, { abv: [12, 13] }),
        k('Muscadet', 'Muscadet', 'Muscadet', 'wine-glass', 790, { abv: [11.5, 12] }),
        k('Riesling', 'Riesling', 'Riesling', 'wine-glass', 1090, { abv: [11.5, 12.5] }),
        k('Verdejo', 'Verdejo', 'Verdejo', 'wine-glass', 890, { abv: [12.5, 13.5] }),
      ],
      'vins-roses': [
        k('Rosé de Provence', 'Rosado de Provenza', 'Provençaalse rosé', 'wine-glass', 1190, {
          abv: [12.5, 13.5],
        }),
        k('Rosé d’Anjou', 'Rosado de Anjou', 'Rosé d’Anjou', 'strawberry', 790, { abv: [10.5, 11.5] }),
        k('Rosado de Navarra', 'Rosado de Navarra', 'Rosé uit Navarra', 'wine-glass', 890, { abv: [13, 14] }),
        k('Gris de pays', 'Rosado pálido de la tierra', 'Grijze landwijn', 'wine-glass', 690, {
          abv: [12, 12.5],
        }),
      ],
      'vins-effervescents': [
        k('Crémant de Loire', 'Crémant de Loira', 'Crémant de Loire', 'bottle-with-popping-cork', 1290, {
          abv: [12, 12.5],
        }),
        k('Cava brut', 'Cava brut', 'Cava brut', 'bottle-with-popping-cork', 1090, { abv: [11.5, 12] }),
        k('Crémant d’Alsace', 'Crémant de Alsacia', 'Crémant d’Alsace', 'clinking-glasses', 1390, {
          abv: [12, 12.5],
        }),
        k('Vin mousseux rosé', 'Espumoso rosado', 'Mousserende rosé', 'clinking-glasses', 990, {
          abv: [11, 12],
        }),
      ],
    },
  },
  cidres: {
    brands: [
      'Cidrerie du Pays d’Auge',
      'Ferme de la Thiérache',
      'Sidrería Asturiana Valle',
      'Cidrerie de Bretagne Nord',
      'Domaine du Pommier Fleuri',
      'Hoeve De Appelgaard',
      'Cidres Lemarchand',
      'Maison Quéméner',
    ],
    formats: [LARGE_75, SMALL_33],
    variants: [PLAIN, BIO, TRADITION],
    vatClass: 'standard',
    about: {
      fr: 'Élaboré par {brand} avec des pommes et des poires de vergers haute tige.',
      es: 'Elaborada por {brand} con manzanas y peras de árboles de tronco alto.',
      nl: 'Gemaakt door {brand} met appels en peren van hoogstamboomgaarden.',
    },
    kinds: {
      'cidres-bruts': [
        k('Cidre brut', 'Sidra seca', 'Droge cider', 'green-apple', 449, { abv: [4.5, 6] }),
        k('Cidre brut fermier', 'Sidra seca de granja', 'Droge hoevecider', 'green-apple', 499, {
          abv: [5, 6],
        }),
        k('Cidre extra-brut', 'Sidra extra seca', 'Extra droge cider', 'green-apple', 529, {
          abv: [5.5, 6.5],
        }),
      ],
      'cidres-demi-secs': [
        k('Cidre doux', 'Sidra dulce', 'Zoete cider', 'red-apple', 429, { abv: [2, 3] }),
        k('Cidre demi-sec', 'Sidra semiseca', 'Halfdroge cider', 'red-apple', 439, { abv: [3.5, 4.5] }),
        k('Cidre rosé', 'Sidra rosada', 'Rosé cider', 'red-apple', 469, { abv: [3.5, 4.5] }),
      ],
      'poires-et-pommeaux': [
        k('Poiré', 'Sidra de pera', 'Perencider', 'pear', 599, { abv: [3.5, 5] }),
        k('Pommeau', 'Pommeau', 'Pommeau', 'red-apple', 1690, { abv: [16, 18] }),
      ],
      'cidres-sans-alcool': [
        k('Cidre sans alcool', 'Sidra sin alcohol', 'Alcoholvrije cider', 'green-apple', 399, {
          tags: ['sans-alcool'],
        }),
        k('Pétillant de pomme', 'Espumoso de manzana', 'Bruisend appelsap', 'green-apple', 379, {
          tags: ['sans-alcool', 'petillant'],
        }),
      ],
    },
  },
  spiritueux: {
    brands: [
      'Distillerie de Wambrechies Nord',
      'Maison Lacombe',
      'Destilerías del Norte',
      'Stokerij Van Hoorebeke',
      'Distillerie des Vosges',
      'Maison Combier-Roux',
      'Distillerie de l’Île Verte',
      'Licores Montaña',
    ],
    formats: [SMALL_50, { packageType: 'large', volume: 75, unit: 'cl', priceFactor: 1.4 }],
    variants: [
      PLAIN,
      { fr: '{}, édition limitée', es: '{}, edición limitada', nl: '{}, beperkte oplage' },
      CRAFT,
    ],
    vatClass: 'standard',
    about: {
      fr: 'Distillé par {brand}. À consommer avec modération.',
      es: 'Destilado por {brand}. Consúmase con moderación.',
      nl: 'Gestookt door {brand}. Geniet met mate.',
    },
    kinds: {
      aperitifs: [
        k('Apéritif à la gentiane', 'Aperitivo de genciana', 'Gentiaanaperitief', 'tumbler-glass', 1590, {
          abv: [16, 20],
        }),
        k('Vermouth rouge', 'Vermut rojo', 'Rode vermout', 'cocktail-glass', 1490, { abv: [15, 18] }),
        k('Pastis', 'Pastís', 'Pastis', 'tumbler-glass', 1890, { abv: [40, 45] }),
        k('Bitter orange', 'Bitter de naranja', 'Sinaasappelbitter', 'tangerine', 1690, { abv: [20, 25] }),
      ],
      'eaux-de-vie': [
        k('Genièvre', 'Ginebra de grano', 'Jenever', 'tumbler-glass', 2290, { abv: [30, 40] }),
        k('Eau-de-vie de poire', 'Aguardiente de pera', 'Perenbrandewijn', 'pear', 2790, { abv: [40, 43] }),
        k('Calvados', 'Calvados', 'Calvados', 'red-apple', 2990, { abv: [40, 42] }),
        k(
          'Eau-de-vie de mirabelle',
          'Aguardiente de ciruela mirabel',
          'Mirabellenbrandewijn',
          'tumbler-glass',
          2890,
          { abv: [40, 45] },
        ),
      ],
      liqueurs: [
        k('Crème de cassis', 'Crema de casis', 'Cassislikeur', 'blueberries', 1290, { abv: [15, 20] }),
        k('Liqueur de café', 'Licor de café', 'Koffielikeur', 'hot-beverage', 1790, { abv: [20, 25] }),
        k('Liqueur de framboise', 'Licor de frambuesa', 'Frambozenlikeur', 'strawberry', 1590, {
          abv: [18, 22],
        }),
        k('Liqueur aux herbes', 'Licor de hierbas', 'Kruidenlikeur', 'herb', 1990, { abv: [30, 40] }),
      ],
      'gins-et-rhums': [
        k('Gin', 'Ginebra', 'Gin', 'cocktail-glass', 2990, { abv: [40, 44] }),
        k('Rhum ambré', 'Ron añejo', 'Donkere rum', 'tumbler-glass', 2690, { abv: [40, 42] }),
        k('Rhum blanc', 'Ron blanco', 'Witte rum', 'pineapple', 2290, { abv: [40, 50] }),
        k('Rhum arrangé', 'Ron macerado con frutas', 'Rum met vruchten', 'pineapple', 2490, {
          abv: [30, 35],
        }),
      ],
    },
  },
  laits: {
    brands: [
      'Laiterie des Monts de Flandre',
      'Ferme du Bocage',
      'Central Lechera del Norte',
      'Melkerij Kempenland',
      'Les Prés d’Ardenne',
      'Laiterie Saint-Hubert',
      'Granja La Vega',
      'Zuivelhoeve De Linde',
    ],
    formats: [LARGE_1L, LARGE_75, SMALL_25],
    variants: [
      PLAIN,
      BIO,
      { fr: '{} de pâturage', es: '{} de pastoreo', nl: '{} van weidekoeien', tag: 'local' },
    ],
    vatClass: 'food',
    about: {
      fr: 'Collecté et conditionné par {brand}, en bouteille de verre consignée.',
      es: 'Recogida y envasada por {brand} en botella de vidrio retornable.',
      nl: 'Opgehaald en verpakt door {brand}, in een glazen statiegeldfles.',
    },
    kinds: {
      'laits-de-vache': [
        k('Lait entier', 'Leche entera', 'Volle melk', 'glass-of-milk', 169),
        k('Lait demi-écrémé', 'Leche semidesnatada', 'Halfvolle melk', 'glass-of-milk', 139),
        k('Lait écrémé', 'Leche desnatada', 'Magere melk', 'glass-of-milk', 129),
        k('Lait fermenté', 'Leche fermentada', 'Karnemelk', 'glass-of-milk', 189),
      ],
      'laits-vegetaux': [
        k('Boisson à l’avoine', 'Bebida de avena', 'Haverdrink', 'glass-of-milk', 249, { tags: ['vegan'] }),
        k('Boisson au soja', 'Bebida de soja', 'Sojadrink', 'glass-of-milk', 229, { tags: ['vegan'] }),
        k('Boisson à l’amande', 'Bebida de almendra', 'Amandeldrink', 'glass-of-milk', 299, {
          tags: ['vegan'],
        }),
        k('Boisson au riz', 'Bebida de arroz', 'Rijstdrink', 'glass-of-milk', 249, { tags: ['vegan'] }),
      ],
      'laits-aromatises': [
        k('Lait chocolaté', 'Batido de chocolate', 'Chocolademelk', 'glass-of-milk', 199),
        k('Lait à la fraise', 'Batido de fresa', 'Aardbeienmelk', 'strawberry', 199),
        k('Lait à la vanille', 'Batido de vainilla', 'Vanillemelk', 'glass-of-milk', 209),
      ],
    },
  },
  cremerie: {
    brands: [
      'Laiterie des Monts de Flandre',
      'Ferme du Bocage',
      'Fromagerie de Herve Nord',
      'Quesería La Mancha Alta',
      'Les Prés d’Ardenne',
      'Crèmerie Duval',
      'Zuivelhoeve De Linde',
      'Fromagerie Mont-Cassel',
    ],
    formats: [other(500, 'g', 1), other(250, 'g', 0.6), other(1000, 'g', 1.8)],
    variants: [PLAIN, BIO, { fr: '{} fermier', es: '{} de granja', nl: '{} van de hoeve', tag: 'local' }],
    vatClass: 'food',
    about: {
      fr: 'Fabriqué par {brand} avec le lait des fermes voisines.',
      es: 'Elaborado por {brand} con leche de granjas cercanas.',
      nl: 'Gemaakt door {brand} met melk van boerderijen uit de buurt.',
    },
    kinds: {
      yaourts: [
        k('Yaourt nature', 'Yogur natural', 'Natuuryoghurt', 'jar', 239),
        k('Yaourt à la vanille', 'Yogur de vainilla', 'Vanilleyoghurt', 'jar', 259),
        k(
          'Yaourt aux fruits rouges',
          'Yogur de frutos rojos',
          'Yoghurt met rode vruchten',
          'strawberry',
          279,
        ),
        k('Yaourt à la grecque', 'Yogur griego', 'Griekse yoghurt', 'bowl-with-spoon', 299),
        k('Fromage blanc', 'Queso fresco batido', 'Plattekaas', 'bowl-with-spoon', 249, { be: 'Maquée' }),
      ],
      'desserts-lactes': [
        k('Crème dessert chocolat', 'Natillas de chocolate', 'Chocoladepudding', 'chocolate-bar', 299),
        k('Crème dessert vanille', 'Natillas de vainilla', 'Vanillepudding', 'custard', 289),
        k('Riz au lait', 'Arroz con leche', 'Rijstpap', 'bowl-with-spoon', 279),
        k('Flan caramel', 'Flan de caramelo', 'Karamelpudding', 'custard', 299),
      ],
      fromages: [
        k('Fromage à pâte pressée', 'Queso curado', 'Belegen kaas', 'cheese-wedge', 549),
        k('Fromage de chèvre', 'Queso de cabra', 'Geitenkaas', 'cheese-wedge', 629),
        k('Fromage à pâte molle', 'Queso de pasta blanda', 'Zachte kaas', 'cheese-wedge', 489),
        k('Fromage à raclette', 'Queso para raclette', 'Raclettekaas', 'cheese-wedge', 689),
      ],
      'beurres-et-cremes': [
        k('Beurre doux', 'Mantequilla sin sal', 'Ongezouten boter', 'butter', 329),
        k('Beurre demi-sel', 'Mantequilla con sal', 'Licht gezouten boter', 'butter', 339),
        k('Crème fraîche épaisse', 'Nata espesa', 'Dikke room', 'jar', 259),
      ],
    },
  },
  'epicerie-salee': {
    brands: [
      'Maison Savourin',
      'Conservas del Cantábrico',
      'L’Épicerie de Marius',
      'Huilerie de Provence Sud',
      'De Smaakmakerij',
      'Les Jardins de Pauline',
      'Moulin de Beaulieu',
      'Olivares de Jaén',
    ],
    formats: [other(500, 'g', 1), other(250, 'g', 0.6), other(1000, 'g', 1.7)],
    variants: [
      PLAIN,
      BIO,
      { fr: '{}, recette du chef', es: '{}, receta del chef', nl: '{}, recept van de chef' },
    ],
    vatClass: 'food',
    about: {
      fr: 'Sélectionné par {brand} pour le placard de tous les jours.',
      es: 'Seleccionado por {brand} para la despensa de cada día.',
      nl: 'Geselecteerd door {brand} voor de voorraadkast van elke dag.',
    },
    kinds: {
      'huiles-et-vinaigres': [
        k(
          'Huile d’olive vierge extra',
          'Aceite de oliva virgen extra',
          'Extra vierge olijfolie',
          'olive',
          990,
        ),
        k('Huile de colza', 'Aceite de colza', 'Koolzaadolie', 'cooking', 449),
        k('Vinaigre de cidre', 'Vinagre de sidra', 'Appelazijn', 'green-apple', 299),
        k('Vinaigre balsamique', 'Vinagre balsámico', 'Balsamicoazijn', 'grapes', 549),
      ],
      'conserves-et-sauces': [
        k(
          'Sauce tomate au basilic',
          'Salsa de tomate con albahaca',
          'Tomatensaus met basilicum',
          'tomato',
          329,
        ),
        k('Ratatouille', 'Pisto', 'Ratatouille', 'tomato', 449),
        k('Thon à l’huile d’olive', 'Atún en aceite de oliva', 'Tonijn in olijfolie', 'canned-food', 499),
        k('Pois chiches cuisinés', 'Garbanzos guisados', 'Bereide kikkererwten', 'canned-food', 289),
      ],
      condiments: [
        k('Moutarde forte', 'Mostaza fuerte', 'Sterke mosterd', 'jar', 259),
        k('Mayonnaise', 'Mayonesa', 'Mayonaise', 'jar', 299),
        k('Cornichons', 'Pepinillos', 'Augurken', 'jar', 279),
        k('Olives vertes', 'Aceitunas verdes', 'Groene olijven', 'olive', 349),
      ],
      'pates-riz-legumineuses': [
        k('Spaghetti', 'Espaguetis', 'Spaghetti', 'spaghetti', 199),
        k('Riz long', 'Arroz largo', 'Langkorrelige rijst', 'bowl-with-spoon', 249),
        k('Lentilles vertes', 'Lentejas verdes', 'Groene linzen', 'bowl-with-spoon', 299),
        k('Coquillettes', 'Coditos', 'Macaroni', 'spaghetti', 189),
      ],
    },
  },
  'epicerie-sucree': {
    brands: [
      'Biscuiterie de l’Abbaye Nord',
      'Confiturerie Mathilde',
      'Dulces de Tolosa',
      'Koekenbakkerij Vanden Berghe',
      'Rucher des Collines',
      'Chocolaterie Léonidas Est',
      'Maison Gaufrette',
      'La Fabrique à Sirops',
    ],
    formats: [other(250, 'g', 1), other(400, 'g', 1.4), other(750, 'g', 2.4)],
    variants: [PLAIN, BIO, NO_SUGAR],
    vatClass: 'food',
    about: {
      fr: 'Une gourmandise de {brand}, sans colorants ni arômes artificiels.',
      es: 'Un capricho de {brand}, sin colorantes ni aromas artificiales.',
      nl: 'Een lekkernij van {brand}, zonder kleurstoffen of kunstmatige aroma’s.',
    },
    kinds: {
      'confitures-et-miels': [
        k('Confiture de fraises', 'Mermelada de fresa', 'Aardbeienconfituur', 'strawberry', 419),
        k('Confiture d’abricots', 'Mermelada de albaricoque', 'Abrikozenconfituur', 'peach', 419),
        k('Miel de fleurs', 'Miel de flores', 'Bloemenhoning', 'honey-pot', 890),
        k('Pâte de fruits', 'Dulce de membrillo', 'Kweeperengelei', 'pear', 449),
      ],
      biscuits: [
        k('Spéculoos', 'Galletas speculoos', 'Speculoos', 'cookie', 329),
        k('Gaufres fourrées', 'Gofres rellenos', 'Gevulde wafels', 'waffle', 379),
        k('Sablés au beurre', 'Pastas de mantequilla', 'Boterkoekjes', 'cookie', 349),
        k('Biscuits au chocolat', 'Galletas de chocolate', 'Chocoladekoekjes', 'cookie', 359),
      ],
      'chocolats-et-pates-a-tartiner': [
        k('Chocolat noir', 'Chocolate negro', 'Pure chocolade', 'chocolate-bar', 349),
        k('Chocolat au lait', 'Chocolate con leche', 'Melkchocolade', 'chocolate-bar', 329),
        k('Pâte à tartiner noisette', 'Crema de avellanas', 'Hazelnootpasta', 'chestnut', 549),
        k('Pâte de spéculoos', 'Crema de speculoos', 'Speculoospasta', 'cookie', 449),
      ],
      sirops: [
        k('Sirop de grenadine', 'Sirope de granadina', 'Grenadinesiroop', 'cherries', 399),
        k('Sirop de menthe', 'Sirope de menta', 'Muntsiroop', 'herb', 399),
        k('Sirop de citron', 'Sirope de limón', 'Citroensiroop', 'lemon', 399),
        k('Sirop d’orgeat', 'Sirope de horchata', 'Amandelsiroop', 'tropical-drink', 449),
      ],
    },
  },
  'boissons-chaudes': {
    brands: [
      'Torréfaction du Beffroi',
      'Cafés Lemoine',
      'Tostadero La Estrella',
      'Koffiebranderij Het Baken',
      'Maison des Thés Ardent',
      'Comptoir Darjee',
      'Chocolats Morin',
      'Infusions des Alpes',
    ],
    formats: [other(250, 'g', 1), other(500, 'g', 1.8), other(100, 'g', 0.5)],
    variants: [
      PLAIN,
      BIO,
      { fr: '{}, commerce équitable', es: '{}, comercio justo', nl: '{}, eerlijke handel' },
    ],
    vatClass: 'food',
    about: {
      fr: 'Sélectionné et conditionné par {brand}.',
      es: 'Seleccionado y envasado por {brand}.',
      nl: 'Geselecteerd en verpakt door {brand}.',
    },
    kinds: {
      cafes: [
        k(
          'Café moulu pur arabica',
          'Café molido 100 % arábica',
          'Gemalen koffie, 100 % arabica',
          'hot-beverage',
          699,
        ),
        k('Café en grains', 'Café en grano', 'Koffiebonen', 'hot-beverage', 749),
        k('Café décaféiné', 'Café descafeinado', 'Cafeïnevrije koffie', 'hot-beverage', 729),
        k('Café corsé', 'Café intenso', 'Sterke koffie', 'hot-beverage', 649),
      ],
      'thes-et-infusions': [
        k('Thé noir', 'Té negro', 'Zwarte thee', 'teacup-without-handle', 590),
        k('Thé vert', 'Té verde', 'Groene thee', 'teacup-without-handle', 690),
        k('Infusion verveine', 'Infusión de verbena', 'Verbenathee', 'herb', 490),
        k('Rooibos', 'Rooibos', 'Rooibos', 'teacup-without-handle', 590),
      ],
      'chocolats-en-poudre': [
        k('Chocolat en poudre', 'Cacao en polvo', 'Cacaopoeder', 'chocolate-bar', 449),
        k('Cacao non sucré', 'Cacao puro sin azúcar', 'Ongezoete cacao', 'chocolate-bar', 499),
      ],
    },
  },
  hygiene: {
    brands: [
      'Savonnerie des Flandres',
      'Laboratoires Aubépine',
      'Jabones del Mediterráneo',
      'Zeepziederij De Bron',
      'Maison Lavandine',
      'Les Soins d’Émilie',
      'Herbier de Provence',
      'Dentalia',
    ],
    formats: [other(50, 'cl', 1), other(100, 'cl', 1.6), other(25, 'cl', 0.6)],
    variants: [PLAIN, SENSITIVE, { fr: '{}, recharge', es: '{}, recarga', nl: '{}, navulling' }],
    vatClass: 'standard',
    about: {
      fr: 'Formulé par {brand}, sans parabènes.',
      es: 'Formulado por {brand}, sin parabenos.',
      nl: 'Samengesteld door {brand}, zonder parabenen.',
    },
    kinds: {
      savons: [
        k(
          'Savon liquide lavande',
          'Jabón líquido de lavanda',
          'Vloeibare zeep lavendel',
          'lotion-bottle',
          549,
        ),
        k('Gel douche', 'Gel de ducha', 'Douchegel', 'lotion-bottle', 449),
        k(
          'Savon liquide au lait d’ânesse',
          'Jabón líquido de leche de burra',
          'Vloeibare zeep met ezelinnenmelk',
          'soap',
          649,
        ),
        k('Bain moussant', 'Gel de baño espumoso', 'Badschuim', 'bubbles', 499),
      ],
      'shampooings-et-soins': [
        k('Shampooing doux', 'Champú suave', 'Milde shampoo', 'lotion-bottle', 590),
        k('Après-shampooing', 'Acondicionador', 'Conditioner', 'lotion-bottle', 620),
        k('Shampooing antipelliculaire', 'Champú anticaspa', 'Anti-roosshampoo', 'lotion-bottle', 690),
      ],
      'soins-bucco-dentaires': [
        k('Bain de bouche menthe', 'Enjuague bucal de menta', 'Mondwater munt', 'lotion-bottle', 590),
        k(
          'Bain de bouche sans alcool',
          'Enjuague bucal sin alcohol',
          'Alcoholvrij mondwater',
          'lotion-bottle',
          620,
        ),
      ],
    },
  },
  entretien: {
    brands: [
      'La Droguerie Verte',
      'Maison Propre & Net',
      'Limpiezas Brillo',
      'Poetshuis Van Damme',
      'Les Essentiels de Jeanne',
      'Écolav',
      'Savonnerie Marseillaise du Port',
      'Clarté',
    ],
    formats: [other(100, 'cl', 1), other(200, 'cl', 1.7), other(50, 'cl', 0.6)],
    variants: [PLAIN, ECO, FAMILY],
    vatClass: 'standard',
    about: {
      fr: 'Un produit d’entretien {brand}, biodégradable à plus de 90 %.',
      es: 'Un producto de limpieza de {brand}, biodegradable en más de un 90 %.',
      nl: 'Een onderhoudsproduct van {brand}, voor meer dan 90 % biologisch afbreekbaar.',
    },
    kinds: {
      lessives: [
        k('Lessive liquide', 'Detergente líquido', 'Vloeibaar wasmiddel', 'bubbles', 790),
        k(
          'Lessive au savon de Marseille',
          'Detergente con jabón de Marsella',
          'Wasmiddel met Marseillezeep',
          'soap',
          890,
        ),
        k('Assouplissant', 'Suavizante', 'Wasverzachter', 'bubbles', 490),
        k(
          'Lessive pour linge délicat',
          'Detergente para ropa delicada',
          'Wasmiddel voor fijne was',
          'bubbles',
          690,
        ),
      ],
      vaisselle: [
        k('Liquide vaisselle citron', 'Lavavajillas a mano de limón', 'Afwasmiddel citroen', 'lemon', 399),
        k(
          'Liquide vaisselle concentré',
          'Lavavajillas concentrado',
          'Geconcentreerd afwasmiddel',
          'sparkles',
          449,
        ),
        k('Gel lave-vaisselle', 'Gel para lavavajillas', 'Vaatwasgel', 'sparkles', 690),
      ],
      'nettoyants-menagers': [
        k('Nettoyant multi-usages', 'Limpiador multiusos', 'Allesreiniger', 'sparkles', 490),
        k('Vinaigre ménager', 'Vinagre de limpieza', 'Schoonmaakazijn', 'droplet', 299),
        k('Nettoyant sols', 'Friegasuelos', 'Vloerreiniger', 'broom', 590),
        k('Nettoyant salle de bains', 'Limpiador de baño', 'Badkamerreiniger', 'sparkles', 549),
      ],
    },
  },
};
