import { Link } from '../components/ui/link.tsx';
import type { ReactNode } from 'react';
import { MAX_SIZE, MIN_SIZE } from '../../domain/catalog.ts';
import { WARRANTY_TEXT } from '../../domain/legal-terms.ts';
import { Prose } from '../components/ui/prose.tsx';
import { PageHead } from '../components/page-head.tsx';
import { paths } from '../lib/paths.ts';
import { RETURN_DAYS, SHIPPING_DHL } from './shop-facts.ts';
import { OfferedPaymentMethods } from '../components/offered-payment-methods.tsx';

const FAQS: { question: string; answer: ReactNode }[] = [
  {
    question: 'Wie viel kostet der Versand?',
    answer: (
      <>
        Innerhalb Deutschlands kostet der Versand {SHIPPING_DHL}. An der{' '}
        <Link to={paths.pickupStation.getHref()}>Abholstation</Link> holst du kostenlos ab.
      </>
    ),
  },
  {
    question: 'Welche Größen gibt es?',
    answer: `Kleidung gibt es bei uns in den Größen ${MIN_SIZE} bis ${MAX_SIZE}. Mützen und Hüte haben eine eigene Hutgröße (Kopfumfang in Zentimetern).`,
  },
  {
    question: 'Wann gibt es neue Artikel?',
    answer:
      'Jeden Freitag stellen wir neue Artikel online. Auf der Startseite siehst du sie unter „Neu im Shop“.',
  },
  {
    question: 'Wie gut ist der Zustand der Sachen?',
    answer:
      'Wir prüfen jedes Teil von Hand. „Sehr gut“ heißt: kaum getragen, ohne Mängel. „Gut“ heißt: leichte Gebrauchsspuren. „Geliebt“ heißt: sichtbar getragen, aber voll funktionsfähig – zu einem besonders kleinen Preis.',
  },
  {
    question: 'Welche Gewährleistung habe ich bei gebrauchten Sachen?',
    answer: `${WARRANTY_TEXT} Übliche Gebrauchsspuren, wie sie der beschriebene Zustand erwarten lässt, sind kein Mangel. Hat ein Artikel einen Mangel, schreib uns einfach eine E-Mail.`,
  },
  {
    question: 'Was bedeutet „Bereits reserviert“?',
    answer:
      'Jemand anderes hat den Artikel gerade im Bestellvorgang oder bezahlt ihn gerade. Wird der Kauf nicht abgeschlossen, ist der Artikel wieder frei – ab wann ungefähr, steht beim Artikel.',
  },
  {
    question: 'Wie kann ich bezahlen?',
    answer: (
      <>
        Du kannst mit <OfferedPaymentMethods /> bezahlen. Barzahlung geht nur bei Abholung.
      </>
    ),
  },
  {
    question: 'Kann ich Artikel zurückgeben?',
    answer: (
      <>
        Ja, du hast ein {RETURN_DAYS}-tägiges Widerrufsrecht. Details findest du in der{' '}
        <Link to={paths.withdrawal.getHref()}>Widerrufsbelehrung</Link>.
      </>
    ),
  },
  {
    question: 'Wie kann ich Kleidung bei euch verkaufen?',
    answer: (
      <>
        Ganz einfach: Alles Wichtige steht auf der Seite{' '}
        <Link to={paths.sell.getHref()}>Kleidung verkaufen</Link>.
      </>
    ),
  },
  {
    question: 'Muss ich ein Kundenkonto anlegen?',
    answer:
      'Nein. Du bestellst ganz ohne Konto; wir brauchen nur deine E-Mail-Adresse und bei Versand deine Anschrift.',
  },
];

export function FaqsPage() {
  return (
    <Prose
      title="Häufige Fragen"
      lead="Hier findest du Antworten auf die Fragen, die uns am häufigsten erreichen."
    >
      <PageHead />
      <div className="flex flex-col gap-3">
        {FAQS.map((faq) => (
          <details
            key={faq.question}
            className="group rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10"
          >
            <summary className="flex min-h-8 cursor-pointer items-center justify-between gap-3 font-bold text-brand-800">
              {faq.question}
              <span
                aria-hidden="true"
                className="text-xl group-open:rotate-45 motion-safe:transition-transform"
              >
                +
              </span>
            </summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </div>
    </Prose>
  );
}
