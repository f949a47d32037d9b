/** The sign-up form's groups about reaching the customer: contact and branch, and the extract. */
import { InfoCircle } from '@/shared/icons/InfoCircle';
import { useTranslation } from 'react-i18next';
import { FILE_ACCEPT } from '@/shared/files';
import { FileField, SelectField, TextField } from '@/shared/forms/fields';
import { useBranchGroups, useCityChoices } from '@/shared/hooks/usePlaceNames';
import { digitsOnly } from '../schemas';
import type { SignUpForm } from './useSignUp';

interface GroupProps {
  form: SignUpForm;
}

/** Phone, city, address and the pick-up branch. */
export function ContactFields({ form }: GroupProps) {
  const { t } = useTranslation('accounts');
  const cityChoices = useCityChoices();
  const branchGroups = useBranchGroups();
  return (
    <fieldset className="mb-2">
      <legend className="accounts-legend">{t('signUp.sections.contact')}</legend>
      <TextField
        {...form.field('phone')}
        label={t('fields.phone')}
        type="tel"
        filter={digitsOnly(9)}
        inputMode="numeric"
        maxLength={9}
        autoComplete="tel-national"
        hint={
          <>
            <span className="d-block">{t('hints.phone')}</span>
            <span className="d-flex gap-1 mt-1 text-body">
              <InfoCircle aria-hidden className="flex-shrink-0 mt-1" />
              <span>{t('hints.turkishShops')}</span>
            </span>
          </>
        }
        required
      />
      <SelectField
        {...form.field('city')}
        label={t('fields.city')}
        {...cityChoices}
        placeholder={t('fields.cityPlaceholder')}
        autoComplete="off"
        required
      />
      <TextField
        {...form.field('address')}
        label={t('fields.address')}
        autoComplete="street-address"
        required
      />
      <SelectField
        {...form.field('filial')}
        label={t('fields.branch')}
        options={[]}
        groups={branchGroups}
        placeholder={t('fields.branchPlaceholder')}
        hint={t('hints.branch')}
        required
      />
    </fieldset>
  );
}

/** The registry extract: required of an individual entrepreneur, optional for an LTD. */
export function ExtractField({ form, need }: GroupProps & { need: 'required' | 'optional' }) {
  const { t } = useTranslation('accounts');
  return (
    <fieldset className="mb-2">
      <legend className="accounts-legend">{t('signUp.sections.extract')}</legend>
      <FileField
        {...form.file('file')}
        label={
          <>
            {t('fields.extract')}
            {need === 'optional' && (
              <span className="text-body-secondary ms-1">{t('fields.optional')}</span>
            )}
          </>
        }
        accept={FILE_ACCEPT}
        required={need === 'required'}
        hint={need === 'required' ? t('hints.extractRequired') : t('hints.extractOptional')}
      />
    </fieldset>
  );
}
