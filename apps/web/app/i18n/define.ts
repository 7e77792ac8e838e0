/**
 * A feature's texts in the four locales, side by side. French is the reference: the other locales
 * must have exactly its keys; Belgian French falls back to French key by key.
 */
export type FeatureMessages<K extends string> = {
  fr: Record<K, string>;
  es: Record<K, string>;
  'nl-BE': Record<K, string>;
  be?: Partial<Record<K, string>>;
};

export function defineMessages<K extends string>(messages: FeatureMessages<K>): FeatureMessages<K> {
  return messages;
}
