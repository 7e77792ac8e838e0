import { useEffect, useRef, useState, type ReactNode, type SVGProps } from 'react';
import { useI18n } from '../../i18n';

const Svg = ({ children, ...p }: SVGProps<SVGSVGElement>) => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...p}
  >
    {children}
  </svg>
);
export const CopyIcon = () => (
  <Svg>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 0 1 2-2h9" />
  </Svg>
);
export const ShareIcon = () => (
  <Svg>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
  </Svg>
);
export const GiftIcon = () => (
  <Svg width="24" height="24">
    <rect x="3" y="8" width="18" height="5" rx="1" />
    <path d="M5 13v7h14v-7M12 8v12M12 8c-1.5-3-5-4-5-1.5S10 8 12 8Zm0 0c1.5-3 5-4 5-1.5S14 8 12 8Z" />
  </Svg>
);

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
          <CopyIcon />
          {t('sponsorship.copyCode')}
        </ActionButton>
        <ActionButton onClick={() => void copy(link)} testId="copy-link">
          <CopyIcon />
          {t('sponsorship.copyLink')}
        </ActionButton>
        <ActionButton onClick={() => void share()} testId="share-link">
          <ShareIcon />
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
