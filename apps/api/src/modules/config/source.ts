import type { ApiLocale } from '@consigne/domain';
import { DELIVERY_STORY } from './pages.js';

/** The remote configuration values the storefront reads. */
export interface RemoteConfigValues {
  /** A JSON string: an array of { title, content, image } pages. */
  ftu_livraison_dynamique: string;
}

/** Where the remote configuration comes from. */
export interface RemoteConfigSource {
  readonly kind: 'api' | 'firebase';
  values(locale: ApiLocale): Promise<RemoteConfigValues>;
}

/** The default: the story shipped with the API, written for this shop. */
export const apiRemoteConfig: RemoteConfigSource = {
  kind: 'api',
  values: async (locale) => ({ ftu_livraison_dynamique: JSON.stringify(DELIVERY_STORY[locale]) }),
};

export interface FirebaseSettings {
  projectId: string;
  apiKey: string;
  appId: string;
}

/**
 * Firebase Remote Config adapter (skeleton). Remote config is skipped when its project id,
 * api key or app id is missing, so it is only chosen when FIREBASE_PROJECT_ID, FIREBASE_API_KEY and
 * FIREBASE_APP_ID are all set. It would call the Remote Config REST `fetch` endpoint
 * (`https://firebaseremoteconfig.googleapis.com/v1/projects/{projectId}/namespaces/firebase:fetch?key={apiKey}`
 * with `{ appId, appInstanceId, languageCode }`) and read `entries.ftu_livraison_dynamique`;
 * until then, and on any failure, it answers with the API default.
 */
export function firebaseRemoteConfig(
  settings: FirebaseSettings,
  fallback: RemoteConfigSource = apiRemoteConfig,
): RemoteConfigSource {
  void settings;
  return { kind: 'firebase', values: (locale) => fallback.values(locale) };
}

/** Firebase only when all three variables are set; otherwise the API default. */
export function remoteConfigSource(env: NodeJS.ProcessEnv = process.env): RemoteConfigSource {
  const projectId = env.FIREBASE_PROJECT_ID?.trim();
  const apiKey = env.FIREBASE_API_KEY?.trim();
  const appId = env.FIREBASE_APP_ID?.trim();
  return projectId && apiKey && appId ? firebaseRemoteConfig({ projectId, apiKey, appId }) : apiRemoteConfig;
}
