import type { SeedProduct } from '../types.js';

/** Rayon « boissons chaudes »: coffee, tea, herbal infusions and cocoa in glass jars. */
export const products: SeedProduct[] = [
  {
    key: 'cafe-en-grains-pur-arabica-250g', category: 'cafes', brand: 'Torréfaction du Vieux-Lille',
    names: { fr: 'Café en grains pur arabica', es: 'Café en grano puro arábica', be: 'Café en grains pur arabica', 'nl-BE': 'Koffiebonen 100 % arabica' },
    descriptions: {
      fr: 'Un assemblage d’Éthiopie et du Brésil torréfié à Lille, aux notes de chocolat et d’agrumes.',
      es: 'Una mezcla de Etiopía y Brasil tostada en Lille, con notas de chocolate y cítricos.',
      be: 'Un assemblage d’Éthiopie et du Brésil torréfié à Lille, aux notes de chocolat et d’agrumes.',
      'nl-BE': 'Een blend uit Ethiopië en Brazilië, gebrand in Rijsel, met tonen van chocolade en citrus.',
    },
    packageType: 'other', volume: 250, unit: 'g', vatClass: 'food', alcoholLevel: null, bottleDepositCents: 0,
    priceCents: 749, icon: 'hot-beverage', tags: ['artisanal'],
  },
  {
    key: 'cafe-moulu-bio-250g', category: 'cafes', brand: 'Torréfaction du Vieux-Lille',
    names: { fr: 'Café moulu bio', es: 'Café molido ecológico', be: 'Café moulu bio', 'nl-BE': 'Gemalen bio-koffie' },
    descriptions: {
      fr: 'Un café bio moulu pour cafetière filtre, rond et peu acide.',
      es: 'Un café ecológico molido para cafetera de filtro, redondo y poco ácido.',
      be: 'Un café bio moulu pour cafetière filtre, rond et peu acide.',
      'nl-BE': 'Gemalen biologische koffie voor de filterkoffiemachine, rond en weinig zuur.',
    },
    packageType: 'other', volume: 250, unit: 'g', vatClass: 'food', alcoholLevel: null, bottleDepositCents: 0,
    priceCents: 649, icon: 'hot-beverage', tags: ['bio'],
  },
  {
    key: 'cafe-decafeine-250g', category: 'cafes', brand: 'Torréfaction du Vieux-Lille',
    names: { fr: 'Café décaféiné moulu', es: 'Café descafeinado molido', be: 'Café décaféiné moulu', 'nl-BE': 'Gemalen cafeïnevrije koffie' },
    descriptions: {
      fr: 'Un café décaféiné à l’eau, sans solvant, qui garde tout son arôme pour le soir.',
      es: 'Un café descafeinado al agua, sin disolventes, que conserva todo su aroma para la noche.',
      be: 'Un café décaféiné à l’eau, sans solvant, qui garde tout son arôme pour le soir.',
      'nl-BE': 'Met water gedecafeïneerde koffie zonder oplosmiddelen, met al zijn aroma voor ’s avonds.',
    },
    packageType: 'other', volume: 250, unit: 'g', vatClass: 'food', alcoholLevel: null, bottleDepositCents: 0,
    priceCents: 699, icon: 'hot-beverage', tags: [],
  },
  {
    key: 'chicoree-du-nord-250g', category: 'cafes', brand: 'Chicorée des Flandres',
    names: { fr: 'Chicorée soluble', es: 'Achicoria soluble', be: 'Chicorée soluble', 'nl-BE': 'Oploscichorei' },
    descriptions: {
      fr: 'La chicorée torréfiée du Nord, douce et caramélisée, à boire seule ou avec du lait.',
      es: 'La achicoria tostada del norte de Francia, suave y caramelizada, sola o con leche.',
      be: 'La chicorée torréfiée du Nord, douce et caramélisée, à boire seule ou avec du lait.',
      'nl-BE': 'Geroosterde cichorei uit Noord-Frankrijk, zacht en gekaramelliseerd, puur of met melk.',
    },
    packageType: 'other', volume: 250, unit: 'g', vatClass: 'food', alcoholLevel: null, bottleDepositCents: 0,
    priceCents: 449, icon: 'hot-beverage', tags: ['local', 'sans-gluten'],
  },
  {
    key: 'the-noir-earl-grey-100g', category: 'thes-et-infusions', brand: 'Maison Théodore',
    names: { fr: 'Thé noir Earl Grey', es: 'Té negro Earl Grey', be: 'Thé noir Earl Grey', 'nl-BE': 'Zwarte thee Earl Grey' },
    descriptions: {
      fr: 'Un thé noir de Ceylan parfumé à la bergamote de Calabre, en vrac.',
      es: 'Un té negro de Ceilán perfumado con bergamota de Calabria, a granel.',
      be: 'Un thé noir de Ceylan parfumé à la bergamote de Calabre, en vrac.',
      'nl-BE': 'Losse zwarte Ceylonthee, geparfumeerd met bergamot uit Calabrië.',
    },
    packageType: 'other', volume: 100, unit: 'g', vatClass: 'food', alcoholLevel: null, bottleDepositCents: 0,
    priceCents: 690, icon: 'teacup-without-handle', tags: ['vegan'],
  },
  {
    key: 'the-vert-sencha-bio-100g', category: 'thes-et-infusions', brand: 'Maison Théodore',
    names: { fr: 'Thé vert sencha bio', es: 'Té verde sencha ecológico', be: 'Thé vert sencha bio', 'nl-BE': 'Biologische groene sencha-thee' },
    descriptions: {
      fr: 'Un thé vert japonais aux notes végétales et iodées, à infuser à 70 °C.',
      es: 'Un té verde japonés con notas vegetales y yodadas, para infusionar a 70 °C.',
      be: 'Un thé vert japonais aux notes végétales et iodées, à infuser à 70 °C.',
      'nl-BE': 'Japanse groene thee met plantaardige en zilte tonen, te zetten op 70 °C.',
    },
    packageType: 'other', volume: 100, unit: 'g', vatClass: 'food', alcoholLevel: null, bottleDepositCents: 0,
    priceCents: 890, icon: 'teacup-without-handle', tags: ['bio', 'vegan'],
  },
  {
    key: 'infusion-verveine-bio-50g', category: 'thes-et-infusions', brand: 'Les Jardins de Sylvie',
    names: { fr: 'Infusion verveine bio', es: 'Infusión de verbena ecológica', be: 'Infusion verveine bio', 'nl-BE': 'Biologische verveinethee' },
    descriptions: {
      fr: 'Des feuilles entières de verveine citronnée du Vaucluse, idéales après le dîner.',
      es: 'Hojas enteras de hierba luisa de Vaucluse, ideales después de la cena.',
      be: 'Des feuilles entières de verveine citronnée du Vaucluse, idéales après le souper.',
      'nl-BE': 'Hele blaadjes citroenverbena uit de Vaucluse, ideaal na het avondeten.',
    },
    packageType: 'other', volume: 50, unit: 'g', vatClass: 'food', alcoholLevel: null, bottleDepositCents: 0,
    priceCents: 590, icon: 'teacup-without-handle', tags: ['bio', 'vegan'],
  },
  {
    key: 'rooibos-vanille-100g', category: 'thes-et-infusions', brand: 'Maison Théodore',
    names: { fr: 'Rooibos à la vanille', es: 'Rooibos con vainilla', be: 'Rooibos à la vanille', 'nl-BE': 'Rooibos met vanille' },
    descriptions: {
      fr: 'Une infusion sans théine, ronde et réconfortante, aux notes de vanille bourbon.',
      es: 'Una infusión sin teína, redonda y reconfortante, con notas de vainilla bourbon.',
      be: 'Une infusion sans théine, ronde et réconfortante, aux notes de vanille bourbon.',
      'nl-BE': 'Theïnevrije, ronde en troostende kruidenthee met tonen van bourbonvanille.',
    },
    packageType: 'other', volume: 100, unit: 'g', vatClass: 'food', alcoholLevel: null, bottleDepositCents: 0,
    priceCents: 590, icon: 'teacup-without-handle', tags: ['vegan', 'nouveaute'], isNew: true,
  },
  {
    key: 'chocolat-en-poudre-250g', category: 'chocolats-en-poudre', brand: 'Chocolaterie du Beffroi',
    names: { fr: 'Chocolat en poudre', es: 'Cacao en polvo', be: 'Chocolat en poudre', 'nl-BE': 'Chocoladepoeder' },
    descriptions: {
      fr: 'Un cacao à 32 % pour des chocolats chauds onctueux et réconfortants.',
      es: 'Un cacao al 32 % para chocolates calientes untuosos y reconfortantes.',
      be: 'Un cacao à 32 % pour des chocolats chauds onctueux et réconfortants.',
      'nl-BE': 'Cacao met 32 % voor romige, troostende warme chocolademelk.',
    },
    packageType: 'other', volume: 250, unit: 'g', vatClass: 'food', alcoholLevel: null, bottleDepositCents: 0,
    priceCents: 449, icon: 'chocolate-bar', tags: [],
  },
];
