import { usePageMeta } from '@web/lib/page-meta';
import { useStoreSettings } from '../api/store-settings';
import { Spinner } from '../../components/spinner';
import { SettingsForm } from './settings-form';
import { ServiceablePinsPanel } from './serviceable-pins-panel';
import { SignaturePanel } from './signature-panel';
import { ConnectionPanel } from './connection-panel';

/** /dashboard/settings: the shop's details and rules, the courier's serviceable PIN list, and the owner's connection. */
export function SettingsPage() {
  usePageMeta('Settings', 'The shop’s details, payments, shipping and COD rules.');
  const { data, isPending, error } = useStoreSettings();
  if (isPending) return <Spinner />;
  if (!data) return <p role="alert">The settings could not be loaded: {error?.message}</p>;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="settings-heading" className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
        <h1 id="settings-heading" className="mb-4 text-xl font-semibold">
          Settings
        </h1>
        <SettingsForm initial={data.settings} policyDefaults={data.policyDefaults} />
      </section>
      <SignaturePanel signature={data.signature} />
      <ServiceablePinsPanel summary={data.serviceablePins} />
      <ConnectionPanel />
    </div>
  );
}
