import { type PageMeta } from 'shared';
import { articleJsonLd } from 'shared/src/page/structuredData';

/** SPEC section 3: an article's content, an ordered list of blocks. */
export type ArticleBlock =
  | { type: 'paragraph'; content: string }
  | { type: 'heading'; content: string; level: 2 | 3 }
  | { type: 'image'; content: string; caption: string }
  | { type: 'quote'; content: string; author: string }
  | { type: 'list'; content: string[] };

/** SPEC section 3: a travel article, shown at /things-to-do/{slug}. */
export interface Article {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  /** Display text. */
  date: string;
  /** `date` as an ISO 8601 day. */
  datePublished: string;
  readTime: number;
  author: string;
  image: string;
  category: 'Historical' | 'Adventure' | 'Cultural';
  tags: string[];
  content: ArticleBlock[];
}

/** SPEC section 9: the article lookup is local, after a simulated 500 ms delay. */
export const ARTICLE_LOADING_DELAY_MS = 500;
export const MORE_TO_EXPLORE_COUNT = 3;

/** Travel articles written for Expo Guide. Block types: paragraph, heading, image, quote, list. */
export const ARTICLES: Article[] = [
  {
    id: 'article-diriyah',
    slug: 'diriyah',
    title: 'Diriyah: Where the Saudi Story Began',
    excerpt: 'A walk through At-Turaif, the mud-brick capital on the edge of Wadi Hanifah.',
    date: 'September 12, 2030',
    datePublished: '2030-09-12',
    readTime: 6,
    author: 'Expo Guide Editors',
    image: 'https://images.unsplash.com/photo-1591608971362-f08b2a75731a?auto=format&fit=crop&w=1600&q=70',
    category: 'Historical',
    tags: ['UNESCO', 'Architecture', 'History', 'Riyadh'],
    content: [
      {
        type: 'paragraph',
        content:
          'Twenty minutes north-west of central Riyadh, the road drops towards the palms of Wadi Hanifah and the walls of At-Turaif rise on the ridge above them. This was the seat of the House of Saud in the eighteenth century, the capital from which the first Saudi state grew, and today it is one of the most rewarding half-days you can spend away from the expo.',
      },
      { type: 'heading', level: 2, content: 'A city built from the ground it stands on' },
      {
        type: 'paragraph',
        content:
          'Everything here is made of earth: mud bricks dried in the sun, plastered by hand and topped with crenellated parapets that throw sharp shadows in the afternoon. The Najdi style is practical as much as beautiful. Thick walls keep rooms cool, small high windows keep out the glare, and triangular vents let hot air escape.',
      },
      {
        type: 'image',
        content: 'https://images.unsplash.com/photo-1578895101408-1a36b834405b?auto=format&fit=crop&w=1200&q=70',
        caption: 'Restored palaces of At-Turaif above the palm groves of Wadi Hanifah.',
      },
      { type: 'heading', level: 3, content: 'What not to miss' },
      {
        type: 'list',
        content: [
          'Salwa Palace, the largest complex in At-Turaif, now home to a museum of the first Saudi state',
          'The narrow lanes between the palaces, best in the hour before sunset',
          'Bujairi Terrace across the wadi, for dinner with a view of the illuminated walls',
        ],
      },
      { type: 'quote', content: 'Stand on the terrace at dusk and the whole district glows the colour of the desert it came from.', author: 'An Expo Guide editor' },
      {
        type: 'paragraph',
        content:
          'At-Turaif was inscribed on the UNESCO World Heritage List in 2010. Wear comfortable shoes, bring water in the warmer months, and allow at least three hours if you want to see the museums as well as the streets.',
      },
    ],
  },
  {
    id: 'article-edge-of-the-world',
    slug: 'edge-of-the-world',
    title: 'The Edge of the World: A Day on the Tuwaiq Escarpment',
    excerpt: 'Cliffs that fall hundreds of metres to an ancient seabed, two hours from the city.',
    date: 'September 20, 2030',
    datePublished: '2030-09-20',
    readTime: 7,
    author: 'Expo Guide Editors',
    image: 'https://images.unsplash.com/photo-1509316785289-025f5b846b35?auto=format&fit=crop&w=1600&q=70',
    category: 'Adventure',
    tags: ['Desert', 'Hiking', 'Day trip', 'Nature'],
    content: [
      {
        type: 'paragraph',
        content:
          'North-west of Riyadh the flat gravel plain simply stops. The Tuwaiq escarpment, a limestone wall that runs for hundreds of kilometres across central Arabia, breaks off here into cliffs so high and so sudden that visitors call the place the Edge of the World.',
      },
      { type: 'heading', level: 2, content: 'Getting there' },
      {
        type: 'paragraph',
        content:
          'The last stretch is an unpaved track, so go with a 4×4 and someone who knows the way. Most visitors join a guided trip that leaves Riyadh in the early afternoon, reaches the cliffs for the late light and stays for dinner after dark.',
      },
      {
        type: 'list',
        content: [
          'Allow about two hours each way from central Riyadh',
          'Bring sturdy shoes, a warm layer for the evening and plenty of water',
          'Stay well back from the cliff edges: there are no railings',
        ],
      },
      { type: 'image', content: 'https://images.unsplash.com/photo-1473580044384-7ba9967e16a0?auto=format&fit=crop&w=1200&q=70', caption: 'Late afternoon light on the Tuwaiq cliffs.' },
      { type: 'heading', level: 3, content: 'An ancient seabed' },
      {
        type: 'paragraph',
        content:
          'The rock under your feet was laid down in a shallow sea during the Jurassic period, and sharp eyes can still find fossil shells in the stones along the path. On clear days the old caravan route across the plain below is visible as a faint line running to the horizon.',
      },
      { type: 'quote', content: 'You hear nothing but the wind, and then someone laughs because the view does not seem real.', author: 'A tour guide on the escarpment' },
    ],
  },
  {
    id: 'article-national-museum',
    slug: 'national-museum',
    title: 'The National Museum: Arabia in Eight Galleries',
    excerpt: 'From meteorites to the modern kingdom, the best introduction to the country you are visiting.',
    date: 'September 28, 2030',
    datePublished: '2030-09-28',
    readTime: 5,
    author: 'Expo Guide Editors',
    image: 'https://images.unsplash.com/photo-1566127444979-b3d2b654e3d7?auto=format&fit=crop&w=1600&q=70',
    category: 'Cultural',
    tags: ['Museum', 'History', 'Family friendly', 'Riyadh'],
    content: [
      {
        type: 'paragraph',
        content:
          'If you only have one morning to understand Saudi Arabia, spend it at the National Museum in the King Abdulaziz Historical Center. Its galleries move in order through time, so a visit feels like walking the length of the peninsula’s history.',
      },
      { type: 'heading', level: 2, content: 'How the galleries are arranged' },
      {
        type: 'list',
        content: [
          'Man and the Universe: geology, meteorites and the first life in Arabia',
          'Arabian Kingdoms: trade routes, incense and ancient inscriptions',
          'The Pre-Islamic era and the Prophet’s mission',
          'The first, second and modern Saudi states',
        ],
      },
      {
        type: 'paragraph',
        content:
          'The building itself, with its long curved wall of pale stone, is meant to echo the dunes and the escarpment outside the city. Inside, full-size reconstructions, films and hands-on displays keep younger visitors busy.',
      },
      {
        type: 'image',
        content: 'https://images.unsplash.com/photo-1554907984-15263bfd63bd?auto=format&fit=crop&w=1200&q=70',
        caption: 'The museum’s galleries follow the history of the peninsula in order.',
      },
      { type: 'quote', content: 'Start with the rocks and the stars, and by the end you understand why the country looks the way it does.', author: 'A museum educator' },
      { type: 'heading', level: 3, content: 'Plan your visit' },
      {
        type: 'paragraph',
        content: 'Allow two to three hours. The surrounding historical center also holds the Murabba Palace and shaded gardens, pleasant for a walk after the galleries.',
      },
    ],
  },
  {
    id: 'article-kingdom-centre',
    slug: 'kingdom-centre',
    title: 'Kingdom Centre: Riyadh from the Sky Bridge',
    excerpt: 'The tower with the opening at the top, and the best view of the capital at night.',
    date: 'October 3, 2030',
    datePublished: '2030-10-03',
    readTime: 4,
    author: 'Expo Guide Editors',
    image: 'https://images.unsplash.com/photo-1586724237569-f3d0c1dee8c6?auto=format&fit=crop&w=1600&q=70',
    category: 'Cultural',
    tags: ['Skyline', 'Architecture', 'Evening', 'Riyadh'],
    content: [
      {
        type: 'paragraph',
        content:
          'Seen from almost anywhere in Riyadh, Kingdom Centre is easy to recognise: a slim tower whose top opens into a parabolic arch, joined at its highest point by a steel sky bridge. Completed in 2002, it remains the emblem of the modern capital.',
      },
      { type: 'heading', level: 2, content: 'The sky bridge' },
      {
        type: 'paragraph',
        content:
          'Two high-speed lifts take you up the tower, and a short walk brings you onto the enclosed bridge about 300 metres above the street. From here King Fahd Road stretches north and south in lines of light, and on a clear evening you can pick out the expo site on the horizon.',
      },
      {
        type: 'list',
        content: [
          'Go just before sunset to see the city in daylight and after dark',
          'Buy tickets at the tower’s entrance in the mall',
          'Combine the visit with dinner in the surrounding district',
        ],
      },
      { type: 'quote', content: 'From up here the city looks like a map of itself drawn in light.', author: 'A first-time visitor' },
    ],
  },
];

export const findArticle = (slug: string | undefined) => ARTICLES.find((article) => article.slug === slug);
export const articleLink = (slug: string) => `/things-to-do/${slug}`;

/** The byline of the articles our editorial team writes: a team, not a person. */
const EDITORS_BYLINE = 'Expo Guide Editors';

/** An article's page: its excerpt as the description, its hero image, and the Article it is. */
export const articleMeta = (article: Article): PageMeta => ({
  title: article.title,
  description: article.excerpt,
  image: article.image,
  jsonLd: [
    articleJsonLd({
      headline: article.title,
      description: article.excerpt,
      image: article.image,
      datePublished: article.datePublished,
      author: { name: article.author, kind: article.author === EDITORS_BYLINE ? 'Organization' : 'Person' },
      url: articleLink(article.slug),
    }),
  ],
});

/** 'More to Explore': up to 3 other articles. */
export const otherArticles = (slug: string) => ARTICLES.filter((article) => article.slug !== slug).slice(0, MORE_TO_EXPLORE_COUNT);
