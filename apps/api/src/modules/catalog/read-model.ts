import type { CrossSellQuery } from '@consigne/contract';
import { LOCALES, MAX_SEARCH_GROUPS, type ExpandedSearch } from '@consigne/domain';
import { defineStatement, literal, type PreparedStatement } from '../../db/prepared.js';
import { effectiveDiscountSql } from './rules.js';

/**
 * The catalogue's reads over its read model, `catalog_entries` (migration 0065, ADR 0052): one row
 * per product warehouse entry and locale, kept current by triggers. Each query is a prepared
 * statement whose text follows the request's shape (which filters, which order), so its plan is made
 * once per connection and a filter left out costs nothing; the values are parameters.
 */

/** A search nobody expanded (no synonyms at hand): its words as typed, one group each. */
export const literalSearch = (term: string): ExpandedSearch => ({
  groups: term
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_GROUPS)
    .map((word) => [word]),
  format: { volume: null, pack: false },
});

/** Internal filters on top of the public query: one entry by slug, or leaving one product out. */
interface CatalogFilters {
  /** Entries only: no total count and no facets (product page, cart). */
  entriesOnly?: boolean;
  slug?: string;
  excludeProductId?: number;
  /** Only these entries (the cart's lines). */
  ids?: number[];
  /** Keep entries of hidden products (the cart shows them as unavailable). */
  includeHidden?: boolean;
  /** `search` expanded with the synonyms (search module); else its words are matched as typed. */
  expandedSearch?: ExpandedSearch;
  /** With a search: whether it forgives typos (its words as written found nothing). */
  typos?: boolean;
  /**
   * What `section` names (sections.ts): a category's slug, a Rayon's, or both (the default). Known,
   * the statement filters on that one column, and the section's index serves the listing's order.
   */
  sectionKind?: SectionKind;
}

export type SectionKind = 'category' | 'master' | 'both';

export type ListingQuery = CrossSellQuery & CatalogFilters;

/** Parameters in order, and the PGlite types each is prepared under. */
class Parameters {
  readonly values: (number | string)[] = [];
  readonly types: string[] = [];
  add(value: number | string, type: 'integer' | 'text') {
    this.values.push(value);
    this.types.push(type);
    return `$${this.values.length}`;
  }
}

/** A PostgreSQL array literal of texts: every element quoted, so a comma or a brace stays inside it. */
const textArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

/**
 * A word (a parameter) as the stored text has it: unaccented, lower case. A sub-select of the
 * parameter alone is an init plan, computed once per statement: `unaccent` looks the word up in its
 * dictionary once, not once per row compared.
 */
const normalised = (word: string) => `(select unaccent(lower(${word})))`;
/**
 * A word (a parameter) as an entry's search_words has its name and brand: normalised, then
 * catalog_search_words (migration 0072) — each run of characters other than letters, digits and `_`
 * one space, a space at each end — kept as `' word '` when `spaced`, else trimmed. An init plan too.
 */
const asWords = (word: string, spaced = false) =>
  `(select ${spaced ? '' : 'btrim'}(catalog_search_words(unaccent(lower(${word})))))`;
/** A word (a parameter) found in an entry's name or brand, whole or inside another word. */
const found = (word: string) => `strpos(e.search_words, ${asWords(word)}) > 0`;
/**
 * A word (a parameter) that is a whole word of the entry's name or brand: search_words has its words
 * between single spaces, so this is a byte search for ' word ' (a regular expression between word
 * boundaries cost about a microsecond per entry and word: 0.4 ms of « bière blonde » at 10,000).
 */
const wholeWord = (word: string) => `strpos(e.search_words, ${asWords(word, true)}) > 0`;
/** How close a word (a parameter) comes to one of the name's or brand's words, 0–1 (trigrams). */
const similarity = (word: string) => `word_similarity(${normalised(word)}, e.search_words)`;
const wordsOf = (alternative: string) => alternative.split(' ').filter(Boolean);

/**
 * The least word similarity of a typo (trigrams). `<%` compares with the connection's
 * pg_trgm.word_similarity_threshold, which db/client.ts sets to this on every connection (the trigram
 * index can only serve `<%`); the exact comparison follows it, so a connection left at another
 * threshold finds no more than this rule.
 */
const TYPO_SIMILARITY = 0.5;

