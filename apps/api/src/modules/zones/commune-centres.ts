import { normalizePlaceName } from '@consigne/domain';
import { officialCommunes } from './official-communes.js';

/**
 * Where a commune is, offline: the town hall (±1 km) of the communes around our warehouses, and of
 * each arrondissement of Paris, Lyon and Marseille (keyed by postal code there). Keys: the INSEE code,
 * 'code:postalCode', or 'BE:' and the NIS code (Brussels' 21001… are also Côte-d'Or INSEE codes).
 * A commune missing here has no known centre (null).
 */
const CENTRES: Record<string, readonly [number, number]> = {
  // Lille (59)
  '59350': [50.6366, 3.0635], // Lille
  '59512': [50.6901, 3.1817], // Roubaix
  '59599': [50.7239, 3.1612], // Tourcoing
  '59009': [50.6233, 3.145], // Villeneuve-d'Ascq
  '59328': [50.65, 3.0253], // Lambersart
  '59378': [50.6711, 3.0972], // Marcq-en-Barœul
  '59368': [50.6551, 3.071], // La Madeleine
  '59650': [50.7017, 3.215], // Wattrelos
  '59163': [50.6781, 3.1497], // Croix
  '59410': [50.6411, 3.1094], // Mons-en-Barœul
  '59360': [50.6136, 3.0158], // Loos
  // Lyon (69)
  '69266': [45.7667, 4.8803], // Villeurbanne
  '69259': [45.6975, 4.8867], // Vénissieux
  '69029': [45.7386, 4.9131], // Bron
  '69034': [45.7953, 4.8467], // Caluire-et-Cuire
  '69256': [45.7786, 4.9214], // Vaulx-en-Velin
  '69149': [45.7147, 4.8075], // Oullins-Pierre-Bénite
  '69290': [45.6958, 4.9439], // Saint-Priest
  '69081': [45.7744, 4.7775], // Écully
  '69275': [45.7689, 4.9589], // Décines-Charpieu
  '69123': [45.764, 4.8357], // Lyon
  '69123:69001': [45.7676, 4.8344],
  '69123:69002': [45.7485, 4.8262],
  '69123:69003': [45.7597, 4.8493],
  '69123:69004': [45.779, 4.8272],
  '69123:69005': [45.759, 4.8021],
  '69123:69006': [45.7729, 4.852],
  '69123:69007': [45.7333, 4.8404],
  '69123:69008': [45.7375, 4.8695],
  '69123:69009': [45.7741, 4.8055],
  // Nantes (44)
  '44109': [47.2184, -1.5536], // Nantes
  '44143': [47.1917, -1.5694], // Rezé
  '44162': [47.2122, -1.6497], // Saint-Herblain
  '44114': [47.2711, -1.6225], // Orvault
  '44190': [47.2081, -1.5019], // Saint-Sébastien-sur-Loire
  '44215': [47.1689, -1.4697], // Vertou
  '44026': [47.2975, -1.4914], // Carquefou
  // Bordeaux (33)
  '33063': [44.8378, -0.5792], // Bordeaux
  '33281': [44.8386, -0.6436], // Mérignac
  '33318': [44.8067, -0.6311], // Pessac
  '33522': [44.8086, -0.5886], // Talence
  '33039': [44.8086, -0.5478], // Bègles
  '33069': [44.865, -0.5992], // Le Bouscat
  '33119': [44.8578, -0.5317], // Cenon
  '33249': [44.8792, -0.5217], // Lormont
  // Toulouse (31)
  '31555': [43.6047, 1.4442], // Toulouse
  '31149': [43.6114, 1.335], // Colomiers
  '31069': [43.6333, 1.39], // Blagnac
  '31557': [43.5853, 1.3442], // Tournefeuille
  '31044': [43.6111, 1.4994], // Balma
  '31561': [43.6572, 1.4844], // L'Union
  // Paris and its inner suburbs
  '75056': [48.8566, 2.3522], // Paris
  '75056:75001': [48.8625, 2.3364],
  '75056:75002': [48.8683, 2.3428],
  '75056:75003': [48.863, 2.3601],
  '75056:75004': [48.8543, 2.3576],
  '75056:75005': [48.8445, 2.3497],
  '75056:75006': [48.8491, 2.3328],
  '75056:75007': [48.8562, 2.3122],
  '75056:75008': [48.8727, 2.3125],
  '75056:75009': [48.877, 2.3375],
  '75056:75010': [48.8761, 2.3607],
  '75056:75011': [48.8591, 2.38],
  '75056:75012': [48.835, 2.4213],
  '75056:75013': [48.8283, 2.3623],
  '75056:75014': [48.8292, 2.3265],
  '75056:75015': [48.8401, 2.2935],
  '75056:75016': [48.8604, 2.262],
  '75056:75116': [48.8604, 2.262],
  '75056:75017': [48.8873, 2.3067],
  '75056:75018': [48.8925, 2.3484],
  '75056:75019': [48.8871, 2.3848],
  '75056:75020': [48.8634, 2.4011],
  '92012': [48.8397, 2.2399], // Boulogne-Billancourt
  '92040': [48.8239, 2.27], // Issy-les-Moulineaux
  '92051': [48.8846, 2.2697], // Neuilly-sur-Seine
  '92044': [48.895, 2.2872], // Levallois-Perret
  '93048': [48.8638, 2.4485], // Montreuil
  '93066': [48.9362, 2.3574], // Saint-Denis
  '94080': [48.8474, 2.4393], // Vincennes
  '94041': [48.8157, 2.3849], // Ivry-sur-Seine
  // Marseille (13) and Aix-en-Provence
  '13055': [43.2965, 5.3698], // Marseille
  '13055:13001': [43.2999, 5.3841],
  '13055:13002': [43.3126, 5.3661],
  '13055:13003': [43.3121, 5.3802],
  '13055:13004': [43.3066, 5.4005],
  '13055:13005': [43.2926, 5.3977],
  '13055:13006': [43.2871, 5.3805],
  '13055:13007': [43.2827, 5.363],
  '13055:13008': [43.2433, 5.38],
  '13055:13009': [43.2505, 5.44],
  '13055:13010': [43.2758, 5.4267],
  '13055:13011': [43.2886, 5.4838],
  '13055:13012': [43.308, 5.4417],
  '13055:13013': [43.3492, 5.434],
  '13055:13014': [43.3451, 5.391],
  '13055:13015': [43.359, 5.364],
  '13055:13016': [43.364, 5.314],
  '13001': [43.5297, 5.4474], // Aix-en-Provence
  // Brussels-Capital Region (NIS codes)
  'BE:21001': [50.8365, 4.3086], // Anderlecht
  'BE:21002': [50.8156, 4.4336], // Auderghem
  'BE:21003': [50.8647, 4.2928], // Berchem-Sainte-Agathe
  'BE:21004': [50.8467, 4.3525], // Bruxelles
  'BE:21005': [50.8361, 4.3861], // Etterbeek
  'BE:21006': [50.8706, 4.4022], // Evere
  'BE:21007': [50.8103, 4.3244], // Forest
  'BE:21008': [50.8711, 4.3086], // Ganshoren
  'BE:21009': [50.8333, 4.3667], // Ixelles
  'BE:21010': [50.8783, 4.3261], // Jette
  'BE:21011': [50.8625, 4.3289], // Koekelberg
  'BE:21012': [50.8547, 4.3372], // Molenbeek-Saint-Jean
  'BE:21013': [50.8268, 4.3456], // Saint-Gilles
  'BE:21014': [50.8531, 4.3731], // Saint-Josse-ten-Noode
  'BE:21015': [50.8676, 4.3737], // Schaerbeek
  'BE:21016': [50.8027, 4.3376], // Uccle
  'BE:21017': [50.7994, 4.4156], // Watermael-Boitsfort
  'BE:21018': [50.8429, 4.427], // Woluwe-Saint-Lambert
  'BE:21019': [50.8306, 4.435], // Woluwe-Saint-Pierre
};

/** The centre of a commune (its arrondissement's for Paris, Lyon and Marseille), or null when unknown. */
export function centreOf(commune: {
  code: string;
  country: string;
  postalCode: string;
}): { lat: number; lng: number } | null {
  const code = commune.country === 'BE' ? `BE:${commune.code}` : commune.code;
  const centre = CENTRES[`${code}:${commune.postalCode}`] ?? CENTRES[code];
  return centre ? { lat: centre[0], lng: centre[1] } : null;
}

/**
 * The centre of the commune of a postal code and city (either language of a Brussels name), or
 * null when the commune is unknown or its centre is not in the table.
 */
export function communeCentre(postalCode: string, city: string): { lat: number; lng: number } | null {
  const candidates = officialCommunes().filter((c) => c.postalCode === postalCode.trim());
  const wanted = normalizePlaceName(city);
  const commune =
    candidates.find((c) => c.name.split('/').some((part) => normalizePlaceName(part) === wanted)) ??
    (candidates.length === 1 ? candidates[0] : undefined);
  return commune ? centreOf(commune) : null;
}
