import type { GodsonDto, SponsorshipDto } from '@consigne/api-client';
import { intlTag, LOCALES, SHOP_TIME_ZONE, type Locale, dateTimeFormat } from '@consigne/domain';
import { useEffect, useId, useRef } from 'react';
import { data, useFetcher, useLoaderData } from 'react-router';
import type { Route } from './+types/mes-parrainages';
import { BalanceCard } from '../components/account/Money';
import { Notice } from '../components/account/Notice';
import { ShareActions } from '../components/sponsorship/ShareActions';
import { GiftIcon } from '../components/ui/icons';
import { TextField } from '../components/ui/TextField';
import { useI18n, type MessageKey, formatMoney } from '../i18n';
import { serverApi } from '../lib/api.server';
import { runGuards } from '../lib/guards.server';
import type { PageHandle } from '../lib/handle';
import * as routes from '@consigne/contract/routes';

export const handle: PageHandle = { titleKey: 'sponsorship.title' };

export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const result = await serverApi(args.request, args.context).call(routes.getSponsorship);
  return { sponsorship: result.data };
}

type ActionResult =
  | { intent: 'remind'; id: number; ok: true; remindedAt: string; nextReminderAt: string }
  | { intent: 'remind'; id: number; ok: false }
  | { intent: 'invite'; ok: true; email: string }
  | { intent: 'invite'; ok: false; email: string; error: string };

/** A reminder for one godson, or an invitation by e-mail (the API checks the login and the owner). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = serverApi(request, context);
  if (form.get('intent') === 'invite') {
    const email = String(form.get('email') ?? '')
      .trim()
      .slice(0, 320);
    const language = String(form.get('language') ?? '');
    const result = await api.call(routes.inviteGodson, {
      body: { email, language: LOCALES.find((locale) => locale === language) },
    });
    if (result.error !== null)
      return data<ActionResult>(
        { intent: 'invite', ok: false, email, error: result.errors?.[0]?.message ?? result.error },
        { status: result.status >= 400 && result.status < 600 ? result.status : 502 },
      );
    return { intent: 'invite', ok: true, email } satisfies ActionResult;
  }
  const id = Number(form.get('id'));
  if (!Number.isSafeInteger(id) || id < 1)
    return data<ActionResult>({ intent: 'remind', id: 0, ok: false }, { status: 400 });
  const result = await api.call(routes.remindGodson, { params: { id } });
  if (result.error !== null)
    return data<ActionResult>(
      { intent: 'remind', id, ok: false },
      { status: result.status >= 400 && result.status < 600 ? result.status : 502 },
    );
  return { intent: 'remind', id, ok: true, ...result.data } satisfies ActionResult;
}

function useFormats() {
  const { locale } = useI18n();
  const tag = intlTag(locale);
  const date = dateTimeFormat(tag, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE });
  return {
    euros: (euros: number) => formatMoney(euros, locale),
    date: (iso: string) => date.format(new Date(iso)),
  };
}

/** Not reminded → reminded, or error. The button works without scripts too (a form post). */
function Reminder({ godson, who }: { godson: GodsonDto; who: string }) {
  const { t } = useI18n();
  const f = useFormats();
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.data?.intent === 'remind' && fetcher.data.id === godson.id ? fetcher.data : null;
  const remindedAt = answer?.ok ? answer.remindedAt : godson.remindedAt;
  const nextAt = answer?.ok ? answer.nextReminderAt : godson.nextReminderAt;
  const canRemind = answer?.ok ? false : godson.canRemind;
  const failed = !busy && answer?.ok === false;
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end" data-testid="reminder">
      {canRemind ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="remind" />
          <input type="hidden" name="id" value={godson.id} />
          <button
            type="submit"
            className="btn btn-outline min-h-11 px-4 text-sm"
            disabled={busy}
            aria-label={t('sponsorship.remindLabel', { who })}
            data-testid="remind"
          >
            {busy ? t('sponsorship.reminding') : t('sponsorship.remind')}
          </button>
        </fetcher.Form>
      ) : (
        remindedAt && (
          <span
            className="inline-flex items-center gap-1 rounded-full bg-leaf-soft px-3 py-1 text-sm font-semibold text-forest"
            data-testid="reminded"
          >
            <span aria-hidden="true">✓</span>
            {t('sponsorship.remindedOn', { date: f.date(remindedAt) })}
          </span>
        )
      )}
      {!canRemind && nextAt && (
        <span className="text-xs text-ink-soft">
          {t('sponsorship.nextReminder', { date: f.date(nextAt) })}
        </span>
      )}
      {failed && (
        <p role="alert" className="text-sm font-medium text-danger" data-testid="remind-error">
          {t('sponsorship.remindError')}
        </p>
      )}
    </div>
  );
}