/**
 * The same tests on catalog_search's text (migration 0068), written so its trigram index serves them:
 * `like '%word%'` with the word's `%`, `_` and `\` escaped (a word is found as typed, as `strpos`
 * finds it) and `word <% text` for a typo.
 */
const foundInSearch = (word: string) =>
  `s.search_text like (select '%' || replace(replace(replace(unaccent(lower(${word})), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')`;
const typoInSearch = (word: string) =>
  `(${normalised(word)} <% s.search_text and word_similarity(${normalised(word)}, s.search_text) >= ${TYPO_SIMILARITY})`;

/**
 * A search's word groups (@consigne/domain expandSearch), written out with one parameter per word so
 * the database compares plain values (a JSON walk per row cost about ×2.6 at 10,000 products): every
 * group matches by any of its alternatives, an alternative of several words when all its words are
 * found. What the shopper typed (a group's first alternative) is also found with a small typo
 * (trigram word similarity); synonyms and singulars are staff's and the rules' own spelling, found as
 * they are, which keeps a search's trigram work to the words typed. The statement's text follows the
 * groups' shape (how many groups, alternatives and words), never their words.
 *
 * The condition is on catalog_search's rows (one per product and locale, trigram-indexed: ADR 0055),
 * `s`: searchedProductsStatement finds the products once per request, and the listing's statements
 * read the warehouse's entries of those products by index, so a search costs what it finds, not the
 * catalogue's size.
 */
function searchConditionSql(groups: readonly string[][], p: Parameters, typos: boolean): string {
  const alternativeSql = (alternative: string, typed: boolean) =>
    wordsOf(alternative)
      .map((word) => {
        const w = p.add(word, 'text');
        return typed && typos ? `(${foundInSearch(w)} or ${typoInSearch(w)})` : foundInSearch(w);
      })
      .join(' and ');
  return groups
    .map(
      (alternatives) => `(${alternatives.map((a, at) => `(${alternativeSql(a, at === 0)})`).join(' or ')})`,
    )
    .join('\n  and ');
}

/** A synonym or a singular weighs a little less than what the shopper typed: the typed word ranks first. */
const SYNONYM_WEIGHT = 0.9;
/** A typed word found inside another word of the name or brand, not as a word of its own. */
const INSIDE_A_WORD = 0.9;
/** The size asked for (« 1,5 l », « 33 cl ») puts products of that size first. */
const SIZE_BONUS = 0.5;

/** A score as a float8 literal: double-precision arithmetic, not numeric's (≈0.25 ms of 260 entries ranked). */
const score = (value: number) => `${value}::float8`;

/**
 * How well an entry answers: each group's best alternative, added up — the typed one scores the mean
 * over its words of: 1 for a whole word of the name or brand, 0.9 when found inside a word, and
 * when the search forgave typos, their trigram word similarity if higher; another 0.9 when all its
 * words are found — plus a bonus when its size is the one asked for (in cl or g). Added up in double
 * precision and rounded to thousandths, so answers equally good stay equal (1.9 + 0.9 and 1 + 1.8
 * differ in the last bit) and the next keys of the order (the shorter name) decide between them.
 */
function relevanceSql({ groups, format }: ExpandedSearch, p: Parameters, typos: boolean): string {
  const groupScores = groups.map(([typed = '', ...others]) => {
    const typedWords = wordsOf(typed).map((word) => {
      const w = p.add(word, 'text');
      // Whole word: 1. Inside another word (« biere » in the brand « Canebière », « vin » in
      // « vinaigre »): 0.9, below the products that say it — the beers before the Canebière's soaps.
      // Found as written, that is all there is to know; a trigram similarity per entry and word (≈8 µs:
      // most of a 10,000-product search's ranking) only tells typos apart.
      const written = `case when ${wholeWord(w)} then ${score(1)} when ${found(w)} then ${score(INSIDE_A_WORD)} else ${score(0)} end`;
      return typos ? `greatest(${similarity(w)}, ${written})` : written;
    });
    const typedScore = `(${typedWords.join(' + ') || score(0)}) / ${score(Math.max(typedWords.length, 1))}`;
    const otherScores = others.map(
      (other) =>
        `case when ${wordsOf(other)
          .map((word) => found(p.add(word, 'text')))
          .join(' and ')} then ${score(SYNONYM_WEIGHT)} else ${score(0)} end`,
    );
    return otherScores.length ? `greatest(${[typedScore, ...otherScores].join(', ')})` : typedScore;
  });
  const size = format.volume
    ? ` + case when (case e.unit when 'l' then 100 when 'kg' then 1000 when 'ml' then 0.1 else 1 end) * e.volume = ${p.add(String(format.volume.amount), 'text')}::text::numeric then ${score(SIZE_BONUS)} else ${score(0)} end`
    : '';
  return `round((${groupScores.join(' + ')}${size}) * 1000)`;
}

