import { useEffect } from 'react';

/** Sets the page title ('… | SkillSetu') and meta description for the current route. */
export function useDocumentTitle(title: string, description?: string) {
  useEffect(() => {
    document.title = title ? `${title} | SkillSetu` : 'SkillSetu — Find verified skill trainers in India';
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
