import { videoEmbedUrl } from '@angelbridge/contracts';
import { AspectRatio, Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';

/**
 * The pitch's video, click to load (issue 22): nothing from YouTube or Vimeo is fetched until the visitor
 * asks, and then through the privacy-friendly player (youtube-nocookie.com, Vimeo with dnt=1).
 */
export function PitchVideo({ url, title }: { url: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const embed = videoEmbedUrl(url);
  if (!embed) return null;
  const site = embed.includes('vimeo') ? 'Vimeo' : 'YouTube';
  return (
    <AspectRatio ratio={16 / 9} maw={720}>
      {playing ? (
        <iframe
          src={embed}
          title={`Video: ${title}`}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ border: 0 }}
        />
      ) : (
        <Paper withBorder radius="md" bg="gray.1">
          <Stack align="center" justify="center" h="100%" p="md" gap="xs">
            <Button onClick={() => setPlaying(true)} aria-label={`Play the video of ${title}`}>
              Play video
            </Button>
            <Text size="xs" c="gray.7" ta="center">
              Loads the player from {site} only when you press play.
            </Text>
          </Stack>
        </Paper>
      )}
    </AspectRatio>
  );
}
