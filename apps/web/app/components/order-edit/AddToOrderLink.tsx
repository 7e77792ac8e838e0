import * as routes from '@consigne/contract/routes';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { useBrowserApi } from '../../lib/browser-api';
import { useRootData } from '../../lib/root-data';

/** The order page's query that opens "Modifier ma commande" with the product searched. */
export const ADD_TO_ORDER_PARAM = 'ajouter';

/**
 * "Ajouter à ma commande n° …" beside the cart's button, when the signed-in shopper has an order that
 * may still change (GET /orders/changeable, asked once in the browser): to its edit mode, the product
 * searched.
 */
export function AddToOrderLink({ name }: { name: string }) {
  const { t, prefix } = useI18n();
  const user = useRootData()?.user;
  const api = useBrowserApi();
  const [orderId, setOrderId] = useState<number | null>(null);
  useEffect(() => {
    if (!user) return;
    let live = true;
    void api.call(routes.getChangeableOrder, {}).then((result) => {
      if (live && result.error === null && result.data) setOrderId(result.data.orderId);
    });
    return () => {
      live = false;
    };
  }, [api, user]);
  if (orderId === null) return null;
  const to = `${prefix}/mon-compte/mes-commandes/order-detail/${orderId}?${ADD_TO_ORDER_PARAM}=${encodeURIComponent(name)}`;
  return (
    <Link to={to} className="text-sm font-semibold text-forest underline" data-testid="add-to-order">
      {t('catalog.addToOrder', { id: orderId })}
    </Link>
  );
}
