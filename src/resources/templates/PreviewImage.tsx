// A template's preview image over a placeholder: the picture appears once it has loaded,
// and a missing or broken one leaves the placeholder (never a broken-image icon).
import { Box } from '@mui/material';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { useState } from 'react';

export function PreviewImage({ src, alt, iconSize = 48, lazy = false }: { src?: string; alt: string; iconSize?: number; lazy?: boolean }) {
  const [loaded, setLoaded] = useState<string | undefined>();
  const [failed, setFailed] = useState<string | undefined>();
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        height: '100%',
        display: 'grid',
        placeItems: 'center',
        color: 'text.disabled',
        background: 'linear-gradient(135deg, #eef2ff, #f8fafc)',
      }}
    >
      <ImageIcon sx={{ fontSize: iconSize }} />
      {src && failed !== src && (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading={lazy ? 'lazy' : undefined}
          onLoad={() => setLoaded(src)}
          onError={() => setFailed(src)}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            objectPosition: 'top',
            opacity: loaded === src ? 1 : 0,
            transition: 'opacity .2s',
          }}
        />
      )}
    </Box>
  );
}