/** The search a query asks for, expanded or as typed; null without one (or with no word left). */
function searchOf(q: ListingQuery): ExpandedSearch | null {
  if (!q.search) return null;
  const { groups, format } = q.expandedSearch ?? literalSearch(q.search);
  // Each alternative a word at least, each group an alternative: the statement's text has no empty term.
  const kept = groups.map((g) => g.filter((a) => wordsOf(a).length)).filter((g) => g.length);
  return kept.length ? { groups: kept, format } : null;
}

/** Whether a query's search has a word to look for (« !!! » has none: it finds nothing). */
export const searchable = (q: ListingQuery) => searchOf(q) !== null;

/** The conditions every query of a listing shares (the tag filter aside: facets count without it). */
function baseConditions(q: ListingQuery, p: Parameters): string[] {
  const where = ['e.warehouse_id = $1', 'e.locale = $2'];
  // A hidden Rayon or category takes its products out of the listings too (they are not deleted).
  if (!q.includeHidden) where.push('not e.is_hidden', 'not e.section_hidden');
  if (q.ids) where.push(`e.entry_id = any(${p.add(`{${q.ids.join(',')}}`, 'text')}::text::integer[])`);
  // A search's products, found once by the statement's `found` (searchStatement): an array computed
  // once (an init plan), so the found entries' index is probed per product.
  if (searchOf(q)) where.push('e.product_id = any(array(select product_id from found))');
  if (q.section) {
    const section = p.add(q.section, 'text');
    const kind = q.sectionKind ?? 'both';
    where.push(
      kind === 'category'
        ? `e.category_slug = ${section}`
        : kind === 'master'
          ? `e.master_slug = ${section}`
          : `(e.category_slug = ${section} or e.master_slug = ${section})`,
    );
  }
  if (q.packageType) where.push(`e.package_type_id = ${p.add(q.packageType, 'integer')}`);
  if (q.slug) where.push(`e.slug = ${p.add(q.slug, 'text')}`);
  if (q.excludeProductId) where.push(`e.product_id <> ${p.add(q.excludeProductId, 'integer')}`);
  return where;
}

const wantedTags = (q: ListingQuery) => [...(q.tags ?? []), ...(q.tag ? [q.tag] : [])];

const tagCondition = (q: ListingQuery, p: Parameters) => {
  const tags = wantedTags(q);
  return tags.length ? [`e.tag_keys @> ${p.add(textArray(tags), 'text')}::text::text[]`] : [];
};

/**
 * Sort key only: the price a shopper pays. Every price shown is the domain's discountedPrice;
 * catalog.test.ts "sorts by price both ways" fails if this ordering and those prices disagree.
 */
const sellingPriceSql = `e.price_cents - round(e.price_cents * ${effectiveDiscountSql('e')} / 100.0)`;

function orderSql(q: ListingQuery, p: Parameters): string {
  const dir = q.direction === 'desc' ? 'desc' : 'asc';
  const search = searchOf(q);
  const sort = q.sort ?? (search ? 'relevance' : undefined);
  const order =
    sort === 'relevance' && search
      ? // Among answers as good, the shorter name: « eau » before « eau de coco ».
        `${relevanceSql(search, p, q.typos ?? false)} desc, length(e.name), e.name`
      : sort === 'name'
        ? `e.name ${dir}`
        : sort === 'price'
          ? `${sellingPriceSql} ${dir}, e.name`
          : sort === 'newest'
            ? `e.created_at ${q.direction === 'asc' ? 'asc' : 'desc'}, e.product_id`
            : 'e.master_position, e.category_position, e.name';
  // Available products first whatever the sort: a shopper should not page through sold-out items.
  return `e.is_available desc, ${order}, e.entry_id`;
}

