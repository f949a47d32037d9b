import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { PencilSquare } from '@/shared/icons/PencilSquare';
import { useTranslation } from 'react-i18next';
import { useUpdateProfileMutation, type User } from '@/api';
import { useAppDispatch } from '@/store/hooks';
import { useCurrentUser } from '@/store/session';
import { PageHeading } from '@/shared/components/PageHeading';
import { showSuccess } from '@/shared/toasts/toastsSlice';
import { FormNotice, SelectField, TextField } from '@/shared/forms/fields';
import { useForm } from '@/shared/forms/useForm';
import { digitsOnly, profileSchema } from './schemas';
import { SignOutEverywhere } from './SignOutEverywhere';
import { useCityName, useCityChoices } from '@/shared/hooks/usePlaceNames';
import '@/styles/accounts.css';

type IdentityRow = { id: string; label: string; value: string; lang?: string };

/**
 * The identity rows (docs/product.md#profile): names, email, AX code and the identifier by customer
 * type.
 */
function useIdentity(user: User): { kind: string; rows: IdentityRow[] } {
  const { t } = useTranslation('accounts');
  const info = user.information;
  const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');
  const rows: IdentityRow[] = [];
  const nameKa = join(info.nameKa, info.lastNameKa);
  if (nameKa) rows.push({ id: 'nameKa', label: t('profile.nameKa'), value: nameKa, lang: 'ka' });
  rows.push({
    id: 'nameEn',
    label: t('profile.nameEn'),
    value: join(info.nameEn, info.lastNameEn),
    lang: 'en',
  });
  rows.push({ id: 'email', label: t('fields.email'), value: user.email });
  rows.push({ id: 'axid', label: t('profile.axid'), value: user.AXID });

  let kind: string;
  if (user.type === 2 && !info.indEntrepreneur) {
    kind = t('kinds.ltd');
    rows.push({ id: 'orgId', label: t('profile.orgId'), value: info.orgId ?? '' });
    rows.push({
      id: 'ltdName',
      label: t('profile.orgName'),
      value: info.LTDName ?? '',
      lang: 'ka',
    });
    if (info.LTDNameEn)
      rows.push({
        id: 'ltdNameEn',
        label: t('profile.orgNameEn'),
        value: info.LTDNameEn,
        lang: 'en',
      });
  } else if (user.type === 2) {
    kind = t('kinds.entrepreneur');
    rows.push({ id: 'personId', label: t('profile.personId'), value: info.personId ?? '' });
  } else if (info.foreignCitizen) {
    kind = t('kinds.foreigner');
    rows.push({
      id: 'passport',
      label: t('profile.passport'),
      value: info.passportId || info.personId || '',
    });
  } else {
    kind = t('kinds.individual');
    rows.push({ id: 'personId', label: t('profile.personId'), value: info.personId ?? '' });
  }
  return { kind, rows };
}

/**
 * /profile: identity read-only; city, phone and address editable after Edit
 * (docs/product.md#profile).
 */
export function ProfilePage() {
  const { t } = useTranslation('accounts');
  const { user } = useCurrentUser();
  return (
    <section className="accounts-page">
      <PageHeading>{t('profile.title')}</PageHeading>
      {user ? <Profile user={user} /> : <p role="status">{t('form.loading')}</p>}
    </section>
  );
}

function Profile({ user }: { user: User }) {
  const { t } = useTranslation('accounts');
  const dispatch = useAppDispatch();
  const cityName = useCityName();
  const [updateProfile] = useUpdateProfileMutation();
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const cityRef = useRef<HTMLSelectElement>(null);
  const identity = useIdentity(user);

  const form = useForm({
    id: 'profile',
    initialValues: {
      city: user.information.city,
      phone: user.phone,
      address: user.information.address,
    },
    reinitialize: true,
    schema: profileSchema,
    send: (values) =>
      updateProfile({
        updateProfileRequest: {
          city: values.city,
          phone: values.phone,
          address: values.address.trim(),
        },
      }).unwrap(),
    onSent() {
      dispatch(showSuccess('accounts:profile.updated'));
      stopEditing();
    },
  });
  const cityChoices = useCityChoices(form.values.city);

  function startEditing() {
    setEditing(true);
    requestAnimationFrame(() => cityRef.current?.focus());
  }

  function stopEditing() {
    setEditing(false);
    requestAnimationFrame(() => editRef.current?.focus());
  }

  function cancel() {
    form.formik.resetForm();
    stopEditing();
  }

  return (
    <Row className="g-4">
      <Col xl={6}>
        <Card className="content-card accounts-card h-100">
          <Card.Body>
            <Card.Title as="h2" className="h5 mb-1">
              {t('profile.identity')}
            </Card.Title>
            <p className="small text-body-secondary mb-3">{identity.kind}</p>
            {identity.rows.map((row) => (
              <Form.Group key={row.id} className="mb-2 profile-readonly">
                <Form.Label
                  htmlFor={`profile-${row.id}`}
                  className="small text-body-secondary mb-0"
                >
                  {row.label}
                </Form.Label>
                <Form.Control
                  id={`profile-${row.id}`}
                  plaintext
                  readOnly
                  value={row.value || '—'}
                  lang={row.lang}
                  className="fw-semibold py-0"
                />
              </Form.Group>
            ))}
            <p className="small text-body-secondary mt-3 mb-0">{t('profile.identityNote')}</p>
          </Card.Body>
        </Card>
      </Col>
      <Col xl={6}>
        <Card className="content-card accounts-card h-100">
          <Card.Body>
            <Form {...form.props} aria-labelledby="profile-contact-title">
              <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
                <Card.Title as="h2" className="h5 mb-0" id="profile-contact-title">
                  {t('profile.contact')}
                </Card.Title>
                {!editing && (
                  <Button
                    ref={editRef}
                    variant="outline-primary"
                    size="sm"
                    className="text-nowrap"
                    onClick={startEditing}
                  >
                    <PencilSquare aria-hidden className="me-1" />
                    {t('profile.edit')}
                  </Button>
                )}
              </div>
              {editing ? (
                <SelectField
                  {...form.field('city')}
                  label={t('fields.city')}
                  {...cityChoices}
                  placeholder={t('fields.cityPlaceholder')}
                  selectRef={cityRef}
                  required
                />
              ) : (
                <TextField
                  id="profile-city"
                  name="city"
                  label={t('fields.city')}
                  value={cityName(form.values.city)}
                  onValue={() => undefined}
                  error={null}
                  readOnly
                  plaintext
                />
              )}
              <TextField
                {...form.field('phone')}
                label={t('fields.phone')}
                type="tel"
                inputMode="numeric"
                maxLength={9}
                filter={digitsOnly(9)}
                autoComplete="tel-national"
                hint={editing ? t('hints.phone') : undefined}
                readOnly={!editing}
                plaintext={!editing}
                required
              />
              <TextField
                {...form.field('address')}
                label={t('fields.address')}
                autoComplete="street-address"
                readOnly={!editing}
                plaintext={!editing}
                required
              />
              <FormNotice notice={form.notice} />
              {editing && (
                <div className="d-flex flex-wrap gap-2">
                  <Button type="submit" variant="primary" disabled={form.submitting}>
                    {form.submitting ? t('form.saving') : t('profile.save')}
                  </Button>
                  <Button variant="outline-primary" onClick={cancel} disabled={form.submitting}>
                    {t('profile.cancel')}
                  </Button>
                </div>
              )}
            </Form>
          </Card.Body>
        </Card>
      </Col>
      <Col xs={12}>
        <SignOutEverywhere />
      </Col>
    </Row>
  );
}
