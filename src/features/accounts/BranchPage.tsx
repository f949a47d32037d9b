import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { GeoAlt } from '@/shared/icons/GeoAlt';
import { useTranslation } from 'react-i18next';
import { useCreateBranchMutation, type Branch, type User } from '@/api';
import { useAppDispatch } from '@/store/hooks';
import { useCurrentUser } from '@/store/session';
import { BRANCH_CITIES, branchesOf, cityOfBranch, normaliseBranch } from '@/shared/branches';
import { PageHeading } from '@/shared/components/PageHeading';
import { showSuccess } from '@/shared/toasts/toastsSlice';
import { FormNotice, SelectField } from '@/shared/forms/fields';
import { useForm } from '@/shared/forms/useForm';
import { branchSchema } from './schemas';
import { useBranchName, useCityName } from '@/shared/hooks/usePlaceNames';
import '@/styles/accounts.css';

/** /add-branches: the pick-up branch, by city; saved, it becomes the default elsewhere. */
export function BranchPage() {
  const { t } = useTranslation('accounts');
  const { user } = useCurrentUser();
  return (
    <section className="accounts-page">
      <PageHeading>{t('branch.title')}</PageHeading>
      {user ? <BranchForm user={user} /> : <p role="status">{t('form.loading')}</p>}
    </section>
  );
}

/** "Tbilisi, Didube"; just "Kutaisi" when the branch is named after its city. */
function placeName(city: string, branch: string): string {
  return city === branch ? city : `${city}, ${branch}`;
}

function initialChoice(user: User): { city: string; branch: Branch | '' } {
  const branch = normaliseBranch(user.takedPlaced?.address);
  if (branch) return { city: cityOfBranch(branch), branch };
  return { city: '', branch: '' };
}

function BranchForm({ user }: { user: User }) {
  const { t } = useTranslation('accounts');
  const dispatch = useAppDispatch();
  const cityName = useCityName();
  const branchName = useBranchName();
  const [createBranch] = useCreateBranchMutation();
  const saved = normaliseBranch(user.takedPlaced?.address);

  const form = useForm({
    id: 'branch',
    initialValues: initialChoice(user),
    reinitialize: true,
    schema: branchSchema,
    send: (values) =>
      createBranch({
        createBranchRequest: { city: values.city, address: values.branch as Branch },
      }).unwrap(),
    onSent: () => dispatch(showSuccess('accounts:branch.saved')),
  });
  const { values } = form;
  const branches = branchesOf(values.city);
  const cityChosen = values.city !== '';
  const noBranchHere = cityChosen && branches.length === 0;

  return (
    <Card className="content-card accounts-card accounts-narrow">
      <Card.Body>
        {saved && (
          <p className="d-flex align-items-center gap-2 mb-3">
            <GeoAlt aria-hidden className="text-primary flex-shrink-0" />
            <span>
              {t('branch.current')}{' '}
              <strong>{placeName(cityName(cityOfBranch(saved)), branchName(saved))}</strong>
            </span>
          </p>
        )}
        <Form {...form.props} aria-label={t('branch.title')}>
          <SelectField
            {...form.field('city')}
            label={t('fields.city')}
            onValue={(city) => {
              // A new city keeps the branch only if it is in that city; a city with one branch picks it.
              const inCity = branchesOf(city);
              const keep = (inCity as readonly string[]).includes(values.branch);
              const branch = keep ? values.branch : inCity.length === 1 ? inCity[0]! : '';
              void form.formik.setValues({ city, branch }, true);
            }}
            options={BRANCH_CITIES.map((entry) => ({
              value: entry.city,
              label: entry.branches.length
                ? cityName(entry.city)
                : t('branch.cityNoBranch', { city: cityName(entry.city) }),
            }))}
            placeholder={t('fields.cityPlaceholder')}
            required
          />
          <SelectField
            {...form.field('branch')}
            label={t('fields.branch')}
            options={branches.map((branch) => ({ value: branch, label: branchName(branch) }))}
            placeholder={t('fields.branchPlaceholder')}
            disabled={!cityChosen || noBranchHere}
            hint={!cityChosen ? t('branch.chooseCityFirst') : undefined}
            required
          />
          {noBranchHere && (
            <Alert variant="info" className="py-2">
              {t('branch.noBranchYet')}
            </Alert>
          )}
          <FormNotice notice={form.notice} />
          <Button type="submit" variant="primary" disabled={form.submitting}>
            {form.submitting ? t('form.saving') : t('branch.save')}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
