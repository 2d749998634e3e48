import { Prose } from '../components/ui/prose.tsx';
import { PageHead } from '../components/page-head.tsx';
import { DemoNotice, ShopAddress, WithSiteInfo } from './shop-identity.tsx';

/** /impressum: the fields § 5 DDG requires, from configuration (docs/product.md §10.1). */
export function ImprintPage() {
  return (
    <Prose title="Impressum">
      <PageHead />
      <WithSiteInfo>
        {(site) => (
          <>
            <DemoNotice site={site} />
            <h2>Angaben gemäß § 5 DDG</h2>
            <ShopAddress site={site} />
            <h2>Kontakt</h2>
            <p>
              E-Mail: <a href={`mailto:${site.shop.email}`}>{site.shop.email}</a>
              <br />
              Telefon:{' '}
              <a href={`tel:${site.shop.phone.replace(/[^+\d]/g, '')}`}>{site.shop.phone}</a>
            </p>
            <p>Wir antworten in der Regel innerhalb von 24 Stunden an Werktagen.</p>
            <h2>Umsatzsteuer</h2>
            {site.shop.taxId !== null ? <p>Steuernummer: {site.shop.taxId}</p> : null}
            <p>
              Als Kleinunternehmer im Sinne von § 19 UStG wird keine Umsatzsteuer berechnet und
              ausgewiesen.
            </p>
            <h2>Verantwortlich für den Inhalt</h2>
            <p>{site.shop.owner}, Anschrift wie oben.</p>
            <h2>Verbraucherstreitbeilegung</h2>
            <p>
              Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
              Verbraucherschlichtungsstelle teilzunehmen.
            </p>
          </>
        )}
      </WithSiteInfo>
    </Prose>
  );
}
