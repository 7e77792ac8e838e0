import { Form, useNavigation } from 'react-router';
import { Notice } from '../account/Notice';
import { useI18n } from '../../i18n';

interface Disliked {
  productId: number;
  name: string;
  volume: string;
  thumb: string | null;
}

/**
 * mon-compte/remplacements: what replaces a missing product when a cart line says nothing (the
 * closest match, or nothing and a refund), and the products never wanted as a substitute, each
 * removable. The page's action saves (intents 'default' and 'undislike').
 */
export function SubstitutionSettings({
  substitution,
  disliked,
  outcome,
}: {
  substitution: 'closest' | 'none';
  disliked: Disliked[];
  outcome: { done: 'default' | 'undisliked' | null; error: string | null } | undefined;
}) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const saving = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  return (
    <div className="grid max-w-2xl gap-6">
      {outcome?.error && <Notice kind="error">{outcome.error}</Notice>}
      <section aria-labelledby="substitution-default" className="card p-6 sm:p-8">
        <h2 id="substitution-default" className="text-lg font-bold">
          {t('accountArea.substitution.defaultTitle')}
        </h2>
        <p className="mt-1 text-ink-soft">{t('accountArea.substitution.defaultIntro')}</p>
        {outcome?.done === 'default' && (
          <Notice kind="success" className="mt-4" testId="substitution-saved">
            {t('accountArea.substitution.saved')}
          </Notice>
        )}
        <Form method="post" className="mt-4 grid gap-3" data-testid="substitution-default-form">
          <input type="hidden" name="intent" value="default" />
          {(['closest', 'none'] as const).map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-lg p-2 hover:bg-cream/60"
            >
              <input
                type="radio"
                name="substitution"
                value={value}
                defaultChecked={substitution === value}
                className="mt-1 h-5 w-5 shrink-0 accent-forest"
              />
              <span>
                <span className="block font-semibold">{t(`accountArea.substitution.${value}`)}</span>
                <span className="block text-sm text-ink-soft">
                  {t(`accountArea.substitution.${value}Text`)}
                </span>
              </span>
            </label>
          ))}
          <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={saving}>
            {t('accountArea.substitution.save')}
          </button>
        </Form>
      </section>
      <section
        aria-labelledby="substitution-disliked"
        className="card p-6 sm:p-8"
        data-testid="disliked-products"
      >
        <h2 id="substitution-disliked" className="text-lg font-bold">
          {t('accountArea.substitution.dislikedTitle')}
        </h2>
        <p className="mt-1 text-ink-soft">{t('accountArea.substitution.dislikedIntro')}</p>
        {disliked.length === 0 ? (
          <p className="mt-4 text-ink-soft">{t('accountArea.substitution.dislikedEmpty')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-line">
            {disliked.map((p) => (
              <li key={p.productId} className="flex items-center gap-3 py-3" data-testid="disliked-product">
                <span className="h-12 w-12 shrink-0 overflow-hidden rounded-lg bg-cream/60">
                  {p.thumb && (
                    <img
                      src={p.thumb}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      className="h-full w-full object-contain"
                    />
                  )}
                </span>
                <span className="min-w-0 flex-1 font-semibold">
                  {p.name} <span className="font-normal text-ink-soft">{p.volume}</span>
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="undislike" />
                  <input type="hidden" name="productId" value={p.productId} />
                  <button
                    type="submit"
                    className="btn btn-outline min-h-11"
                    disabled={saving}
                    aria-label={t('accountArea.substitution.undislikeLabel', {
                      product: `${p.name} ${p.volume}`,
                    })}
                  >
                    {t('accountArea.substitution.undislike')}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
