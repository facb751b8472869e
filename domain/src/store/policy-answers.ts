import { object, type InferType } from 'yup';
import { flag, oneOfWords, plainText } from '../shared/answer-fields';
import { named } from '../shared/fields';
import { POLICY_KINDS, type PolicyKind } from './shop-policies';

/** GET /api/policies/{kind}: one of the shop's policies as its page shows it. */
export const policyPageSchema = named(
  'PolicyPage',
  object({
    kind: oneOfWords(POLICY_KINDS),
    title: plainText(),
    text: plainText('Plain text: blank lines part paragraphs, lines starting "- " are a list. Shown escaped.'),
    isDefault: flag('The shop’s default text, written from its settings (the owner wrote none).'),
  }),
);
export type PolicyPage = InferType<typeof policyPageSchema>;

/** The default text of each policy for the saved settings: the owner's settings form shows them. */
export const policyDefaultsSchema = named(
  'PolicyDefaults',
  object(
    Object.fromEntries(POLICY_KINDS.map((kind) => [kind, plainText()])) as Record<
      PolicyKind,
      ReturnType<typeof plainText>
    >,
  ),
  'What each policy page shows while the owner’s text for it is empty, written from the saved settings.',
);
export type PolicyDefaults = InferType<typeof policyDefaultsSchema>;
