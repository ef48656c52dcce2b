/** A titled block of an information page: paragraphs and/or a bullet list. */
export interface InfoSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

/** A static information page: h1 title, meta description, intro and sections. */
export interface InfoPageContent {
  title: string;
  metaDescription: string;
  intro: string;
  sections: InfoSection[];
}