function GodsonRow({ godson, reward }: { godson: GodsonDto; reward: number }) {
  const { t } = useI18n();
  const f = useFormats();
  const who = godson.name ?? godson.email ?? '';
  const badge = godson.rewarded
    ? { text: t('sponsorship.rewarded', { amount: f.euros(reward) }), style: 'bg-brand-yellow text-ink' }
    : godson.ordered
      ? { text: t('sponsorship.ordered'), style: 'bg-leaf-soft text-forest' }
      : godson.name
        ? { text: t('sponsorship.notOrdered'), style: 'bg-sand text-ink' }
        : null;
  return (
    <li
      className="grid gap-3 px-5 py-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:px-6"
      data-testid="godson"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="break-all font-bold">{who}</span>
          {badge && (
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge.style}`}
              data-testid="godson-status"
            >
              {badge.text}
            </span>
          )}
        </p>
        <p className="mt-0.5 text-sm text-ink-soft">
          {t(godson.name ? 'sponsorship.registeredOn' : 'sponsorship.invitedOn', {
            date: f.date(godson.createdAt),
          })}
        </p>
      </div>
      {!godson.ordered && <Reminder godson={godson} who={who} />}
    </li>
  );
}

function GodsonList({
  title,
  hint,
  empty,
  godsons,
  reward,
  testId,
}: {
  reward: number;
  title: MessageKey;
  hint: MessageKey;
  empty: MessageKey;
  godsons: GodsonDto[];
  testId: string;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <section aria-labelledby={id} className="card overflow-hidden" data-testid={testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line bg-sand/60 px-5 py-4 sm:px-6">
        <div>
          <h3 id={id} className="text-base font-bold">
            {t(title)}
          </h3>
          <p className="text-sm text-ink-soft">{t(hint)}</p>
        </div>
        <span className="text-sm font-semibold tabular-nums">
          {t('sponsorship.count', { count: godsons.length })}
        </span>
      </div>
      {godsons.length === 0 ? (
        <p className="px-5 py-6 text-sm text-ink-soft sm:px-6">{t(empty)}</p>
      ) : (
        <ul className="divide-y divide-line">
          {godsons.map((g) => (
            <GodsonRow key={g.id} godson={g} reward={reward} />
          ))}
        </ul>
      )}
    </section>
  );
}

function InviteForm() {
  const { t, locale } = useI18n();
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== 'idle';
  const answer = !busy && fetcher.data?.intent === 'invite' ? fetcher.data : null;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (answer?.ok) form.current?.reset();
  }, [answer]);
  const id = useId();
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-6">
      <h2 id={id} className="text-lg font-bold">
        {t('sponsorship.inviteTitle')}
      </h2>
      <fetcher.Form method="post" ref={form} className="mt-4 space-y-4" noValidate data-testid="invite-form">
        <input type="hidden" name="intent" value="invite" />
        <TextField
          id="invite-email"
          name="email"
          type="email"
          autoComplete="off"
          required
          label={t('sponsorship.inviteEmail')}
          error={answer && !answer.ok ? answer.error : undefined}
          defaultValue={answer && !answer.ok ? answer.email : undefined}
        />
        <div>
          <label htmlFor="invite-language" className="field-label">
            {t('sponsorship.inviteLanguage')}
          </label>
          <select id="invite-language" name="language" defaultValue={locale} className="field-input">
            {LOCALES.map((l: Locale) => (
              <option key={l} value={l}>
                {t(`sponsorship.language.${l}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary min-h-11 w-full sm:w-auto" disabled={busy}>
          {t('sponsorship.inviteSubmit')}
        </button>
        <div className="min-h-5">
          {answer?.ok && (
            <Notice kind="success" testId="invite-sent">
              {t('sponsorship.inviteSent', { email: answer.email })}
            </Notice>
          )}
        </div>
      </fetcher.Form>
    </section>
  );
}

function HowItWorks({ sponsorship }: { sponsorship: SponsorshipDto }) {
  const { t } = useI18n();
  const f = useFormats();
  const amount = f.euros(sponsorship.reward);
  const id = useId();
  const steps: Array<[MessageKey, MessageKey]> = [
    ['sponsorship.step1Title', 'sponsorship.step1'],
    ['sponsorship.step2Title', 'sponsorship.step2'],
    ['sponsorship.step3Title', 'sponsorship.step3'],
  ];
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-6">
      <h2 id={id} className="text-lg font-bold">
        {t('sponsorship.howTitle')}
      </h2>
      <ol className="mt-4 grid gap-4 md:grid-cols-3">
        {steps.map(([title, text], i) => (
          <li key={title} className="flex gap-3 rounded-2xl bg-cream p-4">
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full bg-forest font-black text-white"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="font-bold">{t(title, { amount })}</h3>
              <p className="mt-1 text-sm text-ink-soft">{t(text, { amount })}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-xs text-ink-soft">{t('sponsorship.rules', { cap: sponsorship.yearlyCap })}</p>
    </section>
  );
}

export default function Sponsorship() {
  const { t } = useI18n();
  const f = useFormats();
  const { sponsorship } = useLoaderData<typeof loader>();
  const codeId = useId();
  if (!sponsorship)
    return (
      <>
        <title>{t('meta.titleSuffix', { title: t('sponsorship.title') })}</title>
        <Notice kind="error">{t('sponsorship.loadError')}</Notice>
      </>
    );
  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('sponsorship.title') })}</title>
      <p className="max-w-3xl text-ink-soft">
        {t('sponsorship.intro', { amount: f.euros(sponsorship.reward) })}
      </p>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby={codeId} className="card bg-leaf-soft p-5 sm:p-6">
          <h2 id={codeId} className="flex items-center gap-2 text-lg font-bold text-forest">
            <GiftIcon />
            {t('sponsorship.codeTitle')}
          </h2>
          <p
            className="mt-3 inline-block rounded-2xl border-2 border-dashed border-forest bg-white px-5 py-3 font-mono text-2xl font-black tracking-[0.15em] text-ink sm:text-3xl"
            data-testid="sponsorship-code"
          >
            {sponsorship.code}
          </p>
          <div className="mt-4">
            <label htmlFor="sponsorship-link" className="field-label">
              {t('sponsorship.linkLabel')}
            </label>
            <input
              id="sponsorship-link"
              readOnly
              value={sponsorship.link}
              className="field-input bg-white text-sm"
              data-testid="sponsorship-link"
              onFocus={(e) => e.currentTarget.select()}
            />
          </div>
          <div className="mt-4">
            <ShareActions code={sponsorship.code} link={sponsorship.link} />
          </div>
        </section>
        <BalanceCard
          title={t('sponsorship.earned')}
          value={f.euros(sponsorship.totalEarned)}
          hint={t('sponsorship.earnedHint')}
          testId="sponsorship-earned"
          accent
        />
      </div>

      <div className="mt-6">
        <HowItWorks sponsorship={sponsorship} />
      </div>

      <section aria-labelledby="godsons-title" className="mt-8">
        <h2 id="godsons-title" className="text-xl font-extrabold tracking-tight">
          {t('sponsorship.godsonsTitle')}
        </h2>
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <GodsonList
            title="sponsorship.active"
            hint="sponsorship.activeHint"
            empty="sponsorship.emptyActive"
            godsons={sponsorship.activeGodsons}
            reward={sponsorship.reward}
            testId="godsons-active"
          />
          <GodsonList
            title="sponsorship.inactive"
            hint="sponsorship.inactiveHint"
            empty="sponsorship.emptyInactive"
            godsons={sponsorship.inactiveGodsons}
            reward={sponsorship.reward}
            testId="godsons-inactive"
          />
        </div>
      </section>

      <div className="mt-8 max-w-2xl">
        <InviteForm />
      </div>
    </>
  );
}
