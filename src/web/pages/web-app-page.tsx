import { useInstallPrompt } from '../app/install-prompt.ts';
import { Button } from '../components/ui/button.tsx';
import { Prose } from '../components/ui/prose.tsx';
import { PageHead } from '../components/page-head.tsx';
import { SHOP_NAME } from '../lib/site.ts';

/** Offered where the browser lets a page install the app itself (Chrome, Edge). */
function InstallOffer() {
  const install = useInstallPrompt();
  if (!install) return null;
  return (
    <p>
      <Button onClick={() => void install()}>{SHOP_NAME} jetzt installieren</Button>
    </p>
  );
}

export function WebAppPage() {
  return (
    <Prose
      title="Web-App"
      lead={`${SHOP_NAME} gibt es auch als App für deinen Startbildschirm – ohne App-Store, ohne Download.`}
    >
      <PageHead />
      <InstallOffer />
      <h2>Auf dem iPhone oder iPad (Safari)</h2>
      <ol>
        <li>Öffne den Shop in Safari.</li>
        <li>Tippe unten auf das Teilen-Symbol (Quadrat mit Pfeil nach oben).</li>
        <li>Wähle „Zum Home-Bildschirm“ und bestätige mit „Hinzufügen“.</li>
      </ol>
      <h2>Auf Android (Chrome)</h2>
      <ol>
        <li>Öffne den Shop in Chrome.</li>
        <li>Tippe oben rechts auf das Menü (drei Punkte).</li>
        <li>Wähle „App installieren“ oder „Zum Startbildschirm hinzufügen“.</li>
      </ol>
      <h2>Am Computer</h2>
      <p>
        In Chrome oder Edge klickst du in der Adresszeile auf das Installieren-Symbol und bestätigst
        mit „Installieren“. In Safari auf dem Mac wählst du im Menü „Ablage“ den Punkt „Zum Dock
        hinzufügen“.
      </p>
      <h2>Was bringt die Web-App?</h2>
      <ul>
        <li>
          Ein Fingertipp, und du bist im Shop – so verpasst du die neuen Artikel am Freitag nicht.
        </li>
        <li>
          Sie braucht kaum Speicherplatz und aktualisiert sich von selbst: Neue Versionen werden
          beim nächsten Öffnen geladen, ohne dass du etwas tun musst.
        </li>
        <li>Dein Warenkorb bleibt erhalten, genau wie im Browser.</li>
        <li>
          Preise und Verfügbarkeit siehst du immer aktuell. Ohne Internetverbindung zeigt dir die
          App einen kurzen Hinweis, bis du wieder online bist.
        </li>
      </ul>
    </Prose>
  );
}
