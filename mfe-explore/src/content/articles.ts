import { GLOSSARY, arabicCount, type Locale, type PageMeta, type Translations } from 'shared';
import { articleJsonLd } from 'shared/site';
import { dayText, inEveryLocale } from './locale';

/** SPEC section 3: an article's content, an ordered list of blocks. */
export type ArticleBlock =
  | { type: 'paragraph'; content: string }
  | { type: 'heading'; content: string; level: 2 | 3 }
  | { type: 'image'; content: string; caption: string }
  | { type: 'quote'; content: string; author: string }
  | { type: 'list'; content: string[] };

/** An article's kind: its category chip, in the page's language. */
export type ArticleCategory = 'historical' | 'adventure' | 'cultural';

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
  /** Who `author` is, for schema.org: our editorial team (an organisation) or a person. */
  authorKind: 'Organization' | 'Person';
  image: string;
  /** Display text: Historical, Adventure or Cultural. */
  category: string;
  tags: string[];
  content: ArticleBlock[];
}

/** SPEC section 9: the article lookup is local, after a simulated 500 ms delay. */
export const ARTICLE_LOADING_DELAY_MS = 500;
export const MORE_TO_EXPLORE_COUNT = 3;

/** The words of the article page around an article. */
export interface ArticleCopy {
  /** The byline of the articles our editorial team writes: a team, not a person. */
  editorsByline: string;
  categories: Record<ArticleCategory, string>;
  /** "6 min read". */
  readTime: (minutes: number) => string;
  share: string;
  save: string;
  saved: string;
  linkCopied: string;
  tags: string;
  moreToExplore: string;
  loading: string;
  notFound: { title: string; message: string; back: string };
}

export const ARTICLE_COPY: Translations<ArticleCopy> = {
  en: {
    editorsByline: 'Expo Guide Editors',
    categories: { historical: 'Historical', adventure: 'Adventure', cultural: 'Cultural' },
    readTime: (minutes) => `${minutes} min read`,
    share: 'Share',
    save: 'Save',
    saved: 'Saved',
    linkCopied: 'Link copied',
    tags: 'Tags',
    moreToExplore: 'More to Explore',
    loading: 'Loading article',
    notFound: {
      title: 'Article Not Found',
      message: "We couldn't find the article you're looking for.",
      back: 'Return to Things To Do',
    },
  },
  ar: {
    editorsByline: `محررو ${GLOSSARY.brand.ar}`,
    categories: { historical: 'تاريخي', adventure: 'مغامرة', cultural: 'ثقافي' },
    readTime: (minutes) =>
      `مدة القراءة: ${arabicCount(minutes, {
        one: 'دقيقة واحدة',
        two: 'دقيقتان',
        few: (n) => `${n} دقائق`,
        many: (n) => `${n} دقيقة`,
        other: (n) => `${n} دقيقة`,
      })}`,
    share: 'مشاركة',
    save: 'حفظ',
    saved: 'محفوظ',
    linkCopied: 'نُسخ الرابط',
    tags: 'الوسوم',
    moreToExplore: 'اكتشف المزيد',
    loading: 'جارٍ تحميل المقال',
    notFound: { title: 'المقال غير موجود', message: 'لم نعثر على المقال الذي تبحث عنه.', back: 'الرجوع إلى الأنشطة' },
  },
};

type ArticleSlug = 'diriyah' | 'edge-of-the-world' | 'national-museum' | 'kingdom-centre';

