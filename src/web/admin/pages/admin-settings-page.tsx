import { AdminHeading, QueryState } from '../components/query-state.tsx';
import { useShopSettings } from '../features/settings/api/shop-settings.ts';
import { ShopSettingsForm } from '../features/settings/components/shop-settings-form.tsx';
import { PageHead } from '../../components/page-head.tsx';

/** /admin/einstellungen: what the owner sets herself, in effect at once (decision 056). */
export function AdminSettingsPage() {
  const settings = useShopSettings();
  return (
    <section className="flex flex-col gap-4">
      <PageHead title="Einstellungen" noIndex />
      <AdminHeading title="Einstellungen" />
      <QueryState
        isPending={settings.isPending}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
      {settings.data !== undefined && (
        <ShopSettingsForm
          settings={settings.data}
          onReload={async () => (await settings.refetch()).data}
        />
      )}
    </section>
  );
}
