/** The copy a section's starter page shows: its hero and an introduction. */
export interface SectionPageCopy {
  title: string;
  subtitle: string;
  image: string;
  introTitle: string;
  intro: string;
}
