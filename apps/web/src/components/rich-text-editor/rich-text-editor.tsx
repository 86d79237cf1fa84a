import { useEffect } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { EditorToolbar } from './editor-toolbar';
import { richTextStyles } from './rich-text-styles';
import type { RichTextEditorProps } from './types';

/**
 * A TipTap editor (StarterKit, right to left by default) with a small toolbar; its value is an HTML
 * string. Load it through LazyRichTextEditor so TipTap stays out of every other page's bundle.
 */
export function RichTextEditor({ value, onChange, label, error, disabled = false }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3, 4] },
        link: { openOnClick: false, autolink: true, protocols: ['mailto'], defaultProtocol: 'https' },
      }),
    ],
    content: value,
    textDirection: 'rtl',
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value from outside (the record arrived, the form was reset) replaces what is shown.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const shown = editor.isEmpty ? '' : editor.getHTML();
    if (value !== shown) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <FormLabel error={Boolean(error)}>{label}</FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': {
            borderColor: 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
          },
        }}
      >
        <EditorToolbar editor={editor} />
        <Box
          component={EditorContent}
          editor={editor}
          sx={{ '& .ProseMirror': { ...richTextStyles, minHeight: 240, p: 2, outline: 'none' } }}
        />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

/** Default export for React.lazy. */
export default RichTextEditor;
