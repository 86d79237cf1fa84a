import { useRef, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { commonMessages, identityMessages } from '../../../lib/messages';

// Drawn at twice the displayed size so the saved PNG stays sharp on dense screens.
const WIDTH = 1000;
const HEIGHT = 320;

interface SignaturePadProps {
  /** The drawing as a PNG data URL after each stroke; null once cleared. */
  onChange: (image: string | null) => void;
}

/** A canvas to sign on with a mouse, pen or finger, and a button that clears it. */
export function SignaturePad({ onChange }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const isDrawing = useRef(false);

  const context = () => {
    const ctx = canvasRef.current?.getContext('2d') ?? null;
    if (ctx) {
      ctx.lineWidth = 5;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = '#1b1f3b';
    }
    return ctx;
  };
  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) * WIDTH) / (rect.width || WIDTH),
      y: ((event.clientY - rect.top) * HEIGHT) / (rect.height || HEIGHT),
    };
  };

  const handlePointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const ctx = context();
    if (!ctx) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    isDrawing.current = true;
    const { x, y } = pointOf(event);
    ctx.beginPath();
    ctx.moveTo(x, y);
    // A tap leaves a dot.
    ctx.lineTo(x + 0.1, y + 0.1);
    ctx.stroke();
  };
  const handlePointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const ctx = context();
    if (!isDrawing.current || !ctx) return;
    const { x, y } = pointOf(event);
    ctx.lineTo(x, y);
    ctx.stroke();
  };
  const handlePointerUp = () => {
    if (!isDrawing.current) return;
    isDrawing.current = false;
    const canvas = canvasRef.current;
    if (canvas) onChange(canvas.toDataURL('image/png'));
  };
  const handleClear = () => {
    context()?.clearRect(0, 0, WIDTH, HEIGHT);
    onChange(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Box
        component="canvas"
        ref={canvasRef}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={identityMessages.signature.pad}
        title={identityMessages.signature.pad}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        onPointerCancel={handlePointerUp}
        sx={{
          width: '100%',
          maxWidth: WIDTH / 2,
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          border: 2,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'common.white',
          cursor: 'crosshair',
          // Without this a finger would scroll the page instead of drawing.
          touchAction: 'none',
        }}
      />
      <Button size="small" onClick={handleClear}>
        {commonMessages.clear}
      </Button>
    </Box>
  );
}