/**
 * A name of all languages (a LocalizedText column of row `e`) in the row's own language, else in
 * French, as `localized` (service.ts) picks it: the database sends one short text, not every
 * language's names to decode as JSON (three per entry: ≈5 % of a listing's server CPU).
 */
const inRowLocale = (names: string) => `coalesce(nullif(${names} ->> e.locale, ''), ${names} ->> 'fr', '')`;

/**
 * What a product warehouse entry is shown from (EntryFields), with its tags, over a read-model row
 * `e`: the listings' columns, and the cart's (cart/sql.ts), which names the entry's id `idAlias`
 * beside the line's own id.
 */
export const entryFieldsSql = (
  idAlias = 'id',
) => `e.entry_id as "${idAlias}", e.name, e.slug, e.price_cents as "priceCents",
  e.is_available as "isAvailable", e.max_orderable as "maxOrderable",
  ${effectiveDiscountSql('e')} as "discountAntiWastePercent",
  e.product_id as "productId", e.description, e.brand, e.volume, e.unit, e.vat_class as "vatClass",
  e.alcohol_level as "alcoholLevel", e.deposit_class as "depositClass", e.is_hidden as "isHidden", e.is_new as "isNew",
  e.category_id as "categoryId", e.category_slug as "categorySlug", ${inRowLocale('e.category_names')} as "categoryName",
  e.master_id as "masterId", e.master_slug as "masterSlug", ${inRowLocale('e.master_names')} as "masterName",
  e.package_type_id as "packageTypeId", ${inRowLocale('e.package_type_names')} as "packageTypeName", e.capacity,
  e.image_width as "imageWidth", e.image_height as "imageHeight", e.thumb_width as "thumbWidth",
  e.thumb_height as "thumbHeight", e.photo_id as "photoId", e.tags`;
const ENTRY_COLUMNS = entryFieldsSql();

/** A statement and the arguments to run it with. */
export interface BoundStatement {
  statement: PreparedStatement;
  args: (number | string)[];
}

/** Statements by text: the same request shape reuses the same definition (and prepared name). */
const definitions = new Map<string, PreparedStatement>();
const bind = (key: string, text: string, p: Parameters): BoundStatement => {
  let statement = definitions.get(text);
  if (!statement) {
    statement = defineStatement(key, text, p.types.join(', '));
    // A bounded number of shapes (filters × orders); the bound guards against a forgotten parameter.
    if (definitions.size < 5000) definitions.set(text, statement);
  }
  return { statement, args: p.values };
};

/** The first arguments of every catalogue statement: $1 the warehouse, $2 the locale. */
const start = (warehouseId: number, locale: string) => {
  const p = new Parameters();
  p.add(warehouseId, 'integer');
  p.add(locale, 'text');
  return p;
};

/** The columns of a search's found entries (`hits`): the found index's own, and what another order reads. */
function hitColumns(q: ListingQuery): string {
  const columns = [
    'entry_id',
    'is_available',
    'package_type_id',
    'tag_keys',
    'name',
    'search_words',
    'volume',
    'unit',
  ];
  const sort = q.sort ?? 'relevance';
  if (sort !== 'relevance' && sort !== 'name')
    columns.push(
      'price_cents',
      'discount_ends_at',
      'discount_anti_waste_percent',
      'created_at',
      'product_id',
    );
  return columns.map((column) => `e.${column}`).join(', ');
}

/**
 * A search, whole, in one statement over what it finds: `found`, the products whose words it finds in
 * the language (catalog_search's trigram index, once); `hits`, their entries in the warehouse (the
 * found entries' index, once, materialised); then from `hits` alone the page in its order, the
 * entries per crate format and the tag facets. Each found entry is read once where three statements
 * read them three times, and their ids never travel to the server and back (ADR 0059).
 *
 * Rows: the page's entries in order, `found` (the warehouse's entries found, before the tag filter)
 * on each and `facets` on the first (crate formats 'p' and tags 't', as facetsStatement orders them);
 * one row of nulls but those two when the page is empty. `typos: false` finds every word as written
 * only: the trigram index then intersects each word's few candidates, where a typo of a short word
 * (« biere ») has thousands at 10,000 products to compare one by one; crossSell asks for typos only
 * when the words as written find nothing (« bierre blonde »).
 */
