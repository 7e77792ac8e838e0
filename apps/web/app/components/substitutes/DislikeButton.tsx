import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n';
import { useBrowserApi } from '../../lib/browser-api';
import { useRootData } from '../../lib/root-data';
import * as routes from '@consigne/contract/routes';

/**
 * "Never as a substitute" on a product page, for a logged-in shopper: a toggle saved at once; the
 * closest match never proposes a product so marked (listed and removable in mon-compte/remplacements).
 */
export function DislikeButton({ productId, name }: { productId: number; name: string }) {
  const { t } = useI18n();
  const user = useRootData()?.user;
  const api = useBrowserApi();
  const [disliked, setDisliked] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!user) return;
    let live = true;
    void api.call(routes.listDislikedProducts).then((result) => {
      if (live && result.error === null) setDisliked(result.data.productIds.includes(productId));
    });
    return () => {
      live = false;
    };
  }, [user?.id, productId]);
  if (!user) return null;
  const toggle = async () => {
    setFailed(false);
    const next = !disliked;
    const result = await api.call(next ? routes.addDislikedProduct : routes.removeDislikedProduct, {
      params: { productId },
    });
    if (result.error === null) setDisliked(result.data.productIds.includes(productId));
    else setFailed(true);
  };
  return (
    <p className="mt-3 text-sm">
      <button
        type="button"
        onClick={() => void toggle()}
        disabled={disliked === null}
        aria-pressed={disliked ?? undefined}
        aria-label={t('catalog.dislike.label', { name })}
        className="font-semibold text-forest underline underline-offset-4 disabled:opacity-60"
        data-testid="dislike-toggle"
      >
        {disliked ? t('catalog.dislike.undo') : t('catalog.dislike.mark')}
      </button>
      {failed && (
        <span role="alert" className="ml-2 text-danger">
          {t('catalog.dislike.failed')}
        </span>
      )}
    </p>
  );
}
