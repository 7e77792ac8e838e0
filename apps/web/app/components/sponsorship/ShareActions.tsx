import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '../../i18n';
import { CopyIcon, ShareIcon } from '../ui/icons';

type Feedback = 'copied' | 'failed' | null;

/** Writes text to the clipboard: the async API, else a hidden textarea and execCommand. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* fall back below */
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

/** The copy and share feedback, read out politely; it keeps its height so nothing moves. */
function useFeedback() {
  const [feedback, setFeedback] = useState<Feedback>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (value: Feedback) => {
    setFeedback(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFeedback(null), 4000);
  };
  return [feedback, show] as const;
}

function ActionButton({
  onClick,
  children,
  testId,
  primary,
}: {
  onClick: () => void;
  children: ReactNode;
  testId: string;
  primary?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid={testId}
      className={`btn ${primary ? 'btn-primary' : 'btn-outline'} min-h-11 px-4 text-sm`}
    >
      {children}
    </button>
  );
}

/**
 * Copy the code, copy the link, and share (the Web Share API where the browser has it, else the link
 * is copied). Every button is there from the first paint: no layout shift when scripts load.
 */
export function ShareActions({ code, link }: { code: string; link: string }) {
  const { t } = useI18n();
  const [feedback, show] = useFeedback();
  const copy = async (text: string) => show((await copyText(text)) ? 'copied' : 'failed');
  const share = async () => {
    const data = {
      title: t('sponsorship.shareTitle'),
      text: t('sponsorship.shareText', { code }),
      url: link,
    };
    if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
      } catch {
        /* closed by the user: nothing to say */
      }
      return;
    }
    await copy(link);
  };
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        <ActionButton onClick={() => void copy(code)} testId="copy-code" primary>
          <CopyIcon width="20" height="20" />
          {t('sponsorship.copyCode')}
        </ActionButton>
        <ActionButton onClick={() => void copy(link)} testId="copy-link">
          <CopyIcon width="20" height="20" />
          {t('sponsorship.copyLink')}
        </ActionButton>
        <ActionButton onClick={() => void share()} testId="share-link">
          <ShareIcon width="20" height="20" />
          {t('sponsorship.share')}
        </ActionButton>
      </div>
      <p
        role="status"
        data-testid="copy-feedback"
        className={`mt-2 min-h-5 text-sm font-medium ${feedback === 'failed' ? 'text-danger' : 'text-forest'}`}
      >
        {feedback === 'copied'
          ? t('sponsorship.copied')
          : feedback === 'failed'
            ? t('sponsorship.copyFailed')
            : ''}
      </p>
    </div>
  );
}
