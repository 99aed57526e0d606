import { Stack, Text, Title } from '@mantine/core';

export interface Article {
  title: string;
  updated: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export function ArticleContent({ article }: { article: Article }) {
  return (
    <Stack component="article" gap="lg" maw={760} className="article-body" aria-labelledby="article-title">
      <Title order={1} id="article-title">
        {article.title}
      </Title>
      <Text size="sm" c="dimmed">
        {article.updated}
      </Text>
      <Text size="lg">{article.intro}</Text>
      {article.sections.map((section) => (
        <Stack component="section" gap="xs" key={section.heading}>
          <Title order={2} size="h3">
            {section.heading}
          </Title>
          {section.paragraphs.map((paragraph, index) => (
            <Text key={index}>{paragraph}</Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
