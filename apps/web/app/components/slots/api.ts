import { createApiClient } from '@consigne/api-client';
import { toApiLocale } from '@consigne/domain';
import { useMemo } from 'react';
import { useI18n } from '../../i18n';

/** The product API from the browser: same origin, authenticated by the access token cookie. */
export function useBrowserApi() {
  const { locale } = useI18n();
  return useMemo(() => createApiClient({ baseUrl: '', locale: toApiLocale(locale) }), [locale]);
}