/** What an article is in every language: ids, dates, length, images and kind. */
const ARTICLE_DATA: Array<{
  id: string;
  slug: ArticleSlug;
  datePublished: string;
  readTime: number;
  image: string;
  category: ArticleCategory;
}> = [
  {
    id: 'article-diriyah',
    slug: 'diriyah',
    datePublished: '2030-09-12',
    readTime: 6,
    image: 'https://images.unsplash.com/photo-1591608971362-f08b2a75731a?auto=format&fit=crop&w=1600&q=70',
    category: 'historical',
  },
  {
    id: 'article-edge-of-the-world',
    slug: 'edge-of-the-world',
    datePublished: '2030-09-20',
    readTime: 7,
    image: 'https://images.unsplash.com/photo-1509316785289-025f5b846b35?auto=format&fit=crop&w=1600&q=70',
    category: 'adventure',
  },
  {
    id: 'article-national-museum',
    slug: 'national-museum',
    datePublished: '2030-09-28',
    readTime: 5,
    image: 'https://images.unsplash.com/photo-1566127444979-b3d2b654e3d7?auto=format&fit=crop&w=1600&q=70',
    category: 'cultural',
  },
  {
    id: 'article-kingdom-centre',
    slug: 'kingdom-centre',
    datePublished: '2030-10-03',
    readTime: 4,
    image: 'https://images.unsplash.com/photo-1586724237569-f3d0c1dee8c6?auto=format&fit=crop&w=1600&q=70',
    category: 'cultural',
  },
];

/** The pictures inside the articles, the same in every language. */
const IN_ARTICLE_IMAGES = {
  diriyah: 'https://images.unsplash.com/photo-1578895101408-1a36b834405b?auto=format&fit=crop&w=1200&q=70',
  tuwaiq: 'https://images.unsplash.com/photo-1473580044384-7ba9967e16a0?auto=format&fit=crop&w=1200&q=70',
  museum: 'https://images.unsplash.com/photo-1554907984-15263bfd63bd?auto=format&fit=crop&w=1200&q=70',
};

interface ArticleText {
  title: string;
  excerpt: string;
  tags: string[];
  content: ArticleBlock[];
}

