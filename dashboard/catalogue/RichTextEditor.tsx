/**
 * The descriptions' rich-text editor (TipTap's starter kit: paragraphs, headings, bold,
 * italic, lists, quotes, links typed as URLs). Loaded lazily by RichTextField, so TipTap
 * is fetched only on the product and category editors. Reports HTML (`''` when empty); the server
 * sanitises it on save. A new `value` from outside (Discard) replaces the content without
 * reporting a change.
 */
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, type MouseEvent } from 'react';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * A toolbar button pressed with the mouse leaves the focus in the text: the next key typed
 * lands there at once (with the focus on the button, the editor took it back a moment later
 * and a fast typist's first letter was lost). From the keyboard the tool refocuses the text.
 */
const keepTextFocus = (event: MouseEvent) => event.preventDefault();

interface ToolButton {
  label: string;
  active: (e: Editor) => boolean;
  run: (e: Editor) => void;
}

const tools: ToolButton[] = [
  {
    label: 'Bold',
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Heading',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Subheading',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Bulleted list',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Quote',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelId,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  const callbacks = useRef({ onChange, onBlur });
  useEffect(() => {
    callbacks.current = { onChange, onBlur };
  });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: { openOnClick: false, autolink: true },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'aria-invalid': String(invalid),
        class: 'rte-content',
        'data-testid': 'description-editor',
      },
    },
    onUpdate: ({ editor: e }) => callbacks.current.onChange(htmlOf(e)),
    onBlur: () => callbacks.current.onBlur(),
  });

  // A value set from outside (Discard, a reload after saving) replaces the content.
  useEffect(() => {
    // StrictMode's second mount can hand an editor destroyed by the first one's cleanup.
    if (editor.isDestroyed) return;
    if (htmlOf(editor) !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => (e.isDestroyed ? [] : tools.map((t) => t.active(e))),
  });

  return (
    <div className={invalid ? 'rte rte-invalid' : 'rte'}>
      <div className="rte-toolbar" role="group" aria-label="Formatting">
        {tools.map((tool, i) => (
          <button
            key={tool.label}
            type="button"
            className="rte-button"
            aria-pressed={active[i] ?? false}
            onMouseDown={keepTextFocus}
            onClick={() => tool.run(editor)}
          >
            {tool.label}
          </button>
        ))}
        <span className="rte-separator" aria-hidden="true" />
        <button
          type="button"
          className="rte-button"
          onMouseDown={keepTextFocus}
          onClick={() => editor.chain().focus().undo().run()}
        >
          Undo
        </button>
        <button
          type="button"
          className="rte-button"
          onMouseDown={keepTextFocus}
          onClick={() => editor.chain().focus().redo().run()}
        >
          Redo
        </button>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
