import type { Translations } from 'shared';

// What each pavilion is, in a sentence, by its slug: on its own page and in the list, not on the venue
// map (which names pavilions only), so the map's first load does without them.

export const PAVILION_DESCRIPTIONS: Record<string, Translations<string>> = {
  'climate-action': {
    en: 'A walk through a desert that cools itself: shade, wind towers and water recovered from the air.',
    ar: 'جولة في صحراء تبرّد نفسها: ظلال وأبراج رياح ومياه تُستخلص من الهواء.',
  },
  norway: {
    en: 'Fjords, ocean farming and a cold room where the Arctic light changes through the day.',
    ar: 'مضايق بحرية ومزارع في المحيط وغرفة باردة يتبدّل فيها ضوء القطب الشمالي على مدار اليوم.',
  },
  netherlands: {
    en: 'Living below sea level: dikes, floating homes and a vertical farm you can walk around.',
    ar: 'العيش تحت مستوى سطح البحر: سدود ومنازل عائمة ومزرعة عمودية يمكنك التجوّل حولها.',
  },
  germany: {
    en: 'A hands-on lab of clean energy, from hydrogen trains to the wind parks of the North Sea.',
    ar: 'مختبر تفاعلي للطاقة النظيفة، من قطارات الهيدروجين إلى مزارع الرياح في بحر الشمال.',
  },
  canada: {
    en: 'Forests, northern lights and the stories of First Nations, told on a wrap-around screen.',
    ar: 'غابات وأضواء شمالية وحكايات الشعوب الأصلية، تُروى على شاشة محيطة.',
  },
  sweden: {
    en: 'A timber pavilion that stores carbon, with a quiet reading room of Nordic design.',
    ar: 'جناح خشبي يختزن الكربون، وفيه غرفة قراءة هادئة بتصميم إسكندنافي.',
  },
  water: {
    en: 'Where a glass of water comes from in a desert city: desalination, aquifers and saving every drop.',
    ar: 'من أين يأتي كوب الماء في مدينة صحراوية: التحلية والمياه الجوفية والحفاظ على كل قطرة.',
  },
  prosperity: {
    en: 'How trade, skills and fair work lift whole cities, with a marketplace of small makers.',
    ar: 'كيف ترفع التجارة والمهارات والعمل العادل مدنًا بأكملها، مع سوق لصغار الحرفيين.',
  },
  india: {
    en: 'Digital payments for a billion people, yoga at sunset and the colours of a spice market.',
    ar: 'مدفوعات رقمية لمليار شخص، ويوغا عند الغروب، وألوان سوق التوابل.',
  },
  china: {
    en: 'High-speed rail, lunar missions and a garden of lanterns that light up after dark.',
    ar: 'قطارات فائقة السرعة ورحلات إلى القمر وحديقة فوانيس تضيء بعد الغروب.',
  },
  usa: {
    en: 'Space, startups and national parks, with a ride through a rocket launch.',
    ar: 'الفضاء والشركات الناشئة والمتنزهات الوطنية، مع رحلة تحاكي إطلاق صاروخ.',
  },
  'united-kingdom': {
    en: 'A poem written by visitors and machines together, shown on the pavilion’s face at night.',
    ar: 'قصيدة يكتبها الزوار والآلات معًا، تُعرض على واجهة الجناح ليلًا.',
  },
  france: {
    en: 'Fashion, perfume and the art of the table, with a terrace café on the roof.',
    ar: 'الأزياء والعطور وفنون المائدة، مع مقهى على سطح الجناح.',
  },
  italy: {
    en: 'Renaissance workshops meet racing cars and a copy of a famous statue made by robots.',
    ar: 'ورش عصر النهضة إلى جانب سيارات السباق ونسخة من تمثال شهير صنعتها الروبوتات.',
  },
  singapore: {
    en: 'A city in a garden: a cool, green cone of tropical plants and misting paths.',
    ar: 'مدينة في حديقة: مخروط أخضر بارد من النباتات الاستوائية وممرات الرذاذ.',
  },
  'different-tomorrow': {
    en: 'The world in 2070 as young people imagine it, built from their drawings and ideas.',
    ar: 'العالم في عام 2070 كما يتخيّله الشباب، مبنيًّا من رسوماتهم وأفكارهم.',
  },
  japan: {
    en: 'From Osaka 2025 to Riyadh 2030: robots that care, quiet gardens and a tea ceremony.',
    ar: 'من أوساكا 2025 إلى الرياض 2030: روبوتات للرعاية وحدائق هادئة وحفل شاي.',
  },
  korea: {
    en: 'Smart cities, music and a mirror that answers in your language.',
    ar: 'المدن الذكية والموسيقى ومرآة تجيبك بلغتك.',
  },
  space: {
    en: 'A dome under the stars of the Arabian sky, with the first Saudi astronauts’ mission.',
    ar: 'قبة تحت نجوم سماء الجزيرة العربية، مع رحلة أول رواد فضاء سعوديين.',
  },
  switzerland: {
    en: 'Alpine air in the desert: a cloud you can walk through and the precision of watchmakers.',
    ar: 'هواء جبال الألب في الصحراء: سحابة تمشي عبرها ودقة صانعي الساعات.',
  },
  australia: {
    en: 'The oldest living cultures on Earth and a reef you can see without getting wet.',
    ar: 'أقدم الثقافات الحيّة على الأرض وشعاب مرجانية تراها دون أن تبتل.',
  },
  brazil: {
    en: 'The Amazon’s sounds and a samba stage that fills every evening.',
    ar: 'أصوات الأمازون ومسرح للسامبا يمتلئ كل مساء.',
  },
  egypt: {
    en: 'Seven thousand years along the Nile, with a room of treasures shown for the first time abroad.',
    ar: 'سبعة آلاف عام على ضفاف النيل، مع قاعة كنوز تُعرض للمرة الأولى خارج البلاد.',
  },
  morocco: {
    en: 'A riad with a courtyard fountain, zellige tiles made before you and mint tea.',
    ar: 'رياض بنافورة في الفناء، وبلاط الزليج يُصنع أمامك، وشاي بالنعناع.',
  },
  jordan: {
    en: 'Petra’s rose-red stone and the sand of Wadi Rum, poured into living art.',
    ar: 'حجر البتراء الوردي ورمال وادي رم، في أعمال فنية حيّة.',
  },
  oman: {
    en: 'Frankincense, the falaj water channels and the sea routes of Omani sailors.',
    ar: 'اللبان وأفلاج المياه وطرق البحارة العُمانيين في البحر.',
  },
  turkiye: {
    en: 'Calligraphy, ceramics and a hammam’s light, between Europe and Asia.',
    ar: 'الخط والخزف وضوء الحمّام التقليدي، بين أوروبا وآسيا.',
  },
  pakistan: {
    en: 'The peaks of the Karakoram, truck art and the music of qawwali.',
    ar: 'قمم جبال قراقرم وفن زخرفة الشاحنات وموسيقى القوالي.',
  },
  indonesia: {
    en: 'Seventeen thousand islands: batik, gamelan and a rainforest canopy walk.',
    ar: 'سبعة عشر ألف جزيرة: الباتيك وموسيقى الغاميلان وممشى بين قمم الغابة المطيرة.',
  },
  'saudi-arabia': {
    en: 'The host’s pavilion: from the rock art of Hail to Diriyah and the cities of tomorrow.',
    ar: 'جناح البلد المضيف: من النقوش الصخرية في حائل إلى الدرعية ومدن المستقبل.',
  },
  uae: {
    en: 'From Expo 2020 Dubai to Riyadh: a falcon’s-wing roof and the Hope probe to Mars.',
    ar: 'من إكسبو 2020 دبي إلى الرياض: سقف على شكل جناح صقر ومسبار الأمل إلى المريخ.',
  },
  qatar: {
    en: 'Pearl diving, the dhow builders of Doha and a library of Arabic manuscripts.',
    ar: 'الغوص بحثًا عن اللؤلؤ، وصانعو السفن الخشبية في الدوحة، ومكتبة للمخطوطات العربية.',
  },
  kuwait: {
    en: 'The sea that shaped Kuwait: its towers, its boats and its songs.',
    ar: 'البحر الذي صنع الكويت: أبراجها وسفنها وأغانيها.',
  },
  bahrain: {
    en: 'Dilmun’s ancient burial mounds and the freshwater springs under the sea.',
    ar: 'تلال مدافن دلمون القديمة وينابيع المياه العذبة تحت البحر.',
  },
  youth: {
    en: 'Run by young people from every continent: their inventions, games and open stage.',
    ar: 'يديره شباب من كل القارات: اختراعاتهم وألعابهم ومسرحهم المفتوح.',
  },
  kenya: {
    en: 'A savannah at dawn, the runners of the Rift Valley and mobile money that changed a country.',
    ar: 'سهول السافانا عند الفجر، وعدّاؤو الوادي المتصدع، والمال عبر الهاتف الذي غيّر بلدًا.',
  },
  nigeria: {
    en: 'Afrobeats, Nollywood and the bronzes of Benin, with a dance floor for families.',
    ar: 'موسيقى الأفروبيتس وسينما نوليوود وبرونزيات بنين، مع ساحة رقص للعائلات.',
  },
  mexico: {
    en: 'Maize, cacao and chilli, the gifts of Mexico to the world’s kitchens, and a mariachi band.',
    ar: 'الذرة والكاكاو والفلفل الحار، هدايا المكسيك لمطابخ العالم، وفرقة مارياتشي.',
  },
  spain: {
    en: 'Al-Andalus and its gardens, told in light, water and flamenco.',
    ar: 'الأندلس وحدائقها، تُروى بالضوء والماء والفلامنكو.',
  },
  malaysia: {
    en: 'A rainforest pavilion of bamboo and a hall of kites to fly on a screen.',
    ar: 'جناح من الخيزران يحاكي الغابة المطيرة، وقاعة طائرات ورقية تُطيَّر على الشاشة.',
  },
  'childrens-discovery': {
    en: 'Play, build and experiment: a science playground for ages 4 to 12, with a calm corner.',
    ar: 'العب وابنِ وجرّب: ملعب علمي للأعمار من 4 إلى 12 عامًا، مع ركن هادئ.',
  },
};
