import type { VanRoundOrderDto } from '@consigne/api-client';
import { canRecordProof, dateTimeFormat, intlTag, SHOP_TIME_ZONE, type OrderStatus } from '@consigne/domain';
import { useRef, useState, type FormEvent } from 'react';
import { CameraIcon, UserIcon } from '../ui/icons';
import { useI18n } from '../../i18n';
import { useDriverOffline } from './offline';
import {
  currentPosition,
  PROOF_KINDS,
  type ProofNamePayload,
  type ProofPhotoPayload,
  type ProofPosition,
} from './proof-kinds';

/** What the stop shows as recorded: the driver's latest proof on this phone, else the round's. */
interface Shown {
  kind: 'photo' | 'name';
  recipientName: string | null;
  takenAt: string;
  /** The photo just taken, a small copy drawn on the phone (the round never carries photos). */
  preview?: string;
}

/**
 * The proof of delivery on a stop, from out for delivery on: a photo taken with the phone's camera, or
 * the recipient's name, with the time and, if the phone gives it, the position. Every proof goes
 * through the offline queue (the photo's Blob kept in IndexedDB) and is sent at once when the network
 * is there; a new one replaces the one before.
 */
export function ProofOfDelivery({ order, status }: { order: VanRoundOrderDto; status: OrderStatus }) {
  const { t, locale } = useI18n();
  const offline = useDriverOffline();
  const [mode, setMode] = useState<'choose' | 'name'>('choose');
  const [name, setName] = useState('');
  const [locating, setLocating] = useState(false);
  const [local, setLocal] = useState<Shown | null>(null);
  const position = useRef<Promise<ProofPosition | null> | null>(null);

  if (!canRecordProof(status)) return null;
  const shown: Shown | null = local ?? order.deliveryProof ?? null;
  const queued = offline.actions.some(
    (a) => a.orderId === order.orderId && !a.conflict && (PROOF_KINDS as readonly string[]).includes(a.kind),
  );
  const time = (iso: string) =>
    dateTimeFormat(intlTag(locale), { hour: '2-digit', minute: '2-digit', timeZone: SHOP_TIME_ZONE }).format(
      new Date(iso),
    );

  // The phone is asked where it is as soon as the driver starts a proof, not after.
  const locate = () => {
    position.current ??= currentPosition();
  };

  async function keep<P extends ProofPhotoPayload | ProofNamePayload>(
    kind: 'proofPhoto' | 'proofName',
    payload: Omit<P, 'takenAt' | 'position' | 'orderId'>,
    shownAs: Shown,
  ) {
    const queue = offline.queue;
    if (!queue) return;
    const takenAt = new Date().toISOString();
    setLocating(true);
    const where = await (position.current ?? currentPosition());
    position.current = null;
    setLocating(false);
    await queue.enqueue(
      kind,
      { ...payload, orderId: order.orderId, takenAt, position: where },
      {
        orderId: order.orderId,
      },
    );
    setLocal({ ...shownAs, takenAt });
    setMode('choose');
    setName('');
    if (navigator.onLine) void queue.replay();
  }

  const onPhoto = async (file: File | undefined) => {
    if (!file) return;
    const preview = await thumbnailOf(file);
    await keep<ProofPhotoPayload>(
      'proofPhoto',
      { photo: file },
      { kind: 'photo', recipientName: null, takenAt: '', preview },
    );
  };

  const onName = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const recipientName = name.trim().replace(/\s+/g, ' ');
    if (!recipientName) return;
    void keep<ProofNamePayload>('proofName', { recipientName }, { kind: 'name', recipientName, takenAt: '' });
  };

  const disabled = !offline.queue || locating;
  return (
    <section
      data-testid="proof"
      aria-label={t('proof.title')}
      className="mt-4 rounded-xl border-2 border-dashed border-line p-3"
    >
      <h5 className="text-xs font-bold uppercase tracking-wide text-ink-soft">{t('proof.title')}</h5>
      {shown ? (
        <div data-testid="proof-saved" className="mt-2 flex items-center gap-3">
          {shown.preview && (
            <img
              src={shown.preview}
              alt={t('proof.photoAlt')}
              className="size-16 shrink-0 rounded-lg object-cover"
              data-testid="proof-preview"
            />
          )}
          <p className="font-bold text-forest">
            <span aria-hidden="true">✓ </span>
            {shown.kind === 'photo'
              ? t('proof.savedPhoto', { time: time(shown.takenAt) })
              : t('proof.savedName', { name: shown.recipientName ?? '', time: time(shown.takenAt) })}
          </p>
        </div>
      ) : (
        <p className="mt-1 text-sm text-ink-soft">{t('proof.hint')}</p>
      )}
      {queued && (
        <p data-testid="proof-queued" className="mt-2 text-sm font-bold text-warning">
          {t('proof.queued')}
        </p>
      )}
      {locating && (
        <p className="mt-2 text-sm text-ink-soft" aria-live="polite">
          {t('proof.locating')}
        </p>
      )}
      {mode === 'choose' ? (
        // One column: two wide targets under the thumb, whatever the length of the words.
        <div className="mt-3 grid gap-2">
          <label
            className={`btn ${shown ? 'btn-outline' : 'btn-primary'} min-h-14 cursor-pointer text-base ${disabled ? 'pointer-events-none opacity-60' : ''}`}
            onPointerDown={locate}
          >
            <CameraIcon width={22} height={22} />
            {t('proof.photo')}
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              data-testid="proof-photo-input"
              disabled={disabled}
              onChange={(event) => {
                void onPhoto(event.currentTarget.files?.[0]);
                event.currentTarget.value = '';
              }}
            />
          </label>
          <button
            type="button"
            className="btn btn-outline min-h-14 text-base leading-tight"
            disabled={disabled}
            onClick={() => {
              locate();
              setMode('name');
            }}
          >
            <UserIcon width={22} height={22} />
            {t('proof.name')}
          </button>
        </div>
      ) : (
        <form className="mt-3 space-y-2" onSubmit={onName}>
          <label className="field-label" htmlFor={`proof-name-${order.orderId}`}>
            {t('proof.name')}
          </label>
          <input
            id={`proof-name-${order.orderId}`}
            className="field-input min-h-12 w-full text-base"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={80}
            autoComplete="off"
            autoCapitalize="words"
            enterKeyHint="done"
            placeholder={t('proof.namePlaceholder')}
            required
            autoFocus
          />
          <div className="grid grid-cols-2 gap-2">
            <button type="button" className="btn btn-outline min-h-12" onClick={() => setMode('choose')}>
              {t('proof.cancel')}
            </button>
            <button type="submit" className="btn btn-primary min-h-12" disabled={disabled}>
              {t('proof.saveName')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/**
 * A small copy of the photo as a data: address (the page's CSP allows data: images, not blob:), drawn
 * upright on a canvas; none when the browser cannot decode it (it is sent all the same).
 */
async function thumbnailOf(file: Blob, size = 128): Promise<string | undefined> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = size / Math.max(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.7);
  } catch {
    return undefined;
  }
}
