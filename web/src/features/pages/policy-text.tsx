import type { ReactNode } from 'react';

/*
 * The shop's policy texts as the owner types them (decision 056): plain text with
 * paragraphs and lists, no Markdown library and no HTML. Every character is a React text node,
 * so React escapes it: `<script>` shows as written, and nothing in the text becomes markup.
 */

export type PolicyBlock =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] };

const BULLET = /^\s*[-*•]\s+/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+/;
const HEADING = /^#{1,3}\s+/;

/**
 * The text's blocks: a blank line ends a paragraph; a line starting "- ", "* " or "• " is an
 * item of a list, one starting "1. " or "1) " of a numbered list; a line starting "# " a heading.
 * A list may follow its paragraph's line without a blank line ("We take:\n- cash").
 */
export function policyBlocks(text: string): PolicyBlock[] {
  const blocks: PolicyBlock[] = [];
  let current: PolicyBlock | undefined;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const item = BULLET.test(line) ? 'bullet' : NUMBERED.test(line) ? 'numbered' : undefined;
    if (line.trim() === '') {
      current = undefined;
    } else if (item) {
      const ordered = item === 'numbered';
      const words = line.replace(ordered ? NUMBERED : BULLET, '').trim();
      if (current?.kind === 'list' && current.ordered === ordered) current.items.push(words);
      else blocks.push((current = { kind: 'list', ordered, items: [words] }));
    } else if (HEADING.test(line)) {
      blocks.push({ kind: 'heading', text: line.replace(HEADING, '').trim() });
      current = undefined;
    } else if (current?.kind === 'paragraph') {
      current.lines.push(line.trim());
    } else {
      blocks.push((current = { kind: 'paragraph', lines: [line.trim()] }));
    }
  }
  return blocks;
}

function Block({ block }: { block: PolicyBlock }): ReactNode {
  if (block.kind === 'heading') return <h2 className="mb-2 mt-6 text-lg font-semibold">{block.text}</h2>;
  if (block.kind === 'list') {
    const items = block.items.map((item, index) => <li key={index}>{item}</li>);
    return block.ordered ? (
      // A style attribute: a new utility class would add to every first load's stylesheet.
      <ol className="mb-4 space-y-1 pl-6 text-gray-800" style={{ listStyleType: 'decimal' }}>
        {items}
      </ol>
    ) : (
      <ul className="mb-4 list-disc space-y-1 pl-6 text-gray-800">{items}</ul>
    );
  }
  return (
    <p className="mb-4 text-gray-800">
      {block.lines.flatMap((line, index) => (index === 0 ? [line] : [<br key={index} />, line]))}
    </p>
  );
}

/** A policy's text as paragraphs, headings and lists. */
export function PolicyText({ text }: { text: string }) {
  return (
    <>
      {policyBlocks(text).map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </>
  );
}
