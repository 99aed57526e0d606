export { ArticlePage } from './article-page';
