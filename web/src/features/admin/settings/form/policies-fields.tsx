import { POLICY_KINDS, POLICY_TITLES, type PolicyDefaults } from '@bookstore/domain';
import { useFormikContext } from 'formik';
import { SettingsSection } from './settings-section';
import { TextAreaField } from './text-area-field';

/**
 * The shop's policies: each page shows the owner's text, or while it is empty the
 * default written from the saved settings, shown here as the placeholder. "Start from the
 * default" copies it in to edit. Plain text: a blank line starts a paragraph, "- " a list item.
 */
export function PoliciesFields({ defaults }: { defaults: PolicyDefaults }) {
  const { values, setFieldValue } = useFormikContext<{ policies: Record<string, string> }>();
  return (
    <SettingsSection title="Policies">
      <p className="text-sm text-gray-700 sm:col-span-2">
        Shown at /policies/… and linked from every page. Leave a box empty to show the default text (in grey, from your
        saved settings). A blank line starts a paragraph; a line starting “- ” is a list item.
      </p>
      {POLICY_KINDS.map((kind) => (
        <div key={kind} className="sm:col-span-2">
          <TextAreaField name={`policies.${kind}`} label={POLICY_TITLES[kind]} rows={8} placeholder={defaults[kind]} />
          {!values.policies[kind] && (
            <button
              type="button"
              className="text-sm text-blue-700 underline"
              onClick={() => void setFieldValue(`policies.${kind}`, defaults[kind])}
            >
              Start from the default text
            </button>
          )}
        </div>
      ))}
    </SettingsSection>
  );
}