export function searchStatement(
  q: ListingQuery,
  warehouseId: number,
  locale: string,
  { typos }: { typos: boolean },
): BoundStatement {
  const search = searchOf(q);
  if (!search) throw new Error('searchStatement answers a search');
  // The language is written into the text (one of four: never a shopper's input), so the statement
  // uses that language's own trigram index (migration 0070) and compares a quarter of the candidates.
  if (!(LOCALES as readonly string[]).includes(locale)) throw new Error(`not a locale: ${locale}`);
  const p = start(warehouseId, locale);
  const words = searchConditionSql(search.groups, p, typos);
  const where = baseConditions(q, p);
  const tagged = tagCondition(q, p);
  const tagWhere = tagged.length ? `where ${tagged.join(' and ')}` : '';
  const order = orderSql({ ...q, typos }, p);
  const limit = p.add(q.limit, 'integer');
  const offset = p.add((q.page - 1) * q.limit, 'integer');
  const text = `with found as (
  select s.product_id
  from catalog_search s
  where s.locale = ${literal(locale)}
    and ${words}
), hits as materialized (
  select ${hitColumns(q)}
  from catalog_entries e
  where ${where.join('\n    and ')}
), page as (
  select e.entry_id, row_number() over (order by ${order}) as rank
  from hits e
  ${tagWhere}
  order by ${order}
  limit ${limit} offset ${offset}
), summary as (
  select (select count(*)::int from hits) as found,
    (select json_agg(f order by f.facet, f.rank, f.tiebreak) from (
      select 'p' as facet, e.package_type_id as id, null as key, pk.names, count(*)::int as count,
        e.package_type_id::bigint as rank, null as tiebreak
      from hits e
      join package_types pk on pk.id = e.package_type_id
      ${tagWhere}
      group by e.package_type_id, pk.names
      union all
      select 't' as facet, null as id, k.key, tg.names, count(*)::int as count, -count(*) as rank, k.key as tiebreak
      from hits e
      cross join lateral unnest(e.tag_keys) as k(key)
      join tags tg on tg.key = k.key
      where not tg.is_hidden
      group by k.key, tg.names) f) as facets
)
select sm.found, case when page.rank is null or page.rank = ${offset} + 1 then sm.facets end as facets,
  ${ENTRY_COLUMNS}
from summary sm
left join (page join catalog_entries e on e.entry_id = page.entry_id and e.locale = $2) on true
order by page.rank`;
  return bind('catalog_search_page', text, p);
}

/** One page of entries of a listing that is not a search (searchStatement answers those). */
export function entriesStatement(q: ListingQuery, warehouseId: number, locale: string): BoundStatement {
  if (searchOf(q)) throw new Error('a search is answered by searchStatement');
  const p = start(warehouseId, locale);
  const where = [...baseConditions(q, p), ...tagCondition(q, p)];
  const order = orderSql(q, p);
  const limit = p.add(q.limit, 'integer');
  const offset = p.add((q.page - 1) * q.limit, 'integer');
  const text = `select ${ENTRY_COLUMNS}
from catalog_entries e
where ${where.join('\n  and ')}
order by ${order}
limit ${limit} offset ${offset}`;
  return bind('catalog_entries', text, p);
}

/**
 * A listing whose facets the counts kept per cell answer (catalog_facet_cells, migration 0067): no
 * search and nothing but a section or crate format narrowing it. A search's facets count its answers.
 */
const countedInCells = (q: ListingQuery) =>
  !searchOf(q) && !q.ids && !q.slug && !q.excludeProductId && !q.includeHidden;

/**
 * The cells of the listing's shelves: the warehouse's and language's, of shown categories and
 * Rayons, narrowed to the section and crate format asked for. `tags`: the tag cells, else the
 * entries' own ('').
 */
function cellConditions(q: ListingQuery, p: Parameters, tags: boolean | 'both'): string[] {
  const where = ['f.warehouse_id = $1', 'f.locale = $2', 'not c.is_hidden', 'not m.is_hidden'];
  if (tags !== 'both') where.push(tags ? "f.tag_key <> ''" : "f.tag_key = ''");
  if (q.section) {
    const section = p.add(q.section, 'text');
    where.push(`(c.slug = ${section} or m.slug = ${section})`);
  }
  if (q.packageType) where.push(`f.package_type_id = ${p.add(q.packageType, 'integer')}`);
  return where;
}

const CELL_SECTIONS = `catalog_facet_cells f
join categories c on c.id = f.category_id
join category_masters m on m.id = c.master_id`;

