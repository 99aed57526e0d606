import { useEffect } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../shared/ui/public-layout';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { paths, type ArticleSlug } from '../../shared/url';
import { BrokerBrandLink, useBrokerName } from '../brokers';
import { useCurrentBroker } from '../../shared/broker';
import { ArticleContent, type Article } from './article-content';

const articleKeys = { privacy: 'privacy', account_deletion: 'accountDeletion' } as const;

/** A public article of the broker (privacy policy, account deletion), readable without logging in. */
export function ArticlePage({ slug }: { slug: ArticleSlug }) {
  const { t } = useTranslation('articles');
  const { t: tc } = useTranslation();
  const broker = useCurrentBroker();
  const brokerName = useBrokerName(broker);
  // The broker's colour when the article is opened by its address, not only after its login page set it. As
  // useBrandColor does, but here: a chunk shared with the login page's extras would join this route's preload
  // list in the entry, which the login route's first download holds (e2e/first-load.spec.ts).
  const color = broker.primaryColor;
  useEffect(() => {
    void import('../../shared/theme/broker-palette').then((palette) => palette.applyBrandColor(color));
  }, [color]);
  const article = t(articleKeys[slug], { returnObjects: true, broker: brokerName }) as Article;
  useDocumentTitle(article.title, brokerName);

  return (
    <PublicLayout
      size="md"
      brand={<BrokerBrandLink />}
      links={
        <Anchor component={Link} to={paths.login(broker.displayCode)} fw={600}>
          {tc('nav.login')}
        </Anchor>
      }
    >
      <ArticleContent article={article} />
    </PublicLayout>
  );
}
