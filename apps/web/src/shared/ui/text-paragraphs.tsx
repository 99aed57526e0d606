import { Stack, Text, type MantineSize } from '@mantine/core';

/** Server texts separate paragraphs with a blank line; each becomes its own paragraph. */
export function TextParagraphs({ text, size }: { text: string; size?: MantineSize }) {
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <Stack gap="xs">
      {paragraphs.map((paragraph, index) => (
        <Text key={index} size={size} style={{ whiteSpace: 'pre-line' }}>
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
