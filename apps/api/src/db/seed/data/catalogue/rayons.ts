import type { SeedCategory, SeedCategoryMaster } from '../types.js';

/** A category whose key is also its French URL slug. */
function cat(key: string, fr: string, es: string, be: string, nl: string): SeedCategory {
  return { key, slug: key, names: { fr, es, be, 'nl-BE': nl } };
}

/** Shop departments (rayons) and their categories. Keys are also the French URL slugs. */
export const categoryMasters: SeedCategoryMaster[] = [
  {
    key: 'eaux',
    slug: 'eaux',
    names: { fr: 'Eaux', es: 'Aguas', be: 'Eaux', 'nl-BE': 'Water' },
    icon: 'droplet',
    color: '#DCEFFB',
    categories: [
      cat('eaux-plates', 'Eaux plates', 'Aguas sin gas', 'Eaux plates', 'Plat water'),
      cat('eaux-gazeuses', 'Eaux gazeuses', 'Aguas con gas', 'Eaux pétillantes', 'Bruisend water'),
      cat('eaux-aromatisees', 'Eaux aromatisées', 'Aguas aromatizadas', 'Eaux aromatisées', 'Water met smaak'),
    ],
  },
  {
    key: 'jus',
    slug: 'jus',
    names: { fr: 'Jus', es: 'Zumos', be: 'Jus', 'nl-BE': 'Sappen' },
    icon: 'tangerine',
    color: '#FFE9CC',
    categories: [
      cat('jus-de-fruits', 'Jus de fruits', 'Zumos de fruta', 'Jus de fruits', 'Vruchtensappen'),
      cat('nectars', 'Nectars', 'Néctares', 'Nectars', 'Nectars'),
      cat('jus-de-legumes', 'Jus de légumes', 'Zumos de verdura', 'Jus de légumes', 'Groentesappen'),
    ],
  },
  {
    key: 'sodas',
    slug: 'sodas',
    names: { fr: 'Sodas et limonades', es: 'Refrescos', be: 'Sodas et limonades', 'nl-BE': 'Frisdranken' },
    icon: 'cup-with-straw',
    color: '#FDE2E4',
    categories: [
      cat('limonades', 'Limonades', 'Gaseosas', 'Limonades', 'Limonades'),
      cat('colas', 'Colas', 'Colas', 'Colas', 'Cola'),
      cat('sodas-aux-fruits', 'Sodas aux fruits', 'Refrescos de frutas', 'Sodas aux fruits', 'Fruitfrisdranken'),
      cat('thes-glaces', 'Thés glacés', 'Tés helados', 'Thés glacés', 'IJsthee'),
    ],
  },
  {
    key: 'bieres',
    slug: 'bieres',
    names: { fr: 'Bières', es: 'Cervezas', be: 'Bières', 'nl-BE': 'Bieren' },
    icon: 'beer-mug',
    color: '#FFF4C2',
    categories: [
      cat('bieres-blondes', 'Bières blondes', 'Cervezas rubias', 'Bières blondes', 'Blonde bieren'),
      cat('bieres-blanches', 'Bières blanches', 'Cervezas de trigo', 'Bières blanches', 'Witbieren'),
      cat(
        'bieres-ambrees-brunes',
        'Bières ambrées et brunes',
        'Cervezas tostadas y negras',
        'Bières ambrées et brunes',
        'Amber- en bruine bieren',
      ),
      cat('bieres-sans-alcool', 'Bières sans alcool', 'Cervezas sin alcohol', 'Bières sans alcool', 'Alcoholvrije bieren'),
    ],
  },
  {
    key: 'vins',
    slug: 'vins',
    names: { fr: 'Vins', es: 'Vinos', be: 'Vins', 'nl-BE': 'Wijnen' },
    icon: 'wine-glass',
    color: '#F3DDE8',
    categories: [
      cat('vins-rouges', 'Vins rouges', 'Vinos tintos', 'Vins rouges', 'Rode wijnen'),
      cat('vins-blancs', 'Vins blancs', 'Vinos blancos', 'Vins blancs', 'Witte wijnen'),
      cat('vins-roses', 'Vins rosés', 'Vinos rosados', 'Vins rosés', 'Roséwijnen'),
      cat('vins-effervescents', 'Vins effervescents', 'Vinos espumosos', 'Vins effervescents', 'Mousserende wijnen'),
    ],
  },
  {
    key: 'cidres',
    slug: 'cidres',
    names: { fr: 'Cidres et poirés', es: 'Sidras', be: 'Cidres et poirés', 'nl-BE': 'Ciders' },
    icon: 'green-apple',
    color: '#E3F4D7',
    categories: [
      cat('cidres-bruts', 'Cidres bruts', 'Sidras secas', 'Cidres bruts', 'Droge ciders'),
      cat('cidres-demi-secs', 'Cidres demi-secs', 'Sidras semisecas', 'Cidres demi-secs', 'Halfdroge ciders'),
      cat('poires-et-pommeaux', 'Poirés et pommeaux', 'Sidras de pera y pommeau', 'Poirés et pommeaux', 'Perencider en pommeau'),
      cat('cidres-sans-alcool', 'Cidres sans alcool', 'Sidras sin alcohol', 'Cidres sans alcool', 'Alcoholvrije ciders'),
    ],
  },
  {
    key: 'spiritueux',
    slug: 'spiritueux',
    names: { fr: 'Spiritueux', es: 'Licores y destilados', be: 'Spiritueux', 'nl-BE': 'Sterke drank' },
    icon: 'tumbler-glass',
    color: '#EDE3D5',
    categories: [
      cat('aperitifs', 'Apéritifs', 'Aperitivos', 'Apéritifs', 'Aperitieven'),
      cat('eaux-de-vie', 'Eaux-de-vie', 'Aguardientes', 'Eaux-de-vie', 'Brandewijnen'),
      cat('liqueurs', 'Liqueurs', 'Licores', 'Liqueurs', 'Likeuren'),
      cat('gins-et-rhums', 'Gins et rhums', 'Ginebras y rones', 'Gins et rhums', 'Gin en rum'),
    ],
  },
  {
    key: 'laits',
    slug: 'laits',
    names: { fr: 'Laits', es: 'Leches', be: 'Laits', 'nl-BE': 'Melk' },
    icon: 'glass-of-milk',
    color: '#EEF3FA',
    categories: [
      cat('laits-de-vache', 'Laits de vache', 'Leches de vaca', 'Laits de vache', 'Koemelk'),
      cat('laits-vegetaux', 'Boissons végétales', 'Bebidas vegetales', 'Boissons végétales', 'Plantaardige dranken'),
      cat('laits-aromatises', 'Laits aromatisés', 'Batidos', 'Laits aromatisés', 'Melkdranken met smaak'),
    ],
  },
  {
    key: 'cremerie',
    slug: 'cremerie',
    names: { fr: 'Crèmerie', es: 'Lácteos', be: 'Crèmerie', 'nl-BE': 'Zuivel' },
    icon: 'cheese-wedge',
    color: '#FFF6D9',
    categories: [
      cat('yaourts', 'Yaourts', 'Yogures', 'Yaourts', 'Yoghurts'),
      cat('desserts-lactes', 'Desserts lactés', 'Postres lácteos', 'Desserts lactés', 'Zuiveldesserts'),
      cat('fromages', 'Fromages', 'Quesos', 'Fromages', 'Kaas'),
      cat('beurres-et-cremes', 'Beurres et crèmes', 'Mantequillas y natas', 'Beurres et crèmes', 'Boter en room'),
    ],
  },
  {
    key: 'epicerie-salee',
    slug: 'epicerie-salee',
    names: { fr: 'Épicerie salée', es: 'Despensa salada', be: 'Épicerie salée', 'nl-BE': 'Hartige kruidenierswaren' },
    icon: 'olive',
    color: '#E6F0DC',
    categories: [
      cat('huiles-et-vinaigres', 'Huiles et vinaigres', 'Aceites y vinagres', 'Huiles et vinaigres', 'Olie en azijn'),
      cat('conserves-et-sauces', 'Conserves et sauces', 'Conservas y salsas', 'Conserves et sauces', 'Conserven en sauzen'),
      cat('condiments', 'Condiments', 'Condimentos', 'Condiments', 'Smaakmakers'),
      cat('pates-riz-legumineuses', 'Pâtes, riz et légumineuses', 'Pasta, arroz y legumbres', 'Pâtes, riz et légumineuses', 'Pasta, rijst en peulvruchten'),
    ],
  },
  {
    key: 'epicerie-sucree',
    slug: 'epicerie-sucree',
    names: { fr: 'Épicerie sucrée', es: 'Despensa dulce', be: 'Épicerie sucrée', 'nl-BE': 'Zoete kruidenierswaren' },
    icon: 'honey-pot',
    color: '#FCE7D6',
    categories: [
      cat('confitures-et-miels', 'Confitures et miels', 'Mermeladas y mieles', 'Confitures et miels', 'Confituur en honing'),
      cat('biscuits', 'Biscuits', 'Galletas', 'Biscuits', 'Koekjes'),
      cat('chocolats-et-pates-a-tartiner', 'Chocolats et pâtes à tartiner', 'Chocolates y cremas para untar', 'Chocolats et pâtes à tartiner', 'Chocolade en smeerpasta'),
      cat('sirops', 'Sirops', 'Siropes', 'Sirops', 'Siropen'),
    ],
  },
  {
    key: 'boissons-chaudes',
    slug: 'boissons-chaudes',
    names: { fr: 'Boissons chaudes', es: 'Bebidas calientes', be: 'Boissons chaudes', 'nl-BE': 'Warme dranken' },
    icon: 'hot-beverage',
    color: '#EADBD0',
    categories: [
      cat('cafes', 'Cafés', 'Cafés', 'Cafés', 'Koffie'),
      cat('thes-et-infusions', 'Thés et infusions', 'Tés e infusiones', 'Thés et infusions', 'Thee en kruidenthee'),
      cat('chocolats-en-poudre', 'Chocolats en poudre', 'Cacao en polvo', 'Chocolats en poudre', 'Cacaopoeder'),
    ],
  },
  {
    key: 'hygiene',
    slug: 'hygiene',
    names: { fr: 'Hygiène', es: 'Higiene', be: 'Hygiène', 'nl-BE': 'Verzorging' },
    icon: 'soap',
    color: '#E4E9FB',
    categories: [
      cat('savons', 'Savons', 'Jabones', 'Savons', 'Zeep'),
      cat('shampooings-et-soins', 'Shampooings et soins', 'Champús y cuidados', 'Shampooings et soins', 'Shampoo en verzorging'),
      cat('soins-bucco-dentaires', 'Soins bucco-dentaires', 'Higiene bucal', 'Soins bucco-dentaires', 'Mondverzorging'),
    ],
  },
  {
    key: 'entretien',
    slug: 'entretien',
    names: { fr: 'Entretien', es: 'Limpieza', be: 'Entretien', 'nl-BE': 'Onderhoud' },
    icon: 'sponge',
    color: '#DDF3EE',
    categories: [
      cat('lessives', 'Lessives', 'Detergentes', 'Lessives', 'Wasmiddelen'),
      cat('vaisselle', 'Vaisselle', 'Lavavajillas', 'Vaisselle', 'Afwas'),
      cat('nettoyants-menagers', 'Nettoyants ménagers', 'Limpiadores del hogar', 'Produits d’entretien', 'Huishoudreinigers'),
    ],
  },
];
