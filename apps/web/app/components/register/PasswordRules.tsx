import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@consigne/domain';
import { useI18n } from '../../i18n';

/** The password rules, ticked as the shopper types (the common-password rule is checked by the API). */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useI18n();
  const length = [...password].length;
  const rules = [
    { text: t('register.step2.ruleMin', { min: PASSWORD_MIN_LENGTH }), met: length >= PASSWORD_MIN_LENGTH },
    {
      text: t('register.step2.ruleMax', { max: PASSWORD_MAX_LENGTH }),
      met: length > 0 && length <= PASSWORD_MAX_LENGTH,
    },
    { text: t('register.step2.ruleCommon'), met: null },
  ];
  return (
    <div id={id} className="mt-2 rounded-xl bg-cream px-4 py-3 text-sm">
      <p className="font-semibold">{t('register.step2.rulesTitle')}</p>
      <ul className="mt-1 space-y-0.5">
        {rules.map((rule) => (
          <li
            key={rule.text}
            className={`flex items-center gap-2 ${rule.met ? 'text-forest' : 'text-ink-soft'}`}
          >
            <span aria-hidden="true" className="inline-block w-4 text-center font-bold">
              {rule.met ? '✓' : '•'}
            </span>
            {rule.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
