import { useEffect, useState } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import { Check2 } from '@/shared/icons/Check2';
import { Clipboard } from '@/shared/icons/Clipboard';
import { useTranslation } from 'react-i18next';
import { useGetOfficesQuery, type CountryId, type Office, type User } from '@/api';
import { countryKey } from '@/shared/catalog';
import { CountryFlag } from '@/shared/components/CountryFlag';
import { ErrorState, LoadingState } from '@/shared/components/ListState';
import { useMediaQuery, WIDE_SCREEN } from '@/shared/hooks/useMediaQuery';
import { useCurrentUser } from '@/store/session';
import '@/styles/accordion.scss';
import '@/styles/parcels.css';

/** The tabs of the addresses panel, in the order of docs/product.md#warehouse-addresses. */
const ADDRESS_COUNTRIES: CountryId[] = ['1', '3', '2'];

type Line = { key: string; label: string; value: string; lang?: string };

/**
 * The receiver of parcels sent to the warehouses: the customer's Latin name with the AX code,
 * or for an organisation that is not an individual entrepreneur, the company's name.
 */
export function receiverName(user: User): string {
  const info = user.information;
  const name =
    user.type === 2 && !info.indEntrepreneur
      ? (info.LTDNameEn ?? info.LTDName ?? '')
      : `${info.nameEn} ${info.lastNameEn}`;
  return `${name.trim()} ${user.AXID}`;
}

const withCode = (text: string, axid: string) => text.replace(/\{AXID\}/g, axid);

/** The lines of one warehouse address, as a shop's checkout form asks for them. */
function useLines(office: Office, user: User, variant: 'en' | 'local'): Line[] {
  const { t } = useTranslation('parcels');
  const receiver = receiverName(user);
  if (variant === 'local') {
    // The Chinese address, labelled in Chinese so it matches the shop's own form.
    return [
      { key: 'receiver', label: '收货人', value: receiver },
      { key: 'province', label: '省', value: office.provinceLoc, lang: 'zh' },
      { key: 'city', label: '市', value: office.cityLoc, lang: 'zh' },
      {
        key: 'address',
        label: '详细地址',
        value: withCode(office.addressLoc, user.AXID),
        lang: 'zh',
      },
      { key: 'postalCode', label: '邮编', value: office.postalCode },
      { key: 'phone', label: '手机', value: office.mobile },
    ];
  }
  const lines: Line[] = [
    { key: 'receiver', label: t('addresses.receiver'), value: receiver },
    { key: 'province', label: t('addresses.province'), value: office.provinceEn, lang: 'en' },
    { key: 'city', label: t('addresses.city'), value: office.cityEn, lang: 'en' },
  ];
  if (office.neigborhood) {
    lines.push({
      key: 'neighbourhood',
      label: t('addresses.neighbourhood'),
      value: office.neigborhood,
      lang: 'tr',
    });
  }
  lines.push(
    {
      key: 'address',
      label: t('addresses.address'),
      value: withCode(office.addressEn, user.AXID),
      lang: 'en',
    },
    { key: 'postalCode', label: t('addresses.postalCode'), value: office.postalCode },
    { key: 'phone', label: t('addresses.phone'), value: office.mobile },
  );
  return lines;
}

/**
 * The overseas warehouse addresses (docs/product.md#warehouse-addresses): China (in English and in
 * Chinese), Turkey (with its neighbourhood) and the USA, every line with a copy button. Tabs on
 * wide screens, an accordion on phones.
 */
export function AddressesPanel() {
  const { t } = useTranslation('parcels');
  const wide = useMediaQuery(WIDE_SCREEN);
  const { user } = useCurrentUser();
  const { data, isLoading, isError, refetch } = useGetOfficesQuery();
  const offices = ADDRESS_COUNTRIES.map((id) =>
    data?.offices.find((o) => o.countryId === id),
  ).filter((office): office is Office => Boolean(office));

  let body;
  if (isLoading || !user) body = <LoadingState />;
  else if (isError || !data) body = <ErrorState onRetry={() => void refetch()} />;
  else if (wide) {
    body = (
      <Tab.Container defaultActiveKey={offices[0]?.countryId} id="addresses">
        <Nav variant="tabs" className="mb-3">
          {offices.map((office) => (
            <Nav.Item key={office.countryId}>
              <Nav.Link eventKey={office.countryId}>
                <CountryFlag country={office.countryId} className="me-1" />
                {t(`countries.${countryKey(office.countryId)}`)}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
        <Tab.Content>
          {offices.map((office) => (
            <Tab.Pane key={office.countryId} eventKey={office.countryId}>
              <OfficeAddress office={office} user={user} />
            </Tab.Pane>
          ))}
        </Tab.Content>
      </Tab.Container>
    );
  } else {
    body = (
      <Accordion defaultActiveKey={offices[0]?.countryId}>
        {offices.map((office) => (
          <Accordion.Item key={office.countryId} eventKey={office.countryId}>
            <Accordion.Header as="h3">
              <CountryFlag country={office.countryId} className="me-2" />
              {t(`countries.${countryKey(office.countryId)}`)}
            </Accordion.Header>
            <Accordion.Body>
              <OfficeAddress office={office} user={user} />
            </Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
    );
  }

  return (
    <Card as="section" className="addresses-panel mt-4" aria-labelledby="addresses-title">
      <Card.Body>
        <h2 id="addresses-title" className="h5 mb-1">
          {t('addresses.title')}
        </h2>
        <p className="small text-body-secondary">{t('addresses.lead')}</p>
        {body}
      </Card.Body>
    </Card>
  );
}

function OfficeAddress({ office, user }: { office: Office; user: User }) {
  const { t } = useTranslation('parcels');
  const english = useLines(office, user, 'en');
  const chinese = useLines(office, user, 'local');
  return (
    <>
      {office.countryId === '1' ? (
        <div className="row g-3">
          <div className="col-lg-6">
            <h3 className="h6">{t('addresses.inEnglish')}</h3>
            <AddressLines lines={english} />
          </div>
          <div className="col-lg-6">
            <h3 className="h6">{t('addresses.inChinese')}</h3>
            <AddressLines lines={chinese} />
          </div>
        </div>
      ) : (
        <AddressLines lines={english} />
      )}
      {office.countryId === '3' && (
        <p className="small text-body-secondary mt-2 mb-0">{t('addresses.turkishPhone')}</p>
      )}
    </>
  );
}

function AddressLines({ lines }: { lines: Line[] }) {
  return (
    <dl className="address-lines mb-0">
      {lines.map((line) => (
        <div key={line.key} className="address-line">
          <dt>{line.label}</dt>
          <dd>
            <span lang={line.lang}>{line.value}</span>
            <CopyButton value={line.value} label={line.label} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Copies a value; the button confirms "copied" for a moment. */
function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('parcels');
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // Without the clipboard API (an insecure origin), copy through a selection.
      const area = document.createElement('textarea');
      area.value = value;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.append(area);
      area.select();
      document.execCommand('copy');
      area.remove();
    }
    setCopied(true);
  }

  return (
    <Button
      size="sm"
      variant={copied ? 'success' : 'outline-primary'}
      className="address-copy"
      onClick={() => void copy()}
    >
      {copied ? <Check2 aria-hidden /> : <Clipboard aria-hidden />}
      <span className="ms-1" aria-live="polite">
        {copied ? t('addresses.copied') : t('addresses.copy')}
      </span>
      <span className="visually-hidden"> {label}</span>
    </Button>
  );
}
