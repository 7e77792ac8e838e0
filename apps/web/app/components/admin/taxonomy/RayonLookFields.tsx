import { useI18n } from '../../../i18n';
import { Field } from '../AdminForm';

/** A Rayon's tile: its Fluent Emoji icon and its colour. */
export function RayonLookFields({
  idPrefix,
  icon,
  color,
}: {
  idPrefix: string;
  icon: string;
  color: string;
}) {
  const { t } = useI18n();
  return (
    <>
      <Field
        label={t('adminTaxonomy.icon')}
        id={`${idPrefix}-icon`}
        name="icon"
        required
        defaultValue={icon}
        hint={t('adminTaxonomy.iconHint')}
      />
      <Field
        label={t('adminTaxonomy.color')}
        id={`${idPrefix}-color`}
        name="color"
        type="color"
        defaultValue={color}
        className="h-11 w-20"
      />
    </>
  );
}