/** Travel articles written for Expo Guide, in every language. Block types: paragraph, heading, image, quote, list. */
const ARTICLE_TEXT: Translations<Record<ArticleSlug, ArticleText>> = {
  en: {
    diriyah: {
      title: 'Diriyah: Where the Saudi Story Began',
      excerpt: 'A walk through At-Turaif, the mud-brick capital on the edge of Wadi Hanifah.',
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
          content: IN_ARTICLE_IMAGES.diriyah,
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
        {
          type: 'quote',
          content: 'Stand on the terrace at dusk and the whole district glows the colour of the desert it came from.',
          author: 'An Expo Guide editor',
        },
        {
          type: 'paragraph',
          content:
            'At-Turaif was inscribed on the UNESCO World Heritage List in 2010. Wear comfortable shoes, bring water in the warmer months, and allow at least three hours if you want to see the museums as well as the streets.',
        },
      ],
    },
    'edge-of-the-world': {
      title: 'The Edge of the World: A Day on the Tuwaiq Escarpment',
      excerpt: 'Cliffs that fall hundreds of metres to an ancient seabed, two hours from the city.',
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
        { type: 'image', content: IN_ARTICLE_IMAGES.tuwaiq, caption: 'Late afternoon light on the Tuwaiq cliffs.' },
        { type: 'heading', level: 3, content: 'An ancient seabed' },
        {
          type: 'paragraph',
          content:
            'The rock under your feet was laid down in a shallow sea during the Jurassic period, and sharp eyes can still find fossil shells in the stones along the path. On clear days the old caravan route across the plain below is visible as a faint line running to the horizon.',
        },
        {
          type: 'quote',
          content: 'You hear nothing but the wind, and then someone laughs because the view does not seem real.',
          author: 'A tour guide on the escarpment',
        },
      ],
    },
    'national-museum': {
      title: 'The National Museum: Arabia in Eight Galleries',
      excerpt: 'From meteorites to the modern kingdom, the best introduction to the country you are visiting.',
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
          content: IN_ARTICLE_IMAGES.museum,
          caption: 'The museum’s galleries follow the history of the peninsula in order.',
        },
        {
          type: 'quote',
          content:
            'Start with the rocks and the stars, and by the end you understand why the country looks the way it does.',
          author: 'A museum educator',
        },
        { type: 'heading', level: 3, content: 'Plan your visit' },
        {
          type: 'paragraph',
          content:
            'Allow two to three hours. The surrounding historical center also holds the Murabba Palace and shaded gardens, pleasant for a walk after the galleries.',
        },
      ],
    },
    'kingdom-centre': {
      title: 'Kingdom Centre: Riyadh from the Sky Bridge',
      excerpt: 'The tower with the opening at the top, and the best view of the capital at night.',
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
        {
          type: 'quote',
          content: 'From up here the city looks like a map of itself drawn in light.',
          author: 'A first-time visitor',
        },
      ],
    },
  },
  ar: {
    diriyah: {
      title: 'الدرعية: حيث بدأت الحكاية السعودية',
      excerpt: 'جولة في حي الطريف، العاصمة المبنية بالطوب اللبن على ضفاف وادي حنيفة.',
      tags: ['اليونسكو', 'العمارة', 'التاريخ', 'الرياض'],
      content: [
        {
          type: 'paragraph',
          content:
            'على بُعد عشرين دقيقة شمال غرب وسط الرياض، ينحدر الطريق نحو نخيل وادي حنيفة، وتعلو أسوار حي الطريف على الهضبة المطلة عليه. كان هذا المكان مقرّ آل سعود في القرن الثامن عشر، والعاصمة التي نشأت منها الدولة السعودية الأولى، وهو اليوم من أمتع ما يمكنك أن تقضي فيه نصف يوم بعيدًا عن الإكسبو.',
        },
        { type: 'heading', level: 2, content: 'مدينة بُنيت من الأرض التي تقوم عليها' },
        {
          type: 'paragraph',
          content:
            'كل شيء هنا مصنوع من التراب: طوب لبِن جُفّف تحت الشمس، وطُلي باليد، وتعلوه شُرفات مسنّنة تلقي ظلالًا حادة في فترة العصر. والطراز النجدي عمليّ بقدر ما هو جميل؛ فالجدران السميكة تحفظ برودة الغرف، والنوافذ الصغيرة المرتفعة تحجب وهج الشمس، والفتحات المثلثة تتيح للهواء الساخن أن يخرج.',
        },
        {
          type: 'image',
          content: IN_ARTICLE_IMAGES.diriyah,
          caption: 'قصور حي الطريف المرمّمة فوق بساتين النخيل في وادي حنيفة.',
        },
        { type: 'heading', level: 3, content: 'ما لا ينبغي أن يفوتك' },
        {
          type: 'list',
          content: [
            'قصر سلوى، أكبر مجمّع في حي الطريف، ويضم اليوم متحفًا للدولة السعودية الأولى',
            'الأزقة الضيقة بين القصور، وأجمل أوقاتها الساعة التي تسبق الغروب',
            'مطل البجيري على الضفة المقابلة من الوادي، لتناول العشاء مع إطلالة على الأسوار المضاءة',
          ],
        },
        {
          type: 'quote',
          content: 'قف على المطل عند الغسق، وسترى الحي كله يتوهّج بلون الصحراء التي خرج منها.',
          author: `أحد محرري ${GLOSSARY.brand.ar}`,
        },
        {
          type: 'paragraph',
          content:
            'أُدرج حي الطريف في قائمة اليونسكو للتراث العالمي عام 2010. ارتدِ حذاءً مريحًا، واحمل معك الماء في الأشهر الأشد حرارة، وخصّص ثلاث ساعات على الأقل إن أردت زيارة المتاحف إلى جانب التجوّل في الشوارع.',
        },
      ],
    },
    'edge-of-the-world': {
      title: 'حافة العالم: يوم على جرف طويق',
      excerpt: 'منحدرات تهوي مئات الأمتار نحو قاع بحر قديم، على بُعد ساعتين من المدينة.',
      tags: ['الصحراء', 'المشي الجبلي', 'رحلة ليوم واحد', 'الطبيعة'],
      content: [
        {
          type: 'paragraph',
          content:
            'إلى الشمال الغربي من الرياض، ينتهي السهل الحصوي المنبسط فجأة. فجرف طويق، وهو جدار من الحجر الجيري يمتد مئات الكيلومترات عبر وسط الجزيرة العربية، ينقطع هنا في منحدرات شاهقة ومباغتة إلى حدّ أن الزوار يسمّون المكان «حافة العالم».',
        },
        { type: 'heading', level: 2, content: 'كيف تصل إليها' },
        {
          type: 'paragraph',
          content:
            'الجزء الأخير من الطريق مسار غير معبّد، فاذهب بسيارة دفع رباعي وبصحبة من يعرف الطريق. ينضم معظم الزوار إلى رحلة مصحوبة بمرشد تغادر الرياض في مطلع فترة ما بعد الظهر، وتبلغ المنحدرات مع ضوء آخر النهار، وتبقى لتناول العشاء بعد حلول الظلام.',
        },
        {
          type: 'list',
          content: [
            'احسب نحو ساعتين لكل اتجاه من وسط الرياض',
            'احمل حذاءً متينًا، وطبقة ملابس دافئة للمساء، وكمية وافرة من الماء',
            'ابقَ على مسافة آمنة من حواف المنحدرات: لا توجد حواجز',
          ],
        },
        { type: 'image', content: IN_ARTICLE_IMAGES.tuwaiq, caption: 'ضوء آخر العصر على منحدرات طويق.' },
        { type: 'heading', level: 3, content: 'قاع بحر قديم' },
        {
          type: 'paragraph',
          content:
            'ترسّبت الصخور التي تحت قدميك في بحر ضحل خلال العصر الجوراسي، ولا يزال بوسع العين الفاحصة أن تعثر على أصداف متحجّرة بين الحجارة على امتداد المسار. وفي الأيام الصافية، يظهر طريق القوافل القديم عبر السهل في الأسفل خطًّا باهتًا يمتد حتى الأفق.',
        },
        {
          type: 'quote',
          content: 'لا تسمع سوى الريح، ثم يضحك أحدهم لأن المنظر لا يبدو حقيقيًا.',
          author: 'مرشد سياحي على الجرف',
        },
      ],
    },
    'national-museum': {
      title: 'المتحف الوطني: الجزيرة العربية في ثماني قاعات',
      excerpt: 'من النيازك إلى المملكة الحديثة، أفضل مدخل للتعرّف على البلد الذي تزوره.',
      tags: ['متحف', 'التاريخ', 'مناسب للعائلات', 'الرياض'],
      content: [
        {
          type: 'paragraph',
          content:
            'إن لم يكن لديك سوى صباح واحد لتفهم المملكة العربية السعودية، فاقضه في المتحف الوطني بمركز الملك عبدالعزيز التاريخي. تتسلسل قاعاته عبر الزمن، فتبدو الزيارة كأنها رحلة على امتداد تاريخ شبه الجزيرة.',
        },
        { type: 'heading', level: 2, content: 'كيف رُتّبت القاعات' },
        {
          type: 'list',
          content: [
            'الإنسان والكون: الجيولوجيا والنيازك وأولى صور الحياة في الجزيرة العربية',
            'الممالك العربية: طرق التجارة واللبان والنقوش القديمة',
            'العصر الجاهلي والبعثة النبوية',
            'الدولة السعودية الأولى والثانية والدولة السعودية الحديثة',
          ],
        },
        {
          type: 'paragraph',
          content:
            'أما المبنى نفسه، بجداره الطويل المنحني من الحجر الفاتح، فقد صُمّم ليحاكي الكثبان والجرف خارج المدينة. وفي الداخل، تُبقي المجسّمات بالحجم الطبيعي والأفلام والمعروضات التفاعلية الزوارَ الصغار منشغلين.',
        },
        { type: 'image', content: IN_ARTICLE_IMAGES.museum, caption: 'تتتبّع قاعات المتحف تاريخ شبه الجزيرة بالترتيب.' },
        {
          type: 'quote',
          content: 'ابدأ بالصخور والنجوم، وستفهم في النهاية لماذا يبدو البلد على ما هو عليه.',
          author: 'أحد المرشدين التربويين في المتحف',
        },
        { type: 'heading', level: 3, content: 'خطّط لزيارتك' },
        {
          type: 'paragraph',
          content:
            'خصّص ساعتين إلى ثلاث ساعات. ويضم المركز التاريخي المحيط بالمتحف أيضًا قصر المربع وحدائق ظليلة، تطيب فيها النزهة بعد جولة القاعات.',
        },
      ],
    },
    'kingdom-centre': {
      title: 'برج المملكة: الرياض من الجسر المعلّق',
      excerpt: 'البرج ذو الفتحة في قمته، وأجمل إطلالة على العاصمة ليلًا.',
      tags: ['أفق المدينة', 'العمارة', 'المساء', 'الرياض'],
      content: [
        {
          type: 'paragraph',
          content:
            'يسهل التعرّف على برج المملكة من أي مكان تقريبًا في الرياض: برج نحيل تنفتح قمته على هيئة قوس مكافئ، يصل بين طرفيه عند أعلى نقطة جسر فولاذي معلّق. اكتمل بناؤه عام 2002، ولا يزال رمز العاصمة الحديثة.',
        },
        { type: 'heading', level: 2, content: 'الجسر المعلّق' },
        {
          type: 'paragraph',
          content: `يصعد بك مصعدان فائقا السرعة إلى أعلى البرج، ثم تقودك خطوات قليلة إلى الجسر المغلق على ارتفاع نحو 300 متر فوق الشارع. من هنا يمتد طريق الملك فهد شمالًا وجنوبًا في خطوط من الضوء، وفي الأمسيات الصافية يمكنك أن تميّز ${GLOSSARY.venue.ar} في الأفق.`,
        },
        {
          type: 'list',
          content: [
            'اذهب قُبيل الغروب لترى المدينة في ضوء النهار وبعد حلول الظلام',
            'اشترِ التذاكر من مدخل البرج داخل المركز التجاري',
            'اجمع بين الزيارة وتناول العشاء في الحي المحيط',
          ],
        },
        {
          type: 'quote',
          content: 'من هنا في الأعلى تبدو المدينة كأنها خريطة لنفسها مرسومة بالضوء.',
          author: 'زائر يأتي للمرة الأولى',
        },
      ],
    },
  },
};

/** The travel articles in every language, with their dates in each language's format. */
export const ARTICLES: Translations<Article[]> = inEveryLocale((locale) =>
  ARTICLE_DATA.map(({ category, ...data }) => ({
    ...data,
    ...ARTICLE_TEXT[locale][data.slug],
    date: dayText(data.datePublished, locale),
    author: ARTICLE_COPY[locale].editorsByline,
    authorKind: 'Organization',
    category: ARTICLE_COPY[locale].categories[category],
  })),
);

export const findArticle = (slug: string | undefined, locale: Locale) =>
  ARTICLES[locale].find((article) => article.slug === slug);
export const articleLink = (slug: string) => `/things-to-do/${slug}`;

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
      author: { name: article.author, kind: article.authorKind },
      url: articleLink(article.slug),
    }),
  ],
});

/** 'More to Explore': up to 3 other articles, in the page's language. */
export const otherArticles = (slug: string, locale: Locale) =>
  ARTICLES[locale].filter((article) => article.slug !== slug).slice(0, MORE_TO_EXPLORE_COUNT);
