import type { DeliveryProofDto, ShopperDeliveryProofDto } from '@consigne/contract';
import { dateTimeFormat, intlTag, SHOP_TIME_ZONE } from '@consigne/domain';
import { useI18n } from '../../i18n';

/**
 * An order's proof of delivery as its reader may see it: the photo (from the API, authenticated by
 * the reader's session: never a public address) or the recipient's name, and when. Staff also see
 * where the phone was (the shopper's answer carries no position at all).
 */
export function DeliveryProofView({
  proof,
  photoHref,
}: {
  proof: ShopperDeliveryProofDto | DeliveryProofDto;
  photoHref: string;
}) {
  const { t, locale } = useI18n();
  const tag = intlTag(locale);
  const when = dateTimeFormat(tag, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(proof.takenAt));
  const position = 'position' in proof ? proof.position : undefined;
  return (
    <div
      data-testid="delivery-proof"
      className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_1fr] sm:items-start"
    >
      {proof.photo ? (
        <a href={photoHref} target="_blank" rel="noreferrer" className="block">
          <img
            src={photoHref}
            alt={t('proof.photoAlt')}
            width={proof.photo.width}
            height={proof.photo.height}
            loading="lazy"
            className="h-auto max-h-80 w-full rounded-xl border border-line bg-sand object-contain"
            data-testid="delivery-proof-photo"
          />
        </a>
      ) : (
        <p className="text-lg font-bold" data-testid="delivery-proof-name">
          {t('proof.receivedBy', { name: proof.recipientName ?? '' })}
        </p>
      )}
      <div className="text-sm">
        <p>{t('proof.takenAt', { date: when })}</p>
        {position !== undefined &&
          (position ? (
            <p className="mt-1" data-testid="delivery-proof-position">
              {t('proof.position', {
                latitude: coordinate(position.latitude),
                longitude: coordinate(position.longitude),
              })}
              {position.accuracy !== null &&
                ` ${t('proof.accuracy', { metres: Math.round(position.accuracy) })}`}
              {' · '}
              <a
                className="text-forest underline"
                href={`https://www.openstreetmap.org/?mlat=${position.latitude}&mlon=${position.longitude}#map=18/${position.latitude}/${position.longitude}`}
                target="_blank"
                rel="noreferrer noopener"
              >
                {t('proof.map')}
              </a>
            </p>
          ) : (
            <p className="mt-1 text-ink-soft">{t('proof.noPosition')}</p>
          ))}
      </div>
    </div>
  );
}

/** A coordinate as maps and phones write it, whatever the language: a point, five decimals (about 1 m). */
const coordinate = (degrees: number) => degrees.toFixed(5);
