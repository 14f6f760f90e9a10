/**
 * Renders the blocks of shared/lib/markdown-blocks.ts as React elements: nothing is parsed as
 * HTML. Headings shift one level down (the page's own title is the h1); internal links
 * use the router.
 */
import { Link } from 'react-router-dom';
import type { MarkdownBlock, MarkdownInline } from '../../shared';

function Inlines({ inlines }: { inlines: MarkdownInline[] }) {
  return (
    <>
      {inlines.map((inline, i) => {
        if (inline.kind === 'strong') return <strong key={i}>{inline.text}</strong>;
        if (inline.kind === 'link') {
          return inline.href.startsWith('/') ? (
            <Link key={i} to={inline.href}>
              {inline.text}
            </Link>
          ) : (
            <a key={i} href={inline.href}>
              {inline.text}
            </a>
          );
        }
        return <span key={i}>{inline.text}</span>;
      })}
    </>
  );
}

export function MarkdownView({ blocks }: { blocks: MarkdownBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        if (block.kind === 'heading') {
          const Heading = block.level === 1 ? 'h2' : block.level === 2 ? 'h2' : 'h3';
          return (
            <Heading key={i} id={block.id}>
              {block.text}
            </Heading>
          );
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={i}>
              {block.items.map((item, j) => (
                <li key={j}>
                  <Inlines inlines={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={i}>
            <Inlines inlines={block.inlines} />
          </p>
        );
      })}
    </>
  );
}
