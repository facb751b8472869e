import type { PublicStoreSettings } from '@bookstore/domain';
import type { ReactNode } from 'react';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium">{term}</dt>
      <dd className="mb-2">{children}</dd>
    </>
  );
}

const mailLink = (email: string) => (
  <a href={`mailto:${email}`} className="text-blue-700 underline">
    {email}
  </a>
);

const phoneLink = (phone: string) => (
  <a href={`tel:${phone.replace(/[^+0-9]/g, '')}`} className="text-blue-700 underline">
    {phone}
  </a>
);

/**
 * Who the shop is and how to reach it, from the owner's settings: customer care, and the
 * grievance officer India's Consumer Protection (E-Commerce) Rules 2020 require a shop to name.
 */
export function ContactDetails({ store }: { store: PublicStoreSettings }) {
  const officer = store.grievanceOfficer;
  return (
    <>
      <section aria-labelledby="care-heading" className="mb-8">
        <h2 id="care-heading" className="mb-3 text-xl font-semibold">
          {store.shopName}
        </h2>
        <dl>
          <Row term="Legal name">{store.legalName}</Row>
          <Row term="Address">
            {store.address.split('\n').map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </Row>
          <Row term="Customer-care e-mail">{mailLink(store.supportEmail)}</Row>
          <Row term="Customer-care phone">{phoneLink(store.supportPhone)}</Row>
          {store.gstin && <Row term="GSTIN">{store.gstin}</Row>}
        </dl>
      </section>
      <section aria-labelledby="grievance-heading">
        <h2 id="grievance-heading" className="mb-3 text-xl font-semibold">
          Grievance officer
        </h2>
        <p className="mb-3 text-gray-700">
          If we have not put a problem right, write to our grievance officer, who answers within the times the Consumer
          Protection (E-Commerce) Rules, 2020 set.
        </p>
        <dl>
          <Row term="Name">{officer.name}</Row>
          <Row term="E-mail">{mailLink(officer.email)}</Row>
          {officer.phone && <Row term="Phone">{phoneLink(officer.phone)}</Row>}
        </dl>
      </section>
    </>
  );
}