/**
 * Entries per crate format over the whole result (their sum is the listing's count): `facet` 'p',
 * `id` the format, in id order (`rank`).
 */
function packageFacetsSql(q: ListingQuery, p: Parameters): string {
  // With a tag filter (or entries named), counted from the entries themselves; the names from their own table.
  const where = [...baseConditions(q, p), ...tagCondition(q, p)];
  return `select 'p' as facet, e.package_type_id as id, null as key, pk.names, count(*)::int as count,
  e.package_type_id::bigint as rank, null as tiebreak
from catalog_entries e
join package_types pk on pk.id = e.package_type_id
where ${where.join('\n  and ')}
group by e.package_type_id, pk.names`;
}

/**
 * Visible tags over the result before tag filtering, so chips show what each would give: `facet`
 * 't', `key` the tag, most entries first (`rank`), then by key.
 */
function tagFacetsSql(q: ListingQuery, p: Parameters): string {
  if (countedInCells(q))
    return `select 't' as facet, null as id, f.tag_key as key, tg.names, sum(f.count)::int as count,
  -sum(f.count)::bigint as rank, f.tag_key as tiebreak
from ${CELL_SECTIONS}
join tags tg on tg.key = f.tag_key
where ${cellConditions(q, p, true).join('\n  and ')}
  and not tg.is_hidden
group by f.tag_key, tg.names
having sum(f.count) > 0`;
  const where = baseConditions(q, p);
  return `select 't' as facet, null as id, k.key, tg.names, count(*)::int as count,
  -count(*) as rank, k.key as tiebreak
from catalog_entries e
cross join lateral unnest(e.tag_keys) as k(key)
join tags tg on tg.key = k.key
where ${where.join('\n  and ')}
  and not tg.is_hidden
group by k.key, tg.names`;
}

/**
 * Both facets of a listing the cells answer whole (no tag filter): the shown cells read once, summed
 * per crate format (the entries' own cells) and per tag, then named — grouping by ids and naming the
 * few groups costs ≈0.2 ms less a listing than grouping every cell with its names.
 */
function cellFacetsSql(q: ListingQuery, p: Parameters): string {
  return `with cells as materialized (
  select f.tag_key, f.package_type_id, f.count
  from ${CELL_SECTIONS}
  where ${cellConditions(q, p, 'both').join('\n    and ')}
)
select 'p' as facet, x.id, null as key, pk.names, x.count, x.id::bigint as rank, null as tiebreak
from (select package_type_id as id, sum(count)::int as count from cells where tag_key = '' group by package_type_id) x
join package_types pk on pk.id = x.id
where x.count > 0
union all
select 't' as facet, null as id, x.key, tg.names, x.count, -x.count::bigint as rank, x.key as tiebreak
from (select tag_key as key, sum(count)::int as count from cells where tag_key <> '' group by tag_key) x
join tags tg on tg.key = x.key
where x.count > 0 and not tg.is_hidden`;
}

/**
 * A listing's facets, crate formats ('p') and tags ('t'), in one statement: one round trip and one
 * execution where two cost twice the fixed part of a statement, which at 171 products is most of it.
 */
export function facetsStatement(q: ListingQuery, warehouseId: number, locale: string): BoundStatement {
  if (searchOf(q)) throw new Error('a search is answered by searchStatement');
  const p = start(warehouseId, locale);
  const facets =
    countedInCells(q) && wantedTags(q).length === 0
      ? cellFacetsSql(q, p)
      : `${packageFacetsSql(q, p)}\nunion all\n${tagFacetsSql(q, p)}`;
  const text = `${facets}
order by facet, rank, tiebreak`;
  return bind('catalog_facets', text, p);
}

/**
 * Entries per category of one warehouse ($1), sold-out ones included, hidden products not, from the
 * facet cells: each language's entries counted, the largest kept (every product has its French
 * name, the others' fallback, so French holds them all).
 */
export const CATEGORY_COUNTS = defineStatement(
  'catalog_category_cells',
  `select category_id as "categoryId", max(entries)::int as count
from (select f.category_id, f.locale, sum(f.count) as entries
  from catalog_facet_cells f
  where f.warehouse_id = $1 and f.tag_key = ''
  group by f.category_id, f.locale) per_locale
group by category_id`,
  'integer',
);
