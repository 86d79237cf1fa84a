import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedRtl from '@mui/icons-material/FormatListNumberedRtl';
import FormatQuote from '@mui/icons-material/FormatQuote';
import InsertLink from '@mui/icons-material/InsertLink';
import LinkOff from '@mui/icons-material/LinkOff';
import FormatTextdirectionLToR from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToL from '@mui/icons-material/FormatTextdirectionRToL';
import Undo from '@mui/icons-material/Undo';
import Redo from '@mui/icons-material/Redo';
import { useEditorState, type Editor } from '@tiptap/react';
import { LinkDialog } from './link-dialog';
import { commonMessages, editorMessages as text } from '../../lib/messages';

const LEVELS = [2, 3, 4] as const;

interface ToolProps {
  label: string;
  isActive?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function Tool({ label, isActive, disabled, onClick, children }: ToolProps) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={isActive}
          disabled={disabled}
          color={isActive ? 'primary' : 'default'}
          // Keep the selection in the editor: a button press must not move the focus first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** Bold, italic, underline, strike, headings, lists, quote, link, direction, undo and redo. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const [linkOpen, setLinkOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      isEditable: e.isEditable,
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      heading: LEVELS.find((level) => e.isActive('heading', { level })),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const off = !state.isEditable;

  return (
    <Box
      role="toolbar"
      aria-label={text.toolbar}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Tool label={text.bold} isActive={state.bold} disabled={off} onClick={() => chain().toggleBold().run()}>
        <FormatBold fontSize="small" />
      </Tool>
      <Tool
        label={text.italic}
        isActive={state.italic}
        disabled={off}
        onClick={() => chain().toggleItalic().run()}
      >
        <FormatItalic fontSize="small" />
      </Tool>
      <Tool
        label={text.underline}
        isActive={state.underline}
        disabled={off}
        onClick={() => chain().toggleUnderline().run()}
      >
        <FormatUnderlined fontSize="small" />
      </Tool>
      <Tool
        label={text.strike}
        isActive={state.strike}
        disabled={off}
        onClick={() => chain().toggleStrike().run()}
      >
        <FormatStrikethrough fontSize="small" />
      </Tool>
      <Divider orientation="vertical" flexItem />
      {LEVELS.map((level) => (
        <Tool
          key={level}
          label={text.heading(level)}
          isActive={state.heading === level}
          disabled={off}
          onClick={() => chain().toggleHeading({ level }).run()}
        >
          <Box component="span" sx={{ fontSize: 13, fontWeight: 700, width: 20 }}>
            H{level}
          </Box>
        </Tool>
      ))}
      <Divider orientation="vertical" flexItem />
      <Tool
        label={text.bulletList}
        isActive={state.bulletList}
        disabled={off}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulleted fontSize="small" />
      </Tool>
      <Tool
        label={text.orderedList}
        isActive={state.orderedList}
        disabled={off}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumberedRtl fontSize="small" />
      </Tool>
      <Tool
        label={text.quote}
        isActive={state.blockquote}
        disabled={off}
        onClick={() => chain().toggleBlockquote().run()}
      >
        <FormatQuote fontSize="small" />
      </Tool>
      <Tool
        label={commonMessages.link}
        isActive={state.link}
        disabled={off}
        onClick={() => setLinkOpen(true)}
      >
        <InsertLink fontSize="small" />
      </Tool>
      <Tool
        label={text.unlink}
        disabled={off || !state.link}
        onClick={() => chain().extendMarkRange('link').unsetLink().run()}
      >
        <LinkOff fontSize="small" />
      </Tool>
      <Divider orientation="vertical" flexItem />
      <Tool label={text.rtl} disabled={off} onClick={() => chain().setTextDirection('rtl').run()}>
        <FormatTextdirectionRToL fontSize="small" />
      </Tool>
      <Tool label={text.ltr} disabled={off} onClick={() => chain().setTextDirection('ltr').run()}>
        <FormatTextdirectionLToR fontSize="small" />
      </Tool>
      <Divider orientation="vertical" flexItem />
      {/* Undo points back (to the right in RTL): the icons mirror with the writing direction. */}
      <Tool label={text.undo} disabled={off || !state.canUndo} onClick={() => chain().undo().run()}>
        <Undo fontSize="small" sx={{ transform: 'scaleX(-1)' }} />
      </Tool>
      <Tool label={text.redo} disabled={off || !state.canRedo} onClick={() => chain().redo().run()}>
        <Redo fontSize="small" sx={{ transform: 'scaleX(-1)' }} />
      </Tool>
      {linkOpen && (
        <LinkDialog
          href={state.href}
          onClose={() => setLinkOpen(false)}
          onSave={(href) => {
            setLinkOpen(false);
            if (href === '') chain().extendMarkRange('link').unsetLink().run();
            else chain().extendMarkRange('link').setLink({ href }).run();
          }}
        />
      )}
    </Box>
  );
}
