import type { CallResponse } from '@consigne/contract';
import { intlTag, localDate } from '@consigne/domain';
import { useI18n } from '../../../i18n';
import { SelectField } from '../AdminForm';
import { dayLabel, hours } from './types';

export type MoveTarget = CallResponse<'listSlotMoveTargets'>[number];

/**
 * The slot to move orders to: the warehouse's coming open slots with their free places; those without
 * a place for each of `count` orders are listed but cannot be chosen (the API refuses them too).
 */
export function MoveTargetSelect({
  targets,
  count,
  id,
  name,
}: {
  targets: readonly MoveTarget[];
  count: number;
  id: string;
  /** The body's field (errors are shown beside it by this name). */
  name: string;
}) {
  const { t, locale: appLocale } = useI18n();
  const tag = intlTag(appLocale);
  if (!targets.length) return <p className="text-sm text-ink-soft">{t('adminSlots.moveNoTarget')}</p>;
  return (
    <SelectField
      name={name}
      id={id}
      label={t('adminSlots.moveTarget')}
      defaultValue=""
      options={[
        ['', t('adminSlots.moveChoose')],
        ...targets.map(
          (slot) =>
            [
              String(slot.id),
              t('adminSlots.moveOption', {
                slot: `${dayLabel(localDate(new Date(slot.startAt)), tag)} ${hours(slot, tag)}`,
                free: slot.free,
              }),
              slot.free < count,
            ] as const,
        ),
      ]}
    />
  );
}
