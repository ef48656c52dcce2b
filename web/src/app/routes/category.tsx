import { useParams } from 'react-router-dom';
import { CATEGORY_PAGES } from '../../features/categories/category-meta';
import { CategoryPage } from '../../features/categories/components/category-page';
import NotFoundRoute from './not-found';

/** Route `/categories/:slug` (docs/product.md#public-pages); an unknown slug shows the 404 page. */
export default function CategoryRoute() {
  const { slug = '' } = useParams();
  const meta = CATEGORY_PAGES[slug];
  if (!meta) return <NotFoundRoute />;
  return <CategoryPage key={meta.slug} meta={meta} />;
}
